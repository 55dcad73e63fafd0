import { z } from 'zod';
import { SIZE_PRESETS, type SizePreset } from '../constants';
import type { TOutlinedDesign, TOutlinedText } from '../design';
import { layoutLogo, textColumn, type LogoLayout, type Placement } from './layout';

/**
 * Lockups: the logo laid out for the places it goes, composed from its parts
 * (icon, name, slogan) — never a scaled picture of the original. Each has its
 * proportions relative to the icon, so every logo's horizontal lockup looks
 * like one family:
 *
 * - **original**: the design's own layout (the download page's cards).
 * - **horizontal**: icon left, the text block beside it, centred on the
 *   icon's middle; the block is a share of the icon's height, the gap a
 *   quarter of it. A long name shrinks (down to a floor) before the lockup
 *   grows wider than LOCKUP_RULES.horizontalMaxAspect.
 * - **stacked**: icon above, the text centred under it; a long name shrinks
 *   so the text stays within a few icon widths.
 * - **square**: for avatars and app icons: the icon with the name under it
 *   when the name is short enough to leave the picture square, else the icon
 *   alone; a text-only logo's short name alone, or its monogram (initials,
 *   `monogramText`) when the name is long.
 * - **wordmark**: the name (with its slogan) as set in the design.
 * - **icon**: the icon alone.
 *
 * A text-only logo has the layouts that make sense without an icon: the
 * wordmark (with and without its slogan), and with a slogan the horizontal
 * (name, then the slogan on the same line) and the stacked one (the slogan
 * set to the name's width under it); the square, compact version.
 *
 * Text is set upright in every lockup (Chinese names included): the outlines
 * are scaled, never rotated.
 */
export const LOCKUPS = ['original', 'horizontal', 'stacked', 'square', 'wordmark', 'icon'] as const;
export const ZLockup = z.enum(LOCKUPS);
export type TLockup = (typeof LOCKUPS)[number];

/** Bump when a lockup's rules change: part of the render cache key of lockup files (server/render/logo-files.ts). */
export const LOCKUPS_VERSION = 2;

/** Proportions of the lockups, in icon heights (I). */
export const LOCKUP_RULES = {
  /** Horizontal: the text block's height, name alone / name and slogan. */
  horizontalText: { name: 0.46, withSlogan: 0.66 },
  /** Horizontal: gap between icon and text. */
  horizontalGap: 0.25,
  /** Horizontal: widest the lockup gets before the text shrinks (width over height). */
  horizontalMaxAspect: 5.5,
  /** Stacked: the name's letter height, and the text block's widest (in icon widths, at least I). */
  stackedName: 0.3,
  stackedMaxWidth: 2.6,
  stackedGap: 0.2,
  /** Smallest the name is shrunk to, as a share of the height it would have. */
  shrinkFloor: 0.5,
  /** Square: the name's letter height under the icon, and the widest the picture may be (width over height). */
  squareName: 0.26,
  squareMaxAspect: 1.3,
  /** A text-only logo's name makes a square lockup when it is at most this wide (width over height); a wider one, its monogram. */
  squareTextMaxAspect: 5,
  /** Text-only horizontal: the slogan's height, and the gap before it, in name heights (N). */
  textHorizontalSlogan: 0.3,
  textHorizontalGap: 0.45,
  /** Text-only stacked: the slogan set to the name's width, at most this tall (in N); the gap under the name. */
  textStackedSloganMax: 0.42,
  textStackedGap: 0.16,
} as const;

/**
 * The monogram of a name, for the compact lockup of a text-only logo whose
 * name is too long for a square: the initials of its words (an ampersand
 * kept: "Kettle & Co" → "K&C"), at most three; a Chinese name's first two
 * characters; null when nothing would be shorter than the name.
 */
export function monogramText(name: string): string | null {
  const text = name.trim();
  if (letteringOf(text) === 'cjk') {
    const chars = [...text.replace(/\s+/g, '')];
    return chars.length > 2 ? chars.slice(0, 2).join('') : null;
  }
  const words = text.split(/\s+/).filter(Boolean);
  let letters = 0;
  const out: string[] = [];
  for (const word of words) {
    if (word === '&' || word === '+') {
      if (out.length > 0) out.push(word);
      continue;
    }
    const first = [...word].find((c) => /[\p{L}\p{N}]/u.test(c));
    if (!first || letters === 3) continue;
    out.push(first.toUpperCase());
    letters += 1;
  }
  while (out.length > 0 && /^[&+]$/.test(out[out.length - 1]!)) out.pop();
  const monogram = out.join('');
  return letters > 0 && monogram.length < text.length ? monogram : null;
}

