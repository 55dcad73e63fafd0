import { ZOutlinedDesign, type TOutlinedDesign, type TOutlinedText } from '../design';
import { multiply, type Matrix } from '../geometry';
import { hexColour } from './colour';
import { layoutLogo, type LogoLayout, type Placement } from './layout';
import { clearSpaceUnit, lockupLayout } from './lockups';
import type { ComposeOptions } from './types';
import { variantBackground, variantPaint } from './variants';

/**
 * Builds the SVG of one logo variant from an outlined design. Isomorphic and
 * pure: the browser preview, the PNG/JPG renders and the vector downloads all
 * start from this one string. The SVG holds paths only (no <text>), so it
 * looks the same in every renderer without fonts.
 */

/** Blank space around the logo, as a share of the output's smaller side. */
export const MARGIN_RATIO = 0.12;

function num(n: number, decimals = 2): string {
  const f = 10 ** decimals;
  const r = Math.round(n * f) / f;
  return Object.is(r, -0) ? '0' : String(r);
}

function outputSide(value: number | undefined, fallback: number, what: string): number {
  const v = value ?? fallback;
  if (!Number.isFinite(v) || v <= 0) throw new Error(`${what} must be a positive number, got ${String(value)}`);
  return v;
}

/** One filled path of a logo part. */
export interface LogoPath {
  d: string;
  fill: string;
  /** Fill opacity below 1, when the design gives one. */
  opacity?: number;
}

/** A part of the logo (icon, name, slogan) placed in the output by one uniform scale and offset. */
export interface LogoPart {
  kind: 'icon' | 'name' | 'slogan';
  matrix: Matrix;
  paths: LogoPath[];
}

/** The logo of composeLogoSvg as data: its parts in output coordinates, before any markup. */
export interface LogoParts {
  width: number;
  height: number;
  /** The background colour the picture gets, or null. */
  background: string | null;
  parts: LogoPart[];
}

/** Scale and offset placing a part at `p` inside the fitted logo. */
function partMatrix(p: Placement, fit: { s: number; tx: number; ty: number }): Matrix {
  const s = fit.s * p.scale;
  return [s, 0, 0, s, fit.tx + fit.s * p.x, fit.ty + fit.s * p.y];
}

function matrixAttr(m: Matrix): string {
  return `matrix(${num(m[0], 5)} 0 0 ${num(m[3], 5)} ${num(m[4])} ${num(m[5])})`;
}

/** Scale and offset that fit the logo, with its margin, centred in W×H. */
function fitInto(layout: LogoLayout, W: number, H: number, marginRatio: number) {
  const margin = Math.min(W, H) * marginRatio;
  const lw = Math.max(layout.width, 1e-6);
  const lh = Math.max(layout.height, 1e-6);
  const s = Math.min((W - 2 * margin) / lw, (H - 2 * margin) / lh);
  return { s, tx: (W - lw * s) / 2, ty: (H - lh * s) / 2 };
}

/** Scale and offset that fit the logo with `pad` logo units of clear space on every side, centred in W×H. */
function fitWithClearSpace(layout: LogoLayout, pad: number, W: number, H: number) {
  const lw = Math.max(layout.width, 1e-6);
  const lh = Math.max(layout.height, 1e-6);
  const s = Math.min(W / (lw + 2 * pad), H / (lh + 2 * pad));
  return { s, tx: (W - lw * s) / 2, ty: (H - lh * s) / 2 };
}

/** The layout a variant is drawn in: its lockup, the symbol, or the design's own (or the asked) layout. */
function variantLayout(d: TOutlinedDesign, opts: Pick<ComposeOptions, 'variant' | 'layout' | 'lockup'>): LogoLayout {
  const withSlogan = opts.variant !== 'no-slogan';
  if (opts.lockup !== undefined && opts.lockup !== 'original') {
    if (opts.variant === 'symbol') throw new Error('the symbol variant has no lockups (the icon lockup is the symbol)');
    return lockupLayout(d, opts.lockup, withSlogan);
  }
  return layoutLogo(d, opts.variant === 'symbol' ? 'symbol' : (opts.layout ?? d.layout), withSlogan);
}

/**
 * Composes the SVG of `opts.variant`. Throws on an invalid design (colours,
 * path data: the only things written into attributes), an invalid background,
 * or the symbol variant of a design without an icon.
 */
export function composeLogoSvg(design: TOutlinedDesign, opts: ComposeOptions): string {
  const { width: W, height: H, body } = composeLogoBody(design, opts);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${num(W)}" height="${num(H)}" viewBox="0 0 ${num(W)} ${num(H)}">${body}</svg>`;
}

/**
 * The inside of composeLogoSvg's picture (its elements, no `<svg>` wrapper)
 * and its size, for pictures that place the logo inside their own (avatars).
 */
