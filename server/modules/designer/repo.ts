import { and, asc, count, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customizeRecords, designers, logos, users } from '../../db/schema';
import { designerRequests, uploadedFiles, type DesignerRequestRow, type UploadedFileRow } from './schema';

export type { DesignerRequestRow, UploadedFileRow };

/** Whose files: a logo's, or (customise mode) a customise record's. */
export type FileOwner = { fa_id: number } | { customize_id: number };

export async function findRequest(db: Db, faId: number): Promise<DesignerRequestRow | undefined> {
  const [row] = await db.select().from(designerRequests).where(eq(designerRequests.fa_id, faId)).limit(1);
  return row;
}

/**
 * The request of a paid designer fix: made on the first payment, made new
 * again when a refunded request is paid for once more; an active one stays.
 */
export async function openRequest(db: Db, faId: number): Promise<void> {
  await db
    .insert(designerRequests)
    .values({ fa_id: faId })
    .onConflictDoUpdate({
      target: designerRequests.fa_id,
      set: {
        status: 1,
        remark: null,
        remark_at: null,
        confirmed_at: null,
        claimed_by: null,
        claimed_at: null,
        refunded_at: null,
        created_at: sql`now()`,
      },
      setWhere: sql`${designerRequests.status} = 3`,
    });
}

/** The owner's remark, once: null when it was already written or the request is not active. */
export async function writeRemark(db: Db, faId: number, remark: string) {
  const [row] = await db
    .update(designerRequests)
    .set({ remark, remark_at: sql`now()` })
    .where(and(eq(designerRequests.fa_id, faId), eq(designerRequests.status, 1), isNull(designerRequests.remark_at)))
    .returning();
  return row;
}

export async function confirmRequest(db: Db, faId: number) {
  const [row] = await db
    .update(designerRequests)
    .set({ confirmed_at: sql`now()` })
    .where(
      and(
        eq(designerRequests.fa_id, faId),
        eq(designerRequests.status, 1),
        isNotNull(designerRequests.remark_at),
        isNull(designerRequests.confirmed_at),
      ),
    )
    .returning();
  return row;
}

/** Active and confirmed → paid to the designer (status 2), once. */
export async function claimRequest(db: Db, faId: number, designerId: number) {
  const [row] = await db
    .update(designerRequests)
    .set({ status: 2, claimed_by: designerId, claimed_at: sql`now()` })
    .where(and(eq(designerRequests.fa_id, faId), eq(designerRequests.status, 1), isNotNull(designerRequests.confirmed_at)))
    .returning();
  return row;
}

export async function refundRequest(db: Db, faId: number) {
  const [row] = await db
    .update(designerRequests)
    .set({ status: 3, refunded_at: sql`now()` })
    .where(and(eq(designerRequests.fa_id, faId), eq(designerRequests.status, 1)))
    .returning();
  return row;
}

export async function findDesigner(db: Db, userId: number) {
  const [row] = await db
    .select({ id: users.id, email: users.email, cover: users.cover, status: designers.status })
    .from(designers)
    .innerJoin(users, eq(users.id, designers.user_id))
    .where(eq(designers.user_id, userId))
    .limit(1);
  return row;
}

/** Every designer with the number of assigned logos whose request is still active. */
export async function listDesigners(db: Db) {
  const active = db
    .select({ designer: logos.designer_user_id, n: count().as('n') })
    .from(logos)
    .innerJoin(designerRequests, eq(designerRequests.fa_id, logos.fa_id))
    .where(eq(designerRequests.status, 1))
    .groupBy(logos.designer_user_id)
    .as('active');
  return db
    .select({ user_id: designers.user_id, email: users.email, status: designers.status, active_logos: sql<number>`coalesce(${active.n}, 0)::int` })
    .from(designers)
    .innerJoin(users, eq(users.id, designers.user_id))
    .leftJoin(active, eq(active.designer, designers.user_id))
    .orderBy(asc(designers.user_id));
}

export async function setDesignerStatus(db: Db, userId: number, status: number): Promise<boolean> {
  const rows = await db.update(designers).set({ status }).where(eq(designers.user_id, userId)).returning({ id: designers.user_id });
  return rows.length > 0;
}

export async function setLogoDesigner(db: Db, faId: number, designerId: number | null): Promise<void> {
  await db.update(logos).set({ designer_user_id: designerId, updated_at: sql`now()` }).where(eq(logos.fa_id, faId));
}

export async function setDesignerAssistant(db: Db, faId: number, value: 0 | 1): Promise<void> {
  await db.update(logos).set({ designer_assistant: value, updated_at: sql`now()` }).where(eq(logos.fa_id, faId));
}