function iconBox(d: TOutlinedDesign): { w: number; h: number; scale: number } | undefined {
  if (!d.icon) return undefined;
  const [vw, vh] = d.icon.viewBox;
  const scale = d.iconSize / vh;
  return { w: vw * scale, h: d.iconSize, scale };
}

function scaled(p: Placement | undefined, k: number, dx: number, dy: number): Placement | undefined {
  return p && { x: dx + p.x * k, y: dy + p.y * k, scale: p.scale * k };
}

/** The parts of a design the choice of lockups reads. */
type LockupSource = Pick<TOutlinedDesign, 'icon' | 'name' | 'slogan' | 'monogram'>;

/** Whether a text-only logo's name is short enough to be its own square (else its square is its monogram). */
export function nameFitsSquare(name: TOutlinedText): boolean {
  return name.d !== '' && name.width / Math.max(name.height, 1e-6) <= LOCKUP_RULES.squareTextMaxAspect;
}

/** A text-only logo's horizontal and stacked lockups: its name with its slogan (without it, the wordmark's name). */
function isTextLineLockup(d: Pick<TOutlinedDesign, 'icon'>, lockup: TLockup): boolean {
  return !d.icon && (lockup === 'horizontal' || lockup === 'stacked');
}

/**
 * The lockups a design has: all six with an icon; a text-only logo its own
 * layout, the wordmark, with a slogan the horizontal and the stacked, and the
 * square (its short name, or its monogram).
 */
export function lockupsOf(d: LockupSource): TLockup[] {
  if (d.icon) return [...LOCKUPS];
  const out: TLockup[] = ['original'];
  if (d.slogan && d.slogan.d !== '') out.push('horizontal', 'stacked');
  if (d.name.d !== '') out.push('wordmark');
  if (nameFitsSquare(d.name) || (d.monogram && d.monogram.d !== '')) out.push('square');
  return out;
}

/**
 * Whether a lockup has a slogan to leave out (its "without slogan" version is
 * another picture). A text-only logo's horizontal and stacked lockups are
 * the name with its slogan: without it they are the wordmark.
 */
export function lockupHasSlogan(d: Pick<TOutlinedDesign, 'icon' | 'slogan'>, lockup: TLockup): boolean {
  if (!d.slogan) return false;
  if (isTextLineLockup(d, lockup)) return false;
  return lockup === 'original' || lockup === 'horizontal' || lockup === 'stacked' || lockup === 'wordmark';
}

/** Whether a layout comes as an ICO (its card's menu and the kit alike): the logo's own layout, the square and the icon. */
export function lockupHasIco(lockup: TLockup): boolean {
  return lockup === 'original' || lockup === 'square' || lockup === 'icon';
}

function horizontal(d: TOutlinedDesign, slogan: TOutlinedText | undefined): LogoLayout {
  const icon = iconBox(d)!;
  const I = icon.h;
  const col = textColumn(d.name, slogan, 'left');
  const target = (slogan ? LOCKUP_RULES.horizontalText.withSlogan : LOCKUP_RULES.horizontalText.name) * I;
  let k = target / Math.max(col.height, 1e-6);
  const gap = LOCKUP_RULES.horizontalGap * I;
  const height = Math.max(I, col.height * k);
  const room = LOCKUP_RULES.horizontalMaxAspect * height - icon.w - gap;
  if (col.width * k > room) k = Math.max(room / col.width, k * LOCKUP_RULES.shrinkFloor);
  const colH = col.height * k;
  const colY = (height - colH) / 2;
  const colX = icon.w + gap;
  return {
    width: colX + col.width * k,
    height,
    icon: { x: 0, y: (height - I) / 2, scale: icon.scale },
    name: scaled(col.name, k, colX, colY),
    slogan: scaled(col.slogan, k, colX, colY),
  };
}

function stacked(d: TOutlinedDesign, slogan: TOutlinedText | undefined, nameShare: number, maxWidth: number): LogoLayout {
  const icon = iconBox(d)!;
  const I = icon.h;
  const col = textColumn(d.name, slogan, 'center');
  let k = (nameShare * I) / Math.max(d.name.height, 1e-6);
  if (col.width * k > maxWidth) k = Math.max(maxWidth / col.width, k * LOCKUP_RULES.shrinkFloor);
  const gap = LOCKUP_RULES.stackedGap * I;
  const colW = col.width * k;
  const width = Math.max(icon.w, colW);
  const colY = I + gap;
  return {
    width,
    height: colY + col.height * k,
    icon: { x: (width - icon.w) / 2, y: 0, scale: icon.scale },
    name: scaled(col.name, k, (width - colW) / 2, colY),
    slogan: scaled(col.slogan, k, (width - colW) / 2, colY),
  };
}

