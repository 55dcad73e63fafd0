import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { DOWNLOAD_FORMATS } from '../../core/constants';
import { ZDesign } from '../../core/design';
import { DEMO_DESIGNS } from '../demo/designs';
import { localStorage } from '../storage/local';
import type { Storage } from '../storage';
import { FORMAT_INFO } from './formats';
import { renderLogoFile } from './logo-files';

const dir = mkdtempSync(join(tmpdir(), 'logo-files-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The local storage driver, counting writes. */
function countingStorage(root: string): Storage & { puts: string[] } {
  const inner = localStorage(root);
  const puts: string[] = [];
  return { ...inner, puts, put: (key, data, type) => (puts.push(key), inner.put(key, data, type)) };
}

const design = ZDesign.parse(DEMO_DESIGNS[1001]);

describe('renderLogoFile', () => {
  it('renders every download format once and then serves it from storage', async () => {
    const storage = countingStorage(join(dir, 'all'));
    for (const format of DOWNLOAD_FORMATS) {
      const req = { variant: 'main' as const, format, width: 400, height: 300 };
      const first = await renderLogoFile(storage, design, req);
      expect([first.contentType, first.ext]).toEqual([FORMAT_INFO[format].contentType, FORMAT_INFO[format].ext]);
      const again = await renderLogoFile(storage, design, req);
      expect(again.body.equals(first.body)).toBe(true);
      expect(again.ext).toBe(first.ext);
    }
    expect(storage.puts.length).toBe(DOWNLOAD_FORMATS.length);
    expect(storage.puts.every((k) => /^renders\/[0-9a-f]{2}\/[0-9a-f]{64}\.(jpg|png|pdf|eps|svg|ico)$/.test(k))).toBe(true);
  });

  it('keeps the variant background, no background and a picked one apart', async () => {
    const storage = countingStorage(join(dir, 'bg'));
    const req = { variant: 'main' as const, format: 'png-high' as const, width: 200, height: 150 };
    const withBg = await renderLogoFile(storage, design, req);
    const clear = await renderLogoFile(storage, design, { ...req, background: null });
    const picked = await renderLogoFile(storage, design, { ...req, background: '#112233' });
    expect(new Set(storage.puts).size).toBe(3);
    expect((await sharp(withBg.body).metadata()).hasAlpha).toBe(false);
    expect((await sharp(clear.body).metadata()).hasAlpha).toBe(true);
    expect((await sharp(picked.body).raw().toBuffer()).subarray(0, 3)).toEqual(Buffer.from([0x11, 0x22, 0x33]));
  });

  it('writes the logo name as the PDF/EPS title', async () => {
    const eps = await renderLogoFile(countingStorage(join(dir, 'title')), design, { variant: 'main', format: 'eps', width: 200, height: 150 });
    expect(eps.body.toString('latin1')).toContain('%%Title: (Northwind Coffee)');
  });
});

describe('renderLogoFile under load', () => {
  it('renders identical concurrent requests once', async () => {
    const storage = countingStorage(join(dir, 'flight'));
    const req = { variant: 'main' as const, format: 'png-high' as const, width: 321, height: 241 };
    const files = await Promise.all(Array.from({ length: 6 }, () => renderLogoFile(storage, design, req)));
    expect(storage.puts.length).toBe(1);
    expect(files.every((f) => f.body.equals(files[0].body) && f.etag === files[0].etag)).toBe(true);
  });

  it('does not keep a failed render: the next request renders again', async () => {
    const inner = countingStorage(join(dir, 'fail'));
    let failures = 1;
    const flaky: Storage = {
      ...inner,
      put: async (key, data, type) => {
        if (failures-- > 0) throw new Error('disk full');
        return inner.put(key, data, type);
      },
    };
    const req = { variant: 'main' as const, format: 'jpg-low' as const, width: 322, height: 242 };
    await expect(renderLogoFile(flaky, design, req)).rejects.toThrow('disk full');
    const file = await renderLogoFile(flaky, design, req);
    expect((await sharp(file.body).metadata()).format).toBe('jpeg');
    expect(inner.puts.length).toBe(1);
  });
});
