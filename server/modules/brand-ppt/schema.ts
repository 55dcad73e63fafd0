import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { TBrandPptDeck, TBrandPptForm, TOutline } from '../../../core/office/brand-ppt';
import { logos, users } from '../../db/schema';

/**
 * A logo's brand PPT (spec 01 §3 "Brand PPT stored detail": form, hash,
 * outline, title), with the deck as last edited. One a logo: its owners and
 * admins edit the same presentation.
 */
export const brandPpts = pgTable('brand_ppts', {
  fa_id: integer('fa_id')
    .primaryKey()
    .references(() => logos.fa_id),
  form: jsonb('form').$type<TBrandPptForm>().notNull(),
  hash: text('hash').notNull(),
  outline: jsonb('outline').$type<TOutline>().notNull(),
  title: text('title').notNull(),
  deck: jsonb('deck').$type<TBrandPptDeck>().notNull(),
  updated_by: integer('updated_by').references(() => users.id),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
