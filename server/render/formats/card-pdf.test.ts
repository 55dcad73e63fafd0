import { readFileSync } from 'node:fs';
import PDFDocument from 'pdfkit';
import { beforeAll, describe, expect, it } from 'vitest';
import { composeCardSvg } from '../../../core/cards/compose';
import { cardDesignById } from '../../../core/cards/designs';
import { CARD_FORMATS, PT_PER_MM } from '../../../core/cards/format';
import { SAMPLE_CARD_INFO } from '../../../core/cards/info';
import type { TCardMarks } from '../../../core/cards/api';
import type { Locale } from '../../../core/constants';
import { ZDesign } from '../../../core/design';
import { DEMO_DESIGNS } from '../../demo/designs';
import { cardSideInput } from '../cards';
import { CMYK_PROFILE } from '../cmyk';
import { cardToPdf } from './card-pdf';
import { pdfText, pdfx4Problems } from './pdfx-check';
import { expectBox, pdfinfo, qpdfJson, renderPage } from './pdf-test-support';
import { run, withTempFile, type Pixels } from './test-support';

/** The print PDF of a card: PDF/X-4 (ISO 15930-7), its boxes, its crop marks. */

const NAME = 'Zoë Ødegård & <Co>';
async function cardPdf(site: Locale, design: string, marks: TCardMarks, logo = 1001): Promise<Buffer> {
  const input = cardSideInput(ZDesign.parse(DEMO_DESIGNS[logo]), { ...SAMPLE_CARD_INFO[site], name: NAME }, site);
  const card = cardDesignById(design)!;
  const sides = (['front', 'back'] as const).map((side) => composeCardSvg(card, side, input, { bleed: true, unitsPerMm: PT_PER_MM }));
  return cardToPdf(sides, { format: input.format, title: `Northwind Coffee – ${NAME}`, creator: 'Logo Maker', marks, now: new Date('2026-11-27T10:20:30Z') });
}

/** 254 dpi: 10 px a millimetre, so the 6 mm beyond the bleed is a whole number of pixels. */
const DPI = 254;
const PX_PER_MM = DPI / 25.4;
const render = (pdf: Buffer, page: number) => renderPage(pdf, page, DPI);
const ink = (p: Pixels, x: number, y: number) => Math.min(...p.at(x, y).slice(0, 3)) < 245;