/** A text-only logo's horizontal lockup: the name, then its slogan on the same line, centred on it. */
function textHorizontal(d: TOutlinedDesign, slogan: TOutlinedText): LogoLayout {
  const N = Math.max(d.name.height, 1e-6);
  const k = (LOCKUP_RULES.textHorizontalSlogan * N) / Math.max(slogan.height, 1e-6);
  const gap = LOCKUP_RULES.textHorizontalGap * N;
  const height = Math.max(N, slogan.height * k);
  return {
    width: d.name.width + gap + slogan.width * k,
    height,
    name: { x: 0, y: (height - N) / 2, scale: 1 },
    slogan: { x: d.name.width + gap, y: (height - slogan.height * k) / 2, scale: k },
  };
}

/** A text-only logo's stacked lockup: the slogan set to the name's width under it (no taller than a share of the name). */
function textStacked(d: TOutlinedDesign, slogan: TOutlinedText): LogoLayout {
  const N = Math.max(d.name.height, 1e-6);
  const k = Math.min(d.name.width / Math.max(slogan.width, 1e-6), (LOCKUP_RULES.textStackedSloganMax * N) / Math.max(slogan.height, 1e-6));
  const y = N + LOCKUP_RULES.textStackedGap * N;
  const width = Math.max(d.name.width, slogan.width * k);
  return {
    width,
    height: y + slogan.height * k,
    name: { x: (width - d.name.width) / 2, y: 0, scale: 1 },
    slogan: { x: (width - slogan.width * k) / 2, y, scale: k },
  };
}

/** The monogram alone, in the name's place (drawn with the name's colour). */
function monogramLayout(monogram: TOutlinedText): LogoLayout {
  return { width: monogram.width, height: monogram.height, name: { x: 0, y: 0, scale: 1 }, monogram: true };
}

/** The line a layout draws as its name: the name, or the monogram in the compact square. */
export function layoutName(d: TOutlinedDesign, layout: LogoLayout): TOutlinedText | undefined {
  return layout.monogram ? d.monogram : d.name;
}

/** The square lockup: icon over a short name when the picture stays square enough, else the icon alone. */
function square(d: TOutlinedDesign): LogoLayout {
  const icon = iconBox(d);
  if (!icon) return nameFitsSquare(d.name) || !d.monogram ? textColumn(d.name, undefined, 'center') : monogramLayout(d.monogram);
  const withName = stacked(d, undefined, LOCKUP_RULES.squareName, Infinity);
  const fits = withName.width / withName.height <= LOCKUP_RULES.squareMaxAspect && d.name.d !== '';
  return fits ? withName : layoutLogo(d, 'symbol', false);
}

/**
 * Lays a lockup out in logo units (core/composer/layout.ts's form, text
 * placements may scale). Throws for a lockup the design does not have
 * (`lockupsOf`).
 */
export function lockupLayout(d: TOutlinedDesign, lockup: TLockup, withSlogan: boolean): LogoLayout {
  if (!lockupsOf(d).includes(lockup)) throw new Error(`this logo has no ${lockup} lockup`);
  const slogan = withSlogan ? d.slogan : undefined;
  if (isTextLineLockup(d, lockup)) {
    if (!slogan) return textColumn(d.name, undefined, 'center');
    return lockup === 'horizontal' ? textHorizontal(d, slogan) : textStacked(d, slogan);
  }
  switch (lockup) {
    case 'original':
      return layoutLogo(d, d.layout, withSlogan);
    case 'horizontal':
      return horizontal(d, slogan);
    case 'stacked': {
      const icon = iconBox(d)!;
      return stacked(d, slogan, LOCKUP_RULES.stackedName, LOCKUP_RULES.stackedMaxWidth * Math.max(icon.w, icon.h));
    }
    case 'square':
      return square(d);
    case 'wordmark':
      return textColumn(d.name, slogan, 'center');
    case 'icon':
      return layoutLogo(d, 'symbol', false);
  }
}

/** The name's letter height as placed in a layout (0 when the layout has no name). */
export function placedNameHeight(d: TOutlinedDesign, layout: LogoLayout): number {
  const name = layoutName(d, layout);
  return layout.name && name && name.d !== '' ? name.height * layout.name.scale : 0;
}

/**
 * The clear space X of a layout, in its units: the height of the name's
 * letters, at most a quarter of the layout's height (a quarter of it for the
 * icon alone). The brand guidelines state it with the same rule.
 */
