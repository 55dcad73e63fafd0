import { letteringOf, monogramText, nameFitsSquare } from './lockups';
import type { Font, Glyph, PathCommand } from 'opentype.js';
import type { TDesign, TFontId, TOutlinedDesign, TOutlinedText, TTextLine } from '../design';
import type { PairKerning } from './kerning';

/**
 * Turns the text of a design into outline paths, so nothing downstream (the
 * composer, the browser, resvg, the PDF/EPS writers) ever needs a font file or
 * renders text differently. Isomorphic: fonts come in through `FontSource`.
 */

export interface FontSource {
  get(id: TFontId): Font;
  /**
   * Pair kerning of the font in font units. Optional because opentype.js can
   * kern by itself for fonts with a plain 'kern' table; give it (see
   * `readPairKerning`) for fonts whose kerning sits behind GPOS extension
   * lookups, which opentype.js 1.3.4 ignores (Inter, Montserrat, Playfair).
   */
  kerning?(id: TFontId): PairKerning;
}

/** Font used for a glyph the chosen font lacks (e.g. Chinese in a Latin font). */
export function fallbackFontFor(id: TFontId): TFontId {
  const weight = Number(id.slice(id.lastIndexOf('-') + 1));
  return weight >= 600 ? 'noto-sans-sc-700' : 'noto-sans-sc-400';
}

/** Rounds to 2 decimals and never writes "-0": output is deterministic and compact. */
function num(n: number): string {
  const r = Math.round(n * 100) / 100;
  return Object.is(r, -0) ? '0' : String(r);
}

function round2(n: number): number {
  return Number(num(n));
}

interface Placed {
  fontId: TFontId;
  glyph: Glyph;
}

/** Picks, per character, the glyph of the line's font or of the CJK fallback font. */
function placeGlyphs(text: string, fontId: TFontId, fonts: FontSource): Placed[] {
  const primary = fonts.get(fontId);
  const fallbackId = fallbackFontFor(fontId);
  const out: Placed[] = [];
  for (const ch of Array.from(text)) {
    const glyph = primary.charToGlyph(ch);
    if (glyph.index !== 0 || fallbackId === fontId) {
      out.push({ fontId, glyph });
      continue;
    }
    const fallback = fonts.get(fallbackId).charToGlyph(ch);
    // If the fallback lacks it too, keep the chosen font's .notdef box: a
    // visible gap is better than silently dropping a character.
    out.push(fallback.index !== 0 ? { fontId: fallbackId, glyph: fallback } : { fontId, glyph });
  }
  return out;
}

function kerningOf(fontId: TFontId, fonts: FontSource, cache: Map<TFontId, PairKerning>): PairKerning {
  let k = cache.get(fontId);
  if (!k) {
    const font = fonts.get(fontId);
    k = fonts.kerning?.(fontId) ?? ((l, r) => font.getKerningValue(l, r));
    cache.set(fontId, k);
  }
  return k;
}

function serialise(commands: PathCommand[], dx: number, dy: number): string {
  let d = '';
  for (const c of commands) {
    switch (c.type) {
      case 'M':
      case 'L':
        d += `${c.type}${num(c.x + dx)} ${num(c.y + dy)}`;
        break;
      case 'Q':
        d += `Q${num(c.x1 + dx)} ${num(c.y1 + dy)} ${num(c.x + dx)} ${num(c.y + dy)}`;
        break;
      case 'C':
        d += `C${num(c.x1 + dx)} ${num(c.y1 + dy)} ${num(c.x2 + dx)} ${num(c.y2 + dy)} ${num(c.x + dx)} ${num(c.y + dy)}`;
        break;
      case 'Z':
        d += 'Z';
        break;
    }
  }
  return d;
}

/**
 * Outlines one text line at its final size. The path's origin is the top-left
 * corner of the line's INK box (the tight bounds of the glyph outlines, not
 * the ascender/descender line box), and width/height are that box: the
 * composer centres and spaces what the eye sees, whatever the font's metrics.
 * Letter spacing (em of the line's size) goes between letters, not after the
 * last one, so centred text stays centred. No ligatures: logos are often
 * tracked, and ligatures would break the spacing.
 */
export function outlineText(line: TTextLine, fonts: FontSource): TOutlinedText {
  const text = line.uppercase ? line.text.toUpperCase() : line.text;
  const run = layRun(text, line.font, line.size, line.letterSpacing, fonts);
  const color = line.color.toUpperCase();
  const lettering = letteringOf(text);
  if (run.commands.length === 0) return { d: '', width: round2(run.advance), height: 0, color, lettering };
  return {
    d: serialise(run.commands, -run.minX, -run.minY),
    width: round2(run.maxX - run.minX),
    height: round2(run.maxY - run.minY),
    color,
    lettering,
  };
}

