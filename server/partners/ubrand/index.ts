import { randomBytes } from 'node:crypto';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { MailDriver } from '../../mail';
import type { SentTexts } from '../../sms';
import { createUbrandClient, type UbrandClient } from './client';
import { buildUbrandSimulator } from './simulator';

export { UbrandError, type UbrandClient } from './client';

/** The partner brand site as the app uses it: its client and where browsers reach it. */
export interface Ubrand {
  client: UbrandClient;
  /** Origin (and path) of the partner for the browser: the login link's base. */
  publicUrl: string;
  /** The local simulator's address when it runs (for the start banner and tests). */
  simulatorUrl?: string;
  close(): Promise<void>;
}

/**
 * Connects to the configured partner: the real one over HTTP, or the local
 * simulator started here on its own port (same contract, same client); null
 * when activation is off (production without UBRAND_BASE_URL).
 */
export async function startUbrand(config: Config, deps: { db: Db; texts: Pick<SentTexts, 'send'>; mail: MailDriver }): Promise<Ubrand | null> {
  const u = config.ubrand;
  if (u.mode === 'off') return null;
  if (u.mode === 'http') {
    const client = createUbrandClient({ baseUrl: u.baseUrl, key: u.key, secret: u.secret, timeoutMs: u.timeoutMs, retries: u.retries });
    return { client, publicUrl: u.publicUrl, close: async () => {} };
  }
  const secret = u.secret ?? randomBytes(24).toString('hex');
  const sim = await buildUbrandSimulator({ ...deps, key: u.key, secret });
  await sim.listen({ host: config.env === 'test' ? '127.0.0.1' : config.host, port: u.port });
  const port = (sim.server.address() as { port: number }).port;
  const client = createUbrandClient({
    baseUrl: `http://127.0.0.1:${port}`,
    key: u.key,
    secret,
    timeoutMs: u.timeoutMs,
    retries: u.retries,
    retryDelayMs: config.env === 'test' ? 20 : 200,
  });
  // Browsers reach it on the English site's public host name, at its own port.
  const site = new URL(config.publicOrigins.en);
  const publicUrl = `${site.protocol}//${site.hostname}:${port}`;
  return { client, publicUrl, simulatorUrl: `http://127.0.0.1:${port}`, close: () => sim.close() };
}
