import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { logos, users } from '../../db/schema';

/** An order for one product of one logo, priced by the server. */
export const orders = pgTable(
  'orders',
  {
    order_no: text('order_no').primaryKey(),
    fa_id: integer('fa_id')
      .notNull()
      .references(() => logos.fa_id),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id),
    site: text('site').notNull(),
    product: text('product').notNull(),
    provider: text('provider').notNull(),
    channel: text('channel').notNull(),
    amount_minor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    /** pending → paid | cancelled. */
    status: text('status').notNull().default('pending'),
    provider_ref: text('provider_ref'),
    provider_txn_id: text('provider_txn_id'),
    return_url: text('return_url').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paid_at: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [index('orders_logo_idx').on(t.fa_id, t.product)],
);

/** Every notification a provider sent, by its event id: a second delivery credits nothing. */
export const paymentNotifications = pgTable(
  'payment_notifications',
  {
    provider: text('provider').notNull(),
    event_id: text('event_id').notNull(),
    order_no: text('order_no'),
    outcome: text('outcome').notNull(),
    received_at: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('payment_notifications_event_key').on(t.provider, t.event_id)],
);
