import { z } from 'zod';
import { ZHexColor } from '../design';

/** GET /api/logo/{id}/vi: the colour specification with print values (spec 02 §3, §5). */
export const ZBrandColour = z.object({
  hex: ZHexColor,
  rgb: z.tuple([z.number().int(), z.number().int(), z.number().int()]),
  /** Percent, whole numbers, through the named ICC profile. */
  cmyk: z.tuple([z.number().int(), z.number().int(), z.number().int(), z.number().int()]),
  dark: z.boolean(),
  title: z.string(),
  /** The spot ink its owner named for it (core/vi/spot.ts), or null. */
  spot: z.string().nullable(),
});
export type TBrandColour = z.infer<typeof ZBrandColour>;

export const ZViResponse = z.object({
  code: z.literal(200),
  colors: z.array(ZBrandColour),
  /** The ICC profile the CMYK numbers come from, as people name it. */
  profile: z.string(),
  /** Whether this viewer may name the spot colours (the owner or an admin). */
  spotEditable: z.boolean(),
});
export type TViResponse = z.infer<typeof ZViResponse>;

/** The size of an effect card's preview picture (the server's JPG on the effect's backdrop): a card of four a row at 2 device pixels, of two a row on a phone at 3. */
export const EFFECT_PREVIEW = { width: 600, height: 450 } as const;

/** The address of an effect's preview with the logo (GET, for whoever may view the logo). */
export function effectPreviewUrl(logoId: number, effect: string): string {
  return `/api/logo/${logoId}/effects/${effect}/preview.jpg`;
}
