import { CardPainter, type CardFonts, type Shaper } from '../cards/compose';
import type { CardFormat } from '../cards/format';
import { SAMPLE_CARD_INFO, type TCardInfo } from '../cards/info';
import { contrast, hexColour, READABLE_CONTRAST } from '../composer/colour';
import { logoAspect, placeLogo } from '../composer/compose';
import type { Locale } from '../constants';
import type { TLogoVariant, TOutlinedDesign } from '../design';
import { transformSegments } from '../geometry';
import { officePalette } from '../office/brand';
import { HEADER_LOGO_MM } from '../office/word-preview';
import { pageMargins } from '../office/word';
import { parsePathData } from '../path-data';
import { brandColours } from '../vi/colours';
import { circlePath, convexHull, hullPath, roundedRectPath, segmentPoints, type Point } from './die';
import { BLEED_MM, PRINT_ITEM_NAMES, PRINT_SIZES, stickerSize, stickerSizeLabel, type PrintSize, type TPrintSpec } from './items';

/**
 * The print shop's composer (issue 47): each item drawn from the logo's
 * structure on the cards' painter (core/cards/compose.ts) in millimetres,
 * origin at the trim's top-left corner, art running into the bleed, text
 * set as outlines. Every colour is opaque (layers painted over each other,
 * never blended), so the same art makes a PDF/X-1a file without flattening.
 * A page's `cuts` are its die lines (a sticker's or a badge's outline, an
 * envelope's window, a badge's lanyard slot): not printed, drawn by the
 * print PDF in the `CutContour` spot colour and by the preview as a line.
 */

export interface PrintInput {
  design: TOutlinedDesign;
  site: Locale;
  fonts: CardFonts;
  shaper: Shaper;
  brandName: string;
  slogan: string | null;
  /** The details the stationery and badges show (the cards' fields). */
  info: TCardInfo;
}

export interface PrintPage {
  /** SVG markup in mm (trim origin). */
  markup: string;
  /** Die lines: SVG path data in mm (trim origin). */
  cuts: string[];
}

export interface ComposedPrint {
  /** The trim, its bleed and the safe inset, in mm. */
  format: CardFormat;
  pages: PrintPage[];
  /** What the file's title and subject say. */
  label: string;
  /** Whether each page's first die line is the item's own outline (a sticker's, a badge's): the preview shows the item cut to it. */
  outlined: boolean;
}

/** Text sizes (mm): 8.5 pt for the stationery's small lines, as the Word templates. */
const SMALL = 8.5 * (25.4 / 72);
const MUTED = '#6E6E6E';
/** Corner radius of a CR80 card (ISO/IEC 7810: 3.18 mm). */
const CARD_CORNER = 3.18;

function painter(input: PrintInput, format: CardFormat): CardPainter {
  return new CardPainter({ design: input.design, info: input.info, format, fonts: input.fonts, shaper: input.shaper, brandName: input.brandName, slogan: input.slogan });
}

function formatOf(size: { width: number; height: number; unit: 'mm' | 'in' }, label: string, safe: number): CardFormat {
  return { width: size.width, height: size.height, bleed: BLEED_MM[size.unit], safe, label };
}

/** A box for the logo (its own layout) at most w × h, its aspect kept, against the box's left edge. */
function leftLogoBox(input: PrintInput, x: number, y: number, w: number, h: number) {
  const aspect = logoAspect(input.design, 'main');
  return { x, y, w: Math.min(w, h * aspect), h: Math.min(h, w / aspect) };
}

/**
 * The logo's version for white paper: its own colours, or — for a logo made
 * light on a dark ground, whose name would vanish on white — the inverse
 * (the name in the ground's colour).
 */
function paperVariant(d: TOutlinedDesign): TLogoVariant {
  return contrast(hexColour(d.name.color, 'name colour'), '#FFFFFF') >= READABLE_CONTRAST ? 'main' : 'inverse';
}

