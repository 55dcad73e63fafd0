import { describe, expect, it } from 'vitest';
import { composeCardSvg } from '../../../core/cards/compose';
import { cardDesignById } from '../../../core/cards/designs';
import { PT_PER_MM } from '../../../core/cards/format';
import { SAMPLE_CARD_INFO } from '../../../core/cards/info';
import type { Locale } from '../../../core/constants';
import { ZDesign } from '../../../core/design';
import { composePrint, printPageSvg } from '../../../core/print/compose';
import type { TPrintSpec } from '../../../core/print/items';
import { DEMO_DESIGNS } from '../../demo/designs';
import { cardSideInput } from '../cards';
import { printInput } from '../print';
import { cardToPdf } from './card-pdf';
import { expectBox, inkPlates, pdfinfo, qpdfJson } from './pdf-test-support';
import { pdfx1aProblems, pdfx4Problems } from './pdfx-check';
import { printToPdf, type PrintStandard } from './print-pdf';
import { run, withTempFile } from './test-support';

/*
 * The print shop's files (issue 47): each item as PDF/X-4 and PDF/X-1a, with
 * its boxes, its die lines as the CutContour spot colour (its own plate,
 * overprinting), and the X-1a flattening of translucent art.
 */

const NOW = new Date('2026-12-07T10:00:00Z');

async function itemPdf(
  spec: TPrintSpec,
  site: Locale,
  standard: PrintStandard,
  logo = 1001,
  marks: 'none' | 'crop' = 'none',
  spots?: ReadonlyMap<string, string>,
): Promise<{ pdf: Buffer; bleed: number; width: number; height: number }> {
  const piece = composePrint(spec, printInput(ZDesign.parse(DEMO_DESIGNS[logo]), { ...SAMPLE_CARD_INFO[site] }, site));
  const pages = piece.pages.map((page, i) => ({ svg: printPageSvg(piece, i, { bleed: true, unitsPerMm: PT_PER_MM, cuts: false }), cuts: page.cuts }));
  const pdf = await printToPdf(pages, { format: piece.format, standard, title: piece.label, what: piece.label, creator: 'Logo Maker', marks, now: NOW, ...(spots ? { spots } : {}) });
  return { pdf, bleed: piece.format.bleed, width: piece.format.width, height: piece.format.height };
}

const inkAt = (plate: { data: Buffer; width: number }, x: number, y: number) => 255 - plate.data[Math.round(y) * plate.width + Math.round(x)]!;

