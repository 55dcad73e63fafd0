import { ADMIN_FORMATS, DOWNLOAD_FORMATS, RENDERED_FORMATS, type DownloadFormat } from '../../../core/constants';
import type { TLogoVariant } from '../../../core/design';
import { lockupHasIco, type TLockup } from '../../../core/composer/lockups';
import { can, RULES, type Role } from '../../../core/permissions';
import type { TKey } from '../../i18n';
import type { Size } from './sizes';

/** Variants whose card has a background colour picker (spec 01 §2); only they send `bg`. */
export const PICKABLE_VARIANTS: readonly TLogoVariant[] = ['white', 'black'];

/**
 * The formats a card offers, in the spec's order (spec 01 §9): DOWNLOAD_FORMATS
 * narrowed to what the server renders (RENDERED_FORMATS; once it renders them
 * all this is the full list), the EPS files only for admins (the server refuses others).
 */
export function cardFormats(
  roles: ReadonlySet<Role> | readonly Role[],
  rendered: readonly DownloadFormat[] = RENDERED_FORMATS,
): DownloadFormat[] {
  return DOWNLOAD_FORMATS.filter(
    (format) => rendered.includes(format) && (!ADMIN_FORMATS.includes(format) || can(RULES.downloadEps, roles)),
  );
}

/** Menu label of each format ("web" = the low, lighter file; "print" = the high, full-quality one). */
export const FORMAT_LABELS: Record<DownloadFormat, TKey> = {
  'jpg-low': 'download.format.jpgLow',
  'jpg-high': 'download.format.jpgHigh',
  'png-low': 'download.format.pngLow',
  'png-high': 'download.format.pngHigh',
  pdf: 'download.format.pdf',
  eps: 'download.format.eps',
  'eps-bg': 'download.format.epsBg',
  svg: 'download.format.svg',
  'svg-nbg': 'download.format.svgNbg',
  ico: 'download.format.ico',
};

export interface DownloadTarget {
  faId: number;
  variant: TLogoVariant;
  format: DownloadFormat;
  /** Picked background (#rrggbb); sent only for the white and black variants. */
  background?: string | null;
  /** Size chosen in the size dialog (or the direct-download size); omitted → the server's default. */
  size?: Size;
  /** A lockup of the logo (the original layout when absent); a direct download of a lockup is at its own shape (no size). */
  lockup?: TLockup;
}

/**
 * GET /api/logo/{fa_id}/download?variant&format&width&height&bg&layout — the server
 * answers with an attachment, so the address works as `<a href download>`.
 */
export function downloadUrl({ faId, variant, format, background, size, lockup }: DownloadTarget): string {
  const query = new URLSearchParams({ variant, format });
  if (lockup && lockup !== 'original') query.set('layout', lockup);
  if (size) {
    query.set('width', String(size.width));
    query.set('height', String(size.height));
  }
  if (background && PICKABLE_VARIANTS.includes(variant)) query.set('bg', background.replace(/^#/, ''));
  return `/api/logo/${faId}/download?${query.toString()}`;
}

/** The formats of a lockup's card: the card's, the favicon only for the square and the icon. */
export function lockupFormats(formats: readonly DownloadFormat[], lockup: TLockup): DownloadFormat[] {
  return formats.filter((f) => f !== 'ico' || lockupHasIco(lockup));
}