/** Text colour for white paper: the logo's name colour when it reads there, else its ground's, else near-black. */
function inkOnPaper(d: TOutlinedDesign): string {
  for (const c of [d.name.color, d.background]) if (contrast(hexColour(c, 'colour'), '#FFFFFF') >= 4.5) return hexColour(c, 'colour');
  return '#1A1A1A';
}

const phoneAndMail = (info: TCardInfo) => [info.phone, info.email].filter((v) => v !== '').join(' · ');

/**
 * The letterhead for pre-printed stock: the Word letterhead's header (logo,
 * contact lines, the rule under them) and footer line at the same places
 * (core/office/word-preview.ts), with a band of the brand colour at the foot.
 */
function letterhead(input: PrintInput, format: CardFormat): PrintPage {
  const p = painter(input, format);
  const m = pageMargins({ page: 'page' });
  const h = HEADER_LOGO_MM.letterhead;
  const width = p.W - m.left - m.right;
  p.fill('#FFFFFF');
  p.logo(leftLogoBox(input, m.left, m.header, 70, h), paperVariant(input.design));
  const info = input.info;
  [info.address, phoneAndMail(info), info.website].filter((l) => l !== '').forEach((line, i) => {
    p.text(line, p.W - m.right, m.header + 5 + i * 4.2, width - 75, { role: 'body', size: SMALL, colour: MUTED, align: 'right' });
  });
  // The rule in the Word letterhead's colour (its palette's primary).
  const rule = officePalette({ colours: brandColours(input.design, input.site).map((c) => c.hex) }).primary;
  p.rect(m.left, m.header + h + 3, width, 0.8, rule);
  const foot = p.H - m.footer;
  p.rect(m.left, foot - 5 - 0.15, width, 0.3, '#D9DCE3');
  // The footer's icon where the logo has one (the Word letterhead's place), the brand's name beside it.
  const icon = p.hasIcon ? 6.5 : 0;
  if (p.hasIcon) p.logo({ x: m.left, y: foot - 3.6, w: 4.5, h: 4.5 }, 'symbol');
  p.text([input.brandName, input.slogan].filter(Boolean).join(' · '), m.left + icon, foot, width - 6.5, { role: 'body', size: SMALL, colour: MUTED });
  p.rect(-p.bleed, p.H - 4, p.W + 2 * p.bleed, 4 + p.bleed, p.c.brand!);
  return { markup: p.markup(), cuts: [] };
}

/** An envelope's address window (mm from the left and the bottom): DIN 680 for the metric sizes, the US #10 window. */
function windowOf(size: PrintSize): { x: number; y: number; w: number; h: number } {
  if (size.id === 'no10') return { x: 0.875 * 25.4, y: size.height - 0.5 * 25.4 - 1.125 * 25.4, w: 4.5 * 25.4, h: 1.125 * 25.4 };
  return { x: 20, y: size.height - 15 - 45, w: 90, h: 45 };
}

/** The front of an envelope: the logo and return address top left, a brand band at the foot, the window cut out (nothing printed there). */
function envelope(input: PrintInput, format: CardFormat, size: PrintSize, window: boolean): PrintPage {
  const p = painter(input, format);
  const m = pageMargins({ page: 'envelope' });
  const h = HEADER_LOGO_MM.envelope;
  p.fill('#FFFFFF');
  p.logo(leftLogoBox(input, m.left, m.header, 55, h), paperVariant(input.design));
  const lines = [input.brandName, input.info.address, phoneAndMail(input.info)].filter((l) => l !== '');
  lines.forEach((line, i) => p.text(line, m.left, m.header + h + 5 + i * 3.6, 95, { role: i === 0 ? 'strong' : 'body', size: SMALL * 0.95, colour: i === 0 ? inkOnPaper(input.design) : MUTED }));
  p.rect(-p.bleed, p.H - 3, p.W + 2 * p.bleed, 3 + p.bleed, p.c.brand!);
  const cuts: string[] = [];
  if (window) {
    const w = windowOf(size);
    cuts.push(roundedRectPath(w.x, w.y, w.w, w.h, 2));
  }
  return { markup: p.markup(), cuts };
}

const COMPLIMENTS: Record<Locale, string> = { zh: '谨致问候', en: 'With compliments' };

