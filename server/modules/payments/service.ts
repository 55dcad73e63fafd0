import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Locale } from '../../../core/constants';
import type { TOffer, TOrderStatusResponse, TProduct } from '../../../core/products';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import { priceOf, SITE_CURRENCY, toMinor } from '../../payments/catalogue';
import { NotificationRejected, type PaymentChannel, type PaymentDriver, type VerifiedNotification } from '../../payments/types';
import type { SessionUser } from '../auth/repo';
import { logoTopic, notify } from '../designer/notify';
import { findLogo, type LogoRow } from '../logo/repo';
import { creditFromFacts, refundIfDue, type CreditOutcome } from './credit';
import { buyableProducts, canBuy, returnUrl } from './eligibility';
import { mailRefundDue } from './refund-mail';
import * as repo from './repo';

/** The channels each provider accepts. */
const CHANNELS: Record<PaymentDriver['name'], readonly PaymentChannel[]> = {
  sandbox: ['sandbox'],
  wechat: ['native', 'h5'],
  stripe: ['card'],
};

function eligibility(ctx: AppContext, site: Locale, user: SessionUser) {
  return { site, sessionSource: user.session_source, partnerSource: ctx.config.payments.partnerSource };
}

function offer(ctx: AppContext, site: Locale, product: TProduct, logo: LogoRow): TOffer {
  const price = priceOf(site, product, logo.is_bought ? logo.bought_type : null, ctx.config.payments.priceOverrides);
  return { product, price, amountMinor: toMinor(price), currency: SITE_CURRENCY[site] };
}

/** What this buyer may buy for this logo on this site, at the server's prices. */
export function offersFor(ctx: AppContext, site: Locale, user: SessionUser, logo: LogoRow): TOffer[] {
  return buyableProducts(logo, eligibility(ctx, site, user)).map((p) => offer(ctx, site, p, logo));
}

/** An order number WeChat accepts too (6–32 characters, letters and digits). */
function newOrderNo(): string {
  const stamp = new Date().toISOString().replace(/\D/g, '').slice(0, 14);
  return `LD${stamp}${randomBytes(5).toString('hex').toUpperCase()}`;
}

export interface CreateOrderArgs {
  site: Locale;
  user: SessionUser;
  logo: LogoRow;
  product: TProduct;
  channel: PaymentChannel;
  clientIp: string;
  driver: PaymentDriver;
}

/** Prices the product on the server, stores the order, and opens it with the provider. */
export async function createOrder(ctx: AppContext, a: CreateOrderArgs) {
  if (!canBuy(a.product, a.logo, eligibility(ctx, a.site, a.user))) throw new AppError('NOT_FOR_SALE');
  if (!CHANNELS[a.driver.name].includes(a.channel)) throw new AppError('BAD_REQUEST', 'channel not offered');
  const o = offer(ctx, a.site, a.product, a.logo);
  const orderNo = newOrderNo();
  const back = returnUrl(a.product, a.logo.fa_id, orderNo);
  const created = await a.driver.createOrder({
    orderNo,
    amountMinor: o.amountMinor,
    currency: o.currency,
    description: `${a.logo.logo_name} · ${a.product}`,
    channel: a.channel,
    clientIp: a.clientIp,
    returnUrl: back,
  });
  await repo.insertOrder(ctx.db, {
    order_no: orderNo,
    fa_id: a.logo.fa_id,
    user_id: a.user.id,
    site: a.site,
    product: a.product,
    provider: a.driver.name,
    channel: a.channel,
    amount_minor: o.amountMinor,
    currency: o.currency,
    provider_ref: created.providerRef,
    return_url: back,
  });
  return { orderNo, offer: o, created };
}

/**
 * After the crediting transaction: a credited designer fix tells its designer
 * (or the admins) of the new request; money for an order that no longer
 * applied is paid back where the provider can.
 */
async function afterCredit(ctx: AppContext, outcome: CreditOutcome, orderNo: string, log: FastifyBaseLogger): Promise<void> {
  if (outcome === 'not_applied' && (await refundIfDue(ctx, orderNo, log)) !== 'refunded') await mailRefundDue(ctx, orderNo, log);
  if (outcome !== 'credited') return;
  const order = await repo.findOrder(ctx.db, orderNo);
  if (order?.product !== 'designer_fix') return;
  const logo = await findLogo(ctx.db, order.fa_id);
  if (logo) await notify(ctx, log, 'request', order.site as Locale, logoTopic(logo));
}

const REFUSED: ReadonlySet<CreditOutcome> = new Set(['unknown_order', 'provider_mismatch', 'amount_mismatch']);

/** A provider's notification: verified by its driver, then credited once. */
export async function handleNotification(
  ctx: AppContext,
  driver: PaymentDriver,
  headers: Readonly<Record<string, string | undefined>>,
  rawBody: Buffer,
  log: FastifyBaseLogger,
) {
  let facts: VerifiedNotification;
  try {
    facts = await driver.verifyNotification(headers, rawBody);
  } catch (err) {
    if (err instanceof NotificationRejected) {
      log.warn({ provider: driver.name, reason: err.message }, 'payment notification refused');
      throw new AppError('NOTIFICATION_REJECTED', err.message);
    }
    throw err;
  }
  const outcome = await creditFromFacts(ctx, driver.name, facts, log);
  if (REFUSED.has(outcome)) {
    log.warn({ provider: driver.name, order: facts.orderNo, outcome }, 'payment notification refused');
    throw new AppError('NOTIFICATION_REJECTED', outcome);
  }
  await afterCredit(ctx, outcome, facts.orderNo, log);
  return { outcome, ack: driver.ack() };
}

/**
 * An order's state for the buyer's polling. A pending (or cancelled) order is
 * checked with the provider too, so a lost notification does not leave a paid
 * order unpaid: a checkout left open on a cancelled order can still be paid.
 */
export async function pollOrder(
  ctx: AppContext,
  driver: PaymentDriver | undefined,
  order: repo.OrderRow,
  log: FastifyBaseLogger,
) {
  if (order.status === 'refund_due') await refundIfDue(ctx, order.order_no, log);
  const unpaid = order.status === 'pending' || order.status === 'cancelled';
  if (!unpaid || !driver || driver.name !== order.provider) return presentOrder(ctx, order.order_no);
  const truth = await driver.queryOrder(order.order_no, order.provider_ref).catch((err: unknown) => {
    log.warn({ err, order: order.order_no }, 'order query failed');
    return null;
  });
  if (truth?.paid && truth.providerTxnId) {
    const outcome = await creditFromFacts(ctx, order.provider, {
      eventId: `query:${truth.providerTxnId}`,
      orderNo: order.order_no,
      providerTxnId: truth.providerTxnId,
      paid: true,
      amountMinor: truth.amountMinor,
      currency: truth.currency,
    }, log);
    await afterCredit(ctx, outcome, order.order_no, log);
  }
  return presentOrder(ctx, order.order_no);
}

/** An order as its buyer reads it: its state, what it was for and what it cost. */
async function presentOrder(ctx: AppContext, orderNo: string): Promise<TOrderStatusResponse> {
  const o = await repo.findOrder(ctx.db, orderNo);
  if (!o) throw new AppError('NOT_FOUND');
  return {
    code: 200,
    order_no: o.order_no,
    status: o.status as TOrderStatusResponse['status'],
    product: o.product as TProduct,
    amount: o.amount_minor / 100,
    currency: o.currency as TOrderStatusResponse['currency'],
    paid_at: o.paid_at ? o.paid_at.toISOString() : null,
  };
}
