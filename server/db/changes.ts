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
   *
   * Gives the mark's number (undefined on PGlite, which has no other
   * process, or while not listening): another process that has heard that
   * mark has heard those changes too (`heard`, `catchUp`), which is how the
   * client's next request, sent to another process, waits for them there
   * (http/change-marks.ts).
   */
  sync(): Promise<number | undefined>;
  /**
   * Whether this process has heard the mark (or a later one), so every change
   * committed before it was made; true while not listening, when the caches
   * neither answer nor keep.
   */
  heard(mark: number): boolean;
  /** Resolves once heard(mark); if that takes longer than SYNC_MS the caches are emptied instead. */
  catchUp(mark: number): Promise<void>;
  /** Stops listening (the app's close). */
  close(): Promise<void>;
}

/** The longest wait for a sync mark before the caches are emptied instead, in ms. */
const SYNC_MS = 2_000;
/**
 * The table name of sync marks (no table is called that). A mark's key is the
 * id of the transaction that sent it (xid8): ids are handed out in rising
 * order as transactions ask for one, a mark asks for its own after the
 * changes it follows have committed, and announcements arrive in commit
 * order; so whoever has heard a mark numbered n or higher has heard every
 * change committed before mark n was sent, whichever process sent it.
 */
const MARK = '.sync';

/** Starts listening to the database's row changes. */
export async function watchRowChanges(database: Database): Promise<RowChanges> {
  const byTable = new Map<string, ((key: string) => void)[]>();
  const liveFns: ((live: boolean) => void)[] = [];
  /** The highest mark heard, and who waits for a higher one. */
  let latest = 0;
  const waiting = new Set<{ mark: number; heard: () => void }>();
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
      if (table === MARK) return markHeard(Number(key));
      for (const fn of byTable.get(table) ?? []) fn(key);
    },
    setLive,
  );
  function markHeard(mark: number): void {
    if (!(mark > latest)) return;
    latest = mark;
    for (const w of waiting) if (w.mark <= latest) w.heard();
  }
  const heard = (mark: number) => database.kind === 'pglite' || !live || mark <= latest;
  /** Whether the mark is heard within SYNC_MS; else the caches are emptied (copies older than it may remain). */
  const within = (mark: number) =>
    new Promise<boolean>((resolve) => {
      if (heard(mark)) return resolve(true);
      const w = {
        mark,
        heard: () => {
          clearTimeout(timer);
          waiting.delete(w);
          resolve(true);
        },
      };
      const timer = setTimeout(() => {
        waiting.delete(w);
        for (const fn of liveFns) fn(live);
        resolve(false);
      }, SYNC_MS);
      waiting.add(w);
    });
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
      if (database.kind === 'pglite' || !live) return undefined;
      let mark: number;
      try {
        const { rows } = (await database.db.execute(
          sql`select pg_notify(${CHANNEL}, ${`${MARK}:`} || pg_current_xact_id()::text), pg_current_xact_id()::text as mark`,
        )) as unknown as { rows: Array<{ mark: string }> };
        mark = Number(rows[0].mark);
      } catch {
        // The mark could not be sent: forget everything rather than answer from copies that may be older.
        for (const fn of liveFns) fn(live);
        return undefined;
      }
      // Not heard in time: the caches are emptied (within). Others may still hear it: the number is theirs to wait for.
      await within(mark);
      return mark;
    },
    heard,
    async catchUp(mark) {
      await within(mark);
    },
    close: stop,
  };
}
