import { createHash } from 'node:crypto';
import { composeLogoSvg } from '../../core/composer/compose';
import type { RenderedFormat } from '../../core/constants';
import type { TDesign, TLogoVariant } from '../../core/design';
import type { Storage } from '../storage';
import { outlinedDesign } from './outlined';
import { svgToPng } from './raster';

export interface LogoFileRequest {
  variant: TLogoVariant;
  format: RenderedFormat;
  /** Background for white/black variants ("#rrggbb"); default = the variant's. */
  background?: string;
  width: number;
  height: number;
}

export interface LogoFile {
  body: Buffer;
  contentType: string;
  ext: 'svg' | 'png';
}

const FORMAT_EXT = { svg: 'svg', 'svg-nbg': 'svg', 'png-high': 'png' } as const;
const EXT_TYPE = { svg: 'image/svg+xml', png: 'image/png' } as const;

/**
 * Renders one logo file. The result is cached in storage under a hash of
 * (outlined design, variant, format, size, background), so the same request
 * renders once.
 */
export async function renderLogoFile(storage: Storage, design: TDesign, req: LogoFileRequest): Promise<LogoFile> {
  const outlined = outlinedDesign(design);
  const ext = FORMAT_EXT[req.format];
  const key = createHash('sha256')
    .update(JSON.stringify([outlined, req.variant, req.format, req.width, req.height, req.background ?? null]))
    .digest('hex');
  const storageKey = `renders/${key.slice(0, 2)}/${key}.${ext}`;
  const cached = await storage.get(storageKey);
  if (cached) return { body: cached, contentType: EXT_TYPE[ext], ext };

  const svg = composeLogoSvg(outlined, {
    variant: req.variant,
    background: req.format === 'svg-nbg' ? null : req.background,
    width: req.width,
    height: req.height,
  });
  const body = ext === 'svg' ? Buffer.from(svg, 'utf8') : await svgToPng(svg, { width: req.width, height: req.height });
  await storage.put(storageKey, body, EXT_TYPE[ext]);
  return { body, contentType: EXT_TYPE[ext], ext };
}
