import PDFDocument from 'pdfkit';
import { contrast } from '../../../core/composer/colour';
import { composeLogoSvg } from '../../../core/composer/compose';
import type { ComposeOptions } from '../../../core/composer/types';
import type { Locale } from '../../../core/constants';
import type { TOutlinedDesign } from '../../../core/design';
import { pdfFont, pdfFontFor } from '../../lib/pdf-fonts';
import { DOCUMENT_CREATOR } from '../../render/formats';
import { tracePath } from '../../render/formats/pdf';
import { sceneFromSvg, type SceneShape } from '../../render/formats/scene';
import { say, STRINGS } from './strings';

/**
 * The brand book's paper and pen: the document (landscape A4), its fonts, the
 * grid every page shares, the running header and footer, and the two ways
 * things are drawn — page text in real fonts (so it can be searched and
 * copied) and the logo as vector shapes read back from the composer's SVG
 * (formats/scene.ts, as the PDF download draws it).
 */

/** A4 landscape, in points. */
export const W = 841.89;
export const H = 595.28;
/** Outer margin: generous, as printed brand books have it. */
export const M = 48;
/** Where a section page's content sits (below its title block, above the footer). */
export const CONTENT = { left: M, right: W - M, top: 156, bottom: H - 58, width: W - 2 * M } as const;

/** The book's own neutrals; brand colours come from the logo. */
export const INK = '#1B1E26';
export const MUTED = '#676E7E';
export const FAINT = '#A3A9B5';
export const RULE = '#E2E4E9';
export const SOFT = '#F4F3EF';
export const PAPER = '#FFFFFF';

export interface BookInfo {
  site: Locale;
  design: TOutlinedDesign;
  logoName: string;
  /** The cover's date, already written for the site. */
  dateText: string;
  year: number;
  pages: number;
}

