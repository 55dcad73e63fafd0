import type { Segment } from '../../../core/path-data';
import { sceneBounds, type Scene } from './scene';

/**
 * Hand-written EPS 3.0 (PostScript Level 2) from the scene's paths. No npm
 * library writes EPS, and converting a PDF with Ghostscript or pdftops turns
 * the whole page into a bitmap as soon as anything is translucent; writing
 * the paths ourselves keeps the file pure vector.
 *
 * - Coordinates: 1 px of the requested size = 1 pt; PostScript's y axis points
 *   up, so y is flipped (y_ps = height − y_px).
 * - %%BoundingBox is tight around what is painted: the whole page when the
 *   picture has a background rectangle, else the exact bounds of the logo's
 *   outlines (curve extrema included), rounded outwards to whole points;
 *   %%HiResBoundingBox gives the unrounded box.
 * - Opacity: PostScript has no transparency. A shape with fill-opacity below 1
 *   is painted opaque in the colour it would show over the background
 *   (alpha-blended with the background colour, or with white paper when there
 *   is none). Where a translucent shape overlaps another shape this differs
 *   from the PDF/PNG, which blend with what is really underneath.
 * - Fill rule: nonzero (`fill`), as in SVG.
 */

export interface EpsOptions {
  /** %%Title; any text (non-ASCII is written as escaped UTF-8 bytes, the DSC comment stays 7-bit). */
  title: string;
  creator: string;
}

/** PostScript number: at most `decimals` decimals, no exponent, never "-0". */
function num(n: number, decimals = 2): string {
  const f = 10 ** decimals;
  const r = Math.round(n * f) / f;
  return Object.is(r, -0) || r === 0 ? '0' : String(r);
}

/** A PostScript string literal (…) holding only printable ASCII; other bytes as \ooo escapes. */
export function psString(text: string): string {
  let out = '(';
  for (const byte of Buffer.from(text, 'utf8')) {
    const ch = String.fromCharCode(byte);
    if (ch === '(' || ch === ')' || ch === '\\') out += `\\${ch}`;
    else if (byte >= 0x20 && byte < 0x7f) out += ch;
    else out += `\\${byte.toString(8).padStart(3, '0')}`;
  }
  return `${out})`;
}

function channels(hex: string): [number, number, number] {
  const n = parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** `setrgbcolor` operands of `fill` at `opacity` over `under` (EPS has no transparency). */
function flatColour(fill: string, opacity: number, under: string): string {
  const f = channels(fill);
  const u = channels(under);
  const a = Math.min(1, Math.max(0, opacity));
  return f.map((c, i) => num((a * c + (1 - a) * u[i]) / 255, 4)).join(' ');
}

function pathOps(segments: readonly Segment[], height: number, out: string[]): void {
  const y = (v: number) => num(height - v);
  for (const g of segments) {
    switch (g.op) {
      case 'M':
        out.push(`${num(g.x)} ${y(g.y)} m`);
        break;
      case 'L':
        out.push(`${num(g.x)} ${y(g.y)} l`);
        break;
      case 'C':
        out.push(`${num(g.x1)} ${y(g.y1)} ${num(g.x2)} ${y(g.y2)} ${num(g.x)} ${y(g.y)} c`);
        break;
      case 'Z':
        out.push('h');
        break;
    }
  }
}

/** The EPS file of a scene (see the module comment). Deterministic: no date is written. */
export function sceneToEps(scene: Scene, opts: EpsOptions): Buffer {
  const { width: W, height: H } = scene;
  const b = sceneBounds(scene);
  // PostScript box (y up), to 1/1000 pt (coordinates are written to 1/100, so
  // anything finer is float noise that must not push the integer box out a point).
  const r = (v: number) => Math.round(v * 1000) / 1000;
  const hi = b ? { llx: r(b.minX), lly: r(H - b.maxY), urx: r(b.maxX), ury: r(H - b.minY) } : { llx: 0, lly: 0, urx: 0, ury: 0 };
  const paper = scene.background ?? '#FFFFFF';

  const body: string[] = [];
  if (scene.background) body.push(`${flatColour(scene.background, 1, paper)} rg`, `0 0 ${num(W)} ${num(H)} rectfill`);
  for (const shape of scene.shapes) {
    if (shape.opacity <= 0 || shape.segments.length === 0) continue;
    body.push(`${flatColour(shape.fill, shape.opacity, paper)} rg`, 'newpath');
    pathOps(shape.segments, H, body);
    body.push('f');
  }

  const lines = [
    '%!PS-Adobe-3.0 EPSF-3.0',
    `%%Creator: ${opts.creator.replace(/[^\x20-\x7e]/g, '?')}`,
    `%%Title: ${psString(opts.title)}`,
    `%%BoundingBox: ${Math.floor(hi.llx)} ${Math.floor(hi.lly)} ${Math.ceil(hi.urx)} ${Math.ceil(hi.ury)}`,
    `%%HiResBoundingBox: ${hi.llx.toFixed(3)} ${hi.lly.toFixed(3)} ${hi.urx.toFixed(3)} ${hi.ury.toFixed(3)}`,
    '%%LanguageLevel: 2',
    '%%Pages: 1',
    '%%DocumentData: Clean7Bit',
    '%%EndComments',
    '%%BeginProlog',
    // Short names in a private dictionary, so the importing document's userdict is untouched.
    '/LogoEpsDict 8 dict def',
    'LogoEpsDict begin',
    '/m { moveto } bind def',
    '/l { lineto } bind def',
    '/c { curveto } bind def',
    '/h { closepath } bind def',
    '/f { fill } bind def',
    '/rg { setrgbcolor } bind def',
    'end',
    '%%EndProlog',
    '%%Page: 1 1',
    'save',
    'LogoEpsDict begin',
    ...body,
    'end',
    'restore',
    'showpage',
    '%%Trailer',
    '%%EOF',
    '',
  ];
  return Buffer.from(lines.join('\n'), 'latin1');
}
