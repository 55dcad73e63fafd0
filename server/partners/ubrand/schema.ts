import { integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * The partner simulator's own records (simulator.ts): what the partner brand
 * site keeps on its side. Only the simulator reads and writes them; with a
 * real partner (UBRAND_BASE_URL) they stay empty.
 */

export const ubrandSimAccounts = pgTable(
  'ubrand_sim_accounts',
  {
    id: serial('id').primaryKey(),
    email: text('email'),
    mobile: text('mobile'),
    secret: text('secret').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('ubrand_sim_accounts_email_key').on(t.email), uniqueIndex('ubrand_sim_accounts_mobile_key').on(t.mobile)],
);

export const ubrandSimCodes = pgTable('ubrand_sim_codes', {
  id: serial('id').primaryKey(),
  /** The e-mail or mobile the code went to. */
  contact: text('contact').notNull(),
  code_hash: text('code_hash').notNull(),
  attempts: integer('attempts').notNull().default(0),
  expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
  consumed_at: timestamp('consumed_at', { withTimezone: true }),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const ubrandSimBrands = pgTable('ubrand_sim_brands', {
  id: serial('id').primaryKey(),
  external_id: text('external_id').notNull().unique(),
  owner_id: integer('owner_id')
    .notNull()
    .references(() => ubrandSimAccounts.id),
  name: text('name').notNull(),
  short_link: text('short_link').notNull().unique(),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const ubrandSimAssets = pgTable(
  'ubrand_sim_assets',
  {
    id: serial('id').primaryKey(),
    brand_id: integer('brand_id')
      .notNull()
      .references(() => ubrandSimBrands.id),
    external_id: text('external_id').notNull(),
    name: text('name').notNull(),
    png_base64: text('png_base64').notNull(),
    colors: jsonb('colors').$type<string[]>().notNull(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('ubrand_sim_assets_brand_external_key').on(t.brand_id, t.external_id)],
);
