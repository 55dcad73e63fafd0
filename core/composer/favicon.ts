import { ZOutlinedDesign, type TLogoVariant, type TOutlinedDesign } from '../design';
import { contrast, VANISHING_CONTRAST } from './colour';
import { composeLogoBody, composeLogoParts } from './compose';

/**
 * The favicon as SVG (the favicon pack of the brand kit): the symbol, or the
 * logo when it has none, square and transparent, as the PNG favicons draw it.
 * A browser in dark mode draws tabs on a dark grey: where a colour of the mark
 * would vanish there, the file carries a `prefers-color-scheme: dark` style
 * that shows the mark in white instead.
 */

/** The tab strip a favicon is drawn on in a browser's dark mode (Chrome's, the darker of the common ones). */
export const DARK_TAB = '#202124';

/** The SVG's own size (it scales; the figure only sets the coordinates). */
const SIDE = 64;

function faviconVariant(d: TOutlinedDesign): TLogoVariant {
  return d.icon ? 'symbol' : 'main';
}

/** Whether a colour of the mark vanishes on a dark tab, so the favicon needs its dark-mode version. */
export function faviconNeedsDark(design: TOutlinedDesign): boolean {
  const d = ZOutlinedDesign.parse(design);
  const { parts } = composeLogoParts(d, { variant: faviconVariant(d), background: null, width: SIDE, height: SIDE });
  return parts.some((part) => part.paths.some((p) => contrast(p.fill, DARK_TAB) < VANISHING_CONTRAST));
}

export function composeFaviconSvg(design: TOutlinedDesign): string {
  const d = ZOutlinedDesign.parse(design);
  const opts = { variant: faviconVariant(d), background: null, width: SIDE, height: SIDE } as const;
  const light = composeLogoBody(d, opts).body;
  const open = `<svg xmlns="http://www.w3.org/2000/svg" width="${SIDE}" height="${SIDE}" viewBox="0 0 ${SIDE} ${SIDE}">`;
  if (!faviconNeedsDark(d)) return `${open}${light}</svg>`;
  const dark = composeLogoBody(d, { ...opts, monochrome: '#FFFFFF' }).body;
  return (
    open +
    '<style>.dark{display:none}@media (prefers-color-scheme:dark){.light{display:none}.dark{display:inline}}</style>' +
    `<g class="light">${light}</g><g class="dark">${dark}</g></svg>`
  );
}
