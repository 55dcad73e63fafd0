import { z } from 'zod';
import { ZHexColor } from '../design';
import { EFFECT_IDS } from './effects';
import { ANIM_SHAPES } from './formats';

/**
 * The animation page's one call (web/pages/animate): POST
 * /api/logo/{id}/animate/mp4 {effect, shape, background} → the effect as an
 * MP4 (H.264, yuv420p, moov first, 90 frames at 30 fps) made on the server
 * from the same frames the page draws — for a browser that can encode
 * neither through WebCodecs nor MediaRecorder. A signed-in viewer with the
 * professional package, as every animation file.
 */
export const ZAnimVideoBody = z.object({
  effect: z.enum(EFFECT_IDS),
  shape: z.enum(ANIM_SHAPES),
  background: ZHexColor,
});
export type TAnimVideoBody = z.infer<typeof ZAnimVideoBody>;
