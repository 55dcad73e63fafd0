import { readdirSync, readFileSync } from 'node:fs';
import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { CMYK_PROFILE, cmykProfileBytes } from '../cmyk';
import { addSpotColour, makePdfX1a, makePdfX4 } from './pdfx';
import { pdfx1aProblems, pdfx4Problems } from './pdfx-check';
import { run, withTempFile } from './test-support';

/*
 * PDF/X-1a:2001 (issue 47, print shop files): what many printers still ask
 * for beside X-4 — PDF 1.3, no transparency, CMYK and named spot colours
 * (Separation) only — made by makePdfX1a and checked by pdfx1aProblems.
 */

const MM = 72 / 25.4;
const SIDE = 50 * MM;
const BLEED = 3 * MM;

/** A 50 mm sticker with 3 mm bleed: a CMYK ground, a spot-colour disc, the die line as the CutContour spot colour. */
async function sticker(opts: { version: '1.3' | '1.6'; standard: 'X-1a' | 'X-4'; opacity?: number }): Promise<Buffer> {
  const doc = new PDFDocument({ pdfVersion: opts.version, size: [SIDE + 2 * BLEED, SIDE + 2 * BLEED], margin: 0, autoFirstPage: false });
  const info = { title: 'Sticker 50 mm', subject: 'Round sticker', keywords: 'sticker', creator: 'Logo Maker', date: new Date('2026-12-07T10:00:00Z'), profile: await cmykProfileBytes(), profileName: CMYK_PROFILE.name };
  if (opts.standard === 'X-1a') makePdfX1a(doc, info);
  else makePdfX4(doc, info);
  doc.addPage();
  Object.assign(doc.page.dictionary.data, { TrimBox: [BLEED, BLEED, BLEED + SIDE, BLEED + SIDE], BleedBox: [0, 0, SIDE + 2 * BLEED, SIDE + 2 * BLEED] });
  const pantone = addSpotColour(doc, 'PANTONE 186 C', [0, 100, 81, 4]);
  const cut = addSpotColour(doc, 'CutContour', [0, 100, 0, 0]);
  doc.rect(0, 0, SIDE + 2 * BLEED, SIDE + 2 * BLEED).fill([0, 0, 10, 0]);
  doc.circle(BLEED + SIDE / 2, BLEED + SIDE / 2, SIDE / 3).fillColor(pantone, opts.opacity ?? 1).fill();
  doc.circle(BLEED + SIDE / 2, BLEED + SIDE / 2, SIDE / 2).lineWidth(0.25).strokeColor(cut).stroke();
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise((resolve) => doc.on('end', resolve));
  doc.end();
  await done;
  return Buffer.concat(chunks);
}

describe('PDF/X-1a:2001', () => {
  it('is a PDF 1.3 file with its identification, the output intent, no UserUnit, and one plate per named spot colour', async () => {
    const pdf = await sticker({ version: '1.3', standard: 'X-1a' });
    expect(pdf.subarray(0, 8).toString('latin1')).toBe('%PDF-1.3');
    expect(pdfx1aProblems(pdf)).toEqual([]);
    const spots = withTempFile('sticker.pdf', pdf, (path, dir) => {
      run('qpdf', ['--check', path]);
      // Ghostscript's separations: the four process plates and one per spot colour, by its name.
      run('gs', ['-q', '-dSAFER', '-dBATCH', '-dNOPAUSE', '-sDEVICE=tiffsep', '-r36', '-o', `${dir}/p%d.tif`, path]);
      const plates = readdirSync(dir).filter((f) => f.startsWith('p1(')).sort();
      expect(plates).toEqual(['p1(Black).tif', 'p1(CutContour).tif', 'p1(Cyan).tif', 'p1(Magenta).tif', 'p1(PANTONE 186 C).tif', 'p1(Yellow).tif'].sort());
      return ['PANTONE 186 C', 'CutContour'].map((name) => readFileSync(`${dir}/p1(${name}).tif`));
    });
    // Ink (below 255) on each spot colour's plate: the disc, the die line.
    for (const plate of spots) expect((await sharp(plate).stats()).channels[0]!.min).toBeLessThan(255);
  });

  it('finds transparency, a newer PDF, X-4 identification and a missing conformance level', async () => {
    const translucent = pdfx1aProblems(await sticker({ version: '1.3', standard: 'X-1a', opacity: 0.5 }));
    expect(translucent.some((p) => p.includes('transparency (/ca 0.5)'))).toBe(true);
    const x4 = await sticker({ version: '1.6', standard: 'X-4' });
    expect(pdfx4Problems(x4)).toEqual([]);
    const asX1a = pdfx1aProblems(x4);
    expect(asX1a).toContain('file header %PDF-1.6: PDF/X-1a files are PDF 1.3 at most');
    expect(asX1a).toContain('Info GTS_PDFXVersion is PDF/X-4, not PDF/X-1:2001');
    expect(asX1a.some((p) => p.startsWith('Info GTS_PDFXConformance is undefined'))).toBe(true);
    expect(asX1a.some((p) => p.includes('UserUnit'))).toBe(true);
  });

  it('refuses a profile PDF 1.3 cannot read (ICC version 4)', async () => {
    const v4 = Buffer.from(await cmykProfileBytes());
    v4[8] = 4;
    const doc = new PDFDocument({ pdfVersion: '1.3', autoFirstPage: false });
    expect(() => makePdfX1a(doc, { title: 't', subject: 's', keywords: 'k', creator: 'c', date: new Date(), profile: v4, profileName: 'v4' })).toThrow(/ICC version 2/);
  });
});
