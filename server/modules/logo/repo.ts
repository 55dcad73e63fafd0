import { desc, eq, sql } from 'drizzle-orm';
import { perDatabase, type Db } from '../../db/client';
import { customizeRecords, logos } from '../../db/schema';

export type LogoRow = typeof logos.$inferSelect;
export interface LogoWithClient extends LogoRow {
  customize_client_id: number | null;
}

/** A logo with the client of its customise record (an owner too, spec 01 §6). */
const findLogoQuery = perDatabase((db) =>
  db
    .select({ logo: logos, client: customizeRecords.client_id })
    .from(logos)
    .leftJoin(customizeRecords, eq(customizeRecords.id, logos.customize_id))
    .where(eq(logos.fa_id, sql.placeholder('faId')))
    .limit(1)
    .prepare('find_logo'),
);

export async function findLogo(db: Db, faId: number): Promise<LogoWithClient | undefined> {
  const [row] = await findLogoQuery(db).execute({ faId });
  return row ? { ...row.logo, customize_client_id: row.client } : undefined;
}

/** Flips shareSetting in one statement and returns the new value. */
export async function toggleShare(db: Db, faId: number): Promise<boolean> {
  const [row] = await db
    .update(logos)
    .set({ share_setting: sql`not ${logos.share_setting}`, updated_at: sql`now()` })
    .where(eq(logos.fa_id, faId))
    .returning({ share: logos.share_setting });
  return row.share;
}

export interface FeaturedColumns {
  featured_jpg: string;
  featured_png: string;
  logo_main_png: string;
  icon_png: string;
}

/** Writes the featured images of spec 01 §4 "Download page load" in one statement. */
export async function saveFeatured(db: Db, faId: number, files: FeaturedColumns): Promise<void> {
  await db
    .update(logos)
    .set({ ...files, updated_at: sql`now()` })
    .where(eq(logos.fa_id, faId));
}

/** The user's own logos (user_id), newest change first. */
export async function logosOfUser(db: Db, userId: number, limit: number): Promise<LogoRow[]> {
  return db.select().from(logos).where(eq(logos.user_id, userId)).orderBy(desc(logos.updated_at), desc(logos.fa_id)).limit(limit);
}
