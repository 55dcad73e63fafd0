import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateHits } from '../db/schema';
import { AppError } from './errors';
import type { ClientAddress } from './request';

/** A limit: at most `max` events of `bucket` per key in any `windowMs`. */
export interface RateRule {
  bucket: string;
  max: number;
  windowMs: number;
}

/** Rows older than the longest window any rule uses are dropped now and then. */
const KEEP_MS = 86_400_000;
const SWEEP_EVERY = 200;
let sinceSweep = 0;

/**
 * Counts one event of `rule` for `key` when it is within the limit, and
 * answers 429 (TOO_MANY_REQUESTS) when it is not (`takeAll` with one check).
 */
export async function takeOrRefuse(db: Db, rule: RateRule, key: string): Promise<void> {
  if (await takeAll(db, [{ rule, key }])) throw new AppError('TOO_MANY_REQUESTS', `${rule.bucket} limit`);
}

/** One limit to check: a rule and the key it counts under. */
export interface RateCheck {
  rule: RateRule;
  key: string;
}

/**
 * Counts one event under every check, or under none: when any check is at
 * its limit nothing is counted and the first such check is returned (the
 * caller says which limit to the user); null when all were taken. Advisory
 * locks on every (bucket, key), taken in one order, keep two requests from
 * both taking the last place of any of them. Checks of one bucket and key
 * with different windows (1 a minute and 5 an hour) count one event.
 */
export async function takeAll(db: Db, checks: readonly RateCheck[]): Promise<RateCheck | null> {
  const lockNames = [...new Set(checks.map((c) => `${c.rule.bucket}\u0001${c.key}`))].sort();
  const refused = await db.transaction(async (tx) => {
    for (const name of lockNames) await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${name}))`);
    for (const check of checks) {
      if ((await countRecent(tx as unknown as Db, check.rule.bucket, check.key, check.rule.windowMs)) >= check.rule.max) return check;
    }
    const rows = new Map(checks.map((c) => [`${c.rule.bucket}\u0001${c.key}`, { bucket: c.rule.bucket, key: c.key }]));
    await tx.insert(rateHits).values([...rows.values()]);
    return null;
  });
  if (++sinceSweep >= SWEEP_EVERY) {
    sinceSweep = 0;
    await db.delete(rateHits).where(lt(rateHits.created_at, new Date(Date.now() - KEEP_MS)));
  }
  return refused;
}

/** How many events of `bucket` were counted for `key` within `windowMs`. */
export async function countRecent(db: Db, bucket: string, key: string, windowMs: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(rateHits)
    .where(and(eq(rateHits.bucket, bucket), eq(rateHits.key, key), gt(rateHits.created_at, new Date(Date.now() - windowMs))));
  return row?.n ?? 0;
}

/** `takeOrRefuse` for a client address (server/lib/request.ts `clientAddress`). */
export async function takeForAddress(db: Db, rule: RateRule, client: ClientAddress): Promise<void> {
  return takeOrRefuse(db, rule, client.ip);
}
