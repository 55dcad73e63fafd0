import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, numeric, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { logos, users } from '../../db/schema';

/**
 * VAT invoice applications (spec 01 §3 invoice application and state). A
 * rejected application stays as history; the owner resubmits as a new row.
 */
export const invoiceApplications = pgTable(
  'invoice_applications',
  {
    id: serial('id').primaryKey(),
    fa_id: integer('fa_id')
      .notNull()
      .references(() => logos.fa_id),
    /** Who applied (the logo's owner at the time). */
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** '1' personal, '2' company. */
    type: text('type').notNull(),
    /** GMF_MC: the title (buyer name). */
    gmf_mc: text('gmf_mc').notNull(),
    /** GMF_NSRSBH: the buyer's tax number (company only). */
    gmf_nsrsbh: text('gmf_nsrsbh'),
    /**
     * The tax number fails the GB 32100 check character and the applicant
     * confirmed it is as on the business licence: the admin checks it.
     */
    tax_number_unverified: boolean('tax_number_unverified').notNull().default(false),
    address: text('address'),
    email: text('email'),
    mobile: text('mobile'),
    /** Sum of the logo's CNY payment_records.actual_amount when the application was made (yuan). */
    amount: numeric('amount', { precision: 12, scale: 2 }).notNull(),
    /** 0 waiting or rejected, 1 approved (invoice issued). */
    audit: integer('audit').notNull().default(0),
    /** 1 when an admin refused it (with reject_notes). */
    rejected: integer('rejected').notNull().default(0),
    reject_notes: text('reject_notes'),
    /** Storage key of the issued PDF (invoices/{id}.pdf). */
    pdf_key: text('pdf_key'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    reviewed_at: timestamp('reviewed_at', { withTimezone: true }),
    reviewer_id: integer('reviewer_id').references(() => users.id),
  },
  (t) => [
    index('invoice_applications_logo_idx').on(t.fa_id, t.created_at),
    index('invoice_applications_user_idx').on(t.user_id, t.created_at),
    // At most one application per logo that is pending or approved: two quick
    // submissions cannot both pass the service's check (spec 01 §4 states).
    uniqueIndex('invoice_applications_open_key').on(t.fa_id).where(sql`${t.rejected} = 0`),
    check('invoice_applications_type_check', sql`${t.type} in ('1', '2')`),
    check('invoice_applications_state_check', sql`${t.audit} in (0, 1) and ${t.rejected} in (0, 1) and not (${t.audit} = 1 and ${t.rejected} = 1)`),
    check('invoice_applications_pdf_check', sql`${t.audit} = 0 or ${t.pdf_key} is not null`),
  ],
);

export type InvoiceApplicationRow = typeof invoiceApplications.$inferSelect;
