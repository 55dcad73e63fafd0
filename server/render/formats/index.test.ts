import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { composeLogoSvg } from '../../../core/composer/compose';
import { DOWNLOAD_FORMATS, MAX_SIDE_PX, type DownloadFormat } from '../../../core/constants';
import { FORMAT_INFO, renderFormat } from './index';
import { coffee, kettle, teaHouse } from './test-support';

/** The first bytes every file of a format starts with. */
const MAGIC: Record<FormatKind, Buffer> = {
  jpg: Buffer.from([0xff, 0xd8, 0xff]),
  png: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  pdf: Buffer.from('%PDF-'),
  eps: Buffer.from('%!PS-Adobe-3.0 EPSF-3.0\n'),
  svg: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"'),
  ico: Buffer.from([0, 0, 1, 0, 6, 0]),
};
type FormatKind = (typeof FORMAT_INFO)[DownloadFormat]['ext'];

describe('FORMAT_INFO', () => {
  it('covers every download format, "low"/"high" only for the bitmaps', () => {
    expect(Object.keys(FORMAT_INFO).sort()).toEqual([...DOWNLOAD_FORMATS].sort());
    for (const f of DOWNLOAD_FORMATS) {
      const bitmap = f.startsWith('png') || f.startsWith('jpg');
      expect(FORMAT_INFO[f].quality === null, f).toBe(!bitmap);
      if (bitmap) expect(f.endsWith(FORMAT_INFO[f].quality ?? '?'), f).toBe(true);
    }
  });
});

describe('renderFormat', () => {
  for (const variant of ['main', 'white', 'symbol'] as const) {
    it(`${variant}: every format gives its file type, deterministically`, async () => {
      const d = coffee();
      // The PDF is dated when it is made: the same second, the same bytes.
      vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-12-06T09:30:15Z') });
      onTestFinished(() => {
        vi.useRealTimers();
      });
      for (const format of DOWNLOAD_FORMATS) {
        const req = { variant, format, width: 640, height: 480 };
        const a = await renderFormat(d, req);
        const info = FORMAT_INFO[format];
        expect([a.contentType, a.ext], format).toEqual([info.contentType, info.ext]);
        expect(a.body.subarray(0, MAGIC[info.ext].length).equals(MAGIC[info.ext]), `${format} magic`).toBe(true);
        // Same input, same bytes (no random ids; the PDF's date is the same second's).
        expect((await renderFormat(d, req)).body.equals(a.body), `${format} deterministic`).toBe(true);
      }
    });
  }

  it('svg is the composer SVG; svg-nbg the same without a background', async () => {
    for (const d of [coffee(), teaHouse(), kettle()]) {
      const req = { variant: 'main' as const, width: 1000, height: 1000 };
      const svg = (await renderFormat(d, { ...req, format: 'svg' })).body.toString('utf8');
      const nbg = (await renderFormat(d, { ...req, format: 'svg-nbg', background: '#FF0000' })).body.toString('utf8');
      expect(svg).toBe(composeLogoSvg(d, req));
      expect(nbg).toBe(composeLogoSvg(d, { ...req, background: null }));
      expect(svg).toContain('<rect');
      expect(nbg).not.toContain('<rect');
      expect(svg).not.toContain('<text');
    }
  });

  it('refuses sizes the download area refuses, and a symbol without an icon', async () => {
    const d = coffee();
    for (const [width, height] of [
      [0, 100],
      [100, MAX_SIDE_PX + 1],
      [10.5, 100],
      [Number.NaN, 100],
    ]) {
      await expect(renderFormat(d, { variant: 'main', format: 'png-high', width, height })).rejects.toThrow(/must be an integer/);
    }
    await expect(renderFormat(kettle(), { variant: 'symbol', format: 'pdf', width: 100, height: 100 })).rejects.toThrow(/icon/);
    await expect(renderFormat(d, { variant: 'main', format: 'jpg-high', width: 100, height: 100, background: 'red' })).rejects.toThrow(
      /#rrggbb/,
    );
    await expect(renderFormat(d, { variant: 'main', format: 'gif' as DownloadFormat, width: 100, height: 100 })).rejects.toThrow(/unknown format/);
  });
});
