import { z } from 'zod';
import { ZLockup, type TLockup } from '../composer/lockups';
import type { DownloadFormat } from '../constants';
import type { TLogoVariant } from '../design';
import { PORTAL_FORMATS, type TPortalFormat } from './api';

/**
 * The files the brand page gives whoever may download (RULES.portalDownload):
 * GET /b/{slug}/files/{name}?k={token} → a 302 to the file's content address,
 * saved under the brand's name.
 */
export const PORTAL_FILES = {
  'logo.svg': { format: 'svg-nbg', variant: 'main', width: 800, height: 600 },
  'logo.png': { format: 'png-high', variant: 'main', width: 2000, height: 1500 },
  'logo-white.png': { format: 'png-high', variant: 'white', width: 2000, height: 1500 },
  'logo.jpg': { format: 'jpg-high', variant: 'main', width: 2000, height: 1500 },
  'logo.pdf': { format: 'pdf', variant: 'main', width: 800, height: 600 },
} as const satisfies Record<string, { format: DownloadFormat; variant: TLogoVariant; width: number; height: number }>;
export type TPortalFile = keyof typeof PORTAL_FILES;
export const PORTAL_FILE_NAMES = Object.keys(PORTAL_FILES) as TPortalFile[];

/** A layout's files (the lockups the logo has, in its main colours): `layout-{lockup}.{ext}`. */
export const PORTAL_LAYOUT_FORMATS = ['svg', 'png', 'pdf'] as const satisfies readonly TPortalFormat[];
/** The long side of a layout's file: PNG for screens and documents, SVG and PDF as vectors. */
export const PORTAL_LAYOUT_SIDE = { svg: 800, png: 2000, pdf: 800 } as const;

/**
 * A file of the brand page by its name in /b/{slug}/files/{name}: one of the
 * logo's files (PORTAL_FILES), a layout's, a social kit image's
 * (`social-{slot}.{png|jpg}`, the site's slot checks its own extension) or
 * a mockup's (`mockup-{scene}.jpg`, the mockups page's download) or an
 * icon's (`icon-{app|avatar}.{svg|png}`).
 * Its format is its extension: what a link's formats allow or not.
 */
export type TPortalAsset =
  | { kind: 'logo'; file: TPortalFile; format: TPortalFormat }
  | { kind: 'layout'; lockup: TLockup; format: (typeof PORTAL_LAYOUT_FORMATS)[number] }
  | { kind: 'social'; slot: string; format: 'png' | 'jpg' }
  | { kind: 'mockup'; scene: string; format: 'jpg' }
  | { kind: 'icon'; icon: TPortalIcon; format: 'svg' | 'png' };

/** The icons of the brand page's icons section with files: the app icon and the round profile picture (1024 px square). */
export const PORTAL_ICONS = ['app', 'avatar'] as const;
export type TPortalIcon = (typeof PORTAL_ICONS)[number];
export const PORTAL_ICON_SIDE = 1024;

export const ZPortalFileName = z.string().regex(/^[a-z0-9-]{1,60}\.(svg|png|jpg|pdf)$/);

export function portalAssetOf(name: string): TPortalAsset | null {
  const dot = name.lastIndexOf('.');
  const stem = name.slice(0, dot);
  const format = name.slice(dot + 1) as TPortalFormat;
  if (!(PORTAL_FORMATS as readonly string[]).includes(format)) return null;
  if (name in PORTAL_FILES) return { kind: 'logo', file: name as TPortalFile, format };
  const layout = /^layout-([a-z]+)$/.exec(stem);
  if (layout) {
    const lockup = ZLockup.safeParse(layout[1]);
    if (!lockup.success || lockup.data === 'original' || !(PORTAL_LAYOUT_FORMATS as readonly string[]).includes(format)) return null;
    return { kind: 'layout', lockup: lockup.data, format: format as (typeof PORTAL_LAYOUT_FORMATS)[number] };
  }
  const social = /^social-([a-z0-9-]{1,40})$/.exec(stem);
  if (social && (format === 'png' || format === 'jpg')) return { kind: 'social', slot: social[1]!, format };
  const mockup = /^mockup-([a-z0-9-]{1,50})$/.exec(stem);
  if (mockup && format === 'jpg') return { kind: 'mockup', scene: mockup[1]!, format };
  const icon = /^icon-(app|avatar)$/.exec(stem);
  if (icon && (format === 'svg' || format === 'png')) return { kind: 'icon', icon: icon[1] as TPortalIcon, format };
  return null;
}
