import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZUbrandAccountInfoQuery,
  ZUbrandAssetInfoQuery,
  ZUbrandBrandInfoQuery,
  ZUbrandCreateBrand,
  ZUbrandSendCode,
  ZUbrandSyncLogo,
  ZUbrandValidate,
} from '../../../core/ubrand';
import type { AppContext } from '../../context';
import { codeSendDeps } from '../auth/code-sends';
import { accountInfo, assetInfo, brandInfo, createBrand, sendCode, syncLogo, validateAccount } from './service';

/** The seven calls of spec 02 §7; answers `{code: 200, data, msg}`, errors `{code, error, msg}`. */
export async function ubrandRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ok = <T>(data: T, msg = 'ok') => ({ code: 200 as const, data, msg });
  // The partner's codes go through the sign-in codes' limits (recipient, address and its proof step, user, SMS budget).
  const codes = await codeSendDeps(ctx, app.log);

  r.post('/api/crosssite/ubrand/create/account', { schema: { body: ZUbrandSendCode } }, async (req) => {
    const { resend_after } = await sendCode(ctx, req, req.body, codes);
    return ok({ sent: true as const, resend_after }, 'sent');
  });
  r.post('/api/crosssite/ubrand/create/account/validate', { schema: { body: ZUbrandValidate } }, async (req) =>
    ok(await validateAccount(ctx, req, req.body)),
  );
  r.post('/api/crosssite/ubrand/create/brand', { schema: { body: ZUbrandCreateBrand } }, async (req) =>
    ok(await createBrand(ctx, req, req.body)),
  );
  r.post('/api/crosssite/ubrand/sync/logo', { schema: { body: ZUbrandSyncLogo } }, async (req) => ok(await syncLogo(ctx, req, req.body)));
  r.get('/api/crosssite/ubrand/brand/info', { schema: { querystring: ZUbrandBrandInfoQuery } }, async (req) =>
    ok(await brandInfo(ctx, req, req.query.logo_id)),
  );
  r.get('/api/crosssite/ubrand/asset/info', { schema: { querystring: ZUbrandAssetInfoQuery } }, async (req) =>
    ok(await assetInfo(ctx, req, req.query)),
  );
  r.get('/api/crosssite/ubrand/account/info', { schema: { querystring: ZUbrandAccountInfoQuery } }, async (req) =>
    ok(await accountInfo(ctx, req, req.query)),
  );
}
