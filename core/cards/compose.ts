import { placeLogo, placedPathsMarkup } from '../composer/compose';
import { hexColour } from '../composer/colour';
import type { TextRun } from '../composer/outline';
import type { Locale } from '../constants';
import type { TFontId, TLogoVariant, TOutlinedDesign } from '../design';
import type { TLockup } from '../composer/lockups';
import { sceneColours } from '../mockups/compose';
import type { CardFormat } from './format';
import type { CardField, TCardInfo } from './info';
import { breakPieces, preferredBreak } from './line-breaks';

/**
 * The business-card composer: a design (designs.ts) draws one side on a
 * `CardPainter` in millimetres, origin at the trim's top-left corner, art
 * running into the bleed; text is set through a `Shaper` (the server's
 * fonts) as outlines, fitted so it never leaves the safe area. The result is
 * an SVG of paths and rectangles only, which the server rasterises (PNG) and
 * reads back for the print PDF (vector, CMYK).
 */

/** Sets text on a baseline as outlines (core/composer/outline.ts outlineRun with the server's fonts). */
export type Shaper = (text: string, font: TFontId, size: number, letterSpacing: number) => TextRun;

export type TextRole = 'display' | 'strong' | 'body';

export interface CardFonts {
  /** The logo's own name font, for the brand name and slogan. */
  display: TFontId;
  strong: TFontId;
  body: TFontId;
}

/** The body fonts of a site: Inter on the English site, Noto Sans SC on the Chinese one (any script falls back to it). */
export function cardFonts(site: Locale, display: TFontId): CardFonts {
  return site === 'zh'
    ? { display, strong: 'noto-sans-sc-700', body: 'noto-sans-sc-400' }
    : { display, strong: 'inter-700', body: 'inter-400' };
}

function n(v: number): string {
  const r = Math.round(v * 1000) / 1000;
  return Object.is(r, -0) ? '0' : String(r);
}

export interface TextStyle {
  role: TextRole;
  /** Font size in mm (1 pt = 0.3528 mm). */
  size: number;
  colour: string;
  align?: 'left' | 'center' | 'right';
  letterSpacing?: number;
  uppercase?: boolean;
  /** Lines this text may wrap onto before it shrinks further (1 = no wrapping). */
  maxLines?: number;
  /** The share of `size` at which text starts to wrap rather than shrink (default MIN_SCALE; 1 = wrap at once). */
  wrapAt?: number;
}

/** Text never gets smaller than this share of its design size before it wraps. */
const MIN_SCALE = 0.72;
/** Line pitch as a multiple of the size. */
export const LINE_PITCH = 1.38;
/** How far the ink of a line may reach below its baseline, as a share of the size (descenders). */
const DESCENT = 0.26;
/** The contact lines stay at least this size together (6 pt) unless the safe area cannot hold them. */
const CONTACT_FLOOR = 6 * (25.4 / 72);

export interface SideInput {
  design: TOutlinedDesign;
  info: TCardInfo;
  format: CardFormat;
  fonts: CardFonts;
  shaper: Shaper;
  brandName: string;
  slogan: string | null;
}

export class CardPainter {
  readonly W: number;
  readonly H: number;
  readonly safe: number;
  readonly bleed: number;
  /** The logo's colours as tokens (core/mockups/compose.ts sceneColours). */
  readonly c: Record<string, string>;
  readonly info: TCardInfo;
  readonly brandName: string;
  readonly slogan: string | null;
  readonly hasIcon: boolean;
  private readonly parts: string[] = [];
  /** The size the last `text` call set its text at (after fitting). */
  lastSize = 0;

  constructor(private readonly input: SideInput) {
    this.W = input.format.width;
    this.H = input.format.height;
    this.safe = input.format.safe;
    this.bleed = input.format.bleed;
    this.c = sceneColours(input.design);
    this.info = input.info;
    this.brandName = input.brandName;
    this.slogan = input.slogan;
    this.hasIcon = input.design.icon !== undefined;
  }

  /** A filled rectangle (mm). */
  rect(x: number, y: number, w: number, h: number, fill: string, opacity = 1): this {
    const o = opacity < 1 ? ` fill-opacity="${n(opacity)}"` : '';
    this.parts.push(`<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="${hexColour(fill, 'card colour')}"${o}/>`);
    return this;
  }

  /** The whole card including its bleed. */
  fill(fill: string): this {
    return this.rect(-this.bleed, -this.bleed, this.W + 2 * this.bleed, this.H + 2 * this.bleed, fill);
  }

