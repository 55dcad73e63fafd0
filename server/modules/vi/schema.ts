import { integer, numeric, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
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

/**
 * The spot colour a logo's owner named for a brand colour (issue 47): one row
 * per colour (its uppercase HEX) that has a name; print files carry it as a
 * /Separation of that name. A colour a designer's fix takes away keeps its
 * row, unused, and is named again if it comes back.
 */
export const spotColours = pgTable(
  'spot_colours',
  {
    fa_id: integer('fa_id')
      .notNull()
      .references(() => logos.fa_id),
    hex: text('hex').notNull(),
    name: text('name').notNull(),
    updated_by: integer('updated_by').references(() => users.id),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.fa_id, t.hex] })],
);
