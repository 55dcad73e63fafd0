import { contrast } from '../../../core/composer/colour';
import { composeLogoBody, composeLogoSvg } from '../../../core/composer/compose';
import { layoutMinimum, lockupCanvas, lockupLayout, lockupsOf, type TLockup } from '../../../core/composer/lockups';
import { outlineRun } from '../../../core/composer/outline';
import type { TFontId, TOutlinedDesign } from '../../../core/design';
import { escapeMarkup } from '../../../core/text';
import { serverFontSource } from '../../render/fonts';
import { clearSpace } from '../guidelines/measure';

/**
 * The brand page's drawings (issue 46), as inline SVG from the logo's
 * outlined design: its layouts, the clear-space zone, the do's and don'ts
 * and font specimens — what the brand guidelines PDF draws (guidelines/),
 * for the web. Vector, no fonts needed (text outlined), no pictures fetched.
 */

const INK = '#1B1E26';
const PAPER = '#FFFFFF';
const num = (n: number) => String(Math.round(n * 100) / 100);

/** A colour for marks drawn on `background`: a brand colour that reads on it, else white or ink. */
function markColour(d: TOutlinedDesign, background: string): string {
  const found = [...d.colors, d.name.color].map((c) => c.toUpperCase()).find((c) => contrast(c, background) >= 3);
  return found ?? (contrast(PAPER, background) >= contrast(INK, background) ? PAPER : INK);
}

