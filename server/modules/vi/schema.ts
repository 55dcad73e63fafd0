import { integer, numeric, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { logos, users } from '../../db/schema';

/**
 * The font catalogue's commercial terms (spec 02 §3 "Font price item"): one
 * row per font the logo maker uses. isfree 1: free for commercial use; 0 with
 * a price: a commercial licence is bought on top (yuan); 0 with price 0: the
 * provider grants it free.
 */
export const fontPrices = pgTable('font_prices', {
  id: serial('id').primaryKey(),
  font_id: text('font_id').notNull().unique(),
  font_name: text('font_name').notNull(),
  isfree: integer('isfree').notNull().default(1),
  price: numeric('price', { precision: 10, scale: 2 }).notNull().default('0'),
  authorization_url: text('authorization_url'),
});

/** A logo's font authorisation (spec 01 §3): who the fonts are licensed to. */
export const fontAuthorizations = pgTable('font_authorizations', {
  fa_id: integer('fa_id')
    .primaryKey()
    .references(() => logos.fa_id),
  authorized_name: text('authorized_name').notNull(),
  authorized_contact_number: text('authorized_contact_number').notNull(),
  updated_by: integer('updated_by').references(() => users.id),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
