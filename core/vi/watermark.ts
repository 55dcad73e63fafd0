import { composeLogoBody } from '../composer/compose';
import type { TLogoVariant, TOutlinedDesign } from '../design';

/**
 * The background-watermark stage of the brand-identity page (spec 02 §2,
 * §5, §9): three sliders of six backgrounds (18); every sixth is a blank
 * slot for the buyer's own picture; rows 2 and 3 carry the white logo, row
 * 3 at opacity 0.5; the logo about 59.26 % of the picture's width; an
 * opacity slider from 0.1 to 1 in steps of 0.01. The browser shows and
 * downloads this SVG (an uploaded picture goes in as a data URL and never
 * leaves the browser).
 */

export const WATERMARK_ROWS = 3;
export const WATERMARK_PER_ROW = 6;
/** spec 02 §9: the logo's width as a share of the picture's. */
export const WATERMARK_LOGO_WIDTH = 0.5926;
export const WATERMARK_OPACITY = { min: 0.1, max: 1, step: 0.01 } as const;
/** spec 02 §9: the slider's width in px. */
export const WATERMARK_SLIDER_WIDTH = 160;
export const WATERMARK_SIZE = { width: 1600, height: 1200 } as const;

/** Row 0 the logo as it is; rows 1 and 2 the white logo (spec 02 §9). */
export function watermarkVariant(row: number): TLogoVariant {
  return row === 0 ? 'main' : 'white';
}

/** The per-slide default opacity: 1, or 0.5 on the third row (spec 02 §5). */
export function watermarkDefaultOpacity(row: number): number {
  return row === 2 ? 0.5 : 1;
}

/** Whether a slot is the blank upload slot (every sixth). */
export function isUploadSlot(index: number): boolean {
  return index % WATERMARK_PER_ROW === WATERMARK_PER_ROW - 1;
}

const W = WATERMARK_SIZE.width;
const H = WATERMARK_SIZE.height;

const linear = (id: string, stops: readonly string[], x2 = 1, y2 = 1) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}">${stops.map((c, i) => `<stop offset="${(i / (stops.length - 1)).toFixed(3)}" stop-color="${c}"/>`).join('')}</linearGradient>`;
const radial = (id: string, inner: string, outer: string, cx = 0.5, cy = 0.5, r = 0.75) =>
  `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}"><stop offset="0" stop-color="${inner}"/><stop offset="1" stop-color="${outer}"/></radialGradient>`;