/** A compliment slip: the logo, the greeting in the brand's colour, the contact lines at the foot above a brand band. */
function slip(input: PrintInput, format: CardFormat): PrintPage {
  const p = painter(input, format);
  const s = 14;
  p.fill('#FFFFFF');
  p.logo(leftLogoBox(input, s, s, 70, 16), paperVariant(input.design));
  p.text(COMPLIMENTS[input.site], p.W - s, s + 9, p.W * 0.4, { role: 'display', size: 6.2, colour: p.c.brand!, align: 'right' });
  const info = input.info;
  const foot = p.H - 4 - 7;
  [info.address, phoneAndMail(info)].filter((l) => l !== '').reverse().forEach((line, i) => p.text(line, s, foot - i * 4.2, p.W * 0.6, { role: 'body', size: SMALL, colour: MUTED }));
  if (info.website !== '') p.text(info.website, p.W - s, foot, p.W * 0.3, { role: 'strong', size: SMALL, colour: p.c.brand!, align: 'right' });
  p.rect(-p.bleed, p.H - 4, p.W + 2 * p.bleed, 4 + p.bleed, p.c.brand!);
  return { markup: p.markup(), cuts: [] };
}

/** Where the points of the logo's artwork fall when it is fitted into a box. */
function logoPoints(design: TOutlinedDesign, box: { x: number; y: number; w: number; h: number }): Point[] {
  return placeLogo(design, { left: box.x, top: box.y, width: box.w, height: box.h }, { variant: 'main' }).flatMap((path) => segmentPoints(transformSegments(parsePathData(path.d), path.matrix)));
}

/** One sticker: its trim (the die's bounds), the art (its ground the die grown by the bleed), the die line. */
function stickerArt(input: PrintInput, shape: Extract<TPrintSpec, { item: 'sticker' }>['shape'], mm: number, bleed: number): { w: number; h: number; markup: string; cut: string } {
  const paper = input.design.background;
  if (shape === 'contour') {
    const margin = Math.max(2.5, mm * 0.06);
    const aspect = logoAspect(input.design, 'main');
    const inner = mm - 2 * margin;
    const box = aspect >= 1 ? { x: margin, y: margin, w: inner, h: inner / aspect } : { x: margin, y: margin, w: inner * aspect, h: inner };
    const hull = convexHull(logoPoints(input.design, box));
    const w = box.w + 2 * margin;
    const h = box.h + 2 * margin;
    const p = painter(input, { width: w, height: h, bleed, safe: margin, label: '' });
    p.path(hullPath(hull, margin + bleed), paper);
    p.logo(box, 'main');
    return { w, h, markup: p.markup(), cut: hullPath(hull, margin) };
  }
  const p = painter(input, { width: mm, height: mm, bleed, safe: mm * 0.1, label: '' });
  if (shape === 'round') {
    const r = mm / 2;
    p.path(circlePath(r, r, r + bleed), paper);
    // A ring of the brand's colour inside the edge, the logo in the circle's middle.
    p.path(circlePath(r, r, r * 0.9), p.c.brand!);
    p.path(circlePath(r, r, r * 0.86), paper);
    const side = mm * 0.56;
    p.logo({ x: r - side / 2, y: r - side / 2, w: side, h: side }, 'main');
    return { w: mm, h: mm, markup: p.markup(), cut: circlePath(r, r, r) };
  }
  const radius = shape === 'rounded' ? mm * 0.12 : 0;
  p.path(roundedRectPath(-bleed, -bleed, mm + 2 * bleed, mm + 2 * bleed, radius === 0 ? 0 : radius + bleed), paper);
  const inset = mm * 0.14;
  p.logo({ x: inset, y: inset, w: mm - 2 * inset, h: mm - 2 * inset }, 'main');
  return { w: mm, h: mm, markup: p.markup(), cut: roundedRectPath(0, 0, mm, mm, radius) };
}

