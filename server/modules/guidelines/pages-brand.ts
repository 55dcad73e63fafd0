import { contrast } from '../../../core/composer/colour';
import { outlineRun } from '../../../core/composer/outline';
import type { Locale } from '../../../core/constants';
import type { TDesign, TFontId } from '../../../core/design';
import { transformSegments } from '../../../core/geometry';
import { parsePathData } from '../../../core/path-data';
import { CMYK_PROFILE, type Cmyk } from '../../render/cmyk';
import { FONT_CATALOGUE, FONT_LICENSE, serverFontSource } from '../../render/fonts';
import { CONTENT, drawShapes, frame, INK, label, measure, MUTED, needsFrame, PAPER, RULE, sectionPage, write, type Book, type Section } from './book';
import { brandColours } from '../../../core/vi/colours';
import { say, STRINGS } from './strings';

/** The colour page and the typography page. */

/** How much of a layout each colour takes, by rank (the colour balance bar). */
const BALANCE: Record<number, readonly number[]> = { 1: [100], 2: [70, 30], 3: [60, 30, 10], 4: [55, 25, 12, 8] };

/**
 * `inks`: the CMYK of each colour through the named profile (render/cmyk.ts), keyed by upper-case HEX;
 * `spots`: the spot colour names the owner gave, keyed the same (a colour absent has none).
 */
export function coloursPage(book: Book, page: number, section: Section, inks: ReadonlyMap<string, Cmyk>, spots: ReadonlyMap<string, string> = new Map()): void {
  sectionPage(book, page, section);
  const { doc, site } = book;
  const colours = brandColours(book.design, site);
  const gap = 16;
  const w = (CONTENT.width - gap * (colours.length - 1)) / colours.length;
  const blockH = 186;
  const spotOf = (hex: string) => spots.get(hex)?.trim() || undefined;
  const named = colours.some((c) => spotOf(c.hex) !== undefined);
  colours.forEach((c, i) => {
    const x = CONTENT.left + i * (w + gap);
    const y = CONTENT.top;
    doc.rect(x, y, w, blockH).fill(c.hex);
    if (needsFrame(c.hex)) frame(book, { x, y, w, h: blockH });
    const on = contrast(c.hex, PAPER) >= 3 ? PAPER : INK;
    label(book, c.title, x + 14, y + 14, on);
    write(book, c.hex, x + 14, y + blockH - 30, { size: 15, bold: true, colour: on });
    const [r, g, b] = c.rgb;
    const ink = inks.get(c.hex)!;
    let ty = y + blockH + 16;
    const spot = spotOf(c.hex);
    const rows: [string, string][] = [
      ['HEX', c.hex],
      ['RGB', `${r}, ${g}, ${b}`],
      ['CMYK', ink.join(', ')],
      ...(spot ? [[STRINGS.spot[site], spot] as [string, string]] : []),
    ];
    for (const [name, value] of rows) {
      write(book, name, x, ty, { size: 7.5, bold: true, colour: MUTED, tracking: 0.8 });
      // A long spot name (up to 40 characters) shrinks to its column, down to 6.5 pt, then wraps; its baseline stays the row's.
      const room = w - 40;
      const size = Math.max(6.5, Math.min(9.5, (9.5 * room) / measure(book, value, { size: 9.5 })));
      const wraps = measure(book, value, { size }) > room + 0.01;
      const h = write(book, value, x + 40, ty - 1 + (9.5 - size) * 0.8, { size, colour: INK, ...(wraps ? { width: room } : {}) });
      ty += 17 + (wraps ? h - doc.currentLineHeight(true) : 0);
      doc.moveTo(x, ty - 5).lineTo(x + w, ty - 5).lineWidth(0.5).strokeColor(RULE, 1).stroke();
    }
  });

  // The colour balance: how much of a layout each colour should take.
  const barY = CONTENT.bottom - 62;
  label(book, STRINGS.colourBalance[site], CONTENT.left, barY - 16);
  const shares = BALANCE[colours.length]!;
  let bx = CONTENT.left;
  colours.forEach((c, i) => {
    const bw = (CONTENT.width * shares[i]!) / 100;
    doc.rect(bx, barY, bw, 16).fill(c.hex);
    write(book, `${shares[i]}%`, bx, barY + 21, { size: 7.5, colour: MUTED });
    bx += bw;
  });
  frame(book, { x: CONTENT.left, y: barY, w: CONTENT.width, h: 16 });
  const note = say(STRINGS.cmykNote, site, { profile: CMYK_PROFILE.name }) + (named ? `${site === 'zh' ? '' : ' '}${STRINGS.spotNote[site]}` : '');
  write(book, note, CONTENT.left, CONTENT.bottom - 14, { size: 7.5, colour: MUTED, width: CONTENT.width });
}

