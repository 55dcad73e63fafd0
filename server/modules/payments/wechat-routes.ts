import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MONEY_RECEIVED, type TProduct } from '../../../core/products';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import { requireUser } from '../../lib/request';
import type { PaymentChannel } from '../../payments/types';
import { loadLogoFor } from '../logo/access';
import { findLatestOrder } from './repo';
import * as payments from './service';
import { ZIdText } from '../../../core/ids';

const ZLogoIdQuery = z.object({ logoId: ZIdText });
const ZLogoIdParams = ZLogoIdQuery;

/**
 * The chat-app payment calls of spec 01 §7 (Chinese site): designer fix and
 * brand registration by QR code or H5 link, their price, and their paid
 * state. Thin names over the one order service.
 */
export async function wechatRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  async function owned(req: FastifyRequest, logoId: number) {
    if (req.site !== 'zh') throw new AppError('NOT_FOUND', 'WeChat payments are on the Chinese site');
    const user = requireUser(req);
    const { logo } = await loadLogoFor(ctx, req, logoId, ['owner']);
    return { user, logo };
  }

  async function open(req: FastifyRequest, logoId: number, product: TProduct, wanted: 'native' | 'h5') {
    const { user, logo } = await owned(req, logoId);
    const driver = ctx.payments.forSite('zh');
    // The local sandbox stands in for WeChat: its checkout page replaces QR and H5.
    const channel: PaymentChannel = driver.name === 'sandbox' ? 'sandbox' : wanted;
    const { orderNo, offer, created } = await payments.createOrder(ctx, { site: 'zh', user, logo, product, channel, clientIp: req.ip, driver });
    return {
      code: 200 as const,
      data: {
        order_no: orderNo,
        amount: offer.price,
        ...(created.codeUrl ? { code_url: created.codeUrl } : {}),
        ...(created.h5Url ? { h5_url: created.h5Url } : {}),
        ...(created.checkoutUrl ? { checkout_url: created.checkoutUrl } : {}),
      },
    };
  }

  async function config(req: FastifyRequest, logoId: number, product: TProduct) {
    const { user, logo } = await owned(req, logoId);
    const offer = payments.offersFor(ctx, 'zh', user, logo).find((o) => o.product === product);
    return { code: 200 as const, data: { available: !!offer, price: offer?.price ?? null, currency: 'CNY', provider: ctx.payments.forSite('zh').name } };
  }

  async function paid(req: FastifyRequest, logoId: number, product: TProduct) {
    const { logo } = await owned(req, logoId);
    const order = await findLatestOrder(ctx.db, logo.fa_id, product);
    const read = order ? await payments.pollOrder(ctx, ctx.payments.byName(order.provider as never), order, req.log) : null;
    // Paid means the money arrived; whether the order still applied is in status.
    return {
      code: 200 as const,
      data: { paid: !!read && MONEY_RECEIVED.includes(read.status), status: read?.status ?? null, order_no: order?.order_no ?? null },
    };
  }

  // The calls that open an order are POSTs (state never changes on a GET); the spec lists the
  // brand-registration H5 and QR calls as GETs, which let any page that can make the browser
  // load an address create orders.
  // Designer fix.
  r.get('/api/wechat/getAssistantLogoPaymentConfig', { schema: { querystring: ZLogoIdQuery } }, (req) => config(req, req.query.logoId, 'designer_fix'));
  r.post('/api/wechat/getAssistantLogoPaymentQrCode', { schema: { querystring: ZLogoIdQuery } }, (req) => open(req, req.query.logoId, 'designer_fix', 'native'));
  r.post('/api/wechat/getAssistantLogoPaymentH5Link', { schema: { querystring: ZLogoIdQuery } }, (req) => open(req, req.query.logoId, 'designer_fix', 'h5'));
  r.get('/api/wechat/checkWechatAssistantLogoPaymentPaid/:logoId', { schema: { params: ZLogoIdParams } }, (req) => paid(req, req.params.logoId, 'designer_fix'));
  // Brand registration.
  r.get('/api/wechat/purchase-brand/default/:logoId', { schema: { params: ZLogoIdParams } }, (req) => config(req, req.params.logoId, 'brand_register'));
  r.post('/api/wechat/purchase-brand/qrcode/:logoId', { schema: { params: ZLogoIdParams } }, (req) => open(req, req.params.logoId, 'brand_register', 'native'));
  r.post('/api/wechat/purchase-brand/h5/:logoId', { schema: { params: ZLogoIdParams } }, (req) => open(req, req.params.logoId, 'brand_register', 'h5'));
  r.get('/api/wechat/checkPurchaseBrand/:logoId', { schema: { params: ZLogoIdParams } }, (req) => paid(req, req.params.logoId, 'brand_register'));
}