const translate = (d: string, dx: number, dy: number) =>
  d.replace(/([MLC])([^MLCZ]*)/g, (_, op: string, args: string) => {
    const nums = args.trim().split(/[\s,]+/).map(Number);
    return op + nums.map((v, i) => String(Math.round((v + (i % 2 === 0 ? dx : dy)) * 1000) / 1000)).join(' ');
  });

/** Space kept between two stickers' die lines on a sheet beyond their two bleeds (mm), and the sheet's margin. */
const SHEET_GAP = 2;
const SHEET_MARGIN = 10;

function sticker(input: PrintInput, spec: Extract<TPrintSpec, { item: 'sticker' }>): ComposedPrint {
  const size = stickerSize(spec.size)!;
  const bleed = BLEED_MM[size.unit];
  const one = stickerArt(input, spec.shape, size.mm, bleed);
  const label = `${PRINT_ITEM_NAMES.sticker[input.site]} ${stickerSizeLabel(spec.size)}`;
  if (spec.sheet === 'none') {
    return { format: { width: one.w, height: one.h, bleed, safe: 0, label }, pages: [{ markup: one.markup, cuts: [one.cut] }], label, outlined: true };
  }
  const paper = PRINT_SIZES[spec.sheet]!;
  const sheetBleed = BLEED_MM[paper.unit];
  const step = { x: one.w + 2 * bleed + SHEET_GAP, y: one.h + 2 * bleed + SHEET_GAP };
  const room = { w: paper.width - 2 * SHEET_MARGIN - 2 * bleed, h: paper.height - 2 * SHEET_MARGIN - 2 * bleed };
  const cols = Math.max(1, Math.floor((room.w + SHEET_GAP + 2 * bleed) / step.x));
  const rows = Math.max(1, Math.floor((room.h + SHEET_GAP + 2 * bleed) / step.y));
  // The grid centred on the sheet.
  const x0 = (paper.width - (cols * step.x - SHEET_GAP - 2 * bleed)) / 2;
  const y0 = (paper.height - (rows * step.y - SHEET_GAP - 2 * bleed)) / 2;
  const parts: string[] = [];
  const cuts: string[] = [];
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const x = x0 + c * step.x;
      const y = y0 + r * step.y;
      parts.push(`<g transform="translate(${Math.round(x * 1000) / 1000} ${Math.round(y * 1000) / 1000})">${one.markup}</g>`);
      cuts.push(translate(one.cut, x, y));
    }
  }
  const sheetLabel = `${label} × ${rows * cols}, ${paper.label[input.site]}`;
  return {
    format: { width: paper.width, height: paper.height, bleed: sheetBleed, safe: SHEET_MARGIN, label: sheetLabel },
    pages: [{ markup: parts.join(''), cuts }],
    label: sheetLabel,
    outlined: false,
  };
}

/** A name badge: the logo on a band of the brand's colour, the name and title the customer typed, the card's round corners as the die line (and a lanyard slot on the vertical one). */
function badge(input: PrintInput, format: CardFormat, size: PrintSize): PrintPage {
  const p = painter(input, format);
  const info = input.info;
  p.fill('#FFFFFF');
  const cuts = [roundedRectPath(0, 0, p.W, p.H, CARD_CORNER)];
  if (size.id === 'vertical') {
    const band = p.H * 0.36;
    p.rect(-p.bleed, -p.bleed, p.W + 2 * p.bleed, band + p.bleed, p.c.brand!);
    const slot = { w: 13, h: 3, y: 4.5 };
    cuts.push(roundedRectPath(p.W / 2 - slot.w / 2, slot.y, slot.w, slot.h, slot.h / 2));
    p.logo({ x: p.W * 0.16, y: slot.y + slot.h + 3.5, w: p.W * 0.68, h: band - slot.y - slot.h - 7 }, 'white', p.c.onBrand);
    const next = p.text(info.name, p.W / 2, p.H * 0.6, p.W - 2 * p.safe, { role: 'strong', size: 5.6, colour: inkOnPaper(input.design), align: 'center', maxLines: 2 });
    p.text(info.title, p.W / 2, next + 0.6, p.W - 2 * p.safe, { role: 'body', size: 3.1, colour: MUTED, align: 'center', maxLines: 2 });
    p.text(input.brandName, p.W / 2, p.H - 7.5, p.W - 2 * p.safe, { role: 'display', size: 2.8, colour: p.c.brand!, align: 'center' });
    p.rect(-p.bleed, p.H - 3, p.W + 2 * p.bleed, 3 + p.bleed, p.c.brand!);
  } else {
    const band = p.W * 0.32;
    p.rect(-p.bleed, -p.bleed, band + p.bleed, p.H + 2 * p.bleed, p.c.brand!);
    p.logo({ x: p.safe + 1, y: p.H * 0.25, w: band - 2 * p.safe - 2, h: p.H * 0.5 }, 'symbol', p.c.onBrand);
    const x = band + 5;
    const maxWidth = p.W - x - p.safe - 1;
    const next = p.text(info.name, x, p.H * 0.42, maxWidth, { role: 'strong', size: 5, colour: inkOnPaper(input.design), maxLines: 2 });
    p.text(info.title, x, next + 0.4, maxWidth, { role: 'body', size: 2.9, colour: MUTED, maxLines: 2 });
    p.text(input.brandName, x, p.H - p.safe - 2, maxWidth, { role: 'display', size: 2.6, colour: p.c.brand! });
  }
  return { markup: p.markup(), cuts };
}