  /** A filled path (mm, absolute commands). */
  path(d: string, fill: string, opacity = 1): this {
    const o = opacity < 1 ? ` fill-opacity="${n(opacity)}"` : '';
    this.parts.push(`<path d="${d}" fill="${hexColour(fill, 'card colour')}"${o}/>`);
    return this;
  }

  /**
   * The logo fitted into a box (mm); the symbol falls back to the whole logo for a logo without an icon.
   * `lockup`: one of the logo's lockups (core/composer/lockups.ts) instead of its own layout.
   */
  logo(box: { x: number; y: number; w: number; h: number }, variant: TLogoVariant = 'main', monochrome?: string, opacity = 1, lockup?: TLockup): this {
    const v = variant === 'symbol' && !this.hasIcon ? 'main' : variant;
    const paths = placeLogo(this.input.design, { left: box.x, top: box.y, width: box.w, height: box.h }, {
      variant: v,
      ...(monochrome === undefined ? {} : { monochrome: hexColour(monochrome, 'logo colour') }),
      ...(lockup === undefined ? {} : { lockup }),
    });
    const markup = placedPathsMarkup(paths);
    this.parts.push(opacity < 1 ? `<g opacity="${n(opacity)}">${markup}</g>` : markup);
    return this;
  }

  /**
   * The logo at each of `at` (top-left corners), all at one size: drawn once
   * and referenced (`<use>`), so a pattern of fifty logos weighs one logo.
   */
  logoTiles(at: ReadonlyArray<{ x: number; y: number }>, size: { w: number; h: number }, variant: TLogoVariant, monochrome: string, opacity: number): this {
    const v = variant === 'symbol' && !this.hasIcon ? 'main' : variant;
    const paths = placeLogo(this.input.design, { left: 0, top: 0, width: size.w, height: size.h }, { variant: v, monochrome: hexColour(monochrome, 'logo colour') });
    const id = `t${this.parts.length}`;
    this.parts.push(`<defs><g id="${id}">${placedPathsMarkup(paths)}</g></defs>`);
    const o = opacity < 1 ? ` opacity="${n(opacity)}"` : '';
    for (const p of at) this.parts.push(`<use href="#${id}" x="${n(p.x)}" y="${n(p.y)}"${o}/>`);
    return this;
  }

  private font(role: TextRole): TFontId {
    return this.input.fonts[role];
  }

  private run(text: string, style: TextStyle, size: number): TextRun {
    return this.input.shaper(style.uppercase ? text.toUpperCase() : text, this.font(style.role), size, style.letterSpacing ?? 0);
  }

  /**
   * Lines of `text` that fit `maxWidth`: the design size if it fits; else
   * smaller, down to MIN_SCALE; then wrapped (at spaces, or between any two
   * characters of Chinese text) onto up to maxLines lines; and if even that
   * does not fit, smaller again until it does. Never wider than maxWidth.
   */
  fit(text: string, style: TextStyle, maxWidth: number): { size: number; lines: { run: TextRun; text: string }[] } {
    const whole = this.run(text, style, style.size);
    if (whole.advance <= maxWidth) return { size: style.size, lines: [{ run: whole, text }] };
    const shrunk = (style.size * maxWidth) / whole.advance;
    const wrapAt = style.wrapAt ?? MIN_SCALE;
    if (shrunk >= style.size * wrapAt || (style.maxLines ?? 1) <= 1) {
      const size = Math.min(style.size, shrunk * 0.999);
      return { size, lines: [{ run: this.run(text, style, size), text }] };
    }
    // Wrap at the size where wrapping starts, then shrink the widest line if needed.
    const size = style.size * wrapAt;
    const lines = this.wrap(text, style, size, maxWidth, style.maxLines ?? 1);
    const widest = Math.max(...lines.map((l) => this.run(l, style, size).advance));
    const finalSize = widest <= maxWidth ? size : (size * maxWidth) / widest * 0.999;
    return { size: finalSize, lines: lines.map((l) => ({ run: this.run(l, style, finalSize), text: l })) };
  }

