import { ZOutlinedDesign, type TOutlinedDesign } from '../design';
import { hexColour } from './colour';
import { layoutLogo, type LogoLayout, type Placement } from './layout';
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

/** `matrix(...)` placing a part at `p` inside the fitted logo. */
function matrix(p: Placement, fit: { s: number; tx: number; ty: number }): string {
  const s = fit.s * p.scale;
  return `matrix(${num(s, 5)} 0 0 ${num(s, 5)} ${num(fit.tx + fit.s * p.x)} ${num(fit.ty + fit.s * p.y)})`;
}

/** Scale and offset that fit the logo, with its margin, centred in W×H. */
function fitInto(layout: LogoLayout, W: number, H: number) {
  const margin = Math.min(W, H) * MARGIN_RATIO;
  const lw = Math.max(layout.width, 1e-6);
  const lh = Math.max(layout.height, 1e-6);
  const s = Math.min((W - 2 * margin) / lw, (H - 2 * margin) / lh);
  return { s, tx: (W - lw * s) / 2, ty: (H - lh * s) / 2 };
}

function textPath(d: string, colour: string, at: Placement | undefined, fit: { s: number; tx: number; ty: number }): string {
  if (!at || d === '') return '';
  return `<path transform="${matrix(at, fit)}" d="${d}" fill="${colour}"/>`;
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

  const kind = opts.variant === 'symbol' ? 'symbol' : (opts.layout ?? d.layout);
  const withSlogan = opts.variant !== 'no-slogan';
  const layout = layoutLogo(d, kind, withSlogan);
  const mono = opts.monochrome === undefined ? undefined : hexColour(opts.monochrome, 'monochrome');
  const paint = mono ? { name: mono, slogan: mono, shape: () => mono } : variantPaint(d, opts.variant, background);
  const fit = fitInto(layout, W, H);

  const parts: string[] = [];
  if (background) parts.push(`<rect width="${num(W)}" height="${num(H)}" fill="${background}"/>`);
  if (d.icon && layout.icon) {
    const shapes = d.icon.shapes
      .map((s) => {
        const opacity = s.opacity === undefined || s.opacity === 1 ? '' : ` fill-opacity="${num(s.opacity, 3)}"`;
        return `<path d="${s.d}" fill="${paint.shape(s.fill)}"${opacity}/>`;
      })
      .join('');
    parts.push(`<g transform="${matrix(layout.icon, fit)}">${shapes}</g>`);
  }
  parts.push(textPath(d.name.d, paint.name, layout.name, fit));
  if (d.slogan) parts.push(textPath(d.slogan.d, paint.slogan, layout.slogan, fit));

  return { width: W, height: H, body: parts.join('') };
}
