import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from './client';

/** The channel the database announces row changes on (migration 0014_row_changes.sql). */
const CHANNEL = 'row_changes';

/**
 * Committed changes of the rows that processes keep cached copies of
 * (sessions, users, designers, logos, customise records), as the database
 * announces them to every process: a change made by any process, any
 * statement or by hand reaches each one's caches (server/lib/read-cache.ts).
 */
export interface RowChanges {
  /** fn(key) for each change of a row of the table; key is the row's key column as text. The function it gives stops. */
  on(table: string, fn: (key: string) => void): () => void;
  /** fn(live) when listening stops (changes may be missed: caches must forget and not answer) or starts again. */
  onLive(fn: (live: boolean) => void): void;
  /** Whether changes are being heard now. */
  readonly live: boolean;
  /**
   * Resolves once this process has heard every change committed before the
   * call (its own writes included): the database announces in commit order,
   * so a mark announced now arrives after them. A request that may have
   * written waits for it before it answers, so the next request of its
   * client, here, never reads a copy older than its own change. If the mark
   * is not heard within SYNC_MS the caches are emptied instead.
   */
  sync(): Promise<void>;
  /** Stops listening (the app's close). */
  close(): Promise<void>;
}

/** The longest wait for a sync mark before the caches are emptied instead, in ms. */
const SYNC_MS = 2_000;
/** The table name of sync marks (no table is called that). */
const MARK = '.sync';

/** Starts listening to the database's row changes. */
export async function watchRowChanges(database: Database): Promise<RowChanges> {
  const byTable = new Map<string, ((key: string) => void)[]>();
  const liveFns: ((live: boolean) => void)[] = [];
  const marks = new Map<string, () => void>();
  let live = false;
  const setLive = (now: boolean) => {
    live = now;
    for (const fn of liveFns) fn(now);
  };
  const stop = await database.listen(
    CHANNEL,
    (payload) => {
      const colon = payload.indexOf(':');
      if (colon < 0) return;
      const table = payload.slice(0, colon);
      const key = payload.slice(colon + 1);
      if (table === MARK) return marks.get(key)?.();
      for (const fn of byTable.get(table) ?? []) fn(key);
    },
    setLive,
  );
  return {
    on(table, fn) {
      byTable.set(table, [...(byTable.get(table) ?? []), fn]);
      return () => byTable.set(table, (byTable.get(table) ?? []).filter((f) => f !== fn));
    },
    onLive(fn) {
      liveFns.push(fn);
    },
    get live() {
      return live;
    },
    async sync() {
      // The embedded database announces before the writing statement returns: heard already.
      if (database.kind === 'pglite' || !live) return;
      const id = randomUUID();
      let timer: NodeJS.Timeout | undefined;
      const heard = new Promise<boolean>((resolve) => {
        marks.set(id, () => resolve(true));
        timer = setTimeout(() => resolve(false), SYNC_MS);
      });
      try {
        await database.db.execute(sql`select pg_notify(${CHANNEL}, ${`${MARK}:${id}`})`);
        if (await heard) return;
      } catch {
        // The mark could not be sent: as below.
      } finally {
        clearTimeout(timer);
        marks.delete(id);
      }
      // Not heard in time: forget everything rather than answer from copies that may be older.
      for (const fn of liveFns) fn(live);
    },
    close: stop,
  };
}
