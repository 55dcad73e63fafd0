import { randomBytes } from 'node:crypto';
import type { Storage } from '../storage';

/**
 * A secret made once per installation and kept in storage under
 * `secrets/{name}.key` (never served: /oss serves only its public areas), so
 * every process of the site reads the same one and it survives restarts.
 * Never a constant in the source, which every copy of the code would share.
 */
export async function installationSecret(storage: Storage, name: string): Promise<string> {
  const key = `secrets/${name}.key`;
  const existing = await storage.get(key);
  if (existing) return existing.toString('utf8');
  await storage.put(key, Buffer.from(randomBytes(32).toString('hex')), 'text/plain');
  // Read back: when two processes start at once, both use what was stored last.
  return ((await storage.get(key)) ?? Buffer.alloc(0)).toString('utf8');
}