  private wrap(text: string, style: TextStyle, size: number, maxWidth: number, maxLines: number): string[] {
    const pieces = breakPieces(text);
    const width = (line: string) => this.run(line, style, size).advance;
    const at = preferredBreak(text);
    if (at !== null && maxLines >= 2 && width(text.slice(0, at)) <= maxWidth && width(text.slice(at)) <= maxWidth) return [text.slice(0, at), text.slice(at)];
    const lines: string[] = [];
    let current = '';
    for (const piece of pieces) {
      const candidate = current + piece;
      if (current !== '' && lines.length < maxLines - 1 && width(candidate.trimEnd()) > maxWidth) {
        lines.push(current.trimEnd());
        current = piece.trimStart();
      } else current = candidate;
    }
    lines.push(current.trimEnd());
    const filled = lines.filter((l) => l !== '');
    if (filled.length < 2) return filled;
    // The last line runs over (it takes what the others left): the breaks whose widest line is narrowest, so the text shrinks the least.
    if (width(filled[filled.length - 1]!) > maxWidth) return this.balance(pieces, style, size, maxLines);
    // It fits: the same number of lines as even as they go, so no word is left alone on the last ("…, San" / "Francisco, CA" → "…," / "San Francisco, CA").
    return this.balance(pieces, style, size, filled.length);
  }

  /** `pieces` on up to maxLines lines with the widest line as narrow as it can be (widths added up piece by piece). */
  private balance(pieces: string[], style: TextStyle, size: number, maxLines: number): string[] {
    const full = pieces.map((p) => this.run(p, style, size).advance);
    const trimmed = pieces.map((p, i) => (p.trimEnd() === p ? full[i]! : this.run(p.trimEnd(), style, size).advance));
    const start = [0];
    for (const w of full) start.push(start[start.length - 1]! + w);
    // Width of the line of pieces j … i-1.
    const line = (j: number, i: number) => start[i - 1]! - start[j]! + trimmed[i - 1]!;
    const n = pieces.length;
    // widest[k][i]: the narrowest widest line setting the first i pieces on k + 1 lines; cut[k][i]: where its last line starts.
    const widest: number[][] = [Array.from({ length: n + 1 }, (_, i) => (i === 0 ? 0 : line(0, i)))];
    const cut: number[][] = [Array.from({ length: n + 1 }, () => 0)];
    for (let k = 1; k < maxLines; k++) {
      widest.push([0]);
      cut.push([0]);
      for (let i = 1; i <= n; i++) {
        let best = widest[k - 1]![i]!;
        let at = cut[k - 1]![i]!;
        for (let j = 1; j < i; j++) {
          const w = Math.max(widest[k - 1]![j]!, line(j, i));
          if (w < best) [best, at] = [w, j];
        }
        widest[k]!.push(best);
        cut[k]!.push(at);
      }
    }
    const lines: string[] = [];
    for (let k = maxLines - 1, i = n; i > 0; k--) {
      const j = k >= 0 ? cut[k]![i]! : 0;
      lines.unshift(pieces.slice(j, i).join('').trim());
      i = j;
    }
    return lines.filter((l) => l !== '');
  }

  /**
   * Sets text with its first baseline at `y` (mm); returns the y of the
   * next line's baseline. Empty text draws nothing and returns `y`.
   */
  text(text: string, x: number, y: number, maxWidth: number, style: TextStyle): number {
    if (text.trim() === '') return y;
    const { size, lines } = this.fit(text.trim(), style, maxWidth);
    this.lastSize = size;
    const colour = hexColour(style.colour, 'text colour');
    let baseline = y;
    for (const { run } of lines) {
      const dx = style.align === 'center' ? -run.advance / 2 : style.align === 'right' ? -run.advance : 0;
      if (run.d !== '') this.parts.push(`<path transform="translate(${n(x + dx)} ${n(baseline)})" d="${run.d}" fill="${colour}"/>`);
      baseline += size * LINE_PITCH;
    }
    return baseline;
  }

  /** The filled contact fields, in card order (phone, e-mail, website, address). */
  contacts(): { field: CardField; value: string }[] {
    return (['phone', 'email', 'website', 'address'] as const).filter((f) => this.info[f] !== '').map((field) => ({ field, value: this.info[field] }));
  }

