import { FEATURED_RENDER_SIZE, type DownloadFormat } from '../../../core/constants';
import type { TDesign, TLogoVariant } from '../../../core/design';
import type { AppContext } from '../../context';
import { renderLogoFile } from '../../render/logo-files';
import { saveFeatured, type FeaturedColumns, type LogoWithClient } from './repo';

/** Side of the featured icon (square). */
export const FEATURED_ICON_SIDE = 512;

interface Part {
  column: keyof FeaturedColumns;
  variant: TLogoVariant;
  format: DownloadFormat;
  background?: null;
  width: number;
  height: number;
  name: string;
}

/**
 * spec 01 §4 "Download page load": the jpg and png of the main logo at
 * 2400×1800 (§9), the icon, and the main-logo png (transparent: the logo
 * itself, for placing on other pictures). The icon is the symbol when the
 * design has one, else the main logo, square.
 */
function parts(design: TDesign): Part[] {
  const { width, height } = FEATURED_RENDER_SIZE;
  const side = FEATURED_ICON_SIDE;
  return [
    { column: 'featured_jpg', variant: 'main', format: 'jpg-high', width, height, name: 'featured.jpg' },
    { column: 'featured_png', variant: 'main', format: 'png-high', width, height, name: 'featured.png' },
    { column: 'logo_main_png', variant: 'main', format: 'png-high', background: null, width, height, name: 'main.png' },
    { column: 'icon_png', variant: design.icon ? 'symbol' : 'main', format: 'png-high', background: null, width: side, height: side, name: 'icon.png' },
  ];
}

/**
 * Renders and stores the featured images of a logo under
 * `featured/{fa_id}/{content hash}-{name}` (public at /oss/…) and records
 * their addresses on the logo. All files are stored before the one update of
 * the row, so a failed render leaves the logo as it was. Idempotent: a logo
 * that has both featured images is answered as it is.
 */
export async function ensureFeatured(ctx: AppContext, logo: LogoWithClient): Promise<FeaturedColumns> {
  if (logo.featured_jpg && logo.featured_png && logo.logo_main_png && logo.icon_png) {
    return { featured_jpg: logo.featured_jpg, featured_png: logo.featured_png, logo_main_png: logo.logo_main_png, icon_png: logo.icon_png };
  }
  const design = logo.design as TDesign;
  const files = await Promise.all(
    parts(design).map(async (p) => {
      const file = await renderLogoFile(ctx.storage, design, p);
      const key = `featured/${logo.fa_id}/${file.etag.slice(0, 16)}-${p.name}`;
      await ctx.storage.put(key, file.body, file.contentType);
      return [p.column, `/oss/${key}`] as const;
    }),
  );
  const columns = Object.fromEntries(files) as unknown as FeaturedColumns;
  await saveFeatured(ctx.db, logo.fa_id, columns);
  return columns;
}
