import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { createPayments } from '../payments';
import { createStorage } from '../storage';
import { installationSecret } from './installation-secret';

const dirs: string[] = [];
function storageIn() {
  const dir = mkdtempSync(join(tmpdir(), 'secret-test-'));
  dirs.push(dir);
  return createStorage(loadConfig({ DATA_DIR: dir }));
}
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

describe('the sandbox signing secret', () => {
  it('is made once per installation, kept, and differs between installations', async () => {
    const a = storageIn();
    const first = await installationSecret(a, 'sandbox');
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(await installationSecret(a, 'sandbox')).toBe(first);
    expect(await installationSecret(storageIn(), 'sandbox')).not.toBe(first);
  });

  it('a production server has no sandbox: its notifications have no driver to be verified by', () => {
    const config = loadConfig({ DATA_DIR: '/tmp/unused' });
    const payments = createPayments(config, storageIn(), null);
    expect(payments.sandbox).toBeNull();
    expect(payments.byName('sandbox')).toBeUndefined();
  });
});