export interface FontCard {
  role: string;
  use: string;
  font: TFontId;
  /** The line the logo sets in this font, shown in it. */
  sample: string;
}

/** The typefaces shown: the name's and the slogan's; a logo with one typeface gets the site's body face beside it. */
/** The brand's typefaces, each with its role and use, in the site's language (the brand page shows the same: portal/figures.ts). */
export function brandFonts(design: TDesign, site: Locale): FontCard[] {
  const name = design.name;
  const slogan = design.slogan;
  const cased = (line: { text: string; uppercase: boolean }) => (line.uppercase ? line.text.toUpperCase() : line.text);
  if (slogan && slogan.font !== name.font) {
    return [
      { role: STRINGS.nameFont[site], use: STRINGS.nameUse[site], font: name.font, sample: cased(name) },
      { role: STRINGS.sloganFont[site], use: STRINGS.sloganUse[site], font: slogan.font, sample: cased(slogan) },
    ];
  }
  const first: FontCard = { role: (slogan ? STRINGS.bothFont : STRINGS.nameFont)[site], use: STRINGS.nameUse[site], font: name.font, sample: cased(name) };
  const body: TFontId = site === 'zh' ? 'noto-sans-sc-400' : 'inter-400';
  if (body === name.font) return [first];
  return [first, { role: STRINGS.bodyFont[site], use: STRINGS.bodyUse[site], font: body, sample: STRINGS.bodySample[site] }];
}

export const isCjkFont = (font: TFontId) => serverFontSource.get(font).charToGlyph('永').index !== 0;

/**
 * Text set in a typeface as outlines (core/composer/outline.ts with the
 * server's fonts), its baseline at y, shrunk to fit `maxWidth`. The PDF
 * needs no copy of the logo's fonts this way, and shows them exactly.
 */
function drawRun(book: Book, text: string, font: TFontId, size: number, x: number, y: number, colour: string, maxWidth: number): void {
  let run = outlineRun(text, font, size, serverFontSource);
  if (run.advance > maxWidth) run = outlineRun(text, font, (size * maxWidth) / run.advance, serverFontSource);
  if (run.d === '') return;
  drawShapes(book.doc, [{ segments: transformSegments(parsePathData(run.d), [1, 0, 0, 1, x, y]), fill: colour, opacity: 1 }]);
}

export function typographyPage(book: Book, page: number, section: Section, design: TDesign): void {
  sectionPage(book, page, section);
  const { doc, site } = book;
  const cards = brandFonts(design, site);
  const gap = 28;
  const w = (CONTENT.width - gap * (cards.length - 1)) / cards.length;
  cards.forEach((card, i) => {
    const x = CONTENT.left + i * (w + gap);
    let y: number = CONTENT.top;
    const cjk = isCjkFont(card.font);
    label(book, card.role, x, y);
    write(book, FONT_CATALOGUE[card.font].name, x, y + 14, { size: 17, bold: true, colour: INK });
    y += 48;
    // The specimen panel: a large glyph pair, the alphabet, the logo's own line.
    const panelH = 196;
    doc.rect(x, y, w, panelH).fill(book.design.background);
    if (needsFrame(book.design.background)) frame(book, { x, y, w, h: panelH });
    const ink = contrast(book.design.name.color, book.design.background) >= 3 ? book.design.name.color : INK;
    drawRun(book, cjk ? '永字' : 'Aa', card.font, 76, x + 20, y + 92, ink, w * 0.4);
    const lines = cjk ? [STRINGS.specimenCjk[site], STRINGS.specimenCjkLine[site]] : [STRINGS.specimenLatin[site], STRINGS.specimenLatinLower[site]];
    drawRun(book, lines[0]!, card.font, 15, x + 20, y + 126, ink, w - 40);
    drawRun(book, lines[1]!, card.font, 15, x + 20, y + 150, ink, w - 40);
    drawRun(book, card.sample, card.font, 12, x + 20, y + 178, contrast(book.accent, book.design.background) >= 3 ? book.accent : ink, w - 40);
    y += panelH + 16;
    for (const [name, value] of [
      [STRINGS.usedFor[site], card.use],
      [STRINGS.licence[site], say(STRINGS.licenceNote, site, { licence: FONT_LICENSE.name, url: FONT_LICENSE.url.replace(/^https:\/\//, '') })],
    ] as const) {
      doc.moveTo(x, y).lineTo(x + w, y).lineWidth(0.5).strokeColor(RULE, 1).stroke();
      label(book, name, x, y + 9);
      y += 22 + write(book, value, x, y + 22, { size: 9, colour: INK, width: w, lineGap: 2 }) + 12;
    }
  });
}
