import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZLogoQuery } from '../../../core/api';
import { ZTrademarkEnquiry } from '../../../core/trademark';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import { listPrice } from '../../payments/catalogue';
import { loadLogoFor } from '../logo/access';
import { latestOrder, recordEnquiry } from './service';

/** Trademark registration exists on the Chinese site only (spec 01 §2). */
function requireZh(req: FastifyRequest): void {
  if (req.site !== 'zh') throw new AppError('NOT_FOUND', 'trademark registration is a Chinese-site service');
}

/** The trademark site's pages: the enquiry landing and an order's page. */
function trademarkSite(ctx: AppContext) {
  const base = ctx.config.publicSite.trademarkUrl;
  return {
    enquiry: (q: Record<string, string>) => `${base}${base.includes('?') ? '&' : '?'}${new URLSearchParams(q)}`,
    order: (orderNo: string) => `${base.replace(/\/$/, '')}/order/${encodeURIComponent(orderNo)}`,
  };
}

/** Brand registration state and the trademark enquiry (spec 01 §4/§5). */
export async function trademarkRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/trademark/status', { schema: { querystring: ZLogoQuery } }, async (req) => {
    requireZh(req);
    const { logo } = await loadLogoFor(ctx, req, req.query.logo, ['owner', 'admin']);
    const order = await latestOrder(ctx, logo.fa_id);
    return {
      code: 200 as const,
      brand_register: logo.brand_register,
      order_no: order?.order_no ?? null,
      orderUrl: order ? trademarkSite(ctx).order(order.order_no) : null,
      price: listPrice('zh', 'brand_register', ctx.config.payments.priceOverrides),
    };
  });

  r.post('/api/trademark/enquiry', { schema: { body: ZTrademarkEnquiry } }, async (req) => {
    requireZh(req);
    const b = req.body;
    const orderNo = await recordEnquiry(ctx, req, b);
    // spec 01 §7: name, industry text, phone and the logo id — absent for an enquiry without a logo.
    const redirect = trademarkSite(ctx).enquiry({
      name: b.name,
      industry: b.industry,
      phone: b.phone,
      ...(b.logo !== undefined ? { logo_id: String(b.logo) } : {}),
      order_no: orderNo,
    });
    return { code: 200 as const, order_no: orderNo, redirect };
  });
}
