import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxSecret } from '../app';
import { loadConfig } from '../config';
import { createPayments } from '../payments';
import { startTestApp, type TestApp } from '../test/harness';
import { installationSecret } from './installation-secret';

let t: TestApp;
let other: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  other = await startTestApp();
});
afterAll(async () => {
  await t.close();
  await other.close();
});

describe('the sandbox signing secret', () => {
  it('is made once per installation, kept, and differs between installations', async () => {
    const first = await installationSecret(t.ctx.db, 'sandbox');
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(await installationSecret(t.ctx.db, 'sandbox')).toBe(first);
    expect(await installationSecret(other.ctx.db, 'sandbox')).not.toBe(first);
  });

  it('processes starting at once on a fresh installation all get the same one', async () => {
    const all = await Promise.all(Array.from({ length: 8 }, () => installationSecret(t.ctx.db, 'fresh-at-once')));
    expect(new Set(all).size).toBe(1);
  });

  it('SANDBOX_SECRET wins when set; a production server has none, so no sandbox driver can verify anything', async () => {
    expect(await sandboxSecret(loadConfig({ SANDBOX_SECRET: 'a-long-enough-secret' }), t.ctx.db)).toBe('a-long-enough-secret');
    expect(await sandboxSecret({ ...loadConfig({}), env: 'production' }, t.ctx.db)).toBeNull();
    const payments = createPayments(loadConfig({}), t.ctx.storage, null);
    expect(payments.sandbox).toBeNull();
    expect(payments.byName('sandbox')).toBeUndefined();
    expect(await sandboxSecret(loadConfig({}), t.ctx.db)).toBe(await installationSecret(t.ctx.db, 'sandbox'));
  });
});
