import { DEFAULT_BRAND_COLOR } from '../constants';
import { placeLogo } from '../composer/compose';
import { contrast, hexColour, hexRgb } from '../composer/colour';
import type { TLogoVariant, TOutlinedDesign } from '../design';
import { transformSegments, type Matrix } from '../geometry';
import { formatNumber as num, parsePathData, segmentsToPathData } from '../path-data';
import { grainDataUrl } from './grain';
import { SCENE_HEIGHT, SCENE_WIDTH, type Scene, type ScenePlacement } from './scene';
import { warpMap, warpSegments } from './warp';

/**
 * The scene engine: a scene (scene.ts) and a logo's outlined design → one
 * SVG string. Isomorphic and pure like the logo composer: the mockups page
 * shows this string as an image and the server rasterises the very same
 * string for the JPG download.
 */


/**
 * Bump when the engine draws any scene differently (this file, warp.ts,
 * grain.ts, art.ts, or the logo composer's placeLogo): it is part of every
 * scene's version (server/render/scene-version.ts), so JPGs rendered by an
 * older engine are never served for a newer preview.
 */
export const SCENE_ENGINE_VERSION = 3;


function toHex([r, g, b]: readonly number[]): string {
  return `#${[r, g, b].map((c) => Math.round(Math.min(255, Math.max(0, c!))).toString(16).padStart(2, '0')).join('').toUpperCase()}`;
}

/** `a` mixed with `b`: t = 0 is a, 1 is b. */
export function mix(a: string, b: string, t: number): string {
  const x = hexRgb(a);
  const y = hexRgb(b);
  return toHex(x.map((c, i) => c + (y[i]! - c) * t));
}

/**
 * The colours a scene's art may use as `{name}` tokens, taken from the logo,
 * so a tote bag or an awning comes in the brand's colour.
 * - brand: the first design colour that is not near white (else the name colour, else spec 02 §9's default #4384f5);
 * - brandDark / brandLight: brand towards black / a pale tint of it;
 * - accent: the next distinct colour (else brandDark);
 * - ink: the name's colour; paper: the design's background;
 * - onBrand: white or near-black, whichever reads on brand;
 * - grain: the grain tile's data URL (grain.ts).
 */
export function sceneColours(d: TOutlinedDesign): Record<string, string> {
  const colours = [...new Set([...d.colors, d.name.color].map((c) => hexColour(c, 'colour').toUpperCase()))];
  const visible = colours.filter((c) => contrast(c, '#FFFFFF') >= 1.35);
  const brand = visible[0] ?? DEFAULT_BRAND_COLOR.toUpperCase();
  const accent = visible.find((c) => c !== brand) ?? mix(brand, '#000000', 0.35);
  return {
    brand,
    brandDark: mix(brand, '#000000', 0.35),
    brandLight: mix(brand, '#FFFFFF', 0.86),
    accent,
    ink: hexColour(d.name.color, 'name colour').toUpperCase(),
    paper: hexColour(d.background, 'background').toUpperCase(),
    onBrand: contrast(brand, '#FFFFFF') >= 2.2 ? '#FFFFFF' : '#1A1A1A',
    grain: grainDataUrl(),
  };
}

/** Replaces `{token}`s with the scene colours; an unknown token is a mistake in the scene. */
function fill(markup: string, colours: Record<string, string>): string {
  return markup.replace(/\{([a-zA-Z]+)\}/g, (_, name: string) => {
    const value = colours[name];
    if (value === undefined) throw new Error(`scene art: unknown colour token {${name}}`);
    return value;
  });
}

function matrixAttr(m: Matrix): string {
  return `matrix(${m.map((v, i) => (i < 4 ? String(Math.round(v * 1e5) / 1e5) : num(v))).join(' ')})`;
}

/** One logo path in scene coordinates, ready to be drawn with any fill. */
interface ScenePath {
  /** Either a transform plus the design's own path data, or warped path data without a transform. */
  transform?: string;
  d: string;
  fill: string;
  opacity?: number;
  /** How much the transform enlarges the path (1 for warped data): strokes are divided by it. */
  scale: number;
}

function variantOf(p: ScenePlacement, d: TOutlinedDesign): TLogoVariant {
  const v = p.variant ?? 'main';
  return v === 'symbol' && !d.icon ? 'main' : v;
}

