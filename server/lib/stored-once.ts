import type { Storage } from '../storage';
import { countLookup } from './metrics';

/** Builds in progress, by storage key: identical concurrent requests share one. */
const inFlight = new Map<string, Promise<Buffer>>();

export interface StoredOnce {
  /** The cache's name in the metrics (cache_lookups_total). */
  cache: string;
  storage: Storage;
  /** A content key's storage address: the same key is always the same bytes. */
  storageKey: string;
  contentType: string;
  build: () => Promise<Buffer>;
}

/**
 * A file cached in storage under its content key: read when there, else
 * built once (concurrent callers share the build) and stored. A failed
 * build is tried again by the next caller.
 */
export function storedOnce({ cache, storage, storageKey, contentType, build }: StoredOnce): Promise<Buffer> {
  const running = inFlight.get(storageKey);
  if (running) return running;
  const job = (async () => {
    const cached = await storage.get(storageKey);
    countLookup(cache, cached ? 'storage' : 'miss');
    if (cached) return cached;
    const body = await build();
    await storage.put(storageKey, body, contentType);
    return body;
  })();
  inFlight.set(storageKey, job);
  const settled = () => inFlight.delete(storageKey);
  job.then(settled, settled);
  return job;
}

/**
 * The same file made sure of without reading it: when storage has it, nothing
 * more; else built and stored as storedOnce does. For routes that then hand
 * out a link to it (server/lib/send-file.ts sendPrivate).
 */
export async function ensureStored(o: StoredOnce): Promise<void> {
  if (!inFlight.has(o.storageKey) && (await o.storage.stat(o.storageKey).catch(() => null))) {
    countLookup(o.cache, 'storage');
    return;
  }
  await storedOnce(o);
}
