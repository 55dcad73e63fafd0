import { boolean, date, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { PORTAL_EVENT_KINDS, PORTAL_MEMBER_ROLES, PORTAL_REQUEST_STATES, TLiveServes, TPortalFormat, TPortalLinkKind, TPortalPage } from '../../../core/portal/api';

type TPortalRequestState = (typeof PORTAL_REQUEST_STATES)[number];
type TPortalMemberRole = (typeof PORTAL_MEMBER_ROLES)[number];
type TPortalEventKind = (typeof PORTAL_EVENT_KINDS)[number];
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
    /** What the live logo link may serve (core/portal/api.ts ZLiveServes); null: every format and layout. */
    live_serves: jsonb('live_serves').$type<TLiveServes>(),
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
    /** The formats its holder may download (core/portal/api.ts PORTAL_FORMATS). */
    formats: text('formats').array().$type<TPortalFormat[]>().notNull().default(['svg', 'png', 'jpg', 'pdf']),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    revoked_at: timestamp('revoked_at', { withTimezone: true }),
    created_by: integer('created_by').references(() => users.id),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('portal_links_token_idx').on(t.token), index('portal_links_logo_idx').on(t.fa_id)],
);

/** An e-mail link's visitor who gave an e-mail and accepted the owner's terms (what they accepted kept as it read). */
export const portalVisitors = pgTable(
  'portal_visitors',
  {
    id: serial('id').primaryKey(),
    fa_id: integer('fa_id')
      .notNull()
      .references(() => logos.fa_id),
    link_id: integer('link_id')
      .notNull()
      .references(() => portalLinks.id),
    email: text('email').notNull(),
    terms: text('terms').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('portal_visitors_logo_idx').on(t.fa_id, t.created_at)],
);

/** A view-only link's visitor asking for the files; the owner approves (a grant token, mailed) or refuses. */
export const portalRequests = pgTable(
  'portal_requests',
  {
    id: serial('id').primaryKey(),
    fa_id: integer('fa_id')
      .notNull()
      .references(() => logos.fa_id),
    link_id: integer('link_id')
      .notNull()
      .references(() => portalLinks.id),
    name: text('name').notNull(),
    email: text('email').notNull(),
    message: text('message').notNull().default(''),
    state: text('state').$type<TPortalRequestState>().notNull().default('pending'),
    /** An approval's token (256 bits, base64url): with the link's token, the address that opens the downloads. */
    grant_token: text('grant_token'),
    grant_expires_at: timestamp('grant_expires_at', { withTimezone: true }),
    decided_by: integer('decided_by').references(() => users.id),
    decided_at: timestamp('decided_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('portal_requests_logo_idx').on(t.fa_id, t.state), uniqueIndex('portal_requests_grant_idx').on(t.grant_token)],
);

/**
 * A team member of a brand portal: invited by e-mail as a viewer or an
 * editor, with an optional end; the invitation's token (mailed) is accepted
 * by the account with that e-mail. Removal is a time, read on every request.
 */
export const portalMembers = pgTable(
  'portal_members',
  {
    id: serial('id').primaryKey(),
    fa_id: integer('fa_id')
      .notNull()
      .references(() => logos.fa_id),
    email: text('email').notNull(),
    role: text('role').$type<TPortalMemberRole>().notNull(),
    /** 256 random bits, base64url: the invitation's address; never logged. */
    token: text('token').notNull(),
    user_id: integer('user_id').references(() => users.id),
    ends_at: timestamp('ends_at', { withTimezone: true }),
    invited_by: integer('invited_by').references(() => users.id),
    accepted_at: timestamp('accepted_at', { withTimezone: true }),
    removed_at: timestamp('removed_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('portal_members_token_idx').on(t.token), index('portal_members_logo_idx').on(t.fa_id), index('portal_members_user_idx').on(t.user_id)],
);

/**
 * What happened on a portal, written append-only (never updated): a view of
 * its page, a download of a file, a hit of its live logo link. `visitor` is a
 * salted hash of the address and browser (no address is kept); `referrer`
 * the referring site's host. Counted into `portal_counts` by a background
 * job (counts.ts) and deleted after 30 days.
 */
export const portalEvents = pgTable(
  'portal_events',
  {
    id: serial('id').primaryKey(),
    fa_id: integer('fa_id').notNull(),
    kind: text('kind').$type<TPortalEventKind>().notNull(),
    link_id: integer('link_id'),
    asset: text('asset'),
    visitor: text('visitor').notNull(),
    referrer: text('referrer'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('portal_events_logo_idx').on(t.fa_id, t.created_at), index('portal_events_time_idx').on(t.created_at)],
);

/** A portal's counts by day (UTC), kind, link, asset and referrer: what the owner's chart and CSV read. `link_id` 0, `asset` and `referrer` '' for none; the row of kind `all` holds the day's unique visitors of the page and files. */
export const portalCounts = pgTable(
  'portal_counts',
  {
    fa_id: integer('fa_id').notNull(),
    day: date('day').notNull(),
    kind: text('kind').notNull(),
    link_id: integer('link_id').notNull().default(0),
    asset: text('asset').notNull().default(''),
    referrer: text('referrer').notNull().default(''),
    hits: integer('hits').notNull(),
    visitors: integer('visitors').notNull(),
  },
  (t) => [primaryKey({ columns: [t.fa_id, t.day, t.kind, t.link_id, t.asset, t.referrer] })],
);
