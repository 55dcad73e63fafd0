import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Locale } from '../../../core/constants';
import { PRODUCT_BOUGHT_TYPE, type TOffer, type TProduct } from '../../../core/products';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { priceOf, SITE_CURRENCY, toMinor } from '../../payments/catalogue';
import { NotificationRejected, type PaymentChannel, type PaymentDriver, type VerifiedNotification } from '../../payments/types';
import type { SessionUser } from '../auth/repo';
import { openRequest } from '../designer/repo';
import { logoTopic, notify } from '../designer/notify';
import { findLogo, type LogoRow } from '../logo/repo';
import { buyableProducts, canBuy, returnUrl } from './eligibility';
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
  const back = returnUrl(a.product, a.logo.fa_id);
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

/** What a paid product changes on the logo. */
function purchaseChange(product: TProduct) {
  const bought_type = PRODUCT_BOUGHT_TYPE[product];
  if (bought_type) return { is_bought: true, bought_type };
  if (product === 'office_package') return { office_package: true };
  if (product === 'designer_fix') return { designer_assistant: 1 };
  return { brand_register: 1 };
}

export type CreditOutcome = 'credited' | 'duplicate' | 'already_paid' | 'not_paid' | 'unknown_order' | 'provider_mismatch' | 'amount_mismatch';

/**
 * Credits an order from verified provider facts, once: the event id is
 * recorded first (a second delivery credits nothing), the amount and currency
 * must match the order exactly, and the order moves pending → paid in the
 * same transaction as the logo change and the payment record.
 */
export async function creditFromFacts(db: Db, provider: string, facts: VerifiedNotification, log: FastifyBaseLogger) {
  return db.transaction(async (tx): Promise<CreditOutcome> => {
    const t = tx as unknown as Db;
    if (!(await repo.recordNotification(t, provider, facts.eventId, facts.orderNo, 'received'))) return 'duplicate';
    const settle = async (outcome: CreditOutcome) => {
      await repo.setNotificationOutcome(t, provider, facts.eventId, outcome);
      return outcome;
    };
    const order = await repo.findOrder(t, facts.orderNo);
    if (!order) return settle('unknown_order');
    if (order.provider !== provider) return settle('provider_mismatch');
    if (!facts.paid) {
      await repo.markCancelled(t, order.order_no);
      return settle('not_paid');
    }
    if (facts.amountMinor !== order.amount_minor || facts.currency.toUpperCase() !== order.currency) {
      log.error({ order: order.order_no, expected: order.amount_minor, got: facts.amountMinor, currency: facts.currency }, 'payment amount does not match the order');
      return settle('amount_mismatch');
    }
    if (!(await repo.markPaid(t, order.order_no, facts.providerTxnId))) return settle('already_paid');
    await repo.applyPurchase(t, order, purchaseChange(order.product as TProduct));
    // A paid designer fix opens its request (spec 01 §3/§4) in the same transaction.
    if (order.product === 'designer_fix') await openRequest(t, order.fa_id);
    return settle('credited');
  });
}

/** After an order is credited: a designer fix tells its designer (or the admins) of the new request. */
async function announce(ctx: AppContext, orderNo: string, log: FastifyBaseLogger): Promise<void> {
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
  const outcome = await creditFromFacts(ctx.db, driver.name, facts, log);
  if (REFUSED.has(outcome)) {
    log.warn({ provider: driver.name, order: facts.orderNo, outcome }, 'payment notification refused');
    throw new AppError('NOTIFICATION_REJECTED', outcome);
  }
  if (outcome === 'credited') await announce(ctx, facts.orderNo, log);
  return { outcome, ack: driver.ack() };
}

/**
 * An order's state for the buyer's polling. A pending order is checked with
 * the provider too, so a lost notification does not leave a paid order pending.
 */
export async function pollOrder(
  ctx: AppContext,
  driver: PaymentDriver | undefined,
  order: repo.OrderRow,
  log: FastifyBaseLogger,
) {
  if (order.status !== 'pending' || !driver || driver.name !== order.provider) return order.status;
  const truth = await driver.queryOrder(order.order_no, order.provider_ref).catch((err: unknown) => {
    log.warn({ err, order: order.order_no }, 'order query failed');
    return null;
  });
  if (truth?.paid && truth.providerTxnId) {
    const outcome = await creditFromFacts(ctx.db, order.provider, {
      eventId: `query:${truth.providerTxnId}`,
      orderNo: order.order_no,
      providerTxnId: truth.providerTxnId,
      paid: true,
      amountMinor: truth.amountMinor,
      currency: truth.currency,
    }, log);
    if (outcome === 'credited') await announce(ctx, order.order_no, log);
  }
  return (await repo.findOrder(ctx.db, order.order_no))?.status ?? order.status;
}