export interface Book extends BookInfo {
  doc: PDFKit.PDFDocument;
  /** The brand colour the book's accents use: the first one that reads on white. */
  accent: string;
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

/** The first brand colour (then the name's) that reads as text on white, else the book's ink. */
export function accentColour(d: TOutlinedDesign): string {
  return [...d.colors, d.name.color].map((c) => c.toUpperCase()).find((c) => contrast(c, PAPER) >= 3) ?? INK;
}

/** A colour for marks drawn on `background` (dimension lines, frames): the accent, else a brand colour, else white or ink, whichever reads. */
export function markColour(book: Book, background: string): string {
  const d = book.design;
  const found = [book.accent, ...d.colors, d.name.color].map((c) => c.toUpperCase()).find((c) => contrast(c, background) >= 3);
  return found ?? (contrast(PAPER, background) >= contrast(INK, background) ? PAPER : INK);
}

/** Opens the document, dated `date`; `done` resolves with the bytes after `doc.end()`. */
export function openBook(info: BookInfo, date: Date): { book: Book; done: Promise<Buffer> } {
  const title = `${info.logoName} – ${STRINGS.brandGuidelines[info.site]}`;
  const doc = new PDFDocument({
    size: [W, H],
    margin: 0,
    // 1.4: the drop-shadow misuse and the clear-space tint are translucent.
    pdfVersion: '1.4',
    autoFirstPage: false,
    font: '',
    lang: info.site === 'zh' ? 'zh-CN' : 'en',
    displayTitle: true,
    // The date on the cover is the document's date: same inputs, same bytes (cacheable by content).
    info: { Title: title, Creator: DOCUMENT_CREATOR, Producer: DOCUMENT_CREATOR, CreationDate: date },
  });
  // pdfkit 0.20 writes the title into its XMP packet unescaped (see formats/pdf.ts): escape it there.
  const appendXml = doc.appendXML.bind(doc);
  doc.appendXML = (xml, newLine) => appendXml(xml.split(`>${title}<`).join(`>${title.replace(/[&<>"]/g, (c) => XML_ESCAPES[c])}<`), newLine);
  // Registered by name so each font file is parsed once per document; pdfkit embeds only the glyphs used.
  doc.registerFont('latin', pdfFont('a', false));
  doc.registerFont('latin-bold', pdfFont('a', true));
  doc.registerFont('cjk', pdfFont('中', false));
  doc.registerFont('cjk-bold', pdfFont('中', true));
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { book: { ...info, doc, accent: accentColour(info.design) }, done };
}

export interface TextStyle {
  size: number;
  bold?: boolean;
  colour?: string;
  /** Wrap inside this width (else one line). */
  width?: number;
  align?: 'left' | 'center' | 'right';
  /** Extra space between letters, in points. */
  tracking?: number;
  lineGap?: number;
}

/** Chinese site: the Chinese face throughout (its Latin is fine); English site: Inter, Noto Sans SC for anything beyond Latin (lib/pdf-fonts.ts). */
function fontName(book: Book, text: string, bold: boolean): string {
  const cjk = book.site === 'zh' || pdfFontFor(text).startsWith('noto');
  return `${cjk ? 'cjk' : 'latin'}${bold ? '-bold' : ''}`;
}

function applyStyle(book: Book, text: string, s: TextStyle): PDFKit.Mixins.TextOptions {
  book.doc.font(fontName(book, text, s.bold ?? false)).fontSize(s.size).fillColor(s.colour ?? INK, 1);
  return {
    lineBreak: s.width !== undefined,
    ...(s.width === undefined ? {} : { width: s.width }),
    align: s.align ?? 'left',
    characterSpacing: s.tracking ?? 0,
    lineGap: s.lineGap ?? 0,
  };
}

/** Writes text with its top at y; returns its height. */
export function write(book: Book, text: string, x: number, y: number, s: TextStyle): number {
  const opts = applyStyle(book, text, s);
  const h = book.doc.heightOfString(text, opts);
  book.doc.text(text, x, y, opts);
  return h;
}

/** The width text would take on one line in this style. */
export function measure(book: Book, text: string, s: TextStyle): number {
  return book.doc.widthOfString(text, applyStyle(book, text, { ...s, width: undefined }));
}

/** `text` cut with an ellipsis to fit `maxWidth` on one line (a long logo name in the running header). */
export function fit(book: Book, text: string, s: TextStyle, maxWidth: number): string {
  if (measure(book, text, s) <= maxWidth) return text;
  const chars = Array.from(text);
  while (chars.length > 1 && measure(book, `${chars.join('').trimEnd()}…`, s) > maxWidth) chars.pop();
  return `${chars.join('').trimEnd()}…`;
}

/** Two-digit numbers for sections and pages ("03"). */
export const two = (n: number) => String(n).padStart(2, '0');


export interface ShapeStyle {
  /** Repaint each fill (the recoloured misuse, a shadow). */
  paint?: (fill: string) => string;
  /** Multiplies each shape's opacity. */
  opacity?: number;
  /** Stroke every shape with this colour and width under its fill (the outline misuse). */
  stroke?: { colour: string; width: number };
}

/** Fills scene shapes (already in the current coordinate system) as vector paths. */
export function drawShapes(doc: PDFKit.PDFDocument, shapes: readonly SceneShape[], style: ShapeStyle = {}): void {
  for (const shape of shapes) {
    const opacity = shape.opacity * (style.opacity ?? 1);
    if (opacity <= 0 || shape.segments.length === 0) continue;
    const fill = style.paint ? style.paint(shape.fill) : shape.fill;
    if (style.stroke) {
      tracePath(doc, shape.segments);
      doc.lineWidth(style.stroke.width).lineJoin('round').strokeColor(style.stroke.colour, opacity).stroke();
    }
    tracePath(doc, shape.segments);
    doc.fillColor(fill, opacity).fill('non-zero');
  }
  doc.fillOpacity(1).strokeOpacity(1);
}

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/**
 * The logo composed into a box (composeLogoSvg at the box's size in points,
 * read back as shapes) and drawn there: background first when the variant
 * has one, then the shapes. `style` changes how the shapes are painted.
 */
export function drawLogo(book: Book, box: Box, opts: Omit<ComposeOptions, 'width' | 'height'>, style: ShapeStyle = {}): void {
  const scene = sceneFromSvg(composeLogoSvg(book.design, { ...opts, width: box.w, height: box.h }));
  const { doc } = book;
  doc.save().translate(box.x, box.y);
  if (scene.background) doc.rect(0, 0, scene.width, scene.height).fill(scene.background);
  drawShapes(doc, scene.shapes, style);
  doc.restore();
}

/** A hairline frame, for light tiles on white paper. */
export function frame(book: Book, b: Box, colour = RULE): void {
  book.doc.save().rect(b.x + 0.25, b.y + 0.25, b.w - 0.5, b.h - 0.5).lineWidth(0.5).strokeColor(colour, 1).stroke().restore();
}

/** Whether a colour is so light that a tile of it needs a frame on white paper. */
export const needsFrame = (colour: string) => contrast(colour, PAPER) < 1.15;

export interface Section {
  number: number;
  title: string;
  intro: string;
}

/**
 * A new inner page: the running header (the symbol, the logo name and the
 * book's title; the section on the right), the footer (copyright, page
 * number of the total) and the section's title block with its introduction.
 */
export function sectionPage(book: Book, page: number, section: Section): void {
  const { doc } = book;
  doc.addPage({ size: [W, H], margin: 0 });
  runningHeader(book, `${two(section.number)}  ${section.title}`);
  runningFooter(book, page);
  // Title block: a short accent rule, the section number, the title; the introduction on the right.
  doc.rect(M, 70, 22, 2.5).fill(book.accent);
  write(book, two(section.number), M, 82, { size: 10, bold: true, colour: book.accent, tracking: 1 });
  write(book, section.title, M, 98, { size: 25, bold: true, colour: INK });
  write(book, section.intro, W / 2 + 24, 84, { size: 9.5, colour: MUTED, width: W / 2 - M - 24, lineGap: 3.5 });
}

export function runningHeader(book: Book, right: string): void {
  const { doc } = book;
  let x = M;
  if (book.design.icon) {
    drawLogo(book, { x, y: 25, w: 13, h: 13 }, { variant: 'symbol', background: null, margin: 0 });
    x += 19;
  }
  const name = fit(book, book.logoName, { size: 8, bold: true }, 220);
  write(book, name, x, 27.5, { size: 8, bold: true, colour: INK });
  const nameW = measure(book, name, { size: 8, bold: true });
  write(book, `  /  ${STRINGS.brandGuidelines[book.site]}`, x + nameW, 27.5, { size: 8, colour: MUTED });
  write(book, right, W - M - measure(book, right, { size: 8 }), 27.5, { size: 8, colour: MUTED });
  doc.moveTo(M, 46).lineTo(W - M, 46).lineWidth(0.5).strokeColor(RULE, 1).stroke();
}

export function runningFooter(book: Book, page: number): void {
  const y = H - 34;
  write(book, fit(book, say(STRINGS.copyright, book.site, { year: book.year, name: book.logoName }), { size: 7.5 }, W / 2), M, y, { size: 7.5, colour: FAINT });
  const total = ` / ${two(book.pages)}`;
  const tw = measure(book, total, { size: 7.5 });
  write(book, total, W - M - tw, y, { size: 7.5, colour: FAINT });
  const num = two(page);
  write(book, num, W - M - tw - measure(book, num, { size: 7.5, bold: true }), y, { size: 7.5, bold: true, colour: INK });
}

/** A small caption label above a tile or a block: tracked, muted. */
export function label(book: Book, text: string, x: number, y: number, colour = MUTED, width?: number): number {
  return write(book, book.site === 'zh' ? text : text.toUpperCase(), x, y, { size: 7, bold: true, colour, tracking: book.site === 'zh' ? 0.5 : 1.1, ...(width === undefined ? {} : { width }) });
}
