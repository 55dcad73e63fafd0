import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { logos } from '../../db/schema';

/** The logo made for a customise record (its newest), or null. */
export async function findLogoOfCustomize(db: Db, customizeId: number): Promise<number | null> {
  const [row] = await db.select({ id: logos.fa_id }).from(logos).where(eq(logos.customize_id, customizeId)).orderBy(desc(logos.fa_id)).limit(1);
  return row?.id ?? null;
}
