import type { TDesign, TLogoVariant } from '../../../core/design';
import { CONTENT, drawLogo, frame, INK, label, markColour, MUTED, needsFrame, RULE, sectionPage, write, type Book, type Box, type Section } from './book';
import { clearSpace, legibleText, minimumSizes, versionLayout, type ClearSpace, type MinimumSize } from './measure';
import { say, STRINGS } from './strings';

const PT_PER_MM = 72 / 25.4;

/**
 * The clear space and minimum size page: the logo with its clear-space zone
 * (a tinted ring X wide, dashed at its outer edge, X marked in its corners
 * and beside the name it is measured on), and the minimum sizes with a
 * specimen of each at its real printed width. A wide logo gets the drawing
 * across the page with the text below; a compact one, the drawing beside it.
 */
export function clearSpacePage(book: Book, page: number, section: Section, design: TDesign): void {
  sectionPage(book, page, section);
  const space = clearSpace(book.design);
  const wide = (space.layout.width + 2 * space.unit) / (space.layout.height + 2 * space.unit) > 2.1;
  const height = CONTENT.bottom - CONTENT.top;
  if (wide) {
    const panelH = 176;
    drawClearSpace(book, { x: CONTENT.left, y: CONTENT.top, w: CONTENT.width, h: panelH }, space);
    const y = CONTENT.top + panelH + 22;
    const ruleW = 250;
    ruleText(book, design, space, { x: CONTENT.left, y, w: ruleW });
    minimumRows(book, design, { x: CONTENT.left + ruleW + 32, y, w: CONTENT.width - ruleW - 32 });
  } else {
    const panelW = 430;
    drawClearSpace(book, { x: CONTENT.left, y: CONTENT.top, w: panelW, h: height }, space);
    const x = CONTENT.left + panelW + 32;
    const w = CONTENT.right - x;
    const y = ruleText(book, design, space, { x, y: CONTENT.top, w });
    minimumRows(book, design, { x, y: y + 12, w });
  }
}

/** The drawing: the logo on its background, fitted with its clear space, the zone and X marked. */
function drawClearSpace(book: Book, panel: Box, space: ClearSpace): void {
  const { doc } = book;
  const d = book.design;
  const { layout, unit } = space;
  doc.rect(panel.x, panel.y, panel.w, panel.h).fill(d.background);
  if (needsFrame(d.background)) frame(book, panel);
  const pad = 30;
  const s = Math.min((panel.w - 2 * pad) / (layout.width + 2 * unit), (panel.h - 2 * pad) / (layout.height + 2 * unit));
  const lw = layout.width * s;
  const lh = layout.height * s;
  const x = s * unit;
  const logo = { x: panel.x + (panel.w - lw) / 2, y: panel.y + (panel.h - lh) / 2, w: lw, h: lh };
  const ink = markColour(book, d.background);
  const outer = { x: logo.x - x, y: logo.y - x, w: lw + 2 * x, h: lh + 2 * x };
  // The zone: a ring between the logo's box and the clear-space edge.
  doc.rect(outer.x, outer.y, outer.w, outer.h).rect(logo.x, logo.y, logo.w, logo.h).fillColor(ink, 0.1).fill('even-odd');
  doc.fillOpacity(1);
  doc.rect(logo.x, logo.y, logo.w, logo.h).lineWidth(0.5).strokeColor(ink, 0.7).stroke();
  doc.save().rect(outer.x, outer.y, outer.w, outer.h).dash(4, { space: 3 }).lineWidth(0.9).strokeColor(ink, 1).stroke().undash().restore();
  drawLogo(book, logo, { variant: 'main', background: null, margin: 0 });
  // X in the four corners of the ring.
  const xSize = Math.max(6.5, Math.min(13, x * 0.5));
  for (const [cx, cy] of [
    [outer.x, outer.y],
    [logo.x + lw, outer.y],
    [outer.x, logo.y + lh],
    [logo.x + lw, logo.y + lh],
  ] as const) {
    doc.rect(cx, cy, x, x).fillColor(ink, 0.22).fill();
    doc.fillOpacity(1);
    write(book, 'X', cx, cy + x / 2 - xSize * 0.62, { size: xSize, bold: true, colour: ink, width: x, align: 'center' });
  }
  // Where X comes from: the name's letter height, as a dimension line in the ring beside the name.
  if (!space.capped && layout.name) {
    const ny = logo.y + layout.name.y * s;
    const nh = d.name.height * s;
    const lx = logo.x + lw + x / 2;
    const tick = Math.min(4, x / 3);
    doc.moveTo(lx - tick, ny).lineTo(lx + tick, ny).moveTo(lx, ny).lineTo(lx, ny + nh).moveTo(lx - tick, ny + nh).lineTo(lx + tick, ny + nh);
    doc.lineWidth(0.8).strokeColor(ink, 1).stroke();
    write(book, 'X', outer.x + outer.w + 5, ny + nh / 2 - 4.5, { size: 8, bold: true, colour: ink });
  }
}

