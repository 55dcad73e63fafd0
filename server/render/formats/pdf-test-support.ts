import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { expect } from 'vitest';
import { PT_PER_MM } from '../../../core/cards/format';
import { pixels, run, withTempFile, type Pixels } from './test-support';

/** What the print PDFs' tests read of a file: its boxes (pdfinfo), its objects (qpdf), its pages as pixels (poppler). */

/** `pdfinfo -box` of page `page` as key → value. */
export function pdfinfo(pdf: Buffer, page = 1): Record<string, string> {
  const out = withTempFile('print.pdf', pdf, (path) => run('pdfinfo', ['-box', '-f', String(page), '-l', String(page), path]));
  return Object.fromEntries(out.split('\n').filter((l) => l.includes(':')).map((l) => [l.slice(0, l.indexOf(':')).replace(/^Page\s+\d+\s+/, '').trim(), l.slice(l.indexOf(':') + 1).trim()]));
}

/** A box of pdfinfo ([x1, y1, x2, y2] in points, 2 decimals) is this one in millimetres. */
export function expectBox(box: string | undefined, want: number[], what: string): void {
  const got = box!.split(/\s+/).map(Number);
  got.forEach((v, i) => expect(Math.abs(v - want[i]! * PT_PER_MM), `${what}: ${box} vs ${want.join(' ')} mm`).toBeLessThanOrEqual(0.006));
}

/** The objects of the file as qpdf's JSON gives them. */
export function qpdfJson(pdf: Buffer): Record<string, { value?: unknown; stream?: { dict: Record<string, unknown>; data?: string } }> {
  const json = withTempFile('print.pdf', pdf, (path) => run('qpdf', ['--json', '--json-stream-data=inline', '--decode-level=generalized', path]));
  return Object.fromEntries(Object.entries((JSON.parse(json) as { qpdf: [unknown, Record<string, never>] }).qpdf[1]).map(([k, v]) => [k.replace(/^obj:/, ''), v]));
}

/** Page `page` drawn by poppler at `dpi`. */
export function renderPage(pdf: Buffer, page: number, dpi: number): Promise<Pixels> {
  const png = withTempFile('print.pdf', pdf, (path, dir) => {
    run('pdftoppm', ['-r', String(dpi), '-f', String(page), '-l', String(page), '-png', '-singlefile', path, join(dir, 'page')]);
    return readFileSync(join(dir, 'page.png'));
  });
  return pixels(png);
}

/** Ghostscript's separations of a page (of a PDF, or of an EPS cropped to its box) at `dpi`: plate name → its greyscale pixels (255: no ink). */
export async function inkPlates(file: Buffer, dpi: number, page = 1, kind: 'pdf' | 'eps' = 'pdf'): Promise<Map<string, { data: Buffer; width: number; height: number }>> {
  const files = withTempFile(`print.${kind}`, file, (path, dir) => {
    run('gs', ['-q', '-dSAFER', '-dBATCH', '-dNOPAUSE', ...(kind === 'eps' ? ['-dEPSCrop'] : []), '-sDEVICE=tiffsep', `-r${dpi}`, '-o', `${dir}/p%d.tif`, path]);
    return readdirSync(dir).filter((f) => f.startsWith(`p${page}(`)).map((f) => [f.slice(`p${page}(`.length, -5), readFileSync(`${dir}/${f}`)] as const);
  });
  const out = new Map<string, { data: Buffer; width: number; height: number }>();
  for (const [name, tif] of files) {
    const { data, info } = await sharp(tif).extractChannel(0).raw().toBuffer({ resolveWithObject: true });
    out.set(name, { data, width: info.width, height: info.height });
  }
  return out;
}