/** A run of text set on a baseline: its outline with the origin at the start of the baseline, and how far it advances. */
export interface TextRun {
  /** Drawn when first read: fitting text asks many runs for their advance and draws only the ones it keeps. */
  readonly d: string;
  /** From the origin to the end of the last glyph's advance. */
  readonly advance: number;
}

/**
 * Outlines text on a baseline, for text set in lines (business cards): the
 * path's origin is the start of the baseline, so lines of different letters
 * sit on one baseline, and `advance` is the set width. Same glyph choice,
 * kerning and letter spacing (em) as outlineText. The advance comes from the
 * glyphs' metrics alone; the outline is made the first time `d` is read.
 */
export function outlineRun(text: string, font: TFontId, size: number, fonts: FontSource, letterSpacing = 0): TextRun {
  const placed = placeGlyphs(text, font, fonts);
  const pens = penPositions(placed, size, letterSpacing, fonts);
  let d: string | undefined;
  return {
    advance: round2(pens.advance),
    get d() {
      if (d === undefined) {
        const run = drawRun(placed, pens.xs, size);
        d = run.commands.length === 0 ? '' : serialise(run.commands, 0, 0);
      }
      return d;
    },
  };
}

/** Where each glyph's pen starts on the baseline, and where the run ends: advance widths, kerning within a font, letter spacing between letters. */
function penPositions(placed: Placed[], size: number, letterSpacing: number, fonts: FontSource): { xs: number[]; advance: number } {
  const kernCache = new Map<TFontId, PairKerning>();
  const xs: number[] = [];
  let x = 0;
  placed.forEach(({ fontId, glyph }, i) => {
    const scale = size / fonts.get(fontId).unitsPerEm;
    xs.push(x);
    x += (glyph.advanceWidth ?? 0) * scale;
    const next = placed[i + 1];
    if (!next) return;
    if (next.fontId === fontId) x += kerningOf(fontId, fonts, kernCache)(glyph.index, next.glyph.index) * scale;
    x += letterSpacing * size;
  });
  return { xs, advance: x };
}

/** The glyphs' outlines at their pens, and the ink box they cover. */
function drawRun(placed: Placed[], xs: number[], size: number) {
  const commands: PathCommand[] = [];
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  placed.forEach(({ glyph }, i) => {
    const path = glyph.getPath(xs[i]!, 0, size);
    if (path.commands.length === 0) return;
    const bb = path.getBoundingBox();
    minX = Math.min(minX, bb.x1);
    minY = Math.min(minY, bb.y1);
    maxX = Math.max(maxX, bb.x2);
    maxY = Math.max(maxY, bb.y2);
    commands.push(...path.commands);
  });
  return { commands, minX, minY, maxX, maxY };
}

function layRun(text: string, fontIdIn: TFontId, size: number, letterSpacing: number, fonts: FontSource) {
  const placed = placeGlyphs(text, fontIdIn, fonts);
  const pens = penPositions(placed, size, letterSpacing, fonts);
  return { ...drawRun(placed, pens.xs, size), advance: pens.advance };
}

/** Outlines the name and slogan of a design; everything else is copied as is. */
export function outlineDesign(design: TDesign, fonts: FontSource): TOutlinedDesign {
  const name = outlineText(design.name, fonts);
  const monogram = monogramOf(design, name, fonts);
  return {
    width: design.width,
    height: design.height,
    background: design.background,
    layout: design.layout,
    ...(design.icon ? { icon: design.icon } : {}),
    iconSize: design.iconSize,
    name,
    ...(design.slogan ? { slogan: outlineText(design.slogan, fonts) } : {}),
    ...(monogram ? { monogram } : {}),
    colors: design.colors,
  };
}

/**
 * A text-only logo whose name is too wide for a square gets its monogram
 * (the initials, core/composer/lockups.ts `monogramText`) set in the name's
 * font, size and colour, for its compact square lockup.
 */
function monogramOf(design: TDesign, name: TOutlinedText, fonts: FontSource): TOutlinedText | undefined {
  if (design.icon || name.d === '' || nameFitsSquare(name)) return undefined;
  const text = monogramText(design.name.uppercase ? design.name.text.toUpperCase() : design.name.text);
  if (!text) return undefined;
  const outlined = outlineText({ ...design.name, text, uppercase: false }, fonts);
  return outlined.d === '' ? undefined : outlined;
}
