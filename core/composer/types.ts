import type { TLayout, TLogoVariant } from '../design';
import type { TLockup } from './lockups';

export interface ComposeOptions {
  variant: TLogoVariant;
  /**
   * Background colour of the picture. `undefined` = the variant's default
   * (design background for main/no-slogan/symbol, see variants.ts for the
   * others); `null` = no background (svg-nbg, transparent PNG).
   */
  background?: string | null;
  /** Output size in px; defaults to the design's canvas size. The logo is fitted and centred. */
  width?: number;
  height?: number;
  /** Paint the whole logo in this one colour (#RRGGBB), e.g. a white mark on an avatar's brand colour. */
  monochrome?: string;
  /** Arrange icon and name this way instead of the design's own layout (a stacked logo fills a square). */
  layout?: TLayout;
  /** Blank space around the logo as a share of the output's smaller side (default MARGIN_RATIO, 0.12; a lockup's default is its clear space). */
  margin?: number;
  /**
   * One of the lockups (core/composer/lockups.ts) instead of the design's own
   * layout; 'original' is the design's. Not with the symbol variant (the
   * icon lockup is that picture); `layout` does not apply.
   */
  lockup?: TLockup;
}
