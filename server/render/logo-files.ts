import { createHash } from 'node:crypto';
import type { DownloadFormat } from '../../core/constants';
import type { TDesign, TLogoVariant } from '../../core/design';
import type { Storage } from '../storage';
import { FORMAT_INFO, RENDERERS_VERSION, renderFormat, type FormatInfo } from './formats';
import { outlinedDesign } from './outlined';

export interface LogoFileRequest {
  variant: TLogoVariant;
  format: DownloadFormat;
  /**
   * Background ("#rrggbb"); undefined = the variant's; null = none
   * (transparent PNG/ICO; JPG still gets the variant's). See formats/index.ts.
   */
  background?: string | null;
  width: number;
  height: number;
}

export interface LogoFile {
  body: Buffer;
  contentType: string;
  ext: FormatInfo['ext'];
}

/**
 * Renders one logo file in any download format (server/render/formats). The
 * result is cached in storage under a hash of (renderers' version, outlined
 * design, title, variant, format, size, background), so the same request
 * renders once and a change to a renderer never serves a stale file.
 */
export async function renderLogoFile(storage: Storage, design: TDesign, req: LogoFileRequest): Promise<LogoFile> {
  const outlined = outlinedDesign(design);
  const { ext, contentType } = FORMAT_INFO[req.format];
  const title = design.name.text;
  // undefined (the variant's background) and null (none) are different pictures.
  const background = req.background === undefined ? 'variant' : req.background;
  const key = createHash('sha256')
    .update(JSON.stringify([RENDERERS_VERSION, outlined, title, req.variant, req.format, req.width, req.height, background]))
    .digest('hex');
  const storageKey = `renders/${key.slice(0, 2)}/${key}.${ext}`;
  const cached = await storage.get(storageKey);
  if (cached) return { body: cached, contentType, ext };

  const file = await renderFormat(outlined, { ...req, title });
  await storage.put(storageKey, file.body, contentType);
  return file;
}
