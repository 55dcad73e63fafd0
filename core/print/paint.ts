import { CardPainter, type CardFonts, type Shaper } from '../cards/compose';
import type { CardFormat } from '../cards/format';
import type { TCardInfo } from '../cards/info';
import { contrast, hexColour, READABLE_CONTRAST } from '../composer/colour';
import { logoAspect } from '../composer/compose';
import type { Locale } from '../constants';
import type { TLogoVariant, TOutlinedDesign } from '../design';
import { BLEED_MM } from './items';

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
  /** A page of its own size (a sign's proof), else the item's. */
  format?: CardFormat;
}

export interface ComposedPrint {
  /** The trim, its bleed and the safe inset, in mm. */
  format: CardFormat;
  pages: PrintPage[];
  /** What the file's title and subject say. */
  label: string;
  /** Whether each page's first die line is the item's own outline (a sticker's, a badge's): the preview shows the item cut to it. */
  outlined: boolean;
  /** The item where it is used, for the page only (a print on a shirt): an SVG in mm. */
  scene?: string;
  /** The thread colours of an embroidery mark. */
  threads?: string[];
}

/** Text sizes (mm): 8.5 pt for the stationery's small lines, as the Word templates. */
export const SMALL = 8.5 * (25.4 / 72);
export const MUTED = '#6E6E6E';
/** Corner radius of a CR80 card (ISO/IEC 7810: 3.18 mm). */
export const CARD_CORNER = 3.18;

export function painter(input: PrintInput, format: CardFormat): CardPainter {
  return new CardPainter({ design: input.design, info: input.info, format, fonts: input.fonts, shaper: input.shaper, brandName: input.brandName, slogan: input.slogan });
}

export function formatOf(size: { width: number; height: number; unit: 'mm' | 'in' }, label: string, safe: number): CardFormat {
  return { width: size.width, height: size.height, bleed: BLEED_MM[size.unit], safe, label };
}

/** A box for the logo (its own layout) at most w × h, its aspect kept, against the box's left edge. */
export function leftLogoBox(input: PrintInput, x: number, y: number, w: number, h: number) {
  const aspect = logoAspect(input.design, 'main');
  return { x, y, w: Math.min(w, h * aspect), h: Math.min(h, w / aspect) };
}

/**
 * The logo's version for white paper: its own colours, or — for a logo made
 * light on a dark ground, whose name would vanish on white — the inverse
 * (the name in the ground's colour).
 */
export function paperVariant(d: TOutlinedDesign): TLogoVariant {
  return contrast(hexColour(d.name.color, 'name colour'), '#FFFFFF') >= READABLE_CONTRAST ? 'main' : 'inverse';
}

/** Text colour for white paper: the logo's name colour when it reads there, else its ground's, else near-black. */
export function inkOnPaper(d: TOutlinedDesign): string {
  for (const c of [d.name.color, d.background]) if (contrast(hexColour(c, 'colour'), '#FFFFFF') >= 4.5) return hexColour(c, 'colour');
  return '#1A1A1A';
}

export const phoneAndMail = (info: TCardInfo) => [info.phone, info.email].filter((v) => v !== '').join(' · ');

