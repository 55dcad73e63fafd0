import type { FastifyRequest } from 'fastify';
import type { TDesign } from '../../../core/design';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import { takeForAddress, type RateRule } from '../../lib/rate-limit';
import { clientAddress } from '../../lib/request';

/** Files a visitor of a shared logo may download in ten minutes from one address. */
const VISITOR_DOWNLOADS: RateRule = { bucket: 'visitor-downloads', max: 60, windowMs: 10 * 60_000 };

/**
 * A visitor of a shared logo (core/visitors.ts) downloads what the page
 * offers (`offered`: the size dialog's presets, the default avatar size, the
 * logo's own colours) and no more than VISITOR_DOWNLOADS, so nobody can fill
 * the render store with variants. Owners, admins and designers are not limited.
 */
export async function admitVisitor(ctx: AppContext, req: FastifyRequest, offered: boolean): Promise<void> {
  if (!offered) throw new AppError('VISITOR_SIZE');
  const client = clientAddress(req, ctx.config.trustProxy);
  await takeForAddress(ctx.db, VISITOR_DOWNLOADS, client);
}

/** True when `bg` ("rrggbb") is absent or one of the colours the white/black cards offer: the logo's own. */
export function offersBackground(design: TDesign, bg: string | undefined): boolean {
  if (!bg) return true;
  const offered = [...design.colors, design.background, '#ffffff', '#000000'].map((c) => c.toLowerCase());
  return offered.includes(`#${bg.toLowerCase()}`);
}
