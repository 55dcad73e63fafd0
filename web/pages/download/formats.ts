import { DOWNLOAD_FORMATS, RENDERED_FORMATS, type DownloadFormat } from '../../../core/constants';
import type { TLogoVariant } from '../../../core/design';
import { can, RULES, type Role } from '../../../core/permissions';
import type { TKey } from '../../i18n';

/** Variants whose card has a background colour picker (spec 01 §2); only they send `bg`. */
export const PICKABLE_VARIANTS: readonly TLogoVariant[] = ['white', 'black'];

/**
 * The formats a card offers, in the spec's order (spec 01 §9): the full list
 * narrowed to what this build renders (RENDERED_FORMATS; widening that list is
 * all the downloads work needs to do here), eps only for admins.
 */
export function cardFormats(
  roles: ReadonlySet<Role> | readonly Role[],
  rendered: readonly DownloadFormat[] = RENDERED_FORMATS,
): DownloadFormat[] {
  return DOWNLOAD_FORMATS.filter(
    (format) => rendered.includes(format) && (format !== 'eps' || can(RULES.downloadEps, roles)),
  );
}

/** Menu label of each format. */
export const FORMAT_LABELS: Record<DownloadFormat, TKey> = {
  'jpg-low': 'download.format.jpgLow',
  'jpg-high': 'download.format.jpgHigh',
  'png-low': 'download.format.pngLow',
  'png-high': 'download.format.pngHigh',
  pdf: 'download.format.pdf',
  eps: 'download.format.eps',
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
}

/**
 * GET /api/logo/{fa_id}/download?variant&format&bg — the server answers with
 * an attachment, so a plain `<a href download>` downloads it.
 */
export function downloadUrl({ faId, variant, format, background }: DownloadTarget): string {
  const query = new URLSearchParams({ variant, format });
  if (background && PICKABLE_VARIANTS.includes(variant)) query.set('bg', background.replace(/^#/, ''));
  return `/api/logo/${faId}/download?${query.toString()}`;
}
