import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { TPortalLinkKind, TPortalPage } from '../../../core/portal/api';
import { logos, users } from '../../db/schema';

/**
 * A logo's brand portal (issue 46): its page at /b/{slug} on the site it was
 * made on. One a logo.
 */
export const brandPortals = pgTable(
  'brand_portals',
  {
    fa_id: integer('fa_id')
      .primaryKey()
      .references(() => logos.fa_id),
    /** 'zh' or 'en': the site whose host answers for the page. */
    site: text('site').notNull(),
    slug: text('slug').notNull(),
    /** Search engines may list the page (otherwise it says noindex). */
    indexable: boolean('indexable').notNull().default(false),
    /** The live logo link answers: /b/{slug}/logo.svg and logo.png, for any website to show the logo as it is now. */
    live_logo: boolean('live_logo').notNull().default(false),
    /** What the page shows (core/portal/api.ts ZPortalPage); null: DEFAULT_PORTAL_PAGE. */
    page: jsonb('page').$type<TPortalPage>(),
    updated_by: integer('updated_by').references(() => users.id),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('brand_portals_site_slug_idx').on(t.site, t.slug)],
);

/** Slugs a portal had before its current one: their addresses lead to the portal (a slug is never given to another). */
export const portalSlugs = pgTable(
  'portal_slugs',
  {
    site: text('site').notNull(),
    slug: text('slug').notNull(),
    fa_id: integer('fa_id')
      .notNull()
      .references(() => logos.fa_id),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('portal_slugs_site_slug_idx').on(t.site, t.slug)],
);

/** A link to a portal the owner gave out: its kind, its life, its token (the address's secret). */
export const portalLinks = pgTable(
  'portal_links',
  {
    id: serial('id').primaryKey(),
    fa_id: integer('fa_id')
      .notNull()
      .references(() => logos.fa_id),
    label: text('label').notNull(),
    kind: text('kind').$type<TPortalLinkKind>().notNull(),
    /** 256 random bits, base64url: the owner's list shows the address again; never logged. */
    token: text('token').notNull(),
    /** A password link's password, hashed as accounts' are (server/modules/auth/passwords.ts); null for other kinds. */
    password_hash: text('password_hash'),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    revoked_at: timestamp('revoked_at', { withTimezone: true }),
    created_by: integer('created_by').references(() => users.id),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('portal_links_token_idx').on(t.token), index('portal_links_logo_idx').on(t.fa_id)],
);