/**
 * The one colour a placement paints the logo in, if any: its own `colour`;
 * else, when it names the `surface` it sits on and the logo's name would
 * hardly show there (a logo with white lettering, made for a dark
 * background, on white paper), the brand colour, or near-black or white,
 * whichever reads.
 */
function placementColour(d: TOutlinedDesign, p: ScenePlacement, colours: Record<string, string>): string | undefined {
  if (p.colour !== undefined) return hexColour(fill(p.colour, colours), 'placement colour');
  if (p.surface === undefined || (p.variant !== undefined && p.variant !== 'main' && p.variant !== 'symbol')) return undefined;
  const surface = hexColour(fill(p.surface, colours), 'surface colour');
  if (contrast(hexColour(d.name.color, 'name colour'), surface) >= 1.6) return undefined;
  const brand = colours.brand!;
  if (contrast(brand, surface) >= 2.2) return brand;
  return contrast('#1A1A1A', surface) >= contrast('#FFFFFF', surface) ? '#1A1A1A' : '#FFFFFF';
}

/** The logo of a placement as paths in scene coordinates (fitted into the box, then warped if asked). */
function placementPaths(d: TOutlinedDesign, p: ScenePlacement, colours: Record<string, string>): ScenePath[] {
  const monochrome = placementColour(d, p, colours);
  const box = { left: p.left, top: p.top, width: p.width, height: p.height };
  return placeLogo(d, box, { variant: variantOf(p, d), ...(monochrome === undefined ? {} : { monochrome }) }).map((path) => {
    const base = { fill: path.fill, ...(path.opacity === undefined ? {} : { opacity: path.opacity }) };
    if (p.warp) return { ...base, scale: 1, d: segmentsToPathData(warpSegments(transformSegments(parsePathData(path.d), path.matrix), p.warp, box)) };
    return { ...base, scale: path.matrix[0], transform: matrixAttr(path.matrix), d: path.d };
  });
}

/** Markup of the paths, each in its own colour or all in `paint`. */
function drawPaths(paths: readonly ScenePath[], paint?: string, fillOpacity = 1): string {
  return paths
    .map((s) => {
      const t = s.transform ? ` transform="${s.transform}"` : '';
      const alpha = (s.opacity ?? 1) * fillOpacity;
      const o = alpha === 1 ? '' : ` fill-opacity="${Math.round(alpha * 1000) / 1000}"`;
      return `<path${t} d="${s.d}" fill="${paint ?? s.fill}"${o}/>`;
    })
    .join('');
}

/** A copy moved by (dx, dy). Faint copies carry their opacity on each path (fill-opacity): a group opacity would cost a layer. */
function shifted(markup: string, dx: number, dy: number): string {
  return `<g transform="translate(${num(dx)} ${num(dy)})">${markup}</g>`;
}