/** A figure; its label (a brand's name or a line of its logo: anything typed) escaped. */
const svg = (w: number, h: number, body: string, label: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${num(w)} ${num(h)}" role="img" aria-label="${escapeMarkup(label)}">${body}</svg>`;

/** The logo's body fitted into a box of the picture (no margin), as a group. */
function placed(d: TOutlinedDesign, box: { x: number; y: number; w: number; h: number }, opts: { lockup?: TLockup; withoutSlogan?: boolean } = {}): string {
  const { body } = composeLogoBody(d, { variant: opts.withoutSlogan ? 'no-slogan' : 'main', background: null, width: box.w, height: box.h, margin: 0, ...(opts.lockup ? { lockup: opts.lockup } : {}) });
  return `<g transform="translate(${num(box.x)} ${num(box.y)})">${body}</g>`;
}

export interface LayoutFigure {
  lockup: TLockup;
  svg: string;
  /** The layout's minimum width (its smallest lettering still reads). */
  minimum: { mm: number; px: number };
}

/** Each layout the logo has (the design's own first) on the logo's background, with its clear space. */
export function layoutFigures(d: TOutlinedDesign, label: (lockup: TLockup) => string): LayoutFigure[] {
  return lockupsOf(d).map((lockup) => {
    const size = lockupCanvas(d, lockup, true, 480);
    const picture = composeLogoSvg(d, { variant: 'main', lockup, ...size });
    return {
      lockup,
      svg: picture.replace('<svg ', `<svg role="img" aria-label="${escapeMarkup(label(lockup))}" `).replace(/ width="[\d.]+" height="[\d.]+"/, ''),
      minimum: layoutMinimum(d, lockupLayout(d, lockup, true)),
    };
  });
}

/**
 * The clear space: the logo on its background with the zone X wide around
 * it tinted, its outer edge dashed, an X in each corner.
 */
export function clearSpaceFigure(d: TOutlinedDesign, label: string): string {
  const { layout, unit } = clearSpace(d);
  const W = 640;
  const H = Math.max(240, Math.min(420, Math.round((W * (layout.height + 2 * unit)) / (layout.width + 2 * unit)) + 60));
  const pad = 30;
  const s = Math.min((W - 2 * pad) / (layout.width + 2 * unit), (H - 2 * pad) / (layout.height + 2 * unit));
  const lw = layout.width * s;
  const lh = layout.height * s;
  const x = unit * s;
  const logo = { x: (W - lw) / 2, y: (H - lh) / 2, w: lw, h: lh };
  const outer = { x: logo.x - x, y: logo.y - x, w: lw + 2 * x, h: lh + 2 * x };
  const ink = markColour(d, d.background);
  const corners = [
    [outer.x, outer.y],
    [logo.x + lw, outer.y],
    [outer.x, logo.y + lh],
    [logo.x + lw, logo.y + lh],
  ] as const;
  const letter = Math.max(9, Math.min(18, x * 0.55));
  const xMarks = corners
    .map(
      ([cx, cy]) =>
        `<rect x="${num(cx)}" y="${num(cy)}" width="${num(x)}" height="${num(x)}" fill="${ink}" fill-opacity="0.22"/>` +
        `<path d="${xGlyph(cx + x / 2, cy + x / 2, letter)}" stroke="${ink}" stroke-width="${num(letter / 7)}" stroke-linecap="round" fill="none"/>`,
    )
    .join('');
  const body =
    `<rect width="${W}" height="${H}" fill="${d.background}"/>` +
    `<path d="M${num(outer.x)} ${num(outer.y)}h${num(outer.w)}v${num(outer.h)}h${num(-outer.w)}zM${num(logo.x)} ${num(logo.y)}v${num(lh)}h${num(lw)}v${num(-lh)}z" fill="${ink}" fill-opacity="0.1" fill-rule="evenodd"/>` +
    `<rect x="${num(logo.x)}" y="${num(logo.y)}" width="${num(lw)}" height="${num(lh)}" fill="none" stroke="${ink}" stroke-opacity="0.7" stroke-width="0.75"/>` +
    `<rect x="${num(outer.x)}" y="${num(outer.y)}" width="${num(outer.w)}" height="${num(outer.h)}" fill="none" stroke="${ink}" stroke-width="1.25" stroke-dasharray="6 4"/>` +
    xMarks +
    placed(d, logo);
  return svg(W, H, body, label);
}

/** A drawn letter X centred at (cx, cy), `size` tall: two strokes, no font needed. */
function xGlyph(cx: number, cy: number, size: number): string {
  const h = size / 2;
  const w = size * 0.36;
  return `M${num(cx - w)} ${num(cy - h)}L${num(cx + w)} ${num(cy + h)}M${num(cx + w)} ${num(cy - h)}L${num(cx - w)} ${num(cy + h)}`;
}

/** The misuses the page warns against, each drawn from the logo itself (the guidelines PDF's set). */
export const MISUSES = ['stretch', 'recolour', 'rotate', 'busy', 'crowd', 'shadow', 'outline'] as const;
export type Misuse = (typeof MISUSES)[number];

/** Colours no brand would pick together: the recoloured misuse. */
const CLASHING = ['#FF2D95', '#00B8F0', '#FFD400', '#7ED321', '#8A2BE2', '#FF7A00'];
/** The busy background: stripes of a loud print. */
const BUSY = ['#F2C94C', '#EB5757', '#2F80ED', '#27AE60', '#9B51E0', '#F2994A'];

/** Each fill colour of the body, in order of appearance, replaced by the next clashing colour. */
function recoloured(body: string): string {
  const given = new Map<string, string>();
  return body.replace(/fill="(#[0-9A-Fa-f]{6})"/g, (_, fill: string) => {
    let colour = given.get(fill.toUpperCase());
    if (colour === undefined) {
      colour = CLASHING[given.size % CLASHING.length]!;
      given.set(fill.toUpperCase(), colour);
    }
    return `fill="${colour}"`;
  });
}

const TILE = { w: 320, h: 200 } as const;

/** The tile of the logo as supplied (the "do"), or of one misuse, on the logo's background. */
export function usageFigure(d: TOutlinedDesign, misuse: Misuse | null, label: string): string {
  const { w: W, h: H } = TILE;
  const box = { x: W * 0.16, y: H * 0.16, w: W * 0.68, h: H * 0.68 };
  const { body } = composeLogoBody(d, { variant: 'main', background: null, width: box.w, height: box.h, margin: 0 });
  const at = (inner: string, extra = '') => `<g transform="translate(${num(box.x)} ${num(box.y)})${extra}">${inner}</g>`;
  const cx = W / 2;
  const cy = H / 2;
  let art: string;
  switch (misuse) {
    case null:
      art = at(body);
      break;
    case 'stretch':
      art = `<g transform="translate(${cx} ${cy}) scale(1.45 0.68) translate(${-cx} ${-cy})">${at(body)}</g>`;
      break;
    case 'rotate':
      art = `<g transform="rotate(-22 ${cx} ${cy})">${at(body)}</g>`;
      break;
    case 'recolour':
      art = at(recoloured(body));
      break;
    case 'busy': {
      const step = 18;
      const stripes: string[] = [];
      for (let i = -Math.ceil(H / step); i * step < W + H; i++) {
        const x0 = i * step;
        stripes.push(`<path d="M${x0} 0h${step}l${H} ${H}h${-step}z" fill="${BUSY[(i + 60) % BUSY.length]}"/>`);
      }
      art = stripes.join('') + at(body);
      break;
    }
    case 'crowd': {
      const grey = contrast(INK, d.background) >= contrast(PAPER, d.background) ? INK : PAPER;
      const small = { x: W * 0.32, y: H * 0.3, w: W * 0.36, h: H * 0.36 };
      const lines = [0, 1, 2, 3].map((n) => `<rect x="14" y="${num(small.y + small.h + 6 + n * 10)}" width="${W - 28 - (n % 2) * 40}" height="5" fill="${grey}" fill-opacity="0.35"/>`).join('');
      art =
        `<rect x="14" y="16" width="${W - 28}" height="6" fill="${grey}" fill-opacity="0.35"/><rect x="14" y="28" width="${W * 0.6}" height="6" fill="${grey}" fill-opacity="0.35"/>` +
        `<rect x="${num(small.x - 34)}" y="${num(small.y + 2)}" width="30" height="${num(small.h - 4)}" fill="${grey}" fill-opacity="0.2"/>` +
        placed(d, small) +
        lines;
      break;
    }
    case 'shadow': {
      const black = body.replace(/fill="#[0-9A-Fa-f]{6}"/g, 'fill="#000000"');
      art =
        [5, 4, 3].map((o, i) => `<g opacity="${[0.06, 0.08, 0.1][i]}" transform="translate(${o} ${o})">${at(black)}</g>`).join('') + at(body);
      break;
    }
    case 'outline':
      art = at(body.replace(/<path /g, '<path stroke="#FFC400" stroke-width="3" vector-effect="non-scaling-stroke" paint-order="stroke" '));
      break;
  }
  return svg(W, H, `<rect width="${W}" height="${H}" fill="${d.background}"/>${art}`, label);
}

/**
 * The mark as icons and avatars: an app icon (the mark in white on the first
 * brand colour, rounded), a round profile picture (the logo's own colours on
 * its background) and a favicon at 16, 32 and 48 px drawn at their size. The
 * mark is the icon lockup, or the square one for a logo of letters alone.
 */
export function iconFigures(d: TOutlinedDesign, labels: { app: string; avatar: string; favicon: string }): { app: string; avatar: string; favicons: string[] } {
  const lockup: TLockup = lockupsOf(d).includes('icon') ? 'icon' : 'square';
  const brand = (d.colors[0] ?? d.name.color).toUpperCase();
  const onBrand = contrast(PAPER, brand) >= contrast(INK, brand) ? PAPER : INK;
  const mark = (size: number, inset: number, monochrome?: string) => {
    const { body } = composeLogoBody(d, { variant: 'main', background: null, width: size - 2 * inset, height: size - 2 * inset, margin: 0, lockup, ...(monochrome ? { monochrome } : {}) });
    return `<g transform="translate(${inset} ${inset})">${body}</g>`;
  };
  const app = svg(160, 160, `<rect width="160" height="160" rx="36" fill="${brand}"/>${mark(160, 34, onBrand)}`, labels.app);
  const avatar = svg(160, 160, `<circle cx="80" cy="80" r="80" fill="${d.background}"/><circle cx="80" cy="80" r="79.5" fill="none" stroke="#E2E4E9"/>${mark(160, 36)}`, labels.avatar);
  const favicons = [16, 32, 48].map((px) =>
    svg(px, px, `<rect width="${px}" height="${px}" rx="${px / 5}" fill="${brand}"/>${mark(px, px / 8, onBrand)}`, `${labels.favicon} ${px} px`).replace('<svg ', `<svg width="${px}" height="${px}" `),
  );
  return { app, avatar, favicons };
}

/** A line set in a typeface as outlines (no font file needed on the page), `size` px, shrunk to fit `maxWidth`. */
export function specimen(text: string, font: TFontId, size: number, colour: string, maxWidth: number, label: string): string {
  let run = outlineRun(text, font, size, serverFontSource);
  if (run.advance > maxWidth) run = outlineRun(text, font, (size * maxWidth) / run.advance, serverFontSource);
  const scaled = Math.min(size, (size * maxWidth) / Math.max(run.advance, 1));
  const h = Math.ceil(scaled * 1.35);
  const w = Math.max(1, Math.ceil(run.advance));
  return svg(w, h, `<path transform="translate(0 ${num(scaled * 1.05)})" d="${run.d}" fill="${colour}"/>`, label);
}
