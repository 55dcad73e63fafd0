import type { FastifyBaseLogger, FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZEmailLogin } from '../../../core/api';
import { isVirtualOperatorMobile, ZSmsLogin, ZSmsSend } from '../../../core/sms';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import { installationSecret } from '../../lib/installation-secret';
import { clientAddress } from '../../lib/request';
import { codeSendDeps } from './code-sends';
import { presentUser } from './presenter';
import * as auth from './service';

export const SESSION_COOKIE = 'sid';

/** What the sign-in services need, with this installation's secrets for proofs and code digests. */
export async function authDeps(ctx: AppContext, log: FastifyBaseLogger): Promise<auth.AuthDeps> {
  return {
    ...(await codeSendDeps(ctx, log)),
    sms: ctx.sms,
    sessionDays: ctx.config.sessionDays,
    codeSecret: await installationSecret(ctx.db, 'sms-codes'),
  };
}

/** Sign-in, sign-out and the current user. */
export async function authRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = await authDeps(ctx, app.log);

  async function startSession(reply: FastifyReply, userId: number, source: string | null) {
    const { token, expires } = await auth.openSession(deps, userId, source);
    reply.setCookie(SESSION_COOKIE, token, { path: '/', httpOnly: true, sameSite: 'lax', expires });
  }

  r.get('/api/me', async (req) => ({ code: 200 as const, user: req.user ? presentUser(req.user) : null }));

  r.post('/api/auth/login', { schema: { body: ZEmailLogin } }, async (req, reply) => {
    const user = await auth.loginWithPassword(deps, req.body.email, req.body.password, clientAddress(req, ctx.config.trustProxy));
    await startSession(reply, user.id, null);
    const me = await auth.sessionUserById(deps, user.id);
    return { code: 200 as const, user: presentUser(me) };
  });

  r.post('/api/auth/sms/send', { schema: { body: ZSmsSend } }, async (req) => {
    if (req.site !== 'zh') throw new AppError('SMS_NOT_AVAILABLE');
    if (ctx.config.sms.refuseVirtual && isVirtualOperatorMobile(req.body.mobile)) throw new AppError('SMS_VIRTUAL_REFUSED');
    await auth.sendSmsCode(deps, req.body.mobile, clientAddress(req, ctx.config.trustProxy), req.body.proof, req.user?.id);
    return { code: 200 as const };
  });

  r.post('/api/auth/sms/login', { schema: { body: ZSmsLogin } }, async (req, reply) => {
    if (req.site !== 'zh') throw new AppError('SMS_NOT_AVAILABLE');
    const user = await auth.loginWithSms(deps, req.body.mobile, req.body.code);
    await startSession(reply, user.id, null);
    const me = await auth.sessionUserById(deps, user.id);
    return { code: 200 as const, user: presentUser(me) };
  });

  r.post('/api/auth/logout', { schema: { body: z.unknown().optional() } }, async (req, reply) => {
    const token = req.cookies[SESSION_COOKIE];
    if (token) await auth.closeSession(deps, token);
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    return { code: 200 as const };
  });
}
