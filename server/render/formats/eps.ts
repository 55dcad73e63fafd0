import type { Segment } from '../../../core/path-data';
import type { SpotInk } from '../../../core/vi/spot';
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
 * - Print colours (`inks`): every fill in CMYK, and each spot colour as a
 *   /Separation colour space of its name with its CMYK as the alternate, so a
 *   RIP makes it a plate of its own and anything else prints the CMYK. The
 *   header names the inks (DSC 3.0 %%DocumentProcessColors,
 *   %%DocumentCustomColors, %%CMYKCustomColor) for the programs that place
 *   the EPS. Opacity below 1: a spot over paper is that spot at a tint; over a
 *   background, and any process fill, the CMYK mixed with what is under.
 */

export interface EpsOptions {
  /** %%Title; any text (non-ASCII is written as escaped UTF-8 bytes, the DSC comment stays 7-bit). */
  title: string;
  creator: string;
  /** Print colours: every fill in CMYK (process, through the map, keyed by the scene's fill HEX as the scene writes it — uppercase "#RRGGBB"), and the fills of `spots` as a /Separation colour space of that name with its CMYK as the alternate (percent). Without it the file is RGB as before. */
  inks?: { process: ReadonlyMap<string, readonly [number, number, number, number]>; spots: readonly SpotInk[] };
}

type Cmyk = readonly [number, number, number, number];

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

const PROCESS_INKS = ['Cyan', 'Magenta', 'Yellow', 'Black'] as const;

/**
 * The colour operators of a scene in print colours, and what the header and
 * the prolog declare about them: only the inks that are painted, so a spot
 * the picture does not use (the white logo) asks for no empty plate.
 */
function printColours(inks: NonNullable<EpsOptions['inks']>, background: string | null) {
  // Keys compared uppercase: the scene writes "#RRGGBB", a caller's map may not.
  const process = new Map([...inks.process].map(([hex, cmyk]) => [hex.toUpperCase(), cmyk]));
  const spots = new Map(inks.spots.map((s) => [s.hex.toUpperCase(), s]));
  const cmykOf = (hex: string): Cmyk => {
    const cmyk = spots.get(hex.toUpperCase())?.cmyk ?? process.get(hex.toUpperCase());
    if (!cmyk) throw new Error(`EPS print colours: no CMYK and no spot colour for ${hex}`);
    return cmyk;
  };
  const under: Cmyk = background ? cmykOf(background) : [0, 0, 0, 0];
  const painted: SpotInk[] = [];
  const processUsed = [false, false, false, false];
  const fraction = (percent: number) => num(percent / 100, 4);

  /** The operators that set `fill` at `opacity` (EPS has no transparency). */
  const set = (fill: string, opacity: number): string => {
    const a = Math.min(1, Math.max(0, opacity));
    const spot = spots.get(fill.toUpperCase());
    // Over paper a translucent spot is a lighter screen of the same ink; over a background it mixes with other inks.
    if (spot && (a === 1 || !background)) {
      let i = painted.indexOf(spot);
      if (i < 0) i = painted.push(spot) - 1;
      return `S${i} setcolorspace ${num(a, 4)} setcolor`;
    }
    const mixed = cmykOf(fill).map((p, i) => a * p + (1 - a) * under[i]!);
    mixed.forEach((p, i) => (processUsed[i] ||= p > 0));
    return `${mixed.map(fraction).join(' ')} k`;
  };

  return {
    set,
    /** DSC comments of the inks painted; call after every `set`. */
    comments(): string[] {
      const out: string[] = [];
      if (processUsed.includes(true)) out.push(`%%DocumentProcessColors: ${PROCESS_INKS.filter((_, i) => processUsed[i]).join(' ')}`);
      // One colour a line (%%+ continues a comment): a DSC line holds 255 characters at most.
      painted.forEach((s, i) => out.push(`${i === 0 ? '%%DocumentCustomColors:' : '%%+'} ${psString(s.name)}`));
      painted.forEach((s, i) => out.push(`${i === 0 ? '%%CMYKCustomColor:' : '%%+'} ${s.cmyk.map(fraction).join(' ')} ${psString(s.name)}`));
      return out;
    },
    /** Prolog definitions: setcmykcolor's short name, and each spot's colour space, its tint transform t → t·c t·m t·y t·k. */
    prolog(): string[] {
      const tint = (cmyk: Cmyk) => `{ ${cmyk.slice(0, 3).map((p) => `dup ${fraction(p)} mul exch`).join(' ')} ${fraction(cmyk[3])} mul }`;
      return ['/k { setcmykcolor } bind def', ...painted.map((s, i) => `/S${i} [/Separation ${psString(s.name)} /DeviceCMYK ${tint(s.cmyk)}] def`)];
    },
  };
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
  const print = opts.inks && printColours(opts.inks, scene.background);
  const colour = (fill: string, opacity: number) => (print ? print.set(fill, opacity) : `${flatColour(fill, opacity, paper)} rg`);

  const body: string[] = [];
  if (scene.background) body.push(colour(scene.background, 1), `0 0 ${num(W)} ${num(H)} rectfill`);
  for (const shape of scene.shapes) {
    if (shape.opacity <= 0 || shape.segments.length === 0) continue;
    body.push(colour(shape.fill, shape.opacity), 'newpath');
    pathOps(shape.segments, H, body);
    body.push('f');
  }
  const colourDefs = print ? print.prolog() : ['/rg { setrgbcolor } bind def'];

  const lines = [
    '%!PS-Adobe-3.0 EPSF-3.0',
    `%%Creator: ${opts.creator.replace(/[^\x20-\x7e]/g, '?')}`,
    `%%Title: ${psString(opts.title)}`,
    `%%BoundingBox: ${Math.floor(hi.llx)} ${Math.floor(hi.lly)} ${Math.ceil(hi.urx)} ${Math.ceil(hi.ury)}`,
    `%%HiResBoundingBox: ${hi.llx.toFixed(3)} ${hi.lly.toFixed(3)} ${hi.urx.toFixed(3)} ${hi.ury.toFixed(3)}`,
    '%%LanguageLevel: 2',
    '%%Pages: 1',
    '%%DocumentData: Clean7Bit',
    ...(print ? print.comments() : []),
    '%%EndComments',
    '%%BeginProlog',
    // Short names in a private dictionary, so the importing document's userdict is untouched
    // (LanguageLevel 2: it grows past 8 entries for the spots' colour spaces).
    '/LogoEpsDict 8 dict def',
    'LogoEpsDict begin',
    '/m { moveto } bind def',
    '/l { lineto } bind def',
    '/c { curveto } bind def',
    '/h { closepath } bind def',
    '/f { fill } bind def',
    ...colourDefs,
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
