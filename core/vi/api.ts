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
});
export type TBrandColour = z.infer<typeof ZBrandColour>;

export const ZViResponse = z.object({
  code: z.literal(200),
  colors: z.array(ZBrandColour),
  /** The ICC profile the CMYK numbers come from, as people name it. */
  profile: z.string(),
});
export type TViResponse = z.infer<typeof ZViResponse>;
