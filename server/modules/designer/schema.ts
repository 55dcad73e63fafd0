import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { customizeRecords, logos, users } from '../../db/schema';

/**
 * Designer assistant request (spec 01 §3): made when the owner pays for the
 * designer fix (one per logo). status 1 active, 2 payment sent to the
 * designer, 3 refunded (spec 01 §4). The owner's remark is written once;
 * then the owner confirms the work and the designer claims the commission.
 */
export const designerRequests = pgTable(
  'designer_requests',
  {
    id: serial('id').primaryKey(),
    fa_id: integer('fa_id')
      .notNull()
      .references(() => logos.fa_id),
    remark: text('remark'),
    status: integer('status').notNull().default(1),
    remark_at: timestamp('remark_at', { withTimezone: true }),
    confirmed_at: timestamp('confirmed_at', { withTimezone: true }),
    /** The designer who claimed the commission (status 2). */
    claimed_by: integer('claimed_by').references(() => users.id),
    claimed_at: timestamp('claimed_at', { withTimezone: true }),
    refunded_at: timestamp('refunded_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('designer_requests_logo_key').on(t.fa_id),
    check('designer_requests_status_check', sql`${t.status} in (1, 2, 3)`),
    // A confirmation follows the remark; a claim follows the confirmation.
    check('designer_requests_order_check', sql`(${t.confirmed_at} is null or ${t.remark_at} is not null) and (${t.status} <> 2 or ${t.confirmed_at} is not null)`),
  ],
);
export type DesignerRequestRow = typeof designerRequests.$inferSelect;

/**
 * Uploaded file (spec 01 §3): type 1 jpg logo, 2 png logo, 3 black-and-white
 * logo, 4 symbol, 5 source file (titled, any number), 6 and 7 drafts of the
 * customise mode. Belongs to a logo or, in customise mode, to a customise
 * record. file_path is the image (kind 1), source_file_path the attachment
 * (kind 2); both are private storage keys (designer/…).
 */
export const uploadedFiles = pgTable(
  'uploaded_files',
  {
    id: serial('id').primaryKey(),
    fa_id: integer('fa_id').references(() => logos.fa_id),
    customize_id: integer('customize_id').references(() => customizeRecords.id),
    type: integer('type').notNull(),
    title: text('title'),
    file_path: text('file_path'),
    source_file_path: text('source_file_path'),
    /** Original names, for the download's file name. */
    file_name: text('file_name'),
    source_file_name: text('source_file_name'),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('uploaded_files_logo_idx').on(t.fa_id),
    index('uploaded_files_customize_idx').on(t.customize_id),
    // One row per slot for types 1–4, 6, 7 (type 5 holds any number of titled files).
    uniqueIndex('uploaded_files_logo_slot_key').on(t.fa_id, t.type).where(sql`${t.type} <> 5 and ${t.fa_id} is not null`),
    uniqueIndex('uploaded_files_custom_slot_key').on(t.customize_id, t.type).where(sql`${t.type} <> 5 and ${t.customize_id} is not null`),
    check('uploaded_files_type_check', sql`${t.type} between 1 and 7`),
    check('uploaded_files_owner_check', sql`(${t.fa_id} is null) <> (${t.customize_id} is null)`),
    check('uploaded_files_content_check', sql`${t.file_path} is not null or ${t.source_file_path} is not null`),
  ],
);
export type UploadedFileRow = typeof uploadedFiles.$inferSelect;