describe('the print shop’s files', () => {
  it('makes a round sticker as PDF/X-1a: PDF 1.3, its boxes, the die line on its own CutContour plate, overprinting the art', async () => {
    const { pdf, bleed, width } = await itemPdf({ item: 'sticker', shape: 'round', size: '2in', sheet: 'none' }, 'en', 'x1a');
    expect(pdf.subarray(0, 8).toString('latin1')).toBe('%PDF-1.3');
    expect(pdfx1aProblems(pdf)).toEqual([]);
    expect(withTempFile('s.pdf', pdf, (path) => run('qpdf', ['--check', path]))).toContain('No syntax or stream encoding errors found');
    // 2 in with 1/8 in bleed: TrimBox 9 pt in, 144 pt wide.
    expect(bleed).toBeCloseTo(3.175);
    const box = pdfinfo(pdf);
    expectBox(box.TrimBox, [bleed, bleed, bleed + width, bleed + width], 'TrimBox');
    expectBox(box.BleedBox, [0, 0, 2 * bleed + width, 2 * bleed + width], 'BleedBox');
    const objects = Object.values(qpdfJson(pdf));
    expect(objects.some((o) => JSON.stringify(o.value ?? {}).includes('"/OP":true') && JSON.stringify(o.value).includes('"/op":true'))).toBe(true);

    const dpi = 150;
    const px = dpi / 25.4;
    const sep = await inkPlates(pdf, dpi);
    expect([...sep.keys()].sort()).toEqual(['Black', 'Cyan', 'CutContour', 'Magenta', 'Yellow'].sort());
    const cut = sep.get('CutContour')!;
    const yellow = sep.get('Yellow')!;
    // Around the circle: the die line on its plate, and the cream ground's yellow still under it (overprinted, not knocked out).
    const centre = (bleed + width / 2) * px;
    const r = (width / 2) * px;
    for (let a = 0; a < 2 * Math.PI; a += Math.PI / 8) {
      const [x, y] = [centre + r * Math.cos(a), centre + r * Math.sin(a)];
      const near = Math.max(...[-1, 0, 1].flatMap((dx) => [-1, 0, 1].map((dy) => inkAt(cut, x + dx, y + dy))));
      expect(near, `die line at ${a.toFixed(2)}`).toBeGreaterThan(100);
      expect(inkAt(yellow, x, y), `ground under the die line at ${a.toFixed(2)}`).toBeGreaterThan(0);
    }
    // No die line inside the sticker's art.
    expect(inkAt(cut, centre, centre)).toBe(0);
  });

  it('prints each named brand colour on a plate of its own, in both standards, its CMYK the alternate; unnamed colours stay process', async () => {
    // 1001's brown and gold named ("Gold" is also a CSS colour name: it must still be the spot), its cream not.
    const spots = new Map([
      ['#3B2A20', 'PANTONE 4625 C'],
      ['#C8873A', 'Gold'],
    ]);
    for (const standard of ['x4', 'x1a'] as const) {
      const { pdf, bleed, width } = await itemPdf({ item: 'sticker', shape: 'round', size: '50mm', sheet: 'none' }, 'zh', standard, 1001, 'none', spots);
      expect(standard === 'x1a' ? pdfx1aProblems(pdf) : pdfx4Problems(pdf)).toEqual([]);
      const text = pdf.toString('latin1');
      expect(text).toContain('/Separation /PANTONE#204625#20C /DeviceCMYK');
      expect(text).toContain('/Separation /Gold /DeviceCMYK');
      const sep = await inkPlates(pdf, 72);
      expect([...sep.keys()].sort(), standard).toEqual(['Black', 'Cyan', 'CutContour', 'Gold', 'Magenta', 'PANTONE 4625 C', 'Yellow'].sort());
      const brown = sep.get('PANTONE 4625 C')!;
      const gold = sep.get('Gold')!;
      const inked = (plate: { data: Buffer }) => plate.data.filter((v) => v < 128).length;
      expect(inked(brown), `${standard}: brown plate`).toBeGreaterThan(50);
      expect(inked(gold), `${standard}: gold plate`).toBeGreaterThan(10);
      // Where the brown prints solid, no process ink (the spot knocks out what is under it); the cream ground is process (yellow) around.
      const px = 72 / 25.4;
      let solid = 0;
      for (let i = 0; i < brown.data.length; i++) {
        if (brown.data[i]! > 10) continue;
        solid++;
        for (const ink of ['Cyan', 'Magenta', 'Yellow', 'Black']) expect(sep.get(ink)!.data[i], `${standard}: ${ink} under the brown`).toBe(255);
      }
      expect(solid).toBeGreaterThan(20);
      expect(inkAt(sep.get('Yellow')!, (bleed + 2) * px, (bleed + width / 2) * px)).toBeGreaterThan(0);
    }
  });

  it('flattens a translucent spot over bare paper to a tint of that spot (X-1a), and never makes white, the paper, a spot', async () => {
    // 20 mm square: a brown square at 50 % over paper top left, a white one bottom right.
    const side = 20 * PT_PER_MM;
    const half = side / 2;
    const svg =
      `<svg xmlns="http://www.w3.org/2000/svg" width="${side}" height="${side}" viewBox="0 0 ${side} ${side}">` +
      `<path d="M0 0L${half} 0L${half} ${half}L0 ${half}Z" fill="#3B2A20" fill-opacity="0.5"/>` +
      `<path d="M${half} ${half}L${side} ${half}L${side} ${side}L${half} ${side}Z" fill="#FFFFFF"/></svg>`;
    const spots = new Map([
      ['#3B2A20', 'PANTONE 4625 C'],
      ['#FFFFFF', 'Opaque White'],
    ]);
    const pdf = await printToPdf([{ svg }], { format: { width: 20, height: 20, bleed: 0, safe: 0, label: '' }, standard: 'x1a', title: 't', what: 'w', creator: 'c', now: NOW, spots });
    expect(pdfx1aProblems(pdf)).toEqual([]);
    const sep = await inkPlates(pdf, 72);
    expect([...sep.keys()].sort()).toEqual(['Black', 'Cyan', 'Magenta', 'PANTONE 4625 C', 'Yellow']);
    const q = (20 * 72) / 25.4 / 4;
    expect(inkAt(sep.get('PANTONE 4625 C')!, q, q)).toBeGreaterThan(115);
    expect(inkAt(sep.get('PANTONE 4625 C')!, q, q)).toBeLessThan(140);
    for (const ink of ['Cyan', 'Magenta', 'Yellow', 'Black']) expect(inkAt(sep.get(ink)!, q, q), ink).toBe(0);
  });

  it('makes the letterhead as PDF/X-4 with its boxes, with crop marks outside the bleed, and no die line', async () => {
    const { pdf, bleed } = await itemPdf({ item: 'letterhead', size: 'letter' }, 'en', 'x4', 1001, 'crop');
    expect(pdfx4Problems(pdf)).toEqual([]);
    const slug = 6;
    const box = pdfinfo(pdf);
    expectBox(box.TrimBox, [slug + bleed, slug + bleed, slug + bleed + 215.9, slug + bleed + 279.4], 'TrimBox');
    expectBox(box.BleedBox, [slug, slug, slug + 2 * bleed + 215.9, slug + 2 * bleed + 279.4], 'BleedBox');
    // The marks print on every plate (Ghostscript folds /All into the process plates); nothing else has a plate.
    const sep = await inkPlates(pdf, 36);
    expect([...sep.keys()].sort()).toEqual(['Black', 'Cyan', 'Magenta', 'Yellow']);
  });

  it('cuts an envelope’s window: the die line on its plate, no ink of any process plate inside the window', async () => {
    const { pdf, bleed } = await itemPdf({ item: 'envelope', size: 'dl', window: true }, 'zh', 'x1a', 1009);
    expect(pdfx1aProblems(pdf)).toEqual([]);
    const dpi = 100;
    const px = dpi / 25.4;
    const sep = await inkPlates(pdf, dpi);
    const cut = sep.get('CutContour')!;
    // The window's left edge (20 mm in, 50–95 mm down), and its inside.
    expect(Math.max(...[-2, -1, 0, 1, 2].map((dx) => inkAt(cut, (bleed + 20) * px + dx, (bleed + 72) * px)))).toBeGreaterThan(100);
    for (const plate of ['Cyan', 'Magenta', 'Yellow', 'Black']) {
      const p = sep.get(plate)!;
      for (let x = 25; x <= 105; x += 5) for (let y = 55; y <= 90; y += 5) expect(inkAt(p, (bleed + x) * px, (bleed + y) * px), `${plate} at ${x},${y} mm`).toBe(0);
    }
  });

  it('makes a sheet of stickers with every sticker’s die line on the CutContour plate', async () => {
    const { pdf } = await itemPdf({ item: 'sticker', shape: 'round', size: '40mm', sheet: 'a4' }, 'zh', 'x1a');
    expect(pdfx1aProblems(pdf)).toEqual([]);
    const piece = composePrint({ item: 'sticker', shape: 'round', size: '40mm', sheet: 'a4' }, printInput(ZDesign.parse(DEMO_DESIGNS[1001]), SAMPLE_CARD_INFO.zh, 'zh'));
    const dpi = 50;
    const px = dpi / 25.4;
    const cut = (await inkPlates(pdf, dpi)).get('CutContour')!;
    // The top of each circle (its centre's x, its box's top) carries the die line.
    for (const d of piece.pages[0]!.cuts) {
      const nums = d.match(/-?\d+(\.\d+)?/g)!.map(Number);
      const xs = nums.filter((_, i) => i % 2 === 0);
      const ys = nums.filter((_, i) => i % 2 === 1);
      const [cx, top] = [(Math.min(...xs) + Math.max(...xs)) / 2, Math.min(...ys)];
      const near = Math.max(...[-1, 0, 1].flatMap((dy) => [-1, 0, 1].map((dx) => inkAt(cut, (3 + cx) * px + dx, (3 + top) * px + dy))));
      expect(near).toBeGreaterThan(60);
    }
  });

  it('flattens a business card’s translucent watermark for PDF/X-1a: no transparency left, the same picture as the X-4 file', async () => {
    const input = cardSideInput(ZDesign.parse(DEMO_DESIGNS[1001]), SAMPLE_CARD_INFO.en, 'en');
    const card = cardDesignById('monogram')!;
    const sides = (['front', 'back'] as const).map((side) => composeCardSvg(card, side, input, { bleed: true, unitsPerMm: PT_PER_MM }));
    expect(sides.join('')).toMatch(/opacity="0\.\d+"/);
    const x4 = await cardToPdf(sides, { format: input.format, title: 't', creator: 'c', now: NOW });
    const x1a = await cardToPdf(sides, { format: input.format, title: 't', creator: 'c', now: NOW, standard: 'x1a' });
    expect(pdfx4Problems(x4)).toEqual([]);
    expect(pdfx1aProblems(x1a)).toEqual([]);
    // Compared ink by ink as a press composites them (Ghostscript's separations: CMYK blending), side 2 carries the watermark.
    const [a, b] = await Promise.all([inkPlates(x4, 100, 2), inkPlates(x1a, 100, 2)]);
    for (const ink of ['Cyan', 'Magenta', 'Yellow', 'Black']) {
      const [pa, pb] = [a.get(ink)!, b.get(ink)!];
      let diff = 0;
      for (let i = 0; i < pa.data.length; i++) diff += Math.abs(pa.data[i]! - pb.data[i]!);
      expect(diff / pa.data.length, ink).toBeLessThan(0.6);
    }
    // And the watermark is there: the back's ink differs from a plain ground where the watermark lies.
    const black = b.get('Black')!;
    expect(new Set(black.data).size).toBeGreaterThan(2);
  });
});