describe('the business card print PDF is PDF/X-4', () => {
  let pdf: Buffer;
  beforeAll(async () => {
    pdf = await cardPdf('en', 'monogram', 'crop');
  });

  it('passes qpdf --check', () => {
    const out = withTempFile('card.pdf', pdf, (path) => run('qpdf', ['--check', path]));
    expect(out).toContain('PDF Version: 1.6');
    expect(out).toContain('No syntax or stream encoding errors found');
  });

  it('meets the requirements of ISO 15930-7 a preflight checks, and poppler reads it as PDF/X-4', async () => {
    expect(pdfx4Problems(pdf)).toEqual([]);
    expect(withTempFile('card.pdf', pdf, (path) => run('pdfinfo', [path]))).toMatch(/PDF subtype:\s+PDF\/X-4\n(.*\n)*\s+Standard:\s+ISO 15930-7/);
    expect(pdfx4Problems(await cardPdf('zh', 'classic', 'none', 1009))).toEqual([]);
  });

  it('carries the output intent: the ICC profile its CMYK colours were converted with, embedded', () => {
    const objects = qpdfJson(pdf);
    const get = (ref: unknown) => objects[ref as string]!;
    const trailer = objects.trailer!.value as Record<string, unknown>;
    const catalog = get(trailer['/Root']).value as Record<string, unknown>;
    const intents = catalog['/OutputIntents'] as string[];
    expect(intents).toHaveLength(1);
    const intent = (typeof intents[0] === 'string' ? get(intents[0]).value : intents[0]) as Record<string, unknown>;
    expect(intent['/S']).toBe('/GTS_PDFX');
    expect(pdfText(intent['/OutputConditionIdentifier'] as string)).toBe('Custom');
    expect(pdfText(intent['/OutputCondition'] as string)).toBe(CMYK_PROFILE.name);
    expect(pdfText(intent['/Info'] as string)).toBe(CMYK_PROFILE.name);
    const profile = get(intent['/DestOutputProfile']).stream!;
    expect(profile.dict['/N']).toBe(4);
    const icc = Buffer.from(profile.data!, 'base64');
    expect(icc.equals(readFileSync(CMYK_PROFILE.source))).toBe(true);
    expect(icc.toString('latin1')).toContain(CMYK_PROFILE.name);

    const info = get(trailer['/Info']).value as Record<string, unknown>;
    const value = (key: string) => {
      const v = info[key];
      return typeof v === 'string' && / R$/.test(v) ? get(v).value : v;
    };
    expect(value('/Trapped')).toBe('/False');
    expect(pdfText(value('/GTS_PDFXVersion') as string)).toBe('PDF/X-4');
    expect(value('/GTS_PDFXConformance')).toBeUndefined();
    expect(pdfText(value('/Title') as string)).toBe(`Northwind Coffee – ${NAME}`);
    expect(pdfText(value('/CreationDate') as string)).toBe('D:20261127102030Z');
    expect(pdfText(value('/ModDate') as string)).toBe('D:20261127102030Z');
    expect((trailer['/ID'] as string[]).map((s) => s.length)).toEqual([34, 34]);
  });

  it('names the standard in its XMP metadata, the title escaped', () => {
    const objects = qpdfJson(pdf);
    const trailer = objects.trailer!.value as Record<string, string>;
    const catalog = objects[trailer['/Root']!]!.value as Record<string, string>;
    const xmp = Buffer.from(objects[catalog['/Metadata']!]!.stream!.data!, 'base64').toString('utf8');
    expect(xmp).toContain('<pdfxid:GTS_PDFXVersion>PDF/X-4</pdfxid:GTS_PDFXVersion>');
    expect(xmp).toContain('<rdf:li xml:lang="x-default">Northwind Coffee – Zoë Ødegård &amp; &lt;Co&gt;</rdf:li>');
    expect(xmp).toContain('<xmp:CreateDate>2026-11-27T10:20:30Z</xmp:CreateDate>');
  });

  it('finds the problems of a PDF that is not PDF/X (the checker checks)', async () => {
    const doc = new PDFDocument({ size: [100, 100], pdfVersion: '1.7', info: { Title: 'a & b' } });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
    doc.rect(0, 0, 50, 50).fillColor('#FF0000').fill();
    doc.end();
    const problems = pdfx4Problems(await done);
    for (const p of [
      /header %PDF-1\.7/,
      /ModDate is missing/,
      /Trapped/,
      /XMP metadata is not well-formed/,
      /pdfxid:GTS_PDFXVersion is missing/,
      /0 output intents/,
      /page 1 has neither TrimBox nor ArtBox/,
      /DeviceRGB colour in a content stream/,
    ]) {
      expect(problems.some((m) => p.test(m)), `${p} in ${JSON.stringify(problems)}`).toBe(true);
    }
  });
});

