import { layoutLogo, type LogoLayout } from '../../../core/composer/layout';
import type { TDesign, TOutlinedDesign } from '../../../core/design';

/**
 * The numbers the brand book states about a logo, measured from its outlined
 * design (core/composer/layout.ts places the parts; the outlines give each
 * text line's ink box): the clear space and the
 * minimum sizes.
 */

export interface ClearSpace {
  /** The full logo's layout in logo units. */
  layout: LogoLayout;
  /** X, the clear space on every side, in logo units. */
  unit: number;
  /** True when X is a quarter of the logo's height rather than the name's letter height. */
  capped: boolean;
}

/**
 * X = the height of the name's letters (the ink box of the outlined name: its
 * cap height when set in capitals), the measure brand books use because it
 * scales with the logo. Where the name is a large share of the logo (a name
 * beside a small icon, a wordmark alone) that would waste the page around a
 * small logo, so X is at most a quarter of the logo's height.
 */
export function clearSpace(d: TOutlinedDesign): ClearSpace {
  const layout = layoutLogo(d, d.layout, true);
  const limit = layout.height / 4;
  const name = d.name.height;
  return name > 0 && name <= limit ? { layout, unit: name, capped: false } : { layout, unit: limit, capped: true };
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

export interface MinimumSize {
  kind: 'full' | 'no-slogan' | 'symbol';
  /** Width of the logo, whole millimetres and pixels rounded up. */
  mm: number;
  px: number;
}

const CJK = /[\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef]/;

/** The legibility threshold of a line of text, for the height of its ink box. */
export function legibleText(text: string, uppercase: boolean): { mm: number; px: number } {
  if (CJK.test(text)) return LEGIBLE_TEXT.cjk;
  return uppercase || text === text.toUpperCase() ? LEGIBLE_TEXT.caps : LEGIBLE_TEXT.latin;
}

/** The layout (logo units) of the full logo, the logo without its slogan, or the symbol. */
export function versionLayout(d: TOutlinedDesign, kind: MinimumSize['kind']): LogoLayout {
  return kind === 'symbol' ? layoutLogo(d, 'symbol', false) : layoutLogo(d, d.layout, kind === 'full');
}

/**
 * Minimum widths: the logo scaled until its smallest line of lettering (the
 * slogan, else the name) reaches the legible height of its script. The
 * version without the slogan is measured on the name, and the symbol has the
 * fixed floor of SYMBOL_MINIMUM, the others that of TEXT_FLOOR. Pixels
 * round up to a multiple of 10.
 */
export function minimumSizes(design: TDesign, d: TOutlinedDesign): MinimumSize[] {
  const widthAt = (withSlogan: boolean) => {
    const layout = versionLayout(d, withSlogan ? 'full' : 'no-slogan');
    const line = withSlogan && d.slogan && design.slogan ? { ink: d.slogan.height, text: design.slogan } : { ink: d.name.height, text: design.name };
    const legible = legibleText(line.text.text, line.text.uppercase);
    const ratio = layout.width / Math.max(line.ink, 1e-6);
    return { mm: Math.max(TEXT_FLOOR.mm, Math.ceil(ratio * legible.mm)), px: Math.max(TEXT_FLOOR.px, Math.ceil((ratio * legible.px) / 10) * 10) };
  };
  const out: MinimumSize[] = [{ kind: 'full', ...widthAt(true) }];
  if (d.slogan) out.push({ kind: 'no-slogan', ...widthAt(false) });
  if (d.icon) out.push({ kind: 'symbol', ...SYMBOL_MINIMUM });
  return out;
}
