import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { logos, users } from '../../db/schema';

/** Brand register order (spec 01 §3): a trademark enquiry handed to the trademark site. */
export const brandRegisterOrders = pgTable(
  'brand_register_orders',
  {
    id: serial('id').primaryKey(),
    order_no: text('order_no').notNull().unique(),
    fa_id: integer('fa_id').references(() => logos.fa_id),
    user_id: integer('user_id').references(() => users.id),
    name: text('name').notNull(),
    industry: text('industry').notNull(),
    phone: text('phone').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('brand_register_orders_logo_idx').on(t.fa_id)],
);
