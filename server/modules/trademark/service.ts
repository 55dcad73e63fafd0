import { randomBytes } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { TTrademarkEnquiry } from '../../../core/trademark';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import { takeForAddress, takeOrRefuse, type RateRule } from '../../lib/rate-limit';
import { clientAddress } from '../../lib/request';
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
 * Enquiries without a logo one address (or one signed-in user) may send in an
 * hour: anyone may make one, and each is a row and a lead for an adviser.
 */
export const ENQUIRIES_WITHOUT_LOGO: RateRule = { bucket: 'trademark-enquiries', max: 10, windowMs: 3_600_000 };

/**
 * The logo an enquiry is for, or null for an enquiry without one. spec 01 §2
 * "/tm: trademark, no logo needed": anyone may ask about registering a name,
 * within ENQUIRIES_WITHOUT_LOGO. With a logo, the enquiry follows its bought
 * registration (spec 01 §4, brand_register 1), so it needs a logo the caller
 * may act on (owner or admin) whose registration was paid.
 */
async function enquiryLogo(ctx: AppContext, req: FastifyRequest, faId: number | undefined) {
  if (faId === undefined) {
    await takeForAddress(ctx.db, ENQUIRIES_WITHOUT_LOGO, clientAddress(req, ctx.config.trustProxy));
    if (req.user) await takeOrRefuse(ctx.db, ENQUIRIES_WITHOUT_LOGO, `user:${req.user.id}`);
    return null;
  }
  const { logo } = await loadLogoFor(ctx, req, faId, ['owner', 'admin']);
  if (logo.brand_register !== 1) throw new AppError('TRADEMARK_NOT_BOUGHT');
  return logo;
}

/** Records an enquiry (a logo's bought registration, or one without a logo), to hand it over to the trademark site. */
export async function recordEnquiry(ctx: AppContext, req: FastifyRequest, b: TTrademarkEnquiry): Promise<string> {
  const logo = await enquiryLogo(ctx, req, b.logo);
  const orderNo = `TM${new Date().toISOString().replace(/\D/g, '').slice(0, 14)}${randomBytes(3).toString('hex').toUpperCase()}`;
  await ctx.db.insert(brandRegisterOrders).values({
    order_no: orderNo,
    fa_id: logo?.fa_id ?? null,
    user_id: req.user?.id ?? null,
    name: b.name,
    industry: b.industry,
    phone: b.phone,
  });
  return orderNo;
}
