import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { installationSecrets } from '../db/schema';

/**
 * A secret made once per installation and kept in the database (never
 * served), so every process of the site uses the same one and it survives
 * restarts. Two processes starting at once on a fresh installation both
 * offer one; the database keeps the first and both read that one back.
 * Never a constant in the source, which every copy of the code would share.
 */
export async function installationSecret(db: Db, name: string): Promise<string> {
  await db
    .insert(installationSecrets)
    .values({ name, value: randomBytes(32).toString('hex') })
    .onConflictDoNothing({ target: installationSecrets.name });
  const [row] = await db.select({ value: installationSecrets.value }).from(installationSecrets).where(eq(installationSecrets.name, name));
  return row.value;
}
