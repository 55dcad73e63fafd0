import type { FastifyRequest } from 'fastify';
import type { Locale } from '../../core/constants';
import type { SessionUser } from '../modules/auth/repo';
import { AppError } from './errors';

declare module 'fastify' {
  interface FastifyRequest {
    /** The site of this request, from its host name. */
    site: Locale;
    /** The signed-in user, or null. */
    user: SessionUser | null;
  }
}

/** The signed-in user, or a 401 the client turns into the sign-in page. */
export function requireUser(req: FastifyRequest): SessionUser {
  if (!req.user) throw new AppError('UNAUTHENTICATED');
  return req.user;
}
