import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZLogoQuery } from '../../../core/api';
import { ZCreateOrderRequest } from '../../../core/products';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import { requireUser } from '../../lib/request';
import { PROVIDERS } from '../../payments/types';
import { loadLogoFor } from '../logo/access';
import { findOrder } from './repo';
import { sandboxRoutes } from './sandbox-page';
import { wechatRoutes } from './wechat-routes';
import * as payments from './service';

const ZOrderParams = z.object({ orderNo: z.string().regex(/^[A-Z0-9]{6,32}$/) });
const ZProviderParams = z.object({ provider: z.enum(PROVIDERS) });

/** Offers, orders, order polling and provider notifications. */
export async function paymentRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/payments/offers', { schema: { querystring: ZLogoQuery } }, async (req) => {
    const user = requireUser(req);
    const { logo } = await loadLogoFor(ctx, req, req.query.logo, ['owner']);
    return {
      code: 200 as const,
      provider: ctx.payments.forSite(req.site).name,
      offers: payments.offersFor(ctx, req.site, user, logo),
    };
  });

  r.post('/api/payments/orders', { schema: { body: ZCreateOrderRequest } }, async (req) => {
    const user = requireUser(req);
    const { logo } = await loadLogoFor(ctx, req, req.body.logo, ['owner']);
    const driver = ctx.payments.forSite(req.site);
    const { orderNo, offer, created } = await payments
      .createOrder(ctx, { site: req.site, user, logo, product: req.body.product, channel: req.body.channel, clientIp: req.ip, driver })
      .catch((err: unknown) => {
        if (err instanceof AppError) throw err;
        req.log.error({ err, provider: driver.name }, 'payment provider refused the order');
        throw new AppError('PAYMENTS_UNAVAILABLE');
      });
    return {
      code: 200 as const,
      order_no: orderNo,
      provider: driver.name,
      amount: offer.price,
      currency: offer.currency,
      ...(created.codeUrl ? { codeUrl: created.codeUrl } : {}),
      ...(created.h5Url ? { h5Url: created.h5Url } : {}),
      ...(created.clientSecret ? { clientSecret: created.clientSecret } : {}),
      ...(created.checkoutUrl ? { checkoutUrl: created.checkoutUrl } : {}),
    };
  });

  r.get('/api/payments/orders/:orderNo', { schema: { params: ZOrderParams }, config: { writes: true } }, async (req) => {
    const user = requireUser(req);
    const order = await findOrder(ctx.db, req.params.orderNo);
    if (!order || order.user_id !== user.id) throw new AppError('NOT_FOUND');
    return payments.pollOrder(ctx, ctx.payments.byName(order.provider as never), order, req.log);
  });

  // Notifications are checked against the exact bytes the provider signed.
  await app.register(async (raw) => {
    raw.removeAllContentTypeParsers();
    raw.addContentTypeParser('*', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
    raw.withTypeProvider<ZodTypeProvider>().post(
      '/api/payments/notify/:provider',
      { schema: { params: ZProviderParams } },
      async (req, reply) => {
        const driver = ctx.payments.byName(req.params.provider);
        if (!driver) throw new AppError('NOT_FOUND');
        const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
        const headers = Object.fromEntries(
          Object.entries(req.headers).map(([k, v]) => [k.toLowerCase(), Array.isArray(v) ? v.join(',') : v]),
        );
        const { ack } = await payments.handleNotification(ctx, driver, headers, body, req.log);
        return reply.status(ack.status).send(ack.body);
      },
    );
  });

  await sandboxRoutes(app, ctx);
  await wechatRoutes(app, ctx);
}
