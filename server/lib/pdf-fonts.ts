import { readFileSync } from 'node:fs';
import type { TFontId } from '../../core/design';
import { fontPath } from '../render/fonts';

// Font files read once per process; pdfkit embeds only the glyphs a document uses.
const fontBytes = new Map<TFontId, Buffer>();

/** Latin text in Inter; anything beyond Latin (a Chinese logo name) in Noto Sans SC. */
export function pdfFontFor(text: string, bold = false): TFontId {
  if (/[^\t\n\r\u0020-\u024f\u2000-\u206f]/.test(text)) return bold ? 'noto-sans-sc-700' : 'noto-sans-sc-400';
  return bold ? 'inter-700' : 'inter-400';
}

/** The font file's bytes for pdfkit's `doc.font(…)`, for this text. */
export function pdfFont(text: string, bold = false): Buffer {
  const id = pdfFontFor(text, bold);
  let bytes = fontBytes.get(id);
  if (!bytes) {
    bytes = readFileSync(fontPath(id));
    fontBytes.set(id, bytes);
  }
  return bytes;
}
