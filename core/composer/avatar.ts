import { ZOutlinedDesign, type TLayout, type TLogoVariant, type TOutlinedDesign } from '../design';
import { contrast, hexColour, READABLE_CONTRAST } from './colour';
import { composeLogoBody } from './compose';

/**
 * Avatar-style icons of a logo (spec 01 §2 "Avatar/icon page"): square
 * pictures for profile images and app icons, composed from the same design as
 * every other file. The mark is the symbol when the logo has one, else the
 * logo's name. Styles with transparent corners are PNG; full squares are JPG.
 */
export const AVATAR_STYLES = ['symbol', 'circle-brand', 'circle-light', 'rounded-dark', 'square-brand', 'square-logo'] as const;
export type TAvatarStyle = (typeof AVATAR_STYLES)[number];

/**
 * Every style the renderer draws: the icon page's, and the pictures of the
 * same kind that only files carry — the favicon pack's maskable app icon (the
 * mark on the brand colour inside the safe zone, the middle circle of 80 % of
 * the side that every launcher's mask keeps).
 */
export const ICON_STYLES = [...AVATAR_STYLES, 'maskable'] as const;
export type TIconStyle = (typeof ICON_STYLES)[number];

/** The mark's share of a maskable icon: its artwork (inside the composer's margin) stays within the safe circle. */
const MASKABLE_SCALE = 0.72;

/** The styles of a design: the bare symbol needs a symbol (the name alone is "square-logo"). */
export function avatarStyles(design: Pick<TOutlinedDesign, 'icon'>): TAvatarStyle[] {
  return AVATAR_STYLES.filter((s) => s !== 'symbol' || design.icon !== undefined);
}

/** PNG where the picture has transparent parts, else JPG (spec 01 §2). */
export function avatarFormat(style: TIconStyle): 'png' | 'jpg' {
  return style === 'square-brand' || style === 'square-logo' || style === 'maskable' ? 'jpg' : 'png';
}

const WHITE = '#FFFFFF';
const INK = '#1F2430';

/** White on the colour when readable, else the dark ink. */
function markOn(fill: string): string {
  return contrast(WHITE, fill) >= READABLE_CONTRAST ? WHITE : INK;
}

interface StylePlan {
  /** Background shape: none, a circle, a rounded square or the full square. */
  shape: 'none' | 'circle' | 'rounded' | 'square';
  fill: string | null;
  /** The mark's size as a share of the side. */
  scale: number;
  variant: TLogoVariant;
  monochrome?: string;
  /** A layout other than the design's (the logo square stacks icon over name, so it fills the square). */
  layout?: TLayout;
}

function plan(d: TOutlinedDesign, style: TIconStyle): StylePlan {
  const mark: TLogoVariant = d.icon ? 'symbol' : 'no-slogan';
  const brand = hexColour(d.colors[0] ?? d.name.color, 'brand colour');
  const background = hexColour(d.background, 'background');
  switch (style) {
    case 'symbol':
      return { shape: 'none', fill: null, scale: 1, variant: mark };
    case 'circle-brand':
      return { shape: 'circle', fill: brand, scale: 0.72, variant: mark, monochrome: markOn(brand) };
    case 'circle-light':
      return { shape: 'circle', fill: background, scale: 0.72, variant: mark };
    case 'rounded-dark':
      return { shape: 'rounded', fill: INK, scale: 0.8, variant: mark, monochrome: WHITE };
    case 'square-brand':
      return { shape: 'square', fill: brand, scale: 0.8, variant: mark, monochrome: markOn(brand) };
    case 'square-logo':
      return { shape: 'square', fill: background, scale: 1, variant: 'no-slogan', layout: 'icon-top' };
    case 'maskable':
      return { shape: 'square', fill: brand, scale: MASKABLE_SCALE, variant: mark, monochrome: markOn(brand) };
  }
}

/** The colour a JPG avatar is flattened on (its square's fill). */
export function avatarBackground(design: TOutlinedDesign, style: TIconStyle): string | null {
  const p = plan(ZOutlinedDesign.parse(design), style);
  return p.shape === 'square' ? p.fill : null;
}

function n(v: number): string {
  return String(Math.round(v * 100) / 100);
}

/**
 * The SVG of one avatar style, `side` px square. Throws on an unknown style or
 * an invalid design (checked like composeLogoSvg).
 */
export function composeAvatarSvg(design: TOutlinedDesign, style: TIconStyle, side: number): string {
  if (!ICON_STYLES.includes(style)) throw new Error(`unknown avatar style ${JSON.stringify(style)}`);
  if (!Number.isFinite(side) || side <= 0) throw new Error(`side must be a positive number, got ${String(side)}`);
  const d = ZOutlinedDesign.parse(design);
  const p = plan(d, style);
  const inner = side * p.scale;
  const offset = (side - inner) / 2;
  const mark = composeLogoBody(d, { variant: p.variant, background: null, width: inner, height: inner, monochrome: p.monochrome, layout: p.layout });
  let backdrop = '';
  if (p.fill && p.shape === 'circle') backdrop = `<circle cx="${n(side / 2)}" cy="${n(side / 2)}" r="${n(side / 2)}" fill="${p.fill}"/>`;
  if (p.fill && p.shape === 'rounded') backdrop = `<rect width="${n(side)}" height="${n(side)}" rx="${n(side * 0.22)}" fill="${p.fill}"/>`;
  if (p.fill && p.shape === 'square') backdrop = `<rect width="${n(side)}" height="${n(side)}" fill="${p.fill}"/>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${n(side)}" height="${n(side)}" viewBox="0 0 ${n(side)} ${n(side)}">` +
    backdrop +
    `<g transform="translate(${n(offset)} ${n(offset)})">${mark.body}</g>` +
    '</svg>'
  );
}
