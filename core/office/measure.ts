/**
 * Text measured without a font (previews of office documents and slides:
 * the real layout is the word processor's). Widths in ems, close enough for
 * wrapping a preview: CJK full width, Latin by letter class.
 */

/** Full-width scripts: Hangul Jamo, CJK radicals to Yi, Hangul syllables, compatibility ideographs and forms, full-width forms. */
const CJK_RANGES = '\\u1100-\\u11ff\\u2e80-\\ua4cf\\uac00-\\ud7af\\uf900-\\ufaff\\ufe30-\\ufe4f\\uff00-\\uff60\\uffe0-\\uffe6';
const CJK = new RegExp(`[${CJK_RANGES}]`);
/** A CJK character alone, a run of anything else but spaces, or spaces: the pieces a line breaks between. */
const TOKENS = new RegExp(`[${CJK_RANGES}]|[^\\s${CJK_RANGES}]+|\\s+`, 'g');

export function charEm(ch: string): number {
  if (CJK.test(ch)) return 1;
  if (ch === ' ') return 0.28;
  if (/[A-Z]/.test(ch)) return 0.66;
  if (/[mwMW@]/.test(ch)) return 0.85;
  if (/[iljtf.,:;'’|!()[\]]/.test(ch)) return 0.3;
  return 0.54;
}

export function textEm(text: string): number {
  let w = 0;
  for (const ch of text) w += charEm(ch);
  return w;
}

/** How much wider a bold line of Latin runs than the same line in the regular weight (heading faces: 6–9 %). */
const BOLD_WIDTH = 1.08;

/**
 * Lines of `text` that fit `width` at `size` (same unit): breaks at line
 * feeds, between words, and between any two CJK characters; a bold line is
 * measured wider.
 */
export function wrapText(text: string, width: number, size: number, bold = false): string[] {
  const maxEm = width / (size * (bold ? BOLD_WIDTH : 1));
  const out: string[] = [];
  for (const para of text.split('\n')) {
    const tokens = para.match(TOKENS) ?? [''];
    let line = '';
    for (const token of tokens) {
      const next = line + token;
      if (line !== '' && textEm(next.trimEnd()) > maxEm && !/^\s+$/.test(token)) {
        out.push(line.trimEnd());
        line = token.trimStart();
      } else line = next;
    }
    out.push(line.trimEnd());
  }
  return out;
}
