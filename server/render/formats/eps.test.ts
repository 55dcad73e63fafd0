import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { TLogoVariant, TOutlinedDesign } from '../../../core/design';
import { cachedConversion } from '../../test/tool-cache';
import { psString, sceneToEps } from './eps';
import { renderFormat } from './index';
import {
  alphaBounds,
  artworkBox,
  coffee,
  colourDistance,
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

const GS = hasTool('gs');
const skipReason = GS ? '' : ` — ${missingToolMessage('gs', 'ghostscript')}`;

/** `eps`: transparent, tight box (any background asked for is left out); `eps-bg`: on the background, the whole page. */
async function eps(d: TOutlinedDesign, variant: TLogoVariant, width: number, height: number, background?: string | null, format: 'eps' | 'eps-bg' = 'eps-bg') {
  return (await renderFormat(d, { variant, format, width, height, background, title: 'Northwind Coffee' })).body;
}

interface Box {
  llx: number;
  lly: number;
  urx: number;
  ury: number;
}

function header(body: Buffer) {
  const text = body.toString('latin1');
  const box = (name: string): Box => {
    const m = new RegExp(`^%%${name}: (\\S+) (\\S+) (\\S+) (\\S+)$`, 'm').exec(text);
    if (!m) throw new Error(`no %%${name}`);
    const [llx, lly, urx, ury] = m.slice(1).map(Number);
    return { llx, lly, urx, ury };
  };
  return { text, lines: text.split('\n'), bbox: box('BoundingBox'), hires: box('HiResBoundingBox') };
}

/**
 * Ghostscript's 72 dpi render of an EPS: cropped to its bounding box
 * (-dEPSCrop, as a user would) or on the full W×H page, which lines up pixel
 * for pixel with the PNG (the crop starts at the fractional HiResBoundingBox).
 */
function ghostscript(body: Buffer, page?: { W: number; H: number }): Buffer {
  return withTempFile('logo.eps', body, (file, dir) => {
    const out = join(dir, 'page.png');
    // The full-page render is anti-aliased like the PNG, so edges compare too.
    const media = page
      ? [`-dDEVICEWIDTHPOINTS=${page.W}`, `-dDEVICEHEIGHTPOINTS=${page.H}`, '-dFIXEDMEDIA', '-dGraphicsAlphaBits=4']
      : ['-dEPSCrop'];
    const args = ['-q', '-dSAFER', '-dBATCH', '-dNOPAUSE', ...media, '-sDEVICE=png16m', '-r72'];
    cachedConversion('gs', args, [body], dir, ['page.png'], () => run('gs', [...args, `-sOutputFile=${out}`, file]));
    return readBuffer(out);
  });
}

/** Ghostscript's own measure of what the EPS paints (the bbox device), on the full W×H page, PostScript coordinates. */
function inkedBox(body: Buffer, W: number, H: number): Box {
  return withTempFile('logo.eps', body, (file, dir) => {
    // The bbox device says its box on stderr: kept as a file, so the run's cache can hold it.
    const args = ['-q', '-dSAFER', '-dBATCH', '-dNOPAUSE', `-dDEVICEWIDTHPOINTS=${W}`, `-dDEVICEHEIGHTPOINTS=${H}`, '-dFIXEDMEDIA', '-sDEVICE=bbox'];
    cachedConversion('gs', args, [body], dir, ['bbox.txt'], () => writeFileSync(join(dir, 'bbox.txt'), spawnSync('gs', [...args, file], { encoding: 'utf8' }).stderr));
    const said = readFileSync(join(dir, 'bbox.txt'), 'utf8');
    const m = /%%HiResBoundingBox: (\S+) (\S+) (\S+) (\S+)/.exec(said);
    if (!m) throw new Error(`no box from gs: ${said}`);
    const [llx, lly, urx, ury] = m.slice(1).map(Number);
    return { llx, lly, urx, ury };
  });
}

/** Ghostscript's 72 dpi render on transparent paper (pngalpha), on the full W×H page. */
function ghostscriptAlpha(body: Buffer, page: { W: number; H: number }): Buffer {
  return withTempFile('logo.eps', body, (file, dir) => {
    const out = join(dir, 'page.png');
    const media = [`-dDEVICEWIDTHPOINTS=${page.W}`, `-dDEVICEHEIGHTPOINTS=${page.H}`, '-dFIXEDMEDIA'];
    const args = ['-q', '-dSAFER', '-dBATCH', '-dNOPAUSE', ...media, '-sDEVICE=pngalpha', '-r72'];
    cachedConversion('gs', args, [body], dir, ['page.png'], () => run('gs', [...args, `-sOutputFile=${out}`, file]));
    return readBuffer(out);
  });
}

/** The PNG render of the same request, flattened on white paper (what Ghostscript paints on). */
async function pngOnWhite(d: TOutlinedDesign, variant: TLogoVariant, W: number, H: number, background: string | null | undefined) {
  return rgbOn((await renderFormat(d, { variant, format: 'png-high', width: W, height: H, background })).body);
}

describe('eps', () => {
  it('has the EPS 3.0 DSC header, the trailer, and only 7-bit text', async () => {
    const body = await eps(coffee(), 'main', 800, 600);
    const { lines, text } = header(body);
    expect(lines[0]).toBe('%!PS-Adobe-3.0 EPSF-3.0');
    const comments = lines.slice(1, lines.indexOf('%%EndComments'));
    expect(comments).toEqual([
      '%%Creator: Logo Maker',
      '%%Title: (Northwind Coffee)',
      '%%BoundingBox: 0 0 800 600',
      '%%HiResBoundingBox: 0.000 0.000 800.000 600.000',
      '%%LanguageLevel: 2',
      '%%Pages: 1',
      '%%DocumentData: Clean7Bit',
    ]);
    expect(text).toMatch(/%%BeginProlog\n[\s\S]*%%EndProlog\n%%Page: 1 1\n/);
    expect(text.trimEnd().split('\n').slice(-3)).toEqual(['showpage', '%%Trailer', '%%EOF']);
    expect([...text].every((c) => c === '\n' || (c >= ' ' && c <= '~'))).toBe(true);
    // Vector only: no image operators.
    expect(text).not.toMatch(/\b(image|colorimage|imagemask)\b/);
    expect((await eps(coffee(), 'main', 800, 600)).equals(body)).toBe(true);
  });

  it('writes any title as a 7-bit PostScript string', () => {
    expect(psString('Kettle (& Co) \\ 茶')).toBe('(Kettle \\(& Co\\) \\\\ \\350\\214\\266)');
  });

  it('has a bounding box tight around the logo as eps, and the whole page as eps-bg', async () => {
    for (const [d, variant] of [
      [coffee(), 'main'],
      [coffee(), 'white'],
      [coffee(), 'symbol'],
      [teaHouse(), 'main'],
      [kettle(), 'main'],
    ] as const) {
      for (const [W, H] of [
        [800, 600],
        [1000, 1000],
        [1640, 624],
      ]) {
        const what = `${variant} ${W}×${H}`;
        expect(header(await eps(d, variant, W, H)).bbox, what).toEqual({ llx: 0, lly: 0, urx: W, ury: H });

        const tight = await eps(d, variant, W, H, undefined, 'eps');
        // eps leaves out any background asked for: the same file with the variant's or a picked colour.
        expect((await eps(d, variant, W, H, '#264653', 'eps')).equals(tight), what).toBe(true);
        expect((await eps(d, variant, W, H, null, 'eps-bg')).equals(tight), what).toBe(true);
        const { bbox, hires } = header(tight);
        // Integer box = the high-resolution box rounded outwards.
        expect([bbox.llx, bbox.lly, bbox.urx, bbox.ury]).toEqual([Math.floor(hires.llx), Math.floor(hires.lly), Math.ceil(hires.urx), Math.ceil(hires.ury)]);
        // Inside the composer's layout box (y flipped: PostScript's y points up),
        // and within 2 pt of it at 800×600. The outlines' bounds are exact; the
        // demo icons' viewBoxes also count Bézier control points, so at larger
        // sizes the coffee steam's layout box grows a few pt above its ink.
        const box = artworkBox(d, variant, W, H);
        const layout = { llx: box.minX, lly: H - box.maxY, urx: box.maxX, ury: H - box.minY };
        expect(hires.llx, what).toBeGreaterThan(layout.llx - 0.01);
        expect(hires.lly, what).toBeGreaterThan(layout.lly - 0.01);
        expect(hires.urx, what).toBeLessThan(layout.urx + 0.01);
        expect(hires.ury, what).toBeLessThan(layout.ury + 0.01);
        if (W === 800) for (const k of ['llx', 'lly', 'urx', 'ury'] as const) expect(Math.abs(hires[k] - layout[k]), `${what} ${k}`).toBeLessThan(2);
        // And within 1 px of the pixels the PNG actually paints (alpha > 0).
        const png = await pixels((await renderFormat(d, { variant, format: 'png-high', width: W, height: H, background: null })).body);
        const ink = alphaBounds(png)!;
        const inked = { llx: ink.minX, lly: H - ink.maxY, urx: ink.maxX, ury: H - ink.minY };
        for (const k of ['llx', 'lly', 'urx', 'ury'] as const) expect(Math.abs(bbox[k] - inked[k]), `${what} ${k} vs pixels`).toBeLessThanOrEqual(1);
      }
    }
  });

  const CASES = [
    ['Northwind Coffee', coffee, ['main', 'white', 'symbol', 'black']],
    ['青山茶舍', teaHouse, ['main', 'inverse', 'no-slogan']],
    ['Kettle & Co', kettle, ['main']],
  ] as const;
  for (const [name, design, variants] of CASES) {
    it.skipIf(!GS)(`${name}: renders in Ghostscript as the same picture as the PNG${skipReason}`, async () => {
      const d = design();
      for (const variant of variants) {
        for (const [W, H, background] of [
          [800, 600, undefined],
          [700, 700, null],
          [1640, 624, '#E9C46A'],
        ] as const) {
          // eps-bg is the PNG on its background; eps the transparent PNG (on Ghostscript's white paper).
          for (const [format, pngBackground] of [['eps-bg', background], ['eps', null]] as const) {
            const what = `${variant} ${W}×${H} ${String(background)} ${format}`;
            const body = await eps(d, variant, W, H, background, format);
            const { hires } = header(body);
            const cropped = await pixels(ghostscript(body));
            expect(Math.abs(cropped.width - (hires.urx - hires.llx)), what).toBeLessThanOrEqual(1);
            expect(Math.abs(cropped.height - (hires.ury - hires.lly)), what).toBeLessThanOrEqual(1);
            const page = await rgbOn(ghostscript(body, { W, H }));
            expect(meanDiff(page, await pngOnWhite(d, variant, W, H, pngBackground)), what).toBeLessThan(1.5);
          }
        }
      }
      // Every variant at every size through Ghostscript: seconds alone, more than the default 30 s on a busy machine.
    }, 120_000);
  }

  it.skipIf(!GS)(`draws arcs and relative commands, and flattens opacity onto the background${skipReason}`, async () => {
    const d = userIcon();
    for (const background of [undefined, null] as const) {
      const body = await eps(d, 'main', 900, 700, background, background === null ? 'eps' : 'eps-bg');
      const { text } = header(body);
      const page = await rgbOn(ghostscript(body, { W: 900, H: 700 }));
      // The translucent shape overlaps nothing, so blending with the background is exact here.
      expect(meanDiff(page, await pngOnWhite(d, 'main', 900, 700, background))).toBeLessThan(1.5);
      // #859900 at 50 % over #FDF6E3 (or white paper without a background).
      const paper = background === null ? [255, 255, 255] : [0xfd, 0xf6, 0xe3];
      const blended = [0x85, 0x99, 0x00].map((c, i) => ((c + paper[i]) / 2 / 255).toFixed(4).replace(/0+$/, ''));
      expect(text).toContain(`${blended.join(' ')} rg`);
      expect(text).not.toMatch(/\b(image|colorimage)\b/);
    }
  });

  it.skipIf(!GS)(`eps: Ghostscript finds the box tight around the artwork and paints no background; eps-bg paints the page${skipReason}`, async () => {
    const near = (a: Box, b: Box, what: string) => {
      for (const k of ['llx', 'lly', 'urx', 'ury'] as const) expect(Math.abs(a[k] - b[k]), `${what} ${k}`).toBeLessThanOrEqual(1);
    };
    for (const [d, variant, W, H] of [
      [coffee(), 'main', 800, 600],
      [coffee(), 'black', 1000, 1000],
      [coffee(), 'white', 1000, 1000],
      [teaHouse(), 'main', 1640, 624],
    ] as const) {
      const what = `${variant} ${W}×${H}`;
      const body = await eps(d, variant, W, H, undefined, 'eps');
      const { bbox, hires } = header(body);
      expect(body.toString('latin1'), what).not.toContain('rectfill');
      // Not the page: the logo's margins are left out.
      expect((bbox.urx - bbox.llx) * (bbox.ury - bbox.lly), what).toBeLessThan(W * H * 0.8);
      // Ghostscript's bbox device finds the declared box (it does not count white paint, so not for the white logo).
      if (variant !== 'white') near(inkedBox(body, W, H), hires, what);
      // On transparent paper, the whole page: what is painted is exactly the box; nothing else (no background).
      const page = await pixels(ghostscriptAlpha(body, { W, H }));
      const ink = alphaBounds(page)!;
      near({ llx: ink.minX, lly: H - ink.maxY, urx: ink.maxX, ury: H - ink.minY }, hires, `${what} painted`);
      expect(page.at(0, 0)[3], what).toBe(0);
      expect(page.at(W - 1, H - 1)[3], what).toBe(0);

      const withBackground = await eps(d, variant, W, H, undefined, 'eps-bg');
      near(header(withBackground).hires, { llx: 0, lly: 0, urx: W, ury: H }, `${what} eps-bg`);
      const filled = await pixels(ghostscriptAlpha(withBackground, { W, H }));
      expect([filled.at(0, 0)[3], filled.at(W - 1, H - 1)[3]], `${what} eps-bg`).toEqual([255, 255]);
    }
  });

  it('paints an empty picture as an empty box, without failing', () => {
    const body = sceneToEps({ width: 100, height: 50, background: null, shapes: [] }, { title: 'x', creator: 'y' });
    expect(header(body).bbox).toEqual({ llx: 0, lly: 0, urx: 0, ury: 0 });
  });

  it.skipIf(!GS)(`paints the background colour at the corners${skipReason}`, async () => {
    const rendered = await pixels(ghostscript(await eps(coffee(), 'white', 400, 300, '#264653')));
    for (const [x, y] of [
      [0, 0],
      [399, 299],
    ]) {
      expect(colourDistance(rendered.at(x, y), '#264653')).toBeLessThanOrEqual(1);
    }
  });
});