describe('crop marks', () => {
  it('without marks (the default printers ask for): the page is the bleed, TrimBox inside, nothing stroked', async () => {
    for (const site of ['en', 'zh'] as const) {
      const f = CARD_FORMATS[site];
      const pdf = await cardPdf(site, 'classic', 'none');
      for (const page of [1, 2]) {
        const box = pdfinfo(pdf, page);
        expectBox(box.MediaBox, [0, 0, f.width + 2 * f.bleed, f.height + 2 * f.bleed], `${site} MediaBox`);
        expect(box.BleedBox).toBe(box.MediaBox);
        expect(box.CropBox).toBe(box.MediaBox);
        expectBox(box.TrimBox, [f.bleed, f.bleed, f.bleed + f.width, f.bleed + f.height], `${site} TrimBox`);
      }
      const streams = Object.values(qpdfJson(pdf)).filter((o) => o.stream && o.stream.dict['/Type'] === undefined && o.stream.dict['/N'] === undefined);
      for (const s of streams) expect(Buffer.from(s.stream!.data!, 'base64').toString('latin1')).not.toMatch(/(^|\s)(S|s|B|b|SCN)(\s|$)/);
    }
  });

  it('with crop marks: the page reaches 6 mm beyond the bleed, the marks 1 mm clear of it, in the registration colour', async () => {
    for (const site of ['en', 'zh'] as const) {
      const f = CARD_FORMATS[site];
      const pdf = await cardPdf(site, 'classic', 'crop');
      const box = pdfinfo(pdf);
      const slug = 6;
      expectBox(box.MediaBox, [0, 0, f.width + 2 * (f.bleed + slug), f.height + 2 * (f.bleed + slug)], `${site} MediaBox`);
      expectBox(box.BleedBox, [slug, slug, slug + f.width + 2 * f.bleed, slug + f.height + 2 * f.bleed], `${site} BleedBox`);
      expectBox(box.TrimBox, [slug + f.bleed, slug + f.bleed, slug + f.bleed + f.width, slug + f.bleed + f.height], `${site} TrimBox`);
      expect(box.CropBox).toBe(box.MediaBox);
      expect(pdf.toString('latin1')).toMatch(/\[\/Separation \/All \/DeviceCMYK/);
    }
  });

  it('with crop marks nothing is drawn inside the bleed but the card; the marks stand on the trim lines in the slug', async () => {
    for (const [site, design, logo] of [
      ['en', 'monogram', 1001],
      ['zh', 'classic', 1009],
    ] as const) {
      const f = CARD_FORMATS[site];
      const withMarks = await cardPdf(site, design, 'crop', logo);
      const without = await cardPdf(site, design, 'none', logo);
      for (const page of [1, 2]) {
        const a = await render(withMarks, page);
        const b = await render(without, page);
        const slug = 6 * PX_PER_MM;
        // Inside the BleedBox the page is the card without marks, pixel for pixel.
        let differ = 0;
        for (let y = 0; y < b.height - 1; y++) {
          for (let x = 0; x < b.width - 1; x++) {
            const p = a.at(x + slug, y + slug);
            const q = b.at(x, y);
            if (Math.max(...p.map((v, i) => Math.abs(v - q[i]!))) > 8) differ++;
          }
        }
        expect(differ, `${site} ${design} page ${page}`).toBe(0);
        // Outside it, ink only on the eight marks: on the trim lines, from the page edge to 1 mm before the bleed.
        const trimX = [slug + f.bleed * PX_PER_MM, slug + (f.bleed + f.width) * PX_PER_MM];
        const trimY = [slug + f.bleed * PX_PER_MM, slug + (f.bleed + f.height) * PX_PER_MM];
        const near = (v: number, lines: number[]) => lines.some((l) => Math.abs(v - l) <= 2);
        const bleedEdge = { x1: slug, y1: slug, x2: a.width - slug, y2: a.height - slug };
        const stray: string[] = [];
        for (let y = 0; y < a.height; y++) {
          for (let x = 0; x < a.width; x++) {
            const inBleed = x >= bleedEdge.x1 - 1 && x <= bleedEdge.x2 && y >= bleedEdge.y1 - 1 && y <= bleedEdge.y2;
            if (inBleed || !ink(a, x, y)) continue;
            const onMark = (y < slug - PX_PER_MM + 1 || y > a.height - slug + PX_PER_MM - 1) ? near(x, trimX) : near(y, trimY);
            const clear = x < slug - PX_PER_MM + 1 || x > a.width - slug + PX_PER_MM - 2 || y < slug - PX_PER_MM + 1 || y > a.height - slug + PX_PER_MM - 2;
            if (!onMark || !clear) stray.push(`${x},${y}`);
          }
        }
        expect(stray.slice(0, 10), `${site} ${design} page ${page}: ink in the slug off the marks`).toEqual([]);
        // Each mark is there, 5 mm long.
        for (const x of trimX) {
          const column = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => from + i).filter((y) => [-1, 0, 1].some((d) => ink(a, Math.round(x) + d, y))).length;
          expect(column(0, Math.round(slug))).toBeGreaterThanOrEqual(5 * PX_PER_MM - 2);
          expect(column(a.height - Math.round(slug), a.height)).toBeGreaterThanOrEqual(5 * PX_PER_MM - 2);
        }
        for (const y of trimY) {
          const row = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => from + i).filter((x) => [-1, 0, 1].some((d) => ink(a, x, Math.round(y) + d))).length;
          expect(row(0, Math.round(slug))).toBeGreaterThanOrEqual(5 * PX_PER_MM - 2);
          expect(row(a.width - Math.round(slug), a.width)).toBeGreaterThanOrEqual(5 * PX_PER_MM - 2);
        }
      }
    }
  });
});
