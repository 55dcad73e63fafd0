import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { TLogoVariant, TOutlinedDesign } from '../../../core/design';
import type { SpotInk } from '../../../core/vi/spot';
import { cachedConversion } from '../../test/tool-cache';
import { psString, sceneToEps } from './eps';
import { renderFormat } from './index';
import { sceneFromSvg } from './scene';
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
  type Pixels,
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

describe('eps in print colours', () => {
  const RED: SpotInk = { hex: '#C8102E', name: 'PANTONE 186 C', cmyk: [0, 100, 81, 4] };
  const NAVY: SpotInk = { hex: '#003DA5', name: 'HKS 43 K', cmyk: [100, 60, 0, 5] };
  const BLUE = [80, 20, 0, 10] as const;
  // The process map keyed lowercase, as a caller may have it; the scene writes fills uppercase.
  const inks = { process: new Map([['#00a3e0', BLUE]]), spots: [RED, NAVY] };
  const square = (x: number, y: number, fill: string, opacity = 1) => `<rect x="${x}" y="${y}" width="20" height="20" fill="${fill}" fill-opacity="${opacity}"/>`;
  /** 60×60 pt, no background: the spot (left) and the process blue (right), opaque at the top and at 50 % below; NAVY is not painted. */
  const paperScene = () => sceneFromSvg(`<svg width="60" height="60">${square(0, 0, '#c8102e')}${square(40, 0, '#00a3e0')}${square(0, 40, '#c8102e', 0.5)}${square(40, 40, '#00a3e0', 0.5)}</svg>`);
  /** On a PANTONE 186 C background: NAVY opaque, NAVY and the process blue at 50 %. */
  const groundScene = () =>
    sceneFromSvg(`<svg width="60" height="60"><rect width="60" height="60" fill="#C8102E"/>${square(0, 0, '#003DA5')}${square(40, 0, '#003DA5', 0.5)}${square(0, 40, '#00A3E0', 0.5)}</svg>`);
  const opts = { title: 'Spot', creator: 'Logo Maker', inks };

  /** Ghostscript's separations at 72 dpi, cropped to the box (1 px = 1 pt): plate name → grey pixels (255: no ink), and the CMYK composite (255: full ink). */
  async function separations(body: Buffer): Promise<{ plates: Map<string, Pixels>; composite: Pixels }> {
    const files = withTempFile('logo.eps', body, (file, dir) => {
      run('gs', ['-q', '-dSAFER', '-dBATCH', '-dNOPAUSE', '-dEPSCrop', '-sDEVICE=tiffsep', '-r72', '-o', join(dir, 'p%d.tif'), file]);
      // The composite p1.tif and, beside it, a plate per ink named p1(<ink>).tif.
      return new Map(readdirSync(dir).filter((f) => f.endsWith('.tif')).map((f) => [f, readFileSync(join(dir, f))]));
    });
    const plates = new Map<string, Pixels>();
    for (const [f, tif] of files) if (f.startsWith('p1(')) plates.set(f.slice('p1('.length, -').tif'.length), await pixels(sharp(tif).extractChannel(0)));
    const composite = await pixels(sharp(files.get('p1.tif')!).pipelineColourspace('cmyk').toColourspace('cmyk'));
    return { plates, composite };
  }
  /** Ink (0–1) of a plate at a point. */
  const inkAt = (plate: Pixels, x: number, y: number) => (255 - plate.at(x, y)[0]!) / 255;
  const expectNear = (got: number[], want: number[], what: string) => got.forEach((v, i) => expect(Math.abs(v - want[i]!), `${what}: ${got.join(' ')} vs ${want.join(' ')}`).toBeLessThanOrEqual(0.01));

  /** Ghostscript's exit status and anything it says, reading the file on no device. */
  const gsReads = (body: Buffer) =>
    withTempFile('logo.eps', body, (file) => {
      const r = spawnSync('gs', ['-q', '-dSAFER', '-dBATCH', '-dNOPAUSE', '-sDEVICE=nullpage', file], { encoding: 'utf8' });
      return { status: r.status, said: r.stdout + r.stderr };
    });

  it('names the painted inks in the DSC header and defines each painted spot once as a /Separation colour space', () => {
    const paper = header(sceneToEps(paperScene(), opts));
    const comments = paper.lines.slice(paper.lines.indexOf('%%DocumentData: Clean7Bit') + 1, paper.lines.indexOf('%%EndComments'));
    // Yellow is in no process colour; NAVY is painted nowhere, so it asks for no plate.
    expect(comments).toEqual(['%%DocumentProcessColors: Cyan Magenta Black', '%%DocumentCustomColors: (PANTONE 186 C)', '%%CMYKCustomColor: 0 1 0.81 0.04 (PANTONE 186 C)']);
    expect(paper.lines).toContain('%%LanguageLevel: 2');
    expect(paper.text.match(/\/Separation/g)).toHaveLength(1);
    expect(paper.lines).toContain('/S0 [/Separation (PANTONE 186 C) /DeviceCMYK { dup 0 mul exch dup 1 mul exch dup 0.81 mul exch 0.04 mul }] def');
    // The spot opaque, and at a tint over paper; the process blue in CMYK, and at 50 % over paper (nothing).
    const colours = paper.lines.filter((l) => l.endsWith('setcolor') || l.endsWith(' k'));
    expect(colours).toEqual(['S0 setcolorspace 1 setcolor', '0.8 0.2 0 0.1 k', 'S0 setcolorspace 0.5 setcolor', '0.4 0.1 0 0.05 k']);
    expect(paper.text).not.toMatch(/\brg\b|setrgbcolor/);

    const ground = header(sceneToEps(groundScene(), opts));
    expect(ground.lines.slice(ground.lines.indexOf('%%DocumentData: Clean7Bit') + 1, ground.lines.indexOf('%%EndComments'))).toEqual([
      '%%DocumentProcessColors: Cyan Magenta Yellow Black',
      '%%DocumentCustomColors: (PANTONE 186 C)',
      '%%+ (HKS 43 K)',
      '%%CMYKCustomColor: 0 1 0.81 0.04 (PANTONE 186 C)',
      '%%+ 1 0.6 0 0.05 (HKS 43 K)',
    ]);
    // Over the background a translucent fill, spot or process, is the CMYK mix with the background's alternate.
    expect(ground.lines.filter((l) => l.endsWith('setcolor') || l.endsWith(' k'))).toEqual([
      'S0 setcolorspace 1 setcolor',
      'S1 setcolorspace 1 setcolor',
      '0.5 0.8 0.405 0.045 k',
      '0.4 0.6 0.405 0.07 k',
    ]);

    // Without inks the same scene is RGB, as before.
    expect(sceneToEps(paperScene(), { title: 'Spot', creator: 'Logo Maker' }).toString('latin1')).not.toMatch(/Separation|setcmykcolor|CustomColor/);
  });

  it('throws for a fill with neither a spot nor a process colour, naming it', () => {
    expect(() => sceneToEps(paperScene(), { ...opts, inks: { process: new Map(), spots: [RED] } })).toThrow('#00A3E0');
    // The background's colour too.
    expect(() => sceneToEps(groundScene(), { ...opts, inks: { process: inks.process, spots: [NAVY] } })).toThrow('#C8102E');
  });

  it.skipIf(!GS)(`Ghostscript reads both files without an error (each tint transform leaves four numbers)${skipReason}`, () => {
    for (const scene of [paperScene(), groundScene()]) expect(gsReads(sceneToEps(scene, opts))).toEqual({ status: 0, said: '' });
  });

  it.skipIf(!GS)(`separates in Ghostscript: the spot on its own plate, the process colour on the CMYK plates${skipReason}`, async () => {
    const { plates, composite } = await separations(sceneToEps(paperScene(), opts));
    expect([...plates.keys()].sort()).toEqual(['Black', 'Cyan', 'Magenta', 'PANTONE 186 C', 'Yellow']);
    const at = (x: number, y: number) => ['PANTONE 186 C', 'Cyan', 'Magenta', 'Yellow', 'Black'].map((name) => inkAt(plates.get(name)!, x, y));
    // Square centres: spot opaque and at 50 % on its plate alone (knocking out the process plates), the blue on the process plates alone, nothing between.
    expectNear(at(10, 10), [1, 0, 0, 0, 0], 'spot');
    expectNear(at(10, 50), [0.5, 0, 0, 0, 0], 'spot 50 %');
    expectNear(at(50, 10), [0, 0.8, 0.2, 0, 0.1], 'process');
    expectNear(at(50, 50), [0, 0.4, 0.1, 0, 0.05], 'process 50 %');
    expectNear(at(30, 30), [0, 0, 0, 0, 0], 'paper');
    // The composite shows the spot through its tint transform: t × its CMYK.
    const cmyk = (x: number, y: number) => composite.at(x, y).map((v) => v / 255);
    expectNear(cmyk(10, 10), [0, 1, 0.81, 0.04], 'spot in the composite');
    expectNear(cmyk(10, 50), [0, 0.5, 0.405, 0.02], 'spot 50 % in the composite');
  });
});
