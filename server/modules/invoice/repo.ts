import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { logos, paymentRecords, users } from '../../db/schema';
import { invoiceApplications, type InvoiceApplicationRow } from './schema';

export type PaymentRow = typeof paymentRecords.$inferSelect;

export interface CurrencyTotal {
  currency: string;
  /** Sum of actual_amount as a 2-decimal string. */
  total: string;
  count: number;
}

/** A logo's payment_records.actual_amount summed per currency (never across currencies), by currency. */
export async function paidTotals(db: Db, faId: number): Promise<CurrencyTotal[]> {
  return db
    .select({
      currency: paymentRecords.currency,
      total: sql<string>`sum(${paymentRecords.actual_amount})::numeric(12,2)::text`,
      count: sql<number>`count(*)::int`,
    })
    .from(paymentRecords)
    .where(eq(paymentRecords.fa_id, faId))
    .groupBy(paymentRecords.currency)
    .orderBy(paymentRecords.currency);
}

/** A logo's payment records, oldest first. */
export async function paymentsOf(db: Db, faId: number): Promise<PaymentRow[]> {
  return db.select().from(paymentRecords).where(eq(paymentRecords.fa_id, faId)).orderBy(paymentRecords.created_at, paymentRecords.id);
}

/** The latest application of a logo (its invoice state). */
export async function latestForLogo(db: Db, faId: number): Promise<InvoiceApplicationRow | undefined> {
  const [row] = await db
    .select()
    .from(invoiceApplications)
    .where(eq(invoiceApplications.fa_id, faId))
    .orderBy(desc(invoiceApplications.created_at), desc(invoiceApplications.id))
    .limit(1);
  return row;
}

/** The user's latest application on any logo (the previous record that pre-fills the form). */
export async function latestForUser(db: Db, userId: number): Promise<InvoiceApplicationRow | undefined> {
  const [row] = await db
    .select()
    .from(invoiceApplications)
    .where(eq(invoiceApplications.user_id, userId))
    .orderBy(desc(invoiceApplications.created_at), desc(invoiceApplications.id))
    .limit(1);
  return row;
}

export async function findApplication(db: Db, id: number): Promise<InvoiceApplicationRow | undefined> {
  const [row] = await db.select().from(invoiceApplications).where(eq(invoiceApplications.id, id)).limit(1);
  return row;
}

/** The application, row-locked until the transaction ends (one reviewer at a time). */
export async function lockApplication(db: Db, id: number): Promise<InvoiceApplicationRow | undefined> {
  const [row] = await db.select().from(invoiceApplications).where(eq(invoiceApplications.id, id)).for('update');
  return row;
}

export async function insertApplication(db: Db, row: typeof invoiceApplications.$inferInsert): Promise<InvoiceApplicationRow> {
  const [created] = await db.insert(invoiceApplications).values(row).returning();
  return created;
}

const pending = (id: number) =>
  and(eq(invoiceApplications.id, id), eq(invoiceApplications.audit, 0), eq(invoiceApplications.rejected, 0));

/** pending → approved with its PDF; undefined when it was no longer pending. */
export async function markApproved(db: Db, id: number, reviewerId: number, pdfKey: string) {
  const [row] = await db
    .update(invoiceApplications)
    .set({ audit: 1, pdf_key: pdfKey, reviewer_id: reviewerId, reviewed_at: sql`now()` })
    .where(pending(id))
    .returning();
  return row;
}

/** pending → rejected with the reason; undefined when it was no longer pending. */
export async function markRejected(db: Db, id: number, reviewerId: number, notes: string) {
  const [row] = await db
    .update(invoiceApplications)
    .set({ rejected: 1, reject_notes: notes, reviewer_id: reviewerId, reviewed_at: sql`now()` })
    .where(pending(id))
    .returning();
  return row;
}

export interface AdminListRow {
  application: InvoiceApplicationRow;
  logo_name: string;
  user_email: string | null;
}

const adminSelect = { application: invoiceApplications, logo_name: logos.logo_name, user_email: users.email };

/** Applications for review: pending ones oldest first (a queue), or the latest 200 of any state. */
export async function listForAdmin(db: Db, status: 'pending' | 'all'): Promise<AdminListRow[]> {
  const q = db
    .select(adminSelect)
    .from(invoiceApplications)
    .innerJoin(logos, eq(logos.fa_id, invoiceApplications.fa_id))
    .innerJoin(users, eq(users.id, invoiceApplications.user_id));
  if (status === 'pending') {
    return q
      .where(and(eq(invoiceApplications.audit, 0), eq(invoiceApplications.rejected, 0)))
      .orderBy(invoiceApplications.created_at, invoiceApplications.id);
  }
  return q.orderBy(desc(invoiceApplications.created_at), desc(invoiceApplications.id)).limit(200);
}

/** One application with its logo name and applicant e-mail (after a review). */
export async function findForAdmin(db: Db, id: number): Promise<AdminListRow | undefined> {
  const [row] = await db
    .select(adminSelect)
    .from(invoiceApplications)
    .innerJoin(logos, eq(logos.fa_id, invoiceApplications.fa_id))
    .innerJoin(users, eq(users.id, invoiceApplications.user_id))
    .where(eq(invoiceApplications.id, id))
    .limit(1);
  return row;
}

/** The e-mail (or mobile) of a user, for the receipt's "billed to". */
export async function userContact(db: Db, userId: number): Promise<{ email: string | null; mobile: string | null } | undefined> {
  const [row] = await db.select({ email: users.email, mobile: users.mobile }).from(users).where(eq(users.id, userId)).limit(1);
  return row;
}