/** Light and shadow layers of a placement's finish, with their defs. */
function finishLayers(i: number, p: ScenePlacement, paths: readonly ScenePath[], colours: Record<string, string>): { defs: string; body: string } {
  const k = Math.max(1.5, p.height * 0.008);
  const surface = hexColour(fill(p.surface ?? '#FFFFFF', colours), 'surface colour');
  const own = drawPaths(paths);
  const gradient = (id: string, stops: readonly string[]) =>
    `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="${num(p.left)}" y1="${num(p.top)}" x2="${num(p.left + p.width)}" y2="${num(p.top + p.height)}">${stops
      .map((c, j) => `<stop offset="${num(j / (stops.length - 1))}" stop-color="${c}"/>`)
      .join('')}</linearGradient>`;

  switch (p.finish ?? 'print') {
    case 'print':
      return { defs: '', body: `<g style="mix-blend-mode:${p.blend ?? 'multiply'}">${own}</g>` };
    case 'flat':
      return { defs: '', body: p.blend && p.blend !== 'normal' ? `<g style="mix-blend-mode:${p.blend}">${own}</g>` : own };
    case 'emboss':
    case 'deboss': {
      const sign = p.finish === 'emboss' ? 1 : -1;
      const shadow = shifted(drawPaths(paths, mix(surface, '#000000', 0.55), 0.55), sign * k, sign * k);
      const light = shifted(drawPaths(paths, '#FFFFFF', 0.85), -sign * k, -sign * k);
      const face = drawPaths(paths, mix(surface, p.finish === 'emboss' ? '#FFFFFF' : '#000000', 0.05));
      return { defs: '', body: shadow + light + face };
    }
    case 'foil-gold':
    case 'foil-silver': {
      const id = `foil${i}`;
      const stops =
        p.finish === 'foil-gold'
          ? ['#7A5A1E', '#E9CF7E', '#B08A34', '#FFF1BF', '#A07B2C', '#D9B862']
          : ['#6E747C', '#E4E8EC', '#9AA1A9', '#FFFFFF', '#8D949C', '#C9CED4'];
      const shadow = shifted(drawPaths(paths, '#000000', 0.28), k * 0.6, k * 0.8);
      return { defs: gradient(id, stops), body: shadow + drawPaths(paths, `url(#${id})`) };
    }
    case 'engrave': {
      const cut = p.colour ? undefined : mix(surface, '#000000', 0.5);
      const lip = shifted(drawPaths(paths, '#FFFFFF', 0.35), 0, k);
      return { defs: '', body: `${lip}<g style="mix-blend-mode:multiply" opacity="0.9">${drawPaths(paths, cut)}</g>` };
    }
    case 'glow': {
      // Light spilling round the tubes: widening, fading strokes of the logo's own colours
      // (a blur filter over the box costs 150–250 ms at 2400 px; these strokes almost nothing).
      const reach = Math.max(3, p.height * 0.09);
      const halo: string[] = [];
      for (let j = 4; j >= 1; j--) {
        const w = (reach * j) / 4;
        const layer = paths
          .map(
            (s) =>
              `<path${s.transform ? ` transform="${s.transform}"` : ''} d="${s.d}" fill="none" stroke="${s.fill}" stroke-opacity="0.12" stroke-width="${num((2 * w) / s.scale)}" stroke-linejoin="round"/>`,
          )
          .join('');
        // Each ring faint on its own (stroke-opacity, not a layer), so they add up towards the tubes.
        halo.push(layer);
      }
      return { defs: '', body: `${halo.join('')}${own}${drawPaths(paths, '#FFFFFF', 0.35)}` };
    }
    case 'raised': {
      const depth = Math.max(3, Math.round(p.height * 0.02));
      const side = paths.map((s) => ({ ...s, fill: mix(s.fill, '#000000', 0.45) }));
      const layers: string[] = [];
      // Cast shadow: a few copies further out, fading.
      for (let j = 4; j >= 1; j--) layers.push(shifted(drawPaths(paths, '#000000', 0.05), depth * (1 + j), depth * (1.4 + j * 1.2)));
      for (let j = depth; j >= 1; j--) layers.push(shifted(drawPaths(side), j * 0.7, j));
      return { defs: '', body: layers.join('') + own };
    }
    case 'stitch': {
      const thread = (s: ScenePath) =>
        ` stroke="#FFFFFF" stroke-opacity="0.35" stroke-width="${num((k * 0.7) / s.scale)}" stroke-dasharray="${num((k * 1.6) / s.scale)} ${num(k / s.scale)}" stroke-linejoin="round"`;
      const shadow = shifted(drawPaths(paths, '#000000', 0.3), k * 0.5, k * 0.7);
      const stitches = paths.map((s) => `<path${s.transform ? ` transform="${s.transform}"` : ''} d="${s.d}" fill="none"${thread(s)}/>`).join('');
      // Thread sits on the fabric, not in it: no blend (a multiplied layer costs 60–80 ms at 2400 px).
      return { defs: '', body: `${shadow}${own}${stitches}` };
    }
  }
}

export interface SceneSvgOptions {
  /** Output width in px (the height follows the scene's 4:3); default the scene's own 2400. */
  width?: number;
  /**
   * A picture of the logo instead of its design (a designer's manual png,
   * spec 02 §2): a data URL and its size in px. It is fitted into each
   * placement's box, follows a warp by the affine map of three of its
   * corners, is painted in the placement's one colour (white, black, a
   * token) through its alpha, and multiplied when the finish is print;
   * the other finishes need the logo's paths and draw it flat.
   */
  logoImage?: { href: string; width: number; height: number };
}

const IMAGE_DATA_URL = /^data:image\/(png|jpeg|webp);base64,[A-Za-z0-9+/=]+$/;

