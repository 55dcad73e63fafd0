import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { perDatabase, type Db } from '../../db/client';
import { designers, loginFailures, sessions, smsCodes, users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;
export interface SessionUser extends UserRow {
  is_designer: boolean;
  /** Where this sign-in came from (a partner site), null for our own sign-in page. */
  session_source: string | null;
}

/** A session's user and when the session ends. */
export interface LiveSession extends SessionUser {
  session_expires_at: Date;
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row;
}

export async function findUserByMobile(db: Db, mobile: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.mobile, mobile)).limit(1);
  return row;
}

export async function isDesigner(db: Db, userId: number): Promise<boolean> {
  const [row] = await db.select({ id: designers.user_id }).from(designers).where(eq(designers.user_id, userId));
  return !!row;
}

export async function insertSession(db: Db, row: typeof sessions.$inferInsert): Promise<void> {
  await db.insert(sessions).values(row);
}

export async function deleteSession(db: Db, id: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, id));
}

/** The user of a live session, with their designer flag, in one query. */
const findSessionUserQuery = perDatabase((db) =>
  db
    .select({ user: users, designer: designers.user_id, source: sessions.source, expires: sessions.expires_at })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.user_id))
    .leftJoin(designers, eq(designers.user_id, users.id))
    .where(and(eq(sessions.id, sql.placeholder('sessionId')), gt(sessions.expires_at, sql`now()`)))
    .limit(1)
    .prepare('find_session_user'),
);

export async function findSessionUser(db: Db, sessionId: string): Promise<LiveSession | undefined> {
  const [row] = await findSessionUserQuery(db).execute({ sessionId });
  return row ? { ...row.user, is_designer: row.designer !== null, session_source: row.source, session_expires_at: row.expires } : undefined;
}

export async function insertSmsCode(db: Db, row: typeof smsCodes.$inferInsert): Promise<number> {
  const [created] = await db.insert(smsCodes).values(row).returning({ id: smsCodes.id });
  return created!.id;
}

/** A code the provider did not send: never valid (marked used). */
export async function voidSmsCode(db: Db, id: number): Promise<void> {
  await db.update(smsCodes).set({ consumed_at: sql`now()` }).where(eq(smsCodes.id, id));
}

/** The newest unused, unexpired code of a mobile. */
export async function latestLiveSmsCode(db: Db, mobile: string) {
  const [row] = await db
    .select()
    .from(smsCodes)
    .where(and(eq(smsCodes.mobile, mobile), isNull(smsCodes.consumed_at), gt(smsCodes.expires_at, sql`now()`)))
    .orderBy(desc(smsCodes.id))
    .limit(1);
  return row;
}

/** Counts a wrong try of a code; returns the tries so far. */
export async function bumpSmsAttempts(db: Db, id: number): Promise<number> {
  const [row] = await db
    .update(smsCodes)
    .set({ attempts: sql`${smsCodes.attempts} + 1` })
    .where(eq(smsCodes.id, id))
    .returning({ attempts: smsCodes.attempts });
  return row?.attempts ?? 0;
}

/** Marks a code used; false when another request used it first. */
export async function consumeSmsCode(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .update(smsCodes)
    .set({ consumed_at: sql`now()` })
    .where(and(eq(smsCodes.id, id), isNull(smsCodes.consumed_at)))
    .returning({ id: smsCodes.id });
  return rows.length === 1;
}

export async function insertUser(db: Db, row: typeof users.$inferInsert): Promise<UserRow> {
  const [created] = await db.insert(users).values(row).returning();
  return created;
}

export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** A sign-in about to be checked, counted as a failure until it proves right (then `forgetLoginAttempt`). */
export interface LoginAttemptRule {
  /** Failures of the account (any address) counted since this moment. */
  accountSince: Date;
  /** Failures from the address counted since this moment. */
  addressSince: Date;
  /** Refuses when the account's failures and how long ago the newest was (ms), or the address's count, say so. */
  refuse(account: { n: number; sinceLastMs: number | null }, byAddress: number): boolean;
}

/**
 * Counts the account's and the address's failed sign-ins and, unless `rule`
 * refuses, records this attempt as one more — in one transaction under an
 * advisory lock on the account, so a burst of guesses sent at once is counted
 * one by one instead of all passing the same count. Returns the attempt's row
 * id, or null when refused.
 */
export async function reserveLoginAttempt(db: Db, email: string, ip: string, rule: LoginAttemptRule): Promise<number | null> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`login\u0001${email}`}))`);
    const [account] = await tx
      .select({
        n: sql<number>`count(*)::int`,
        // The database's clock on both sides: the rows' times are its own, and instances' clocks may differ.
        sinceLastMs: sql<number | null>`(extract(epoch from clock_timestamp() - max(${loginFailures.created_at})) * 1000)::float8`,
      })
      .from(loginFailures)
      .where(and(eq(loginFailures.email, email), gt(loginFailures.created_at, rule.accountSince)));
    const [address] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(loginFailures)
      .where(and(eq(loginFailures.ip, ip), gt(loginFailures.created_at, rule.addressSince)));
    const sinceLastMs = account?.sinceLastMs == null ? null : Number(account.sinceLastMs);
    if (rule.refuse({ n: account?.n ?? 0, sinceLastMs }, address?.n ?? 0)) return null;
    const [row] = await tx.insert(loginFailures).values({ email, ip }).returning({ id: loginFailures.id });
    return row!.id;
  });
}

/** Drops an attempt that proved right: a correct password is no failure. */
export async function forgetLoginAttempt(db: Db, id: number): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.id, id));
}
