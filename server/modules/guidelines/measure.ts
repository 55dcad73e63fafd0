import { layoutLogo, type LogoLayout } from '../../../core/composer/layout';
import { clearSpaceUnit, layoutMinimum, legibleText, SYMBOL_MINIMUM, TEXT_FLOOR } from '../../../core/composer/lockups';
import type { TOutlinedDesign } from '../../../core/design';

export { legibleText, SYMBOL_MINIMUM, TEXT_FLOOR };

/**
 * The numbers the brand book states about a logo, measured from its outlined
 * design with the rules every lockup is measured by (core/composer/lockups.ts):
 * the clear space and the minimum sizes.
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
  return { layout, ...clearSpaceUnit(d, layout) };
}

export interface MinimumSize {
  kind: 'full' | 'no-slogan' | 'symbol';
  /** Width of the logo, whole millimetres and pixels rounded up. */
  mm: number;
  px: number;
}

/** The layout (logo units) of the full logo, the logo without its slogan, or the symbol. */
export function versionLayout(d: TOutlinedDesign, kind: MinimumSize['kind']): LogoLayout {
  return kind === 'symbol' ? layoutLogo(d, 'symbol', false) : layoutLogo(d, d.layout, kind === 'full');
}

/**
 * Minimum widths of the full logo, the logo without its slogan (measured on
 * the name) and the symbol (SYMBOL_MINIMUM): core/composer/lockups.ts's
 * `layoutMinimum`.
 */
export function minimumSizes(d: TOutlinedDesign): MinimumSize[] {
  const out: MinimumSize[] = [{ kind: 'full', ...layoutMinimum(d, versionLayout(d, 'full')) }];
  if (d.slogan) out.push({ kind: 'no-slogan', ...layoutMinimum(d, versionLayout(d, 'no-slogan')) });
  if (d.icon) out.push({ kind: 'symbol', ...SYMBOL_MINIMUM });
  return out;
}
