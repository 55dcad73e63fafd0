import sharp from 'sharp';
import type { TImageFormat, TSourceFormat } from '../../../core/designer';

const head = (bytes: Buffer, n: number) => bytes.subarray(0, n).toString('latin1');

/**
 * What a source attachment is, by its bytes (spec 01 §5: svg, pdf, eps, cdr,
 * postscript, illustrator); null for anything else. The name and the type
 * the browser sent say nothing.
 */
export function sourceFormat(bytes: Buffer): TSourceFormat | null {
  if (bytes.length < 8) return null;
  const start = head(bytes, 64 * 1024);
  if (start.startsWith('%PDF-')) {
    // Illustrator files are PDF files with Illustrator's private data inside.
    return /Adobe Illustrator|AIPrivateData|<illustrator:/.test(start) ? 'ai' : 'pdf';
  }
  if (start.startsWith('%!PS-Adobe') || start.startsWith('%!')) {
    const firstLine = start.slice(0, start.search(/[\r\n]|$/));
    if (/EPSF/.test(firstLine)) return 'eps';
    return /%%Creator:\s*Adobe Illustrator/.test(start.slice(0, 4096)) ? 'ai' : 'ps';
  }
  // DOS EPS binary header (PostScript with a preview).
  if (bytes[0] === 0xc5 && bytes[1] === 0xd0 && bytes[2] === 0xd3 && bytes[3] === 0xc6) return 'eps';
  // CorelDRAW: RIFF "CDRx" up to X3; a ZIP holding content/riffData.cdr or content/root.dat since X4.
  if (start.startsWith('RIFF') && /^cdr/i.test(start.slice(8, 11))) return 'cdr';
  if (start.startsWith('PK\x03\x04') && /content\/(riffData\.cdr|root\.dat)/.test(start + bytes.subarray(-64 * 1024).toString('latin1'))) return 'cdr';
  if (isSvg(bytes)) return 'svg';
  return null;
}

/** An SVG document: text (no NUL bytes) whose first element is <svg>, after an optional XML declaration, comments and doctype. */
function isSvg(bytes: Buffer): boolean {
  const text = bytes.subarray(0, 8192).toString('utf8').replace(/^\uFEFF/, '');
  if (text.includes('\u0000')) return false;
  const rest = text.replace(/^\s*(<\?xml[^>]*\?>\s*)?((<!--[\s\S]*?-->|<!DOCTYPE[^>]*>)\s*)*/i, '');
  return /^<svg[\s>]/.test(rest);
}

/** An image's format and size by its content, or null when sharp cannot read it as JPG, PNG or WebP. */
export async function imageFormat(bytes: Buffer): Promise<{ format: TImageFormat; width: number; height: number } | null> {
  try {
    const m = await sharp(bytes, { failOn: 'error' }).metadata();
    if ((m.format === 'jpeg' || m.format === 'png' || m.format === 'webp') && m.width && m.height) {
      return { format: m.format, width: m.width, height: m.height };
    }
    return null;
  } catch {
    return null;
  }
}

export const IMAGE_EXT: Record<TImageFormat, string> = { jpeg: 'jpg', png: 'png', webp: 'webp' };
export const SOURCE_TYPES: Record<TSourceFormat, string> = {
  svg: 'image/svg+xml',
  pdf: 'application/pdf',
  eps: 'application/postscript',
  ps: 'application/postscript',
  ai: 'application/illustrator',
  cdr: 'application/vnd.corel-draw',
};
export const IMAGE_TYPES: Record<TImageFormat, string> = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };
