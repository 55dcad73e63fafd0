import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import type { TLogoVariant, TOutlinedDesign } from '../../../core/design';
import { renderFormat } from './index';
import {
  coffee,
  hasTool,
  kettle,
  meanDiff,
  missingToolMessage,
  pixels,
  readBuffer,
  rgbOn,
  run,
  teaHouse,
  userIcon,
  withTempFile,
} from './test-support';

const POPPLER = hasTool('pdfinfo') && hasTool('pdftoppm') && hasTool('pdfimages') && hasTool('pdffonts');
const skipReason = POPPLER ? '' : ` — ${missingToolMessage('pdfinfo/pdftoppm/pdfimages/pdffonts', 'poppler-utils')}`;

async function pdf(d: TOutlinedDesign, variant: TLogoVariant, width: number, height: number, background?: string | null) {
  return (await renderFormat(d, { variant, format: 'pdf', width, height, background, title: 'Logo' })).body;
}

/** pdfinfo, pdfimages -list, pdffonts and a 72 dpi pdftoppm render of one PDF. */
function inspect(body: Buffer) {
  return withTempFile('logo.pdf', body, (file, dir) => {
    const info = run('pdfinfo', [file]);
    const images = run('pdfimages', ['-list', file]).trim().split('\n').slice(2);
    const fonts = run('pdffonts', [file]).trim().split('\n').slice(2);
    run('pdftoppm', ['-png', '-r', '72', '-singlefile', file, join(dir, 'page')]);
    return { info, images, fonts, png: readBuffer(join(dir, 'page.png')) };
  });
}

describe('pdf', () => {
  it('starts as a PDF 1.4 file, dated when it is made, and is otherwise byte-for-byte deterministic', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-12-06T09:30:15.250Z') });
    try {
      const a = await pdf(coffee(), 'main', 800, 600);
      expect(a.subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');
      expect(a.subarray(-6).toString('latin1')).toMatch(/%%EOF\s*$/);
      expect((await pdf(coffee(), 'main', 800, 600)).equals(a)).toBe(true);
      // The true date (never the Unix epoch), in the Info dictionary and the XMP packet alike.
      expect(a.toString('latin1')).toContain('(D:20261206093015Z)');
      expect(a.toString('latin1')).toContain('<xmp:CreateDate>2026-12-06T09:30:15Z</xmp:CreateDate>');
      expect(a.toString('latin1')).not.toContain('D:1970');
    } finally {
      vi.useRealTimers();
    }
    const a = await pdf(coffee(), 'main', 800, 600);
    // No image XObject (the ProcSet names /ImageB etc. are pdfkit's boilerplate).
    expect(a.includes('/Subtype /Image')).toBe(false);
    expect(a.includes('/XObject')).toBe(false);
  });

  const CASES = [
    ['Northwind Coffee', coffee, ['main', 'white', 'symbol', 'inverse']],
    ['青山茶舍', teaHouse, ['main', 'black', 'no-slogan']],
    ['Kettle & Co', kettle, ['main']],
  ] as const;
  for (const [name, design, variants] of CASES) {
    it.skipIf(!POPPLER)(`${name}: one vector page of the requested size in pt that looks like the PNG${skipReason}`, async () => {
      const d = design();
      for (const variant of variants) {
        for (const [W, H, background] of [
          [800, 600, undefined],
          [500, 500, null],
          [1640, 624, '#E9C46A'],
        ] as const) {
          const what = `${variant} ${W}×${H} ${String(background)}`;
          const body = await pdf(d, variant, W, H, background);
          const { info, images, fonts, png } = inspect(body);
          expect(info, what).toMatch(/^Pages:\s+1$/m);
          expect(info, what).toMatch(new RegExp(`^Page size:\\s+${W} x ${H} pts$`, 'm'));
          expect(images, `${what}: no images`).toEqual([]);
          expect(fonts, `${what}: no fonts`).toEqual([]);
          // pdftoppm paints on white paper: compare with the PNG flattened on white.
          const page = await pixels(png);
          expect([page.width, page.height]).toEqual([W, H]);
          const reference = await rgbOn((await renderFormat(d, { variant, format: 'png-high', width: W, height: H, background })).body);
          expect(meanDiff(await rgbOn(png), reference), what).toBeLessThan(1.5);
        }
      }
    });
  }

  it.skipIf(!POPPLER)(`draws user icons with arcs and relative commands, and keeps real opacity${skipReason}`, async () => {
    const d = userIcon();
    for (const background of [undefined, null] as const) {
      const { png, images } = inspect(await pdf(d, 'main', 900, 700, background));
      expect(images).toEqual([]);
      const reference = await rgbOn((await renderFormat(d, { variant: 'main', format: 'png-high', width: 900, height: 700, background })).body);
      expect(meanDiff(await rgbOn(png), reference)).toBeLessThan(1.5);
    }
  });

  it.skipIf(!POPPLER)(`writes the title, escaped where XML needs it${skipReason}`, async () => {
    const body = (await renderFormat(kettle(), { variant: 'main', format: 'pdf', width: 400, height: 300, title: 'Kettle & Co <茶>' })).body;
    withTempFile('logo.pdf', body, (file) => {
      expect(run('pdfinfo', [file])).toMatch(/^Title:\s+Kettle & Co <茶>$/m);
      expect(run('pdfinfo', ['-meta', file])).toContain('Kettle &amp; Co &lt;茶&gt;');
    });
  });
});
