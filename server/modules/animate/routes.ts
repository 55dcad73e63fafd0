import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZAnimVideoBody } from '../../../core/animate/api';
import { animBaseName, videoSize } from '../../../core/animate/formats';
import type { TDesign } from '../../../core/design';
import { ZIdParams } from '../../../core/ids';
import type { AppContext } from '../../context';
import { sendMadeFile } from '../../lib/send-file';
import { AppError } from '../../lib/errors';
import { takeOrRefuse, type RateRule } from '../../lib/rate-limit';
import { animationMp4, ffmpegReady } from '../../render/animate-video';
import { outlinedDesign } from '../../render/outlined';
import { brandAssetLogo } from '../logo/brand-asset';

/** MP4s one account may have the server make: every effect in two shapes in ten minutes, no more. */
export const VIDEO_LIMIT: RateRule = { bucket: 'animate-mp4', max: 24, windowMs: 10 * 60_000 };
/** Videos made at once by one instance (each keeps ffmpeg and resvg busy for seconds), and how many may wait. */
const AT_ONCE = 1;
const WAITING = 6;

/** A queue of `size` places: run() waits for one, or refuses when `waiting` are waiting already. */
function places(size: number, waiting: number) {
  let busy = 0;
  const queue: Array<() => void> = [];
  return async <T>(work: () => Promise<T>): Promise<T> => {
    if (busy >= size) {
      if (queue.length >= waiting) throw new AppError('VIDEO_UNAVAILABLE', 'video queue full');
      await new Promise<void>((resolve) => queue.push(resolve));
    } else busy++;
    try {
      return await work();
    } finally {
      const next = queue.shift();
      if (next) next();
      else busy--;
    }
  };
}

/**
 * The animation page's server-made MP4 (core/animate/api.ts): for a browser
 * with neither WebCodecs' H.264 nor MediaRecorder's MP4. The same gate as
 * every animation file (signed in, the professional package), limited per
 * account, made one at a time per instance.
 */
export async function animateRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const inTurn = places(AT_ONCE, WAITING);

  r.post('/api/logo/:id/animate/mp4', { schema: { params: ZIdParams, body: ZAnimVideoBody } }, async (req, reply) => {
    const logo = await brandAssetLogo(ctx, req, req.params.id, true);
    const ffmpeg = ctx.config.ffmpeg;
    if (!ffmpeg) throw new AppError('VIDEO_UNAVAILABLE', 'FFMPEG=off');
    await takeOrRefuse(ctx.db, VIDEO_LIMIT, `user:${req.user!.id}`);
    const { effect, shape, background } = req.body;
    const design = outlinedDesign(logo.design as TDesign);
    const body = await inTurn(async () => {
      try {
        await ffmpegReady(ffmpeg);
        return await animationMp4(ffmpeg, design, effect, shape, background);
      } catch (err) {
        req.log.error({ err }, 'server MP4 failed');
        throw new AppError('VIDEO_UNAVAILABLE', 'ffmpeg failed');
      }
    });
    return sendMadeFile(reply, body, { filename: `${animBaseName(logo.logo_name, effect, videoSize(shape))}.mp4`, contentType: 'video/mp4' });
  });
}