/** One placement of a picture of the logo, with its defs. */
function imagePlacement(i: number, p: ScenePlacement, image: NonNullable<SceneSvgOptions['logoImage']>, colours: Record<string, string>): { defs: string; body: string } {
  const scale = Math.min(p.width / image.width, p.height / image.height);
  const w = image.width * scale;
  const h = image.height * scale;
  const x = p.left + (p.width - w) / 2;
  const y = p.top + (p.height - h) / 2;
  let matrix = '';
  if (p.warp) {
    const map = warpMap(p.warp, { left: p.left, top: p.top, width: p.width, height: p.height });
    const tl = map(x, y);
    const tr = map(x + w, y);
    const bl = map(x, y + h);
    const a = (tr[0] - tl[0]) / w;
    const b = (tr[1] - tl[1]) / w;
    const c = (bl[0] - tl[0]) / h;
    const d = (bl[1] - tl[1]) / h;
    matrix = ` transform="${matrixAttr([a, b, c, d, tl[0] - a * x - c * y, tl[1] - b * x - d * y])}"`;
  }
  const variant = p.variant ?? 'main';
  const one = p.colour !== undefined ? hexColour(fill(p.colour, colours), 'placement colour') : variant === 'white' ? '#FFFFFF' : variant === 'black' ? '#000000' : undefined;
  const defs = one ? `<filter id="paint${i}" color-interpolation-filters="sRGB"><feFlood flood-color="${one}"/><feComposite in2="SourceAlpha" operator="in"/></filter>` : '';
  const img = `<image href="${image.href}" x="${num(x)}" y="${num(y)}" width="${num(w)}" height="${num(h)}" preserveAspectRatio="xMidYMid meet"${one ? ` filter="url(#paint${i})"` : ''}${matrix}/>`;
  const multiply = (p.finish ?? 'print') === 'print' && p.blend !== 'normal';
  return { defs, body: multiply ? `<g style="mix-blend-mode:${p.blend ?? 'multiply'}">${img}</g>` : img };
}

/**
 * The scene with the logo placed: the art's layers with each placement
 * between them, in its finish (clipped, blended, faded as it asks). Throws on an
 * invalid design or a scene that names an unknown colour token.
 */
export function composeSceneSvg(design: TOutlinedDesign, scene: Scene, opts: SceneSvgOptions = {}): string {
  const W = opts.width ?? SCENE_WIDTH;
  if (!Number.isFinite(W) || W <= 0) throw new Error(`scene width must be a positive number, got ${W}`);
  const H = (W * SCENE_HEIGHT) / SCENE_WIDTH;
  const colours = sceneColours(design);
  const defs: string[] = [];
  if (scene.art.defs) defs.push(fill(scene.art.defs, colours));
  const { layers } = scene.art;
  if (layers.length !== scene.placements.length + 1) {
    throw new Error(`scene ${scene.id}: ${layers.length} art layers for ${scene.placements.length} placements (one more is needed)`);
  }
  const body: string[] = [fill(layers[0]!, colours)];
  const image = opts.logoImage;
  if (image && (!IMAGE_DATA_URL.test(image.href) || !(image.width > 0 && image.height > 0))) throw new Error('the logo picture must be a PNG, JPEG or WebP data URL with its size');
  scene.placements.forEach((p, i) => {
    const layer = image ? imagePlacement(i, p, image, colours) : finishLayers(i, p, placementPaths(design, p, colours), colours);
    defs.push(layer.defs);
    let attrs = '';
    if (p.clipPath) {
      defs.push(`<clipPath id="clip${i}"><path d="${p.clipPath}"/></clipPath>`);
      attrs += ` clip-path="url(#clip${i})"`;
    }
    if (p.opacity !== undefined && p.opacity < 1) attrs += ` opacity="${num(p.opacity)}"`;
    const inner = p.transform && !p.warp ? `<g transform="${p.transform}">${layer.body}</g>` : layer.body;
    body.push(`<g${attrs}>${inner}</g>`, fill(layers[i + 1]!, colours));
  });
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${num(W)}" height="${num(H)}" viewBox="0 0 ${SCENE_WIDTH} ${SCENE_HEIGHT}">` +
    `<defs>${defs.join('')}</defs>${body.join('')}</svg>`
  );
}
