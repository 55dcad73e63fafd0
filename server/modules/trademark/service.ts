import { randomBytes } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { TTrademarkEnquiry } from '../../../core/trademark';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import { loadLogoFor } from '../logo/access';
import { brandRegisterOrders } from './schema';

/** The newest brand register order of a logo (spec 01 §3 order_no), if any. */
export async function latestOrder(ctx: AppContext, faId: number) {
  const [order] = await ctx.db
    .select()
    .from(brandRegisterOrders)
    .where(eq(brandRegisterOrders.fa_id, faId))
    .orderBy(desc(brandRegisterOrders.id))
    .limit(1);
  return order;
}

/**
 * spec 01 §4: the enquiry follows a bought registration (brand_register 1),
 * so it needs a logo the caller may act on (owner or admin) whose
 * registration was paid. Without a logo there is nothing to register yet:
 * the /tm page leads a visitor to choose or make a logo instead.
 */
async function enquiryLogo(ctx: AppContext, req: FastifyRequest, faId: number | undefined) {
  if (faId === undefined) throw new AppError('TRADEMARK_LOGO_REQUIRED');
  const { logo } = await loadLogoFor(ctx, req, faId, ['owner', 'admin']);
  if (logo.brand_register !== 1) throw new AppError('TRADEMARK_NOT_BOUGHT');
  return logo;
}

/** Records the enquiry of a bought registration, to hand it over to the trademark site. */
export async function recordEnquiry(ctx: AppContext, req: FastifyRequest, b: TTrademarkEnquiry): Promise<string> {
  const logo = await enquiryLogo(ctx, req, b.logo);
  const orderNo = `TM${new Date().toISOString().replace(/\D/g, '').slice(0, 14)}${randomBytes(3).toString('hex').toUpperCase()}`;
  await ctx.db.insert(brandRegisterOrders).values({
    order_no: orderNo,
    fa_id: logo.fa_id,
    user_id: req.user?.id ?? null,
    name: b.name,
    industry: b.industry,
    phone: b.phone,
  });
  return orderNo;
}
