import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { logos, users } from '../../db/schema';

/**
 * How far a logo's activation on the partner brand site got (spec 02 §3/§4):
 * each step's result is written as soon as the partner confirms it, so a
 * chain that fails mid-way continues from the failed step on the next try.
 * One row a logo; only its owner activates.
 */
export const ubrandActivations = pgTable('ubrand_activations', {
  fa_id: integer('fa_id')
    .primaryKey()
    .references(() => logos.fa_id),
  /**
   * Our user who activated (step 1): a logo can have two owners (its user and
   * a customise record's client); state and secret are given back only to this one.
   */
  activated_by: integer('activated_by').references(() => users.id),
  /** The account as entered (mobile on the Chinese site, e-mail elsewhere). */
  account_email: text('account_email'),
  account_mobile: text('account_mobile'),
  /** Step 1, createUser: the partner account and its login secret. */
  ubrand_user_id: integer('ubrand_user_id'),
  secret: text('secret'),
  /** Step 2, createBrand. */
  brand_id: integer('brand_id'),
  short_link: text('short_link'),
  /** Step 3, syncLogo. */
  asset_id: integer('asset_id'),
  synced_at: timestamp('synced_at', { withTimezone: true }),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
