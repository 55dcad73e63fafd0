import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { PT_PER_MM } from '../core/cards/format';
import { SAMPLE_CARD_INFO } from '../core/cards/info';
import type { Locale } from '../core/constants';
import { ZDesign } from '../core/design';
import { composePrint, printPageSvg } from '../core/print/compose';
import type { TPrintSpec } from '../core/print/items';
import { DEMO_DESIGNS } from '../server/demo/designs';
import { DOCUMENT_CREATOR } from '../server/render/formats';
import { printToPdf, type PrintStandard } from '../server/render/formats/print-pdf';
import { printInput } from '../server/render/print';
import { median } from './bench-formats';

/**
 * The print shop (issue 47): every item's print file made as the route makes
 * it (composed from the logo, set with the server's fonts, written as
 * PDF/X-4 and PDF/X-1a), `rounds` times each, for three demo logos — 1001 on
 * the English site, 1009 (Chinese) and 1006 (text only) —, their first two
 * brand colours named as spot colours. With `sheet`, each
 * X-4 file's pages are drawn by Ghostscript at 150 dpi and laid on one
 * contact sheet, to look at.
 */

export interface PrintFigure {
  logo: number;
  site: Locale;
  label: string;
  standard: PrintStandard;
  ms: number;
  bytes: number;
}

/** Every item in a representative size on a site, the 12 m sign among them. */
function specsFor(site: Locale): TPrintSpec[] {
  const zh = site === 'zh';
  return [
    { item: 'letterhead', size: zh ? 'a4' : 'letter' },
    { item: 'envelope', size: zh ? 'dl' : 'no10', window: true },
    { item: 'slip', size: zh ? 'third-a4' : 'third-letter' },
    { item: 'sticker', shape: 'round', size: zh ? '50mm' : '2in', sheet: 'none' },
    { item: 'sticker', shape: 'contour', size: zh ? '80mm' : '3in', sheet: 'none' },
    { item: 'sticker', shape: 'rounded', size: zh ? '40mm' : '1.5in', sheet: zh ? 'a4' : 'letter' },
    { item: 'badge', size: zh ? 'vertical' : 'cr80' },
    { item: 'sign', width: 12, height: 1.2, distance: 40, ground: 'brand' },
    { item: 'sign', width: 3, height: 0.8, distance: 20, ground: 'light' },
    { item: 'shirt', placement: 'front', garment: 'light' },
    { item: 'embroidery', garment: 'light' },
    { item: 'stamp', shape: 'round', text: '' },
    { item: 'stamp', shape: 'rect', text: '' },
    { item: 'logo', inks: 'full', ink: 0, width: 100 },
    { item: 'logo', inks: 'two', ink: 0, width: 100 },
    { item: 'logo', inks: 'one', ink: 0, width: 100 },
  ];
}

/** Spot names for the first two brand colours of each logo (as an owner would name them on the brand-identity page): every file carries them. */
const SPOTS: Record<number, ReadonlyMap<string, string>> = {
  1001: new Map([['#3B2A20', 'PANTONE 4625 C'], ['#C8873A', 'PANTONE 7571 C']]),
  1009: new Map([['#1F3A32', 'PANTONE 7727 C'], ['#B83A2E', 'PANTONE 7627 C']]),
  1006: new Map([['#23422F', 'PANTONE 7729 C'], ['#C9A66B', 'PANTONE 7510 C']]),
};

const LOGOS: ReadonlyArray<readonly [number, Locale]> = [
  [1001, 'en'],
  [1009, 'zh'],
  [1006, 'en'],
];

async function makeFile(logo: number, site: Locale, spec: TPrintSpec, standard: PrintStandard): Promise<{ label: string; pdf: Buffer }> {
  const info = { ...SAMPLE_CARD_INFO[site] };
  const piece = composePrint(spec, printInput(ZDesign.parse(DEMO_DESIGNS[logo]), info, site));
  const pages = piece.pages.map((page, i) => ({ svg: printPageSvg(piece, i, { bleed: true, unitsPerMm: PT_PER_MM, cuts: false }), cuts: page.cuts, ...(page.format ? { format: page.format } : {}) }));
  const pdf = await printToPdf(pages, { format: piece.format, standard, title: piece.label, what: piece.label, creator: DOCUMENT_CREATOR, spots: SPOTS[logo]! });
  return { label: piece.label, pdf };
}

/** Ghostscript's drawing of every page of a PDF at `dpi` on white, as PNGs. */
function gsPages(pdf: Buffer, dpi: number): Buffer[] {
  const dir = mkdtempSync(join(tmpdir(), 'print-sheet-'));
  try {
    writeFileSync(join(dir, 'in.pdf'), pdf);
    execFileSync('gs', ['-q', '-dSAFER', '-dBATCH', '-dNOPAUSE', '-sDEVICE=png16m', `-r${dpi}`, '-dTextAlphaBits=4', '-dGraphicsAlphaBits=4', '-o', join(dir, 'p%d.png'), join(dir, 'in.pdf')]);
    const out: Buffer[] = [];
    for (let i = 1; ; i++) {
      try {
        out.push(readFileSync(join(dir, `p${i}.png`)));
      } catch {
        return out;
      }
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function benchPrint(rounds: number, sheet?: string): Promise<PrintFigure[]> {
  const out: PrintFigure[] = [];
  const tiles: { input: Buffer; left: number; top: number }[] = [];
  const TILE = 300;
  let y = 16;
  let sheetWidth = 0;
  for (const [logo, site] of LOGOS) {
    let x = 16;
    let rowHeight = 0;
    for (const spec of specsFor(site)) {
      for (const standard of ['x4', 'x1a'] as const) {
        // The first file of a logo also sets its fonts' glyphs: not counted.
        await makeFile(logo, site, spec, standard);
        const times: number[] = [];
        let made: { label: string; pdf: Buffer } = { label: '', pdf: Buffer.alloc(0) };
        for (let r = 0; r < rounds; r++) {
          const start = performance.now();
          made = await makeFile(logo, site, spec, standard);
          times.push(performance.now() - start);
        }
        out.push({ logo, site, label: made.label, standard, ms: median(times), bytes: made.pdf.length });
        if (sheet && standard === 'x4') {
          for (const png of gsPages(made.pdf, 150)) {
            const tile = await sharp(png).resize(TILE, TILE, { fit: 'inside' }).flatten({ background: '#FFFFFF' }).png().toBuffer();
            const meta = await sharp(tile).metadata();
            tiles.push({ input: tile, left: x, top: y });
            x += meta.width! + 12;
            rowHeight = Math.max(rowHeight, meta.height!);
          }
        }
      }
    }
    sheetWidth = Math.max(sheetWidth, x);
    y += rowHeight + 16;
  }
  if (sheet) await sharp({ create: { width: sheetWidth + 4, height: y, channels: 3, background: '#A7ADB5' } }).composite(tiles).png().toFile(sheet);
  return out;
}
