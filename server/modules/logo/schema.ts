import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The one-off renders of logo files (a size the customer typed, not one the
 * size dialog offers): each stored render's key, size and last use, so the
 * store of them stays under its quota by dropping the least recently used
 * (server/modules/logo/one-off.ts). Preset sizes, the featured images and
 * the kit's files are not listed: they are never dropped.
 */
export const oneOffRenders = pgTable(
  'one_off_renders',
  {
    storage_key: text('storage_key').primaryKey(),
    bytes: integer('bytes').notNull(),
    used_at: timestamp('used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('one_off_renders_used_at_idx').on(t.used_at)],
);
