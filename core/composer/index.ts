/**
 * The logo composer: design → outlined design → SVG of any variant. Isomorphic
 * (no Node, no DOM); the server adds fonts (server/render/fonts.ts) and pixels
 * (server/render/raster.ts).
 */
export { outlineDesign, outlineText, fallbackFontFor, type FontSource } from './outline';
export { composeLogoSvg, MARGIN_RATIO } from './compose';
export {
  variantBackground,
  variantBackgroundChoices,
  variantPaint,
  applicableVariants,
  WHITE_VARIANT_FALLBACK,
  type VariantPaint,
} from './variants';
export { readPairKerning, type PairKerning } from './kerning';
export { contrast, hexColour } from './colour';
export type { ComposeOptions } from './types';