export function composeLogoBody(design: TOutlinedDesign, opts: ComposeOptions): { width: number; height: number; body: string } {
  const logo = composeLogoParts(design, opts);
  const W = logo.width;
  const H = logo.height;
  const out: string[] = [];
  if (logo.background) out.push(`<rect width="${num(W)}" height="${num(H)}" fill="${logo.background}"/>`);
  for (const part of logo.parts) {
    if (part.kind === 'icon') {
      const shapes = part.paths
        .map((s) => {
          const opacity = s.opacity === undefined ? '' : ` fill-opacity="${num(s.opacity, 3)}"`;
          return `<path d="${s.d}" fill="${s.fill}"${opacity}/>`;
        })
        .join('');
      out.push(`<g transform="${matrixAttr(part.matrix)}">${shapes}</g>`);
    } else {
      for (const p of part.paths) out.push(`<path transform="${matrixAttr(part.matrix)}" d="${p.d}" fill="${p.fill}"/>`);
    }
  }
  return { width: W, height: H, body: out.join('') };
}

/**
 * The logo's parts, coloured by the variant and fitted into the output: what
 * composeLogoBody writes as markup, and what pictures that bend or light the
 * logo (mockup scenes, core/mockups) transform point by point.
 */
export function composeLogoParts(design: TOutlinedDesign, opts: ComposeOptions): LogoParts {
  // Re-validated here because designs arrive from storage and from the
  // browser: only #RRGGBB colours and plain path data may reach the markup.
  const d = ZOutlinedDesign.parse(design);
  const W = outputSide(opts.width, d.width, 'width');
  const H = outputSide(opts.height, d.height, 'height');
  const background =
    opts.background === null
      ? null
      : opts.background === undefined
        ? variantBackground(d, opts.variant)
        : hexColour(opts.background, 'background');

  const layout = variantLayout(d, opts);
  const mono = opts.monochrome === undefined ? undefined : hexColour(opts.monochrome, 'monochrome');
  const paint = mono ? { name: mono, slogan: mono, shape: () => mono } : variantPaint(d, opts.variant, background);
  const fit =
    opts.lockup !== undefined && opts.lockup !== 'original' && opts.margin === undefined
      ? fitWithClearSpace(layout, clearSpaceUnit(d, layout).unit, W, H)
      : fitInto(layout, W, H, opts.margin ?? MARGIN_RATIO);

  const parts: LogoPart[] = [];
  if (d.icon && layout.icon) {
    const paths = d.icon.shapes.map((s): LogoPath => {
      const path: LogoPath = { d: s.d, fill: paint.shape(s.fill) };
      if (s.opacity !== undefined && s.opacity !== 1) path.opacity = s.opacity;
      return path;
    });
    parts.push({ kind: 'icon', matrix: partMatrix(layout.icon, fit), paths });
  }
  const text = (kind: 'name' | 'slogan', line: TOutlinedText | undefined, colour: string, at: Placement | undefined) => {
    if (line && at && line.d !== '') parts.push({ kind, matrix: partMatrix(at, fit), paths: [{ d: line.d, fill: colour }] });
  };
  text('name', layout.monogram ? d.monogram : d.name, paint.name, layout.name);
  text('slogan', d.slogan, paint.slogan, layout.slogan);
  return { width: W, height: H, background, parts };
}

/** One path of a logo placed in a bigger picture: its data, colour and the matrix placing it. */
export interface PlacedPath {
  matrix: Matrix;
  d: string;
  fill: string;
  opacity?: number;
}

/**
 * The logo's paths fitted (centred, no margin, aspect kept) into a box of a
 * bigger picture (a mockup scene, a business card), without background.
 */
export function placeLogo(
  design: TOutlinedDesign,
  box: { left: number; top: number; width: number; height: number },
  opts: { variant: ComposeOptions['variant']; monochrome?: string; lockup?: ComposeOptions['lockup'] },
): PlacedPath[] {
  const logo = composeLogoParts(design, {
    variant: opts.variant,
    background: null,
    width: box.width,
    height: box.height,
    margin: 0,
    ...(opts.monochrome === undefined ? {} : { monochrome: opts.monochrome }),
    ...(opts.lockup === undefined ? {} : { lockup: opts.lockup }),
  });
  const at: Matrix = [1, 0, 0, 1, box.left, box.top];
  return logo.parts.flatMap((part) =>
    part.paths.map((p) => ({ matrix: multiply(at, part.matrix), d: p.d, fill: p.fill, ...(p.opacity === undefined ? {} : { opacity: p.opacity }) })),
  );
}

/** SVG markup of placed paths (matrix transforms, own fills). */
export function placedPathsMarkup(paths: readonly PlacedPath[]): string {
  return paths
    .map((p) => {
      const o = p.opacity === undefined ? '' : ` fill-opacity="${num(p.opacity, 3)}"`;
      return `<path transform="matrix(${p.matrix.map((v, i) => num(v, i < 4 ? 5 : 3)).join(' ')})" d="${p.d}" fill="${p.fill}"${o}/>`;
    })
    .join('');
}

/**
 * Width over height of the variant's artwork alone (no margin): the box a
 * document or slide gives the logo as a picture of its own, cut tight.
 */
export function logoAspect(design: TOutlinedDesign, variant: ComposeOptions['variant'], lockup?: ComposeOptions['lockup']): number {
  const layout = variantLayout(ZOutlinedDesign.parse(design), { variant, ...(lockup === undefined ? {} : { lockup }) });
  return layout.width / layout.height;
}