  /**
   * The contact lines as a block from baseline `y`: each line led by a small
   * square in `marker` (when given); the address may wrap onto two lines.
   * When the block would run below `bottom` (the safe area's edge), all of
   * it is set smaller until it ends there. `except` leaves one field out (a
   * design that shows it elsewhere).
   */
  contactBlock(x: number, y: number, maxWidth: number, style: TextStyle, marker?: string, bottom = this.H - this.safe, except?: CardField): number {
    const items = this.contacts().filter((c) => c.field !== except);
    if (items.length === 0) return y;
    const inset = (size: number) => (marker ? size * 1.1 : 0);
    const lines = (field: CardField) => (field === 'address' || field === 'email' || field === 'website' ? 2 : 1);
    // One size for the whole block: the largest at which every line fits on its lines, but not below the floor.
    let size = style.size;
    for (const { value } of items) {
      const fitted = this.fit(value, { ...style, size, maxLines: 1 }, maxWidth - inset(size));
      if (fitted.size < size) size = Math.max(CONTACT_FLOOR, fitted.size);
    }
    const depth = (s: number) => {
      let baseline = y;
      let last = y;
      for (const { field, value } of items) {
        const fitted = this.fit(value, { ...style, size: s, maxLines: lines(field), wrapAt: 1 }, maxWidth - inset(s));
        last = baseline + s * (fitted.lines.length - 1) * LINE_PITCH;
        baseline = last + s * LINE_PITCH;
      }
      // The lowest ink: a descender below the last baseline.
      return last + s * DESCENT;
    };
    // Then smaller still, all together, when the block would run below the safe area.
    for (let i = 0; i < 8 && depth(size) > bottom; i++) size *= Math.max(0.5, Math.min(0.97, (bottom - y) / (depth(size) - y)));
    let baseline = y;
    const align = style.align ?? 'left';
    const mark = size * 0.42;
    for (const { field, value } of items) {
      if (marker && align === 'left') this.rect(x, baseline - size * 0.52, mark, mark, marker);
      if (marker && align === 'right') this.rect(x - mark, baseline - size * 0.52, mark, mark, marker);
      const tx = align === 'left' ? x + inset(size) : align === 'right' ? x - inset(size) : x;
      const fitted = this.fit(value, { ...style, size, maxLines: lines(field), wrapAt: 1 }, maxWidth - inset(size));
      // Lines keep the block's pitch, so the markers and the lines stay evenly spaced.
      const colour = hexColour(style.colour, 'text colour');
      for (const { run } of fitted.lines) {
        const dx = align === 'center' ? -run.advance / 2 : align === 'right' ? -run.advance : 0;
        if (run.d !== '') this.parts.push(`<path transform="translate(${n(tx + dx)} ${n(baseline)})" d="${run.d}" fill="${colour}"/>`);
        baseline += size * LINE_PITCH;
      }
    }
    this.lastSize = size;
    return baseline;
  }

  /**
   * A rectangle filled with a linear gradient from `from` to `to` along the
   * direction (dx, dy) (a picture's background; the print PDF's cards use none).
   */
  gradient(x: number, y: number, w: number, h: number, stops: readonly string[], dx = 1, dy = 1): this {
    const id = `g${this.parts.length}`;
    const len = Math.hypot(dx, dy) || 1;
    const [ux, uy] = [dx / len, dy / len];
    // From the corner the direction leaves to the one it reaches, through the box's centre.
    const half = (Math.abs(ux) * w + Math.abs(uy) * h) / 2;
    const [cx, cy] = [x + w / 2, y + h / 2];
    const colours = stops.map((c) => hexColour(c, 'gradient colour'));
    const stopMarkup = colours.map((c, i) => `<stop offset="${n(colours.length === 1 ? 0 : i / (colours.length - 1))}" stop-color="${c}"/>`).join('');
    this.parts.push(
      `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="${n(cx - ux * half)}" y1="${n(cy - uy * half)}" x2="${n(cx + ux * half)}" y2="${n(cy + uy * half)}">${stopMarkup}</linearGradient>` +
        `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="url(#${id})"/>`,
    );
    return this;
  }

  markup(): string {
    return this.parts.join('');
  }
}

export type CardSide = 'front' | 'back';

export interface CardDesign {
  id: string;
  label: { zh: string; en: string };
  front(p: CardPainter): void;
  back(p: CardPainter): void;
}

export interface CardSvgOptions {
  /** Include the bleed around the trim (the print PDF) or show the trim only (screen PNG, previews). */
  bleed: boolean;
  /** Output units per mm: 72/25.4 for PDF points, a px density for pictures. */
  unitsPerMm: number;
}

/** One side of a card as an SVG (paths and rectangles only). */
export function composeCardSvg(card: CardDesign, side: CardSide, input: SideInput, opts: CardSvgOptions): string {
  const p = new CardPainter(input);
  card[side](p);
  const k = opts.unitsPerMm;
  const margin = opts.bleed ? input.format.bleed : 0;
  const w = (input.format.width + 2 * margin) * k;
  const h = (input.format.height + 2 * margin) * k;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${n(w)}" height="${n(h)}" viewBox="0 0 ${n(w)} ${n(h)}">` +
    `<g transform="matrix(${n(k)} 0 0 ${n(k)} ${n(margin * k)} ${n(margin * k)})">${p.markup()}</g></svg>`
  );
}