/** A seeded pseudo-random sequence (the art is the same on every render). */
function seeded(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

function dots(seed: number, n: number, colour: string, maxR: number, opacity: number): string {
  const r = seeded(seed);
  return Array.from({ length: n }, () => `<circle cx="${Math.round(r() * W)}" cy="${Math.round(r() * H)}" r="${(4 + r() * maxR).toFixed(1)}" fill="${colour}" fill-opacity="${(opacity * (0.3 + r() * 0.7)).toFixed(2)}"/>`).join('');
}

function ridge(points: number, base: number, amp: number, seed: number, colour: string): string {
  const r = seeded(seed);
  const step = W / points;
  let d = `M0 ${H} L0 ${base}`;
  for (let i = 1; i <= points; i++) d += ` L${Math.round(i * step)} ${Math.round(base - r() * amp)}`;
  return `<path d="${d} L${W} ${H} Z" fill="${colour}"/>`;
}

/** One background's art: its defs and body in a 1600×1200 picture; `brand` is the logo's first colour. */
type Art = (brand: string) => { defs: string; body: string };

const full = (fill: string) => `<rect width="${W}" height="${H}" fill="${fill}"/>`;

/** Rows 1–3, five backgrounds each (the sixth slot is the upload). */
const BACKGROUNDS: readonly Art[] = [
  // Row 1: light surfaces for the logo in its own colours.
  () => ({ defs: linear('b', ['#FFFFFF', '#EEF1F6']), body: full('url(#b)') }),
  () => ({ defs: linear('b', ['#FBF6EC', '#F1E6D2']), body: full('url(#b)') + dots(11, 160, '#B08A5A', 3, 0.12) }),
  () => ({
    defs: linear('b', ['#F4F7FB', '#E3ECF7']),
    body: full('url(#b)') + Array.from({ length: 24 }, (_, i) => `<path d="M${-200 + i * 90} ${H} L${400 + i * 90} 0" stroke="#FFFFFF" stroke-width="18" stroke-opacity="0.6"/>`).join(''),
  }),
  (brand) => ({
    defs: radial('b', '#FFFFFF', '#F2F2F2', 0.3, 0.2, 1),
    body: full('url(#b)') + `<circle cx="${W * 0.86}" cy="${H * 0.12}" r="360" fill="${brand}" fill-opacity="0.10"/><circle cx="${W * 0.08}" cy="${H * 0.95}" r="300" fill="${brand}" fill-opacity="0.07"/>`,
  }),
  () => ({
    defs: linear('b', ['#F7F4EF', '#ECE5DA']),
    body: full('url(#b)') + Array.from({ length: 30 }, (_, i) => `<path d="M0 ${i * 42} Q ${W / 2} ${i * 42 + 60} ${W} ${i * 42 - 20}" fill="none" stroke="#C9B79C" stroke-opacity="0.22" stroke-width="2"/>`).join(''),
  }),
  // Row 2: deep colours for the white logo.
  (brand) => ({ defs: linear('b', [brand, '#0B1020']), body: full('url(#b)') }),
  () => ({ defs: radial('b', '#23314F', '#070B16', 0.5, 0.4, 0.9), body: full('url(#b)') + dots(7, 220, '#FFFFFF', 2, 0.5) }),
  () => ({ defs: linear('b', ['#0F3D3E', '#06201F']), body: full('url(#b)') + ridge(14, H * 0.78, 160, 3, '#0A2B2B') + ridge(10, H * 0.9, 120, 5, '#051A1A') }),
  () => ({ defs: linear('b', ['#3A1C71', '#D76D77', '#FFAF7B'], 1, 0.4), body: full('url(#b)') }),
  () => ({
    defs: linear('b', ['#1E1E24', '#2C2C34']),
    body: full('url(#b)') + Array.from({ length: 16 }, (_, i) => `<rect x="${i * 100}" y="0" width="50" height="${H}" fill="#FFFFFF" fill-opacity="0.025"/>`).join(''),
  }),
  // Row 3: busy pictures, where a half-transparent watermark sits.
  () => ({
    defs: linear('b', ['#FF9A5A', '#FF5E62', '#6A3093'], 0, 1),
    body: full('url(#b)') + `<circle cx="${W * 0.5}" cy="${H * 0.62}" r="230" fill="#FFD57A" fill-opacity="0.9"/>` + ridge(12, H * 0.72, 220, 21, '#3B1E4F') + ridge(9, H * 0.86, 140, 23, '#24122F'),
  }),
  () => ({
    defs: linear('b', ['#4FACFE', '#00F2FE'], 0, 1),
    body:
      full('url(#b)') +
      Array.from({ length: 7 }, (_, i) => `<path d="M0 ${H * 0.55 + i * 80} Q ${W * 0.25} ${H * 0.5 + i * 80} ${W * 0.5} ${H * 0.55 + i * 80} T ${W} ${H * 0.55 + i * 80} L ${W} ${H} L0 ${H} Z" fill="#0B4F8A" fill-opacity="0.18"/>`).join(''),
  }),
  () => ({
    defs: linear('b', ['#0F2027', '#203A43', '#2C5364'], 0, 1),
    body:
      full('url(#b)') +
      (() => {
        const r = seeded(31);
        let x = 0;
        let out = '';
        while (x < W) {
          const w = 60 + r() * 120;
          const h = 200 + r() * 520;
          out += `<rect x="${Math.round(x)}" y="${Math.round(H - h)}" width="${Math.round(w)}" height="${Math.round(h)}" fill="#0A141A"/>`;
          for (let wy = H - h + 24; wy < H - 20; wy += 34) for (let wx = x + 12; wx < x + w - 14; wx += 26) if (r() > 0.55) out += `<rect x="${Math.round(wx)}" y="${Math.round(wy)}" width="10" height="14" fill="#FFD98A" fill-opacity="0.7"/>`;
          x += w + 6;
        }
        return out;
      })(),
  }),
  (brand) => ({ defs: radial('b', brand, '#111111', 0.3, 0.3, 1.1), body: full('url(#b)') + dots(41, 70, '#FFFFFF', 70, 0.12) }),
  () => ({
    defs: linear('b', ['#134E5E', '#71B280'], 0, 1),
    body: full('url(#b)') + ridge(8, H * 0.55, 260, 51, '#2F6E5E') + ridge(11, H * 0.7, 200, 53, '#1F4D45') + ridge(16, H * 0.85, 120, 57, '#12312C'),
  }),
];

/** The background art of a slot that is not an upload slot. */
function backgroundArt(index: number, brand: string): { defs: string; body: string } {
  const row = Math.floor(index / WATERMARK_PER_ROW);
  const art = BACKGROUNDS[row * (WATERMARK_PER_ROW - 1) + (index % WATERMARK_PER_ROW)];
  if (!art) throw new Error(`no background in slot ${index}`);
  return art(brand);
}

/** Which part of the picture to draw: all of it (the preview), or its layers for an export drawn layer by layer. */
export type WatermarkLayer = 'all' | 'background' | 'logo';

export interface WatermarkOptions {
  /** 0–17: row × 6 + position. */
  index: number;
  opacity: number;
  /** The upload slot's picture as a data URL (image/png, jpeg, gif or webp). */
  upload?: string;
  width?: number;
  /**
   * 'background' leaves out the logo (and an upload slot's picture, which
   * the export draws itself); 'logo' is the logo alone on a transparent
   * picture of the same size. Exporting layer by layer keeps pictures out of
   * the SVG a canvas draws: WebKit (Apple's browsers) taints a canvas that
   * drew an SVG holding an image, so nothing could be saved. The white logo
   * is recoloured in its paths (core/composer), never by a filter, for the
   * same reason (spec 02 §9 "Apple browsers: coloured logos are recoloured
   * before export").
   */
  layer?: WatermarkLayer;
}

/** The slot's picture: background, then the logo centred at 59.26 % of the width, at the given opacity. */
export function composeWatermarkSvg(design: TOutlinedDesign, opts: WatermarkOptions): string {
  const { index } = opts;
  if (!Number.isInteger(index) || index < 0 || index >= WATERMARK_ROWS * WATERMARK_PER_ROW) throw new Error(`watermark slot ${index} out of range`);
  const opacity = Math.min(WATERMARK_OPACITY.max, Math.max(WATERMARK_OPACITY.min, opts.opacity));
  const row = Math.floor(index / WATERMARK_PER_ROW);
  const brand = design.colors[0] ?? '#4384F5';
  const layer = opts.layer ?? 'all';
  let defs = '';
  let body: string;
  if (layer === 'logo') {
    body = '';
  } else if (isUploadSlot(index) && layer === 'background') {
    body = full(row === 0 ? '#F3F4F6' : '#1F2430');
  } else if (isUploadSlot(index)) {
    if (opts.upload && !/^data:image\/(png|jpeg|gif|webp);base64,[A-Za-z0-9+/=]+$/.test(opts.upload)) throw new Error('an uploaded background must be an image data URL');
    body = opts.upload
      ? `<image href="${opts.upload}" x="0" y="0" width="${W}" height="${H}" preserveAspectRatio="xMidYMid slice"/>`
      : full(row === 0 ? '#F3F4F6' : '#1F2430');
  } else {
    ({ defs, body } = backgroundArt(index, brand));
  }
  const logoW = Math.round(W * WATERMARK_LOGO_WIDTH);
  const logoH = Math.round((logoW * 3) / 4);
  const logo = composeLogoBody(design, { variant: watermarkVariant(row), background: null, width: logoW, height: logoH });
  const out = opts.width ?? W;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${out}" height="${Math.round((out * H) / W)}" viewBox="0 0 ${W} ${H}">` +
    `<defs>${defs}</defs>${body}` +
    (layer === 'background'
      ? ''
      : `<g opacity="${(layer === 'logo' ? 1 : opacity).toFixed(2)}"><svg x="${(W - logoW) / 2}" y="${(H - logoH) / 2}" width="${logoW}" height="${logoH}" viewBox="0 0 ${logo.width} ${logo.height}">${logo.body}</svg></g>`) +
    `</svg>`
  );
}

/** The first bytes of a picture the upload slot accepts (checked by content, not by name or type). */
export function sniffImage(bytes: Uint8Array): 'png' | 'jpeg' | 'gif' | 'webp' | null {
  const at = (i: number, ...b: number[]) => b.every((v, j) => bytes[i + j] === v);
  if (at(0, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'png';
  if (at(0, 0xff, 0xd8, 0xff)) return 'jpeg';
  if (at(0, 0x47, 0x49, 0x46, 0x38)) return 'gif';
  if (at(0, 0x52, 0x49, 0x46, 0x46) && at(8, 0x57, 0x45, 0x42, 0x50)) return 'webp';
  return null;
}
