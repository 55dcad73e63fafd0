import type { TOutlinedDesign, TOutlinedText } from '../design';

/**
 * Arranges icon, name and slogan in "logo units" (the design's canvas units),
 * before the composer fits the whole into the output box. Spacing is
 * proportional to the parts themselves, not to the canvas, so a logo keeps its
 * proportions at any output size and aspect.
 */

export type LayoutKind = TOutlinedDesign['layout'] | 'symbol';

export interface Placement {
  x: number;
  y: number;
  /** Scale applied to the part's own units (icon viewBox units, or 1 for text). */
  scale: number;
}

export interface LogoLayout {
  width: number;
  height: number;
  icon?: Placement;
  name?: Placement;
  slogan?: Placement;
  /** The name is drawn as the design's monogram (a text-only logo's compact square, core/composer/lockups.ts). */
  monogram?: true;
}

interface Parts {
  icon?: { w: number; h: number; scale: number };
  name?: TOutlinedText;
  slogan?: TOutlinedText;
}

/** Space between name and slogan: enough to read them as two lines, not two blocks. */
function sloganGap(name: TOutlinedText, slogan: TOutlinedText): number {
  return Math.max(name.height * 0.3, slogan.height * 0.75);
}

/** Stacks name and slogan, both centred or both left-aligned. */
export function textColumn(name: TOutlinedText, slogan: TOutlinedText | undefined, align: 'center' | 'left'): LogoLayout {
  const width = Math.max(name.width, slogan?.width ?? 0);
  const xOf = (w: number) => (align === 'center' ? (width - w) / 2 : 0);
  const nameAt = { x: xOf(name.width), y: 0, scale: 1 };
  if (!slogan) return { width, height: name.height, name: nameAt };
  const y = name.height + sloganGap(name, slogan);
  return { width, height: y + slogan.height, name: nameAt, slogan: { x: xOf(slogan.width), y, scale: 1 } };
}

function shift(p: Placement | undefined, dx: number, dy: number): Placement | undefined {
  return p && { x: p.x + dx, y: p.y + dy, scale: p.scale };
}

/**
 * Lays the parts out for `kind`. An icon layout without an icon falls back to
 * text-only, so a design can never come out with a hole where the icon was.
 */
export function layoutLogo(d: TOutlinedDesign, kind: LayoutKind, withSlogan: boolean): LogoLayout {
  const parts: Parts = {};
  if (d.icon && kind !== 'text-only') {
    const [vw, vh] = d.icon.viewBox;
    const scale = d.iconSize / vh;
    parts.icon = { w: vw * scale, h: d.iconSize, scale };
  }
  const iconAt = (x: number, y: number): Placement | undefined => parts.icon && { x, y, scale: parts.icon.scale };

  if (kind === 'symbol') {
    if (!parts.icon) throw new Error('the symbol variant needs a design with an icon');
    return { width: parts.icon.w, height: parts.icon.h, icon: iconAt(0, 0) };
  }

  const slogan = withSlogan ? d.slogan : undefined;
  const icon = parts.icon;

  if (icon && kind === 'icon-left') {
    const col = textColumn(d.name, slogan, 'left');
    // Gap grows with the icon, but a small icon next to big type still gets air.
    const gap = Math.max(icon.w * 0.22, d.name.height * 0.45);
    const height = Math.max(icon.h, col.height);
    const colX = icon.w + gap;
    const colY = (height - col.height) / 2;
    return {
      width: colX + col.width,
      height,
      icon: iconAt(0, (height - icon.h) / 2),
      name: shift(col.name, colX, colY),
      slogan: shift(col.slogan, colX, colY),
    };
  }

  const col = textColumn(d.name, slogan, 'center');
  if (icon) {
    const gap = Math.max(icon.h * 0.2, d.name.height * 0.5);
    const width = Math.max(icon.w, col.width);
    const colY = icon.h + gap;
    return {
      width,
      height: colY + col.height,
      icon: iconAt((width - icon.w) / 2, 0),
      name: shift(col.name, (width - col.width) / 2, colY),
      slogan: shift(col.slogan, (width - col.width) / 2, colY),
    };
  }
  return { width: col.width, height: col.height, name: col.name, slogan: col.slogan };
}
