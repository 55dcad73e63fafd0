import { z } from 'zod';
import { ZCardDraft } from '../cards/api';
import { CARD_FIELDS, cardFieldProblem, type TCardInfo } from '../cards/info';
import { PRINT_ITEMS, PRINT_STANDARDS, ZPrintSpec } from './items';

/**
 * The print shop page's calls (issue 47):
 * - POST /api/logo/{id}/print/preview {spec, info} → the item's pages as SVG
 *   (trim only, die lines drawn), for whoever may view the logo, at most
 *   PRINT_PREVIEW_LIMIT calls a minute from one address; the details as
 *   typed so far (lengths and typed text checked: the preview follows the
 *   typing);
 * - GET /api/logo/{id}/print/preview?item= → the item as the page first
 *   shows it (the site's first size, no details typed): what the page's HTML
 *   preloads;
 * - POST /api/logo/{id}/print/pdf {spec, info, standard, marks} → the print
 *   file (PDF/X-4 or PDF/X-1a), for a signed-in viewer with the professional
 *   package; the details must pass the cards' checks, and a badge needs a name.
 * - POST /api/logo/{id}/print/png {spec} → a shirt print or an embroidery
 *   mark as a transparent PNG at 300 dpi at its print size (what garment
 *   printers' uploads take), with the professional package.
 * A size the site does not offer for the item answers PRINT_SIZE_INVALID.
 */

export const ZPrintPreviewBody = z.object({ spec: ZPrintSpec, info: ZCardDraft });

/** The item the page opens on. */
export const PRINT_FIRST_ITEM = 'letterhead';
export const ZPrintFirstQuery = z.object({ item: z.enum(PRINT_ITEMS) });
/** The address of an item's first preview (the site is the address's host). */
export function printFirstPreviewUrl(logoId: number, item: string = PRINT_FIRST_ITEM): string {
  return `/api/logo/${logoId}/print/preview?item=${item}`;
}

export const ZPrintSpecBody = z.object({ spec: ZPrintSpec });
/** A garment file's resolution (pixels per inch). */
export const GARMENT_DPI = 300;

/** The details of a file: each field as the cards check it (a name only where the item shows one: the badge). */
export const ZPrintInfo = ZCardDraft.transform((info) => Object.fromEntries(CARD_FIELDS.map((f) => [f, info[f].trim()])) as TCardInfo);

export const PRINT_MARKS = ['none', 'crop'] as const;

export const ZPrintFileBody = z
  .object({ spec: ZPrintSpec, info: ZPrintInfo, standard: z.enum(PRINT_STANDARDS).default('x4'), marks: z.enum(PRINT_MARKS).default('none') })
  .superRefine((body, ctx) => {
    for (const f of CARD_FIELDS) {
      const problem = cardFieldProblem(f, body.info[f]);
      // The name is required only on a badge (the stationery shows none).
      if (problem && (problem !== 'required' || body.spec.item === 'badge')) ctx.addIssue({ code: 'custom', path: ['info', f], message: problem });
    }
  });
export type TPrintFileBody = z.infer<typeof ZPrintFileBody>;

export const ZPrintPreview = z.object({
  label: z.string(),
  format: z.object({ width: z.number(), height: z.number(), bleed: z.number() }),
  pages: z.array(z.string()),
  /** The item where it is used (a print on a shirt), when the page shows one. */
  scene: z.string().optional(),
  /** An embroidery mark's threads, and the share of it too thin to sew (its places marked red on the page). */
  threads: z.array(z.string()).optional(),
  thinShare: z.number().optional(),
});
export type TPrintPreview = z.infer<typeof ZPrintPreview>;
