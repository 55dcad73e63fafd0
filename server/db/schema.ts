import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { TDesign } from '../../core/design';

/**
 * Tables of the download area. Column names keep the spec's field names
 * (spec 01 §3, spec 02 §3) so presenters map them one to one.
 */

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email'),
    mobile: text('mobile'),
    /** scrypt hash "scrypt$N$r$p$salt$hash"; null for SMS-only accounts. */
    password_hash: text('password_hash'),
    /** Avatar image path (spec: cover). */
    cover: text('cover'),
    is_admin: boolean('is_admin').notNull().default(false),
    /** When the e-mail was confirmed (the main site's sign-up link; the demo accounts): a validated e-mail (spec 02 §4). */
    email_verified_at: timestamp('email_verified_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_email_key').on(t.email), uniqueIndex('users_mobile_key').on(t.mobile)],
);

/** Designer user (spec 01 §3): status default 1. */
export const designers = pgTable('designers', {
  user_id: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  status: integer('status').notNull().default(1),
});

export const sessions = pgTable(
  'sessions',
  {
    /** sha256 of the cookie token: a leaked table does not leak sessions. */
    id: text('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Where the session came from (a partner source hides designer-fix purchase). */
    source: text('source'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.user_id)],
);

export const smsCodes = pgTable(
  'sms_codes',
  {
    id: serial('id').primaryKey(),
    mobile: text('mobile').notNull(),
    code_hash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumed_at: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [index('sms_codes_mobile_idx').on(t.mobile)],
);

/** Customize record (spec 01 §3): a logo request made for a client. */
export const customizeRecords = pgTable('customize_records', {
  id: serial('id').primaryKey(),
  client_id: integer('client_id')
    .notNull()
    .references(() => users.id),
  /** The designer making the customised logo (customise mode of the designer-fix page). */
  designer_user_id: integer('designer_user_id').references(() => users.id),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const logos = pgTable(
  'logos',
  {
    fa_id: serial('fa_id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id),
    logo_name: text('logo_name').notNull(),
    slogan_name: text('slogan_name'),
    /** The structured design every variant is composed from. */
    design: jsonb('design').$type<TDesign>().notNull(),
    amount: numeric('amount', { precision: 12, scale: 2 }).notNull().default('0'),
    is_bought: boolean('is_bought').notNull().default(false),
    /** 1..4 → basic, professional, luxury, luxury (spec 01 §3). */
    bought_type: integer('bought_type'),
    brand_package: boolean('brand_package').notNull().default(false),
    office_package: boolean('office_package').notNull().default(false),
    designer_assistant: integer('designer_assistant').notNull().default(0),
    designer_user_id: integer('designer_user_id').references(() => users.id),
    share_setting: boolean('share_setting').notNull().default(false),
    icon_normal: text('icon_normal'),
    icon_png: text('icon_png'),
    featured_jpg: text('featured_jpg'),
    featured_png: text('featured_png'),
    logo_main_png: text('logo_main_png'),
    background_color: text('background_color').notNull(),
    brand_register: integer('brand_register').notNull().default(0),
    mono: boolean('mono').notNull().default(false),
    name_icon: jsonb('name_icon').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    /** Manual logo flag: a designer's files replace the generated ones. */
    manual_logo: boolean('manual_logo').notNull().default(false),
    manual_jpg: text('manual_jpg'),
    manual_png: text('manual_png'),
    manual_icon: text('manual_icon'),
    shape: text('shape'),
    logo_quota: integer('logo_quota').notNull().default(0),
    customize_id: integer('customize_id').references(() => customizeRecords.id),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('logos_user_idx').on(t.user_id)],
);

/** Payment record (spec 01 §3): actual_amount is summed for the invoice amount. */
export const paymentRecords = pgTable(
  'payment_records',
  {
    id: serial('id').primaryKey(),
    fa_id: integer('fa_id')
      .notNull()
      .references(() => logos.fa_id),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id),
    actual_amount: numeric('actual_amount', { precision: 12, scale: 2 }).notNull(),
    currency: text('currency').notNull(),
    provider: text('provider').notNull(),
    product: text('product').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('payment_records_logo_idx').on(t.fa_id)],
);

/** Failed password sign-ins, for throttling guessing (kept short-lived). */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    ip: text('ip').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('login_failures_email_idx').on(t.email, t.created_at), index('login_failures_ip_idx').on(t.ip, t.created_at)],
);

/**
 * Avatar cut-outs (spec 01 §2, §7 `/oss/matting/{hash}`): the round cut-out of
 * an uploaded avatar is stored under `matting/{hash}`; this row keeps where its
 * source is, so a missing cut-out can be made again.
 */
export const avatarCutouts = pgTable('avatar_cutouts', {
  /** sha256 (hex) of the source image's bytes. */
  hash: text('hash').primaryKey(),
  user_id: integer('user_id')
    .notNull()
    .references(() => users.id),
  /** Storage key of the square avatar the cut-out is made from. */
  source_key: text('source_key').notNull(),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Mails of the local mail driver (MAIL_DRIVER=outbox, server/mail): each
 * message as the SMTP driver would send it (raw is the RFC 5322 text), read
 * by admins at /admin/mail.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    raw: text('raw').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('mail_outbox_to_idx').on(t.to, t.created_at)],
);

/**
 * One row per counted event of a rate limit (server/lib/rate-limit.ts): SMS
 * sends per client address and in all, visitors' downloads. In the database so
 * every process of the site counts the same events.
 */
export const rateHits = pgTable(
  'rate_hits',
  {
    id: serial('id').primaryKey(),
    bucket: text('bucket').notNull(),
    key: text('key').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('rate_hits_bucket_key_idx').on(t.bucket, t.key, t.created_at)],
);

/**
 * Secrets made once per installation (server/lib/installation-secret.ts): the
 * first process to start inserts one, every other reads it, so all processes
 * of the site share it. Never a constant in the source.
 */
export const installationSecrets = pgTable('installation_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