export async function findCustomize(db: Db, id: number) {
  const [row] = await db.select().from(customizeRecords).where(eq(customizeRecords.id, id)).limit(1);
  return row;
}

export async function setCustomizeDesigner(db: Db, id: number, designerId: number | null): Promise<void> {
  await db.update(customizeRecords).set({ designer_user_id: designerId }).where(eq(customizeRecords.id, id));
}

function ownerWhere(owner: FileOwner) {
  return 'fa_id' in owner ? eq(uploadedFiles.fa_id, owner.fa_id) : eq(uploadedFiles.customize_id, owner.customize_id);
}

export async function listFiles(db: Db, owner: FileOwner): Promise<UploadedFileRow[]> {
  return db.select().from(uploadedFiles).where(ownerWhere(owner)).orderBy(asc(uploadedFiles.type), asc(uploadedFiles.id));
}

export async function findFile(db: Db, owner: FileOwner, id: number): Promise<UploadedFileRow | undefined> {
  const [row] = await db.select().from(uploadedFiles).where(and(ownerWhere(owner), eq(uploadedFiles.id, id))).limit(1);
  return row;
}

export async function findSlot(db: Db, owner: FileOwner, type: number): Promise<UploadedFileRow | undefined> {
  const [row] = await db.select().from(uploadedFiles).where(and(ownerWhere(owner), eq(uploadedFiles.type, type))).limit(1);
  return row;
}

/** The request row, locked until the transaction ends (uploads and the confirmation take turns). */
export async function lockRequest(db: Db, faId: number): Promise<DesignerRequestRow | undefined> {
  const [row] = await db.select().from(designerRequests).where(eq(designerRequests.fa_id, faId)).for('update');
  return row;
}

/** A file row by id, locked until the transaction ends. */
export async function lockFile(db: Db, owner: FileOwner, id: number): Promise<UploadedFileRow | undefined> {
  const [row] = await db.select().from(uploadedFiles).where(and(ownerWhere(owner), eq(uploadedFiles.id, id))).for('update');
  return row;
}

/** A slot's row (types other than 5), locked until the transaction ends. */
export async function lockSlot(db: Db, owner: FileOwner, type: number): Promise<UploadedFileRow | undefined> {
  const [row] = await db.select().from(uploadedFiles).where(and(ownerWhere(owner), eq(uploadedFiles.type, type))).for('update');
  return row;
}

export type FileColumns = Partial<Pick<UploadedFileRow, 'title' | 'file_path' | 'source_file_path' | 'file_name' | 'source_file_name'>>;

export async function insertFile(db: Db, owner: FileOwner, type: number, userId: number, cols: FileColumns) {
  const [row] = await db
    .insert(uploadedFiles)
    .values({ ...owner, type, user_id: userId, ...cols })
    .returning();
  return row;
}

export async function updateFile(db: Db, id: number, cols: FileColumns) {
  const [row] = await db
    .update(uploadedFiles)
    .set({ ...cols, updated_at: sql`now()` })
    .where(eq(uploadedFiles.id, id))
    .returning();
  return row;
}

export async function deleteFileRow(db: Db, id: number): Promise<void> {
  await db.delete(uploadedFiles).where(eq(uploadedFiles.id, id));
}

export type ManualColumn = 'manual_jpg' | 'manual_png' | 'manual_icon';

/**
 * Sets one of the download page's manual images (spec 01 §3: manual jpg,
 * png, icon; from the designer's slots 1, 2 and 4) on the locked logo row,
 * keeping the manual logo flag on while any of them exists. Returns the
 * address it replaced.
 */
export async function setManualImage(db: Db, faId: number, column: ManualColumn, url: string | null): Promise<string | null> {
  const [current] = await db
    .select({ manual_jpg: logos.manual_jpg, manual_png: logos.manual_png, manual_icon: logos.manual_icon })
    .from(logos)
    .where(eq(logos.fa_id, faId))
    .for('update');
  if (!current) return null;
  const after = { ...current, [column]: url };
  const manual_logo = after.manual_jpg !== null || after.manual_png !== null || after.manual_icon !== null;
  await db
    .update(logos)
    .set({ [column]: url, manual_logo, updated_at: sql`now()` })
    .where(eq(logos.fa_id, faId));
  return current[column];
}

/** Mail addresses of the admins (a request without a designer goes to them). */
export async function adminEmails(db: Db): Promise<string[]> {
  const rows = await db.select({ email: users.email }).from(users).where(and(eq(users.is_admin, true), isNotNull(users.email)));
  return rows.map((r) => r.email as string);
}

export async function userEmail(db: Db, userId: number | null): Promise<string | null> {
  if (userId == null) return null;
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.email ?? null;
}
