import type { FastifyBaseLogger } from 'fastify';
import type { Locale } from '../../../core/constants';
import { givesDesignerFix, PRODUCT_BOUGHT_TYPE, type TProduct } from '../../../core/products';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { priceOf, toMinor } from '../../payments/catalogue';
import type { Currency, VerifiedNotification } from '../../payments/types';
import { openRequest } from '../designer/repo';
import type { LogoRow } from '../logo/repo';
import { changesLogo, sameEffectProducts } from './eligibility';
import * as repo from './repo';

export type CreditOutcome =
  | 'credited'
  | 'not_applied'
  | 'duplicate'
  | 'already_paid'
  | 'not_paid'
  | 'unknown_order'
  | 'provider_mismatch'
  | 'amount_mismatch';

/** What a paid product changes on the logo. */
function purchaseChange(product: TProduct) {
  const fix = givesDesignerFix(product) ? { designer_assistant: 1 } : {};
  const bought_type = PRODUCT_BOUGHT_TYPE[product];
  if (bought_type) return { is_bought: true, bought_type, ...fix };
  if (product === 'office_package') return { office_package: true };
  if (product === 'designer_fix') return fix;
  return { brand_register: 1 };
}

/**
 * Whether a paid order still does what it was sold for, decided when its
 * money arrives (not when it was made): the logo must still be one the
 * product changes, at the price the order was made for. Another tab's order
 * paid in between (a higher package, the same add-on) makes it not apply, so
 * crediting never lowers a package, opens a second designer request or
 * registers a brand twice. An upgrade priced from another package than the
 * logo has now (its price differs from today's upgrade) does not apply
 * either: the customer gets the money back and buys today's upgrade.
 */
function stillApplies(ctx: AppContext, order: repo.OrderRow, logo: LogoRow | undefined): boolean {
  if (!logo) return false;
  const product = order.product as TProduct;
  if (!changesLogo(product, logo)) return false;
  // Only an upgrade's price depends on the logo (the package it starts from);
  // other products were sold at a list price that a later price change does not undo.
  if (product !== 'upgrade_professional' && product !== 'upgrade_luxury') return true;
  const bought = logo.is_bought ? logo.bought_type : null;
  const today = priceOf(order.site as Locale, product, bought, ctx.config.payments.priceOverrides);
  return toMinor(today) === order.amount_minor;
}

/**
 * Credits an order from verified provider facts, once, in one transaction:
 * the event id is recorded first (a second delivery credits nothing), the
 * amount and currency must match the order exactly, then on the locked logo
 * and order rows the order's effect is decided again. An order that applies
 * becomes paid with the logo change and the payment record, and the logo's
 * other pending orders of the same kind are cancelled (their offers are
 * stale). One that no longer applies is recorded as money received and
 * refund_due, and changes nothing.
 */
export async function creditFromFacts(ctx: AppContext, provider: string, facts: VerifiedNotification, log: FastifyBaseLogger) {
  return ctx.db.transaction(async (tx): Promise<CreditOutcome> => {
    const t = tx as unknown as Db;
    if (!(await repo.recordNotification(t, provider, facts.eventId, facts.orderNo, 'received'))) return 'duplicate';
    const settle = async (outcome: CreditOutcome) => {
      await repo.setNotificationOutcome(t, provider, facts.eventId, outcome);
      return outcome;
    };
    const found = await repo.findOrder(t, facts.orderNo);
    if (!found) return settle('unknown_order');
    if (found.provider !== provider) return settle('provider_mismatch');
    if (!facts.paid) {
      await repo.markCancelled(t, found.order_no);
      return settle('not_paid');
    }
    if (facts.amountMinor !== found.amount_minor || facts.currency.toUpperCase() !== found.currency) {
      log.error({ order: found.order_no, expected: found.amount_minor, got: facts.amountMinor, currency: facts.currency }, 'payment amount does not match the order');
      return settle('amount_mismatch');
    }
    // Logo first, then order: every crediting of one logo locks in this order.
    const logo = await repo.lockLogo(t, found.fa_id);
    const order = await repo.lockUnpaidOrder(t, found.order_no);
    if (!order) return settle('already_paid');
    if (!stillApplies(ctx, order, logo)) {
      await repo.markReceived(t, order.order_no, facts.providerTxnId, 'refund_due');
      log.warn({ order: order.order_no, product: order.product, fa_id: order.fa_id }, 'paid order no longer applies: refund due');
      return settle('not_applied');
    }
    await repo.markReceived(t, order.order_no, facts.providerTxnId, 'paid');
    await repo.applyPurchase(t, order, purchaseChange(order.product as TProduct));
    // A paid designer fix, alone or in the luxury package, opens its request (spec 01 §3/§4) in the same transaction.
    if (givesDesignerFix(order.product as TProduct)) await openRequest(t, order.fa_id);
    const stale = await repo.cancelPendingOf(t, order.fa_id, sameEffectProducts(order.product as TProduct), order.order_no);
    if (stale.length > 0) log.info({ order: order.order_no, cancelled: stale }, 'stale pending orders cancelled');
    return settle('credited');
  });
}

/**
 * Pays back an order whose money arrived when it no longer applied, through
 * the provider's driver (sandbox ledger, WeChat Pay domestic refund, Stripe
 * Refund; idempotent by order number). A failed attempt ('failed') leaves
 * the order refund_due: it is tried again the next time the order is read,
 * and the admins are told once (refund-mail.ts).
 */
export async function refundIfDue(ctx: AppContext, orderNo: string, log: FastifyBaseLogger): Promise<'refunded' | 'failed' | 'none'> {
  const order = await repo.findOrder(ctx.db, orderNo);
  if (order?.status !== 'refund_due') return 'none';
  const driver = ctx.payments.byName(order.provider as never);
  try {
    if (!driver) throw new Error(`no ${order.provider} driver is configured`);
    await driver.refund({
      orderNo,
      providerRef: order.provider_ref,
      providerTxnId: order.provider_txn_id,
      amountMinor: order.amount_minor,
      currency: order.currency as Currency,
    });
    await repo.markRefunded(ctx.db, orderNo);
    return 'refunded';
  } catch (err) {
    log.error({ err, order: orderNo }, 'refund failed: the order stays refund_due');
    return 'failed';
  }
}