/** The clear-space rule and why the minimum sizes are what they are; returns where it ends. */
function ruleText(book: Book, design: TDesign, space: ClearSpace, at: { x: number; y: number; w: number }): number {
  const { site } = book;
  let y = at.y;
  label(book, STRINGS.clearSpace[site], at.x, y);
  y += 15;
  y += write(book, (space.capped ? STRINGS.clearRuleCapped : STRINGS.clearRuleName)[site], at.x, y, { size: 9.5, colour: INK, width: at.w, lineGap: 3 });
  y += 24;
  label(book, STRINGS.minimumSize[site], at.x, y);
  y += 15;
  const smallest = design.slogan ?? design.name;
  const d = book.design;
  const smaller = d.slogan && d.icon ? STRINGS.minSmaller.both : d.slogan ? STRINGS.minSmaller.noSlogan : d.icon ? STRINGS.minSmaller.symbol : null;
  const why = [say(STRINGS.minRationale, site, legibleText(smallest.text, smallest.uppercase)), smaller?.[site], STRINGS.minSamples[site]];
  const text = why.filter((part) => part !== undefined).join(site === 'zh' ? '' : ' ');
  y += write(book, text, at.x, y, { size: 8, colour: MUTED, width: at.w, lineGap: 2.5 });
  return y;
}

function minimumRows(book: Book, design: TDesign, at: { x: number; y: number; w: number }): void {
  let y = at.y;
  for (const size of minimumSizes(book.design)) y = minimumRow(book, size, { ...at, y });
  book.doc.moveTo(at.x, y).lineTo(at.x + at.w, y).lineWidth(0.5).strokeColor(RULE, 1).stroke();
}

const KIND_VARIANT: Record<MinimumSize['kind'], TLogoVariant> = { full: 'main', 'no-slogan': 'no-slogan', symbol: 'symbol' };
const KIND_LABEL = { full: STRINGS.minFull, 'no-slogan': STRINGS.minNoSlogan, symbol: STRINGS.minSymbol } as const;
/** Width of the row's words and numbers; the specimen takes the rest. */
const ROW_TEXT = 118;
/** Tallest specimen: what three rows leave of the page (a tall logo at 30 mm is ~80 pt). */
const SPECIMEN_MAX_H = 84;

/** One row: the version, its minimum width in print and on screen, and a specimen at that printed width. */
function minimumRow(book: Book, size: MinimumSize, at: { x: number; w: number; y: number }): number {
  const { doc, site } = book;
  doc.moveTo(at.x, at.y).lineTo(at.x + at.w, at.y).lineWidth(0.5).strokeColor(RULE, 1).stroke();
  write(book, KIND_LABEL[size.kind][site], at.x, at.y + 9, { size: 9, bold: true, colour: INK });
  for (const [value, caption, dx] of [
    [`${size.mm} mm`, STRINGS.print[site], 0],
    [`${size.px} px`, STRINGS.screen[site], 58],
  ] as const) {
    write(book, value, at.x + dx, at.y + 24, { size: 11, bold: true, colour: INK });
    write(book, caption, at.x + dx, at.y + 39, { size: 7, colour: MUTED });
  }
  // The specimen at exactly the minimum width (1 mm = 72/25.4 pt) when it fits, on the logo's own background.
  const layout = versionLayout(book.design, size.kind);
  const room = at.w - ROW_TEXT - 8;
  const w = Math.min(size.mm * PT_PER_MM, room, (SPECIMEN_MAX_H * layout.width) / layout.height);
  const h = (w * layout.height) / layout.width;
  const box = { x: at.x + ROW_TEXT + 4, y: at.y + 10, w, h };
  doc.rect(box.x - 4, box.y - 4, w + 8, h + 8).fill(book.design.background);
  if (needsFrame(book.design.background)) frame(book, { x: box.x - 4, y: box.y - 4, w: w + 8, h: h + 8 });
  drawLogo(book, box, { variant: KIND_VARIANT[size.kind], background: null, margin: 0 });
  return at.y + Math.max(56, h + 20);
}
