import type { RowChanges } from '../db/changes';
import { countLookup } from './metrics';

export interface ReadCacheOptions {
  /** The cache's name in the metrics (cache_lookups_total{cache}). */
  name: string;
  /** Entries kept at most (the oldest go first). */
  max: number;
  /** How long an entry answers at most, in ms: a bound should a change ever go unheard. */
  ttlMs: number;
}

interface Entry<V> {
  value: V;
  until: number;
}

/**
 * A process's short-lived copies of rows that every request reads (the
 * session's user, the logo), so a request's checks cost no database round
 * trip. Correct across processes because the database announces each
 * committed change (server/db/changes.ts) and the owner of a cache drops the
 * entries it touches; while those announcements are not heard the cache
 * neither answers nor keeps anything. A read that was in flight while an
 * entry was dropped is not kept (it may predate the change). Values are
 * frozen: every request shares them.
 */
export class ReadCache<K, V extends object> {
  private readonly entries = new Map<K, Entry<V>>();
  /** Bumped by every drop: a read that saw another generation start is not kept. */
  private generation = 0;

  constructor(
    private readonly changes: RowChanges,
    private readonly opts: ReadCacheOptions,
  ) {
    changes.onLive(() => this.clear());
  }

  /** The cached value, else load()'s (kept when found, live and not overtaken by a change); until(v) may shorten its life. */
  async get(key: K, load: () => Promise<V | undefined>, until?: (value: V) => number): Promise<V | undefined> {
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.until > now && this.changes.live) {
      countLookup(this.opts.name, 'memory');
      return hit.value;
    }
    if (hit) this.entries.delete(key);
    countLookup(this.opts.name, 'miss');
    const generation = this.generation;
    const value = await load();
    if (value === undefined || !this.changes.live || generation !== this.generation) return value;
    const frozen = deepFreeze(value);
    this.entries.set(key, { value: frozen, until: Math.min(now + this.opts.ttlMs, until ? until(frozen) : Infinity) });
    if (this.entries.size > this.opts.max) this.entries.delete(this.entries.keys().next().value as K);
    return frozen;
  }

  delete(key: K): void {
    this.generation++;
    this.entries.delete(key);
  }

  deleteWhere(match: (value: V) => boolean): void {
    this.generation++;
    for (const [key, entry] of this.entries) if (match(entry.value)) this.entries.delete(key);
  }

  clear(): void {
    this.generation++;
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

/** One cache per RowChanges (per app), made and wired on first use. */
export function readCachePer<K, V extends object>(make: (changes: RowChanges) => ReadCache<K, V>): (changes: RowChanges) => ReadCache<K, V> {
  const made = new WeakMap<RowChanges, ReadCache<K, V>>();
  return (changes) => {
    let cache = made.get(changes);
    if (!cache) made.set(changes, (cache = make(changes)));
    return cache;
  };
}