export function clearSpaceUnit(d: TOutlinedDesign, layout: LogoLayout): { unit: number; capped: boolean } {
  const limit = layout.height / 4;
  const name = placedNameHeight(d, layout);
  return name > 0 && name <= limit ? { unit: name, capped: false } : { unit: limit, capped: true };
}

/**
 * Width over height of a lockup's natural picture: the artwork with its clear
 * space on every side; the square lockup is always square (it goes where a
 * platform crops a square).
 */
export function lockupAspect(d: TOutlinedDesign, lockup: TLockup, withSlogan: boolean): number {
  if (lockup === 'square') return 1;
  const layout = lockupLayout(d, lockup, withSlogan);
  const { unit } = clearSpaceUnit(d, layout);
  return (layout.width + 2 * unit) / Math.max(layout.height + 2 * unit, 1e-6);
}

/** A picture of the given proportions (width over height), `longSide` px on its longer side: whole pixels, at least 1. */
export function sizeByLongSide(aspect: number, longSide: number): { width: number; height: number } {
  const long = Math.max(1, Math.round(longSide));
  const short = (side: number) => Math.max(1, Math.round(side));
  return aspect >= 1 ? { width: long, height: short(long / aspect) } : { width: short(long * aspect), height: long };
}

/**
 * A size preset for a layout of the given proportions: the preset's long side
 * in them. The size dialog offers these (web/pages/download/sizes.ts); the
 * server counts them as presets, not one-off sizes (server/modules/logo/one-off.ts).
 */
export function layoutPresetSize(preset: SizePreset, aspect: number): { width: number; height: number } {
  const size = SIZE_PRESETS[preset];
  return sizeByLongSide(aspect, Math.max(size.width, size.height));
}

/** The natural picture of a lockup (`lockupAspect`), `longSide` px on its longer side. */
export function lockupCanvas(d: TOutlinedDesign, lockup: TLockup, withSlogan: boolean, longSide: number): { width: number; height: number } {
  return sizeByLongSide(lockupAspect(d, lockup, withSlogan), longSide);
}

/** Millimetres and pixels at which the smallest lettering of a logo still reads. */
export const LEGIBLE_TEXT = {
  /** Latin capitals (the ink box is their cap height): the capitals of 6 pt type. */
  caps: { mm: 1.5, px: 8 },
  /** Latin in mixed case (the ink box runs from ascenders to descenders): about 7 pt type. */
  latin: { mm: 2, px: 10 },
  /** Chinese characters have more strokes and need more room. */
  cjk: { mm: 2.5, px: 12 },
} as const;

/** However compact the logo, a version with lettering is never set smaller than this. */
export const TEXT_FLOOR = { mm: 12, px: 60 } as const;

/** The symbol alone: a favicon's 16 px, and what a pad-printed pen can hold. */
export const SYMBOL_MINIMUM = { mm: 6, px: 16 } as const;

const CJK = /[\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef]/;

/** The lettering of a line as set (after any capitalisation): Chinese, Latin capitals, or Latin in mixed case. */
export function letteringOf(text: string): 'caps' | 'latin' | 'cjk' {
  if (CJK.test(text)) return 'cjk';
  return text === text.toUpperCase() ? 'caps' : 'latin';
}

/** The legibility threshold of a line of text, for the height of its ink box. */
export function legibleText(text: string, uppercase: boolean): { mm: number; px: number } {
  return LEGIBLE_TEXT[uppercase && letteringOf(text) === 'latin' ? 'caps' : letteringOf(text)];
}

/**
 * The minimum width of a layout: scaled until its smallest lettering (the
 * slogan when placed, else the name) reaches the legible height of its script,
 * never below TEXT_FLOOR; a layout without lettering (the icon) has
 * SYMBOL_MINIMUM. Pixels round up to a multiple of 10.
 */
export function layoutMinimum(d: TOutlinedDesign, layout: LogoLayout): { mm: number; px: number } {
  const slogan = layout.slogan && d.slogan && d.slogan.d !== '' ? { ink: d.slogan.height * layout.slogan.scale, line: d.slogan } : null;
  const nameInk = placedNameHeight(d, layout);
  const line = slogan ?? (nameInk > 0 ? { ink: nameInk, line: layoutName(d, layout)! } : null);
  if (!line) return { ...SYMBOL_MINIMUM };
  const legible = LEGIBLE_TEXT[line.line.lettering ?? 'latin'];
  const ratio = layout.width / Math.max(line.ink, 1e-6);
  return { mm: Math.max(TEXT_FLOOR.mm, Math.ceil(ratio * legible.mm)), px: Math.max(TEXT_FLOOR.px, Math.ceil((ratio * legible.px) / 10) * 10) };
}
