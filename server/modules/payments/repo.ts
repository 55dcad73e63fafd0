import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { logos, paymentRecords } from '../../db/schema';
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
 * pending (or cancelled) → paid, once: false when it was paid already. Money
 * that arrives after a cancel or a failed attempt is still credited.
 */
export async function markPaid(db: Db, orderNo: string, txnId: string): Promise<boolean> {
  const rows = await db
    .update(orders)
    .set({ status: 'paid', paid_at: sql`now()`, provider_txn_id: txnId })
    .where(and(eq(orders.order_no, orderNo), inArray(orders.status, ['pending', 'cancelled'])))
    .returning({ n: orders.order_no });
  return rows.length === 1;
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
