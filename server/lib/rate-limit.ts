import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateHits } from '../db/schema';
import { AppError } from './errors';

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
 * answers 429 (TOO_MANY_REQUESTS) when it is not. The count and the insert
 * run under a transaction-scoped advisory lock on (bucket, key), so two
 * processes or two requests at once cannot both take the last place.
 */
export async function takeOrRefuse(db: Db, rule: RateRule, key: string): Promise<void> {
  const allowed = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`${rule.bucket}\u0001${key}`}))`);
    const since = new Date(Date.now() - rule.windowMs);
    const [row] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(rateHits)
      .where(and(eq(rateHits.bucket, rule.bucket), eq(rateHits.key, key), gt(rateHits.created_at, since)));
    if ((row?.n ?? 0) >= rule.max) return false;
    await tx.insert(rateHits).values({ bucket: rule.bucket, key });
    return true;
  });
  if (++sinceSweep >= SWEEP_EVERY) {
    sinceSweep = 0;
    await db.delete(rateHits).where(lt(rateHits.created_at, new Date(Date.now() - KEEP_MS)));
  }
  if (!allowed) throw new AppError('TOO_MANY_REQUESTS', `${rule.bucket} limit`);
}

/** How many times a rule's budget a shared address (an unnamed proxy's, server/lib/request.ts) gets. */
export const SHARED_ADDRESS_FACTOR = 10;

/**
 * `takeOrRefuse` for a client address: a shared address (the proxy's, when
 * TRUST_PROXY does not name it) gets SHARED_ADDRESS_FACTOR times the budget,
 * counted apart, so the clients behind it are not locked out by one another
 * yet no header they write buys a fresh budget.
 */
export async function takeForAddress(db: Db, rule: RateRule, client: { ip: string; distinct: boolean }): Promise<void> {
  if (client.distinct) return takeOrRefuse(db, rule, client.ip);
  return takeOrRefuse(db, { ...rule, bucket: `${rule.bucket}:shared`, max: rule.max * SHARED_ADDRESS_FACTOR }, client.ip);
}
