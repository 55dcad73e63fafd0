import { z } from 'zod';
import { isTypedText } from '../text';
import { CARD_FIELD_MAX, CARD_FIELDS, ZCardInfo, type CardField } from './info';

/**
 * The business-card page's calls:
 * - GET /api/logo/{id}/business-cards/{design}/{side}/preview.jpg → one side
 *   with the site's sample person as a picture CARD_PREVIEW_WIDTH wide
 *   (`cardPreviewUrl`), for whoever may view the logo: what the page shows
 *   before anything is typed, drawn once per logo and kept, not on a phone;
 * - POST /api/logo/{id}/business-cards/preview {info, designs?} → the designs'
 *   two sides as SVG (every design, or those asked), for whoever may view the
 *   logo, at most PREVIEW_LIMIT calls a minute from one address; the info as
 *   typed so far (only lengths and typed text are checked: the preview
 *   follows the typing);
 * - POST /api/logo/{id}/business-cards/{design}/pdf {info, marks?} → the print
 *   PDF (PDF/X-4), without crop marks unless `marks` is 'crop';
 * - POST /api/logo/{id}/business-cards/{design}/png {info, side} → one side as PNG.
 * Downloads need the info to pass every check (info.ts), a signed-in viewer
 * and the professional package.
 */

/** The info while it is being typed: any field may be empty or half-written. */
export const ZCardDraft = z.object(
  Object.fromEntries(
    CARD_FIELDS.map((f) => [f, z.string().max(CARD_FIELD_MAX[f] + 20).refine(isTypedText, 'not text').default('')]),
  ) as Record<CardField, z.ZodDefault<z.ZodString>>,
);

export const ZCardPreviewBody = z.object({
  info: ZCardDraft,
  /** Only these designs (the dialog's live preview asks for one); all of them when absent. */
  designs: z.array(z.string().regex(/^[a-z-]{1,32}$/)).min(1).max(20).optional(),
});
/**
 * Printer's marks of the print PDF: none (the page is the bleed: what most
 * print shops' uploads ask for) or crop marks in a slug beyond the bleed.
 */
export const CARD_MARKS = ['none', 'crop'] as const;
export const ZCardMarks = z.enum(CARD_MARKS);
export type TCardMarks = z.infer<typeof ZCardMarks>;
export const CARD_SIDES = ['front', 'back'] as const;
export type TCardSide = (typeof CARD_SIDES)[number];
export const ZCardDownloadBody = z.object({ info: ZCardInfo, marks: ZCardMarks.default('none') });
export const ZCardPngBody = z.object({ info: ZCardInfo, side: z.enum(CARD_SIDES) });

export const ZCardDesignParams = z.object({ design: z.string().regex(/^[a-z-]{1,32}$/) });

export const ZCardSideParams = ZCardDesignParams.extend({ side: z.enum(CARD_SIDES) });

/** The width of a side's sample picture in pixels: a phone's card at 2 device pixels, a wide window's at 1.5. */
export const CARD_PREVIEW_WIDTH = 720;

/** The address of a design's side with the site's sample person (the site is the address's host). */
export function cardPreviewUrl(logoId: number, design: string, side: TCardSide): string {
  return `/api/logo/${logoId}/business-cards/${design}/${side}/preview.jpg`;
}

export const ZCardPreview = z.object({
  format: z.object({ width: z.number(), height: z.number(), label: z.string() }),
  cards: z.array(z.object({ id: z.string(), label: z.string(), front: z.string(), back: z.string() })),
});
export type TCardPreview = z.infer<typeof ZCardPreview>;
