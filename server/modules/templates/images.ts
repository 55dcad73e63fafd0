import { createHash } from 'node:crypto';
import { composeLogoSvg, logoAspect } from '../../../core/composer/compose';
import type { TOutlinedDesign } from '../../../core/design';
import type { ImageSlot } from '../../../core/office/svg';
import { renderPool } from '../../render/pool';

/**
 * The logo as pictures for office files: cut tight to the artwork (no
 * margin) so a header or a slide places it exactly, as PNG at print
 * resolution (1200 px on the long side: 300 dpi at 10 cm), and as SVG
 * for the .docx (Word 2016+ prints it as vector; others show the PNG).
 */

export interface OfficeImage {
  png: Buffer;
  /** The same picture as vector paths: Word 2016+ draws it, LibreOffice and WPS take the PNG beside it. */
  svg: string;
  /** Width over height. */
  aspect: number;
}

export type OfficeImages = Record<ImageSlot, OfficeImage>;

/** Long side of the PNG fallback in px. */
export const OFFICE_PNG_SIDE = 1200;

async function picture(design: TOutlinedDesign, variant: 'main' | 'symbol' | 'white', requestId: string | undefined, monochrome?: string): Promise<OfficeImage> {
  const aspect = logoAspect(design, variant);
  const width = aspect >= 1 ? OFFICE_PNG_SIDE : Math.round(OFFICE_PNG_SIDE * aspect);
  const height = aspect >= 1 ? Math.round(OFFICE_PNG_SIDE / aspect) : OFFICE_PNG_SIDE;
  // Drawn by the render workers, like every download: the server's own thread never holds pixels.
  const look = { variant, background: null, margin: 0, width, height, ...(monochrome ? { monochrome } : {}) };
  const file = await renderPool().render(design, { ...look, format: 'png-high' }, requestId);
  return { png: file.body, svg: composeLogoSvg(design, look), aspect };
}

/** The pictures of the last few logos (four 1200 px PNGs cost ~100 ms): a buyer downloads several templates in a row. */
const recent = new Map<string, Promise<OfficeImages>>();
const RECENT_MAX = 16;

/** Every slot a template may hold: the logo and the icon (the logo again when the design has no icon), in colour and in white. */
export function officeImages(design: TOutlinedDesign, requestId?: string): Promise<OfficeImages> {
  const key = createHash('sha256').update(JSON.stringify(design)).digest('hex');
  const hit = recent.get(key);
  if (hit) return hit;
  const made = drawImages(design, requestId);
  if (recent.size >= RECENT_MAX) recent.delete(recent.keys().next().value as string);
  recent.set(key, made);
  // A failure is not kept: the next file tries again.
  made.catch(() => {
    if (recent.get(key) === made) recent.delete(key);
  });
  return made;
}

async function drawImages(design: TOutlinedDesign, requestId: string | undefined): Promise<OfficeImages> {
  const iconVariant = design.icon ? 'symbol' : 'main';
  const [logo, icon, logoWhite, iconWhite] = await Promise.all([
    picture(design, 'main', requestId),
    picture(design, iconVariant, requestId),
    picture(design, 'white', requestId),
    picture(design, iconVariant, requestId, '#FFFFFF'),
  ]);
  return { logo, icon, 'logo-white': logoWhite, 'icon-white': iconWhite };
}
