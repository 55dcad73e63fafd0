import type { Config } from '../config';
import { localStorage } from './local';
import { s3Storage } from './s3';
import type { Storage } from './types';

export type { Storage, StoredObject } from './types';

/** The storage driver chosen by config; `linkSecret` signs the local driver's links to private files. */
export function createStorage(config: Pick<Config, 'storage'>, linkSecret?: string): Storage {
  const s = config.storage;
  return s.driver === 's3' ? s3Storage(s) : localStorage(s.dir, linkSecret);
}
