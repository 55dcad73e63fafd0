import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { logos, paymentRecords } from '../../db/schema';
import type { LogoRow } from '../logo/repo';
import { orders, paymentNotifications } from './schema';

export type OrderRow = typeof orders.$inferSelect;

export async function insertOrder(db: Db, row: typeof orders.$inferInsert): Promise<OrderRow> {
  const [o] = await db.insert(orders).values(row).returning();
  return o;
}

export async function findOrder(db: Db, orderNo: string): Promise<OrderRow | undefined> {
  const [o] = await db.select().from(orders).where(eq(orders.order_no, orderNo)).limit(1);
  return o;
}

/** Records a provider event; false when the same event was recorded before (a second delivery). */
export async function recordNotification(db: Db, provider: string, eventId: string, orderNo: string | null, outcome: string) {
  const rows = await db
    .insert(paymentNotifications)
    .values({ provider, event_id: eventId, order_no: orderNo, outcome })
    .onConflictDoNothing()
    .returning({ id: paymentNotifications.event_id });
  return rows.length === 1;
}

export async function setNotificationOutcome(db: Db, provider: string, eventId: string, outcome: string) {
  await db
    .update(paymentNotifications)
    .set({ outcome })
    .where(and(eq(paymentNotifications.provider, provider), eq(paymentNotifications.event_id, eventId)));
}

/**
 * The logo row, locked for the rest of the transaction. Crediting locks the
 * logo before its order, so two payments of one logo wait for each other
 * (and never lock each other's orders in the opposite order).
 */
export async function lockLogo(db: Db, faId: number): Promise<LogoRow | undefined> {
  const [l] = await db.select().from(logos).where(eq(logos.fa_id, faId)).for('update');
  return l;
}

/** The order row, locked, while its money is not yet received: undefined once it was. */
export async function lockUnpaidOrder(db: Db, orderNo: string): Promise<OrderRow | undefined> {
  const [o] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.order_no, orderNo), inArray(orders.status, ['pending', 'cancelled'])))
    .for('update');
  return o;
}

/**
 * pending (or cancelled) → paid, or → refund_due when the money arrived for
 * an order that no longer applies. Money that arrives after a cancel or a
 * failed attempt is still recorded.
 */
export async function markReceived(db: Db, orderNo: string, txnId: string, status: 'paid' | 'refund_due'): Promise<void> {
  await db
    .update(orders)
    .set({ status, paid_at: sql`now()`, provider_txn_id: txnId })
    .where(and(eq(orders.order_no, orderNo), inArray(orders.status, ['pending', 'cancelled'])));
}

/** refund_due → refunded, once the provider paid the money back. */
export async function markRefunded(db: Db, orderNo: string): Promise<boolean> {
  const rows = await db
    .update(orders)
    .set({ status: 'refunded' })
    .where(and(eq(orders.order_no, orderNo), eq(orders.status, 'refund_due')))
    .returning({ n: orders.order_no });
  return rows.length === 1;
}

/** Cancels the logo's other pending orders of these products (their offers went stale); returns their numbers. */
export async function cancelPendingOf(db: Db, faId: number, products: readonly string[], except: string): Promise<string[]> {
  const rows = await db
    .update(orders)
    .set({ status: 'cancelled' })
    .where(
      and(
        eq(orders.fa_id, faId),
        eq(orders.status, 'pending'),
        inArray(orders.product, [...products]),
        ne(orders.order_no, except),
      ),
    )
    .returning({ n: orders.order_no });
  return rows.map((r) => r.n);
}

export async function markCancelled(db: Db, orderNo: string): Promise<void> {
  await db
    .update(orders)
    .set({ status: 'cancelled' })
    .where(and(eq(orders.order_no, orderNo), eq(orders.status, 'pending')));
}

/** What a paid product gives the logo, and the payment record (spec 01 §3 actual_amount). */
export async function applyPurchase(
  db: Db,
  order: OrderRow,
  change: Partial<typeof logos.$inferInsert>,
): Promise<void> {
  const amount = (order.amount_minor / 100).toFixed(2);
  await db
    .update(logos)
    .set({ ...change, amount: sql`${logos.amount} + ${amount}`, updated_at: sql`now()` })
    .where(eq(logos.fa_id, order.fa_id));
  await db.insert(paymentRecords).values({
    fa_id: order.fa_id,
    user_id: order.user_id,
    actual_amount: amount,
    currency: order.currency,
    provider: order.provider,
    product: order.product,
  });
}

/** The newest order of a product for a logo. */
export async function findLatestOrder(db: Db, faId: number, product: string): Promise<OrderRow | undefined> {
  const [o] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.fa_id, faId), eq(orders.product, product)))
    .orderBy(desc(orders.created_at))
    .limit(1);
  return o;
}