/** The item the customer picked, composed. `spec`'s size must be one offered (items.ts sizeOffered). */
export function composePrint(spec: TPrintSpec, input: PrintInput): ComposedPrint {
  if (spec.item === 'sticker') return sticker(input, spec);
  const size = PRINT_SIZES[spec.size]!;
  const label = `${PRINT_ITEM_NAMES[spec.item][input.site]} ${size.label[input.site]}`;
  // The safe inset of each: what the painter's text keeps clear of the trim.
  const format = formatOf(size, size.label[input.site], spec.item === 'badge' ? 4 : spec.item === 'envelope' ? 8 : 10);
  const page =
    spec.item === 'letterhead' ? letterhead(input, format)
    : spec.item === 'envelope' ? envelope(input, format, size, spec.window)
    : spec.item === 'slip' ? slip(input, format)
    : badge(input, format, size);
  return { format, pages: [page], label, outlined: spec.item === 'badge' };
}

/** What the stationery shows before the customer types: the cards' sample details, without a person. */
export function sampleInfo(site: Locale): TCardInfo {
  return SAMPLE_CARD_INFO[site];
}

export interface PrintSvgOptions {
  /** Include the bleed (the print PDF) or show the trim only (the page's preview). */
  bleed: boolean;
  /** Output units per mm. */
  unitsPerMm: number;
  /** The die lines as a dashed magenta line over the art, the art cut to the item's outline (the preview), or not at all (the PDF draws them itself). */
  cuts: boolean;
}

const num = (v: number) => String(Math.round(v * 1000) / 1000);

/** A page of a composed item as an SVG. */
export function printPageSvg(item: ComposedPrint, page: number, opts: PrintSvgOptions): string {
  const { format } = item;
  const p = item.pages[page]!;
  const k = opts.unitsPerMm;
  const margin = opts.bleed ? format.bleed : 0;
  const w = (format.width + 2 * margin) * k;
  const h = (format.height + 2 * margin) * k;
  const art = opts.cuts && item.outlined ? `<clipPath id="outline"><path d="${p.cuts[0]}"/></clipPath><g clip-path="url(#outline)">${p.markup}</g>` : p.markup;
  const cuts = opts.cuts && p.cuts.length > 0 ? `<path d="${p.cuts.join('')}" fill="none" stroke="#EC008C" stroke-width="${num(0.35)}" stroke-dasharray="1.6 1" data-cut="1"/>` : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${num(w)}" height="${num(h)}" viewBox="0 0 ${num(w)} ${num(h)}">` +
    `<g transform="matrix(${num(k)} 0 0 ${num(k)} ${num(margin * k)} ${num(margin * k)})">${art}${cuts}</g></svg>`
  );
}
