import { formatNumber as n } from '../path-data';
import type { AnimFrame, DrawOp } from './effects';
import { contoursOf } from './logo';

/** The region a blur or a glow may spread over, around the shape's box (the canvas draws them unbounded). */
export const FILTER_REGION = { x: '-300%', y: '-300%', width: '700%', height: '700%' } as const;
const region = `x="${FILTER_REGION.x}" y="${FILTER_REGION.y}" width="${FILTER_REGION.width}" height="${FILTER_REGION.height}"`;

/**
 * A frame as SVG: what the canvas painter draws, written for resvg (the
 * benchmark's frames, the tests' comparison of the last frame with the
 * composer's still logo). Colours and path data come from the composer and
 * the effects (validated hex, numbers), never from user text.
 */
export function frameSvg(frame: AnimFrame, width: number, height: number, scale = 1): string {
  const defs: string[] = [];
  const body: string[] = [];
  frame.ops.forEach((o: DrawOp, i) => {
    const m = o.matrix.map((v) => n(v * 1)).join(' ');
    let el: string;
    if (o.outline) {
      const s = Math.hypot(o.matrix[0], o.matrix[1]) || 1;
      const p = o.outline.progress;
      const stroke = `fill="none" stroke="${o.fill}" stroke-width="${n(o.outline.width / s)}" stroke-opacity="${n(o.alpha)}"`;
      // Each contour drawn for the same share of its own length (the painter's dashes).
      const paths = p >= 1 ? [`<path d="${o.d}"/>`] : contoursOf(o.d).map((c) => `<path d="${c.d}" stroke-dasharray="${n(p * c.length)} ${n(c.length + 1)}"/>`);
      el = `<g transform="matrix(${m})" ${stroke}>${paths.join('')}</g>`;
    } else {
      el = `<path d="${o.d}" transform="matrix(${m})" fill="${o.fill}"${o.alpha < 1 ? ` fill-opacity="${n(o.alpha)}"` : ''}/>`;
    }
    if (o.blur || o.glow) {
      const f = `f${i}`;
      defs.push(
        o.blur
          ? `<filter id="${f}" ${region}><feGaussianBlur stdDeviation="${n(o.blur / 2)}"/></filter>`
          : `<filter id="${f}" ${region}><feDropShadow dx="0" dy="0" stdDeviation="${n(o.glow!.radius / 2)}" flood-color="${o.glow!.colour}"/></filter>`,
      );
      el = `<g filter="url(#${f})">${el}</g>`;
    }
    if (o.clip) {
      const c = `c${i}`;
      defs.push(
        o.clip.kind === 'rect'
          ? `<clipPath id="${c}"><rect x="${n(o.clip.x)}" y="${n(o.clip.y)}" width="${n(Math.max(0, o.clip.w))}" height="${n(Math.max(0, o.clip.h))}"/></clipPath>`
          : `<clipPath id="${c}"><circle cx="${n(o.clip.cx)}" cy="${n(o.clip.cy)}" r="${n(Math.max(0, o.clip.r))}"/></clipPath>`,
      );
      el = `<g clip-path="url(#${c})">${el}</g>`;
    }
    body.push(el);
  });
  const bg = frame.background ? `<rect width="${n(width)}" height="${n(height)}" fill="${frame.background}"/>` : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${n(width * scale)}" height="${n(height * scale)}" viewBox="0 0 ${n(width)} ${n(height)}">` +
    (defs.length ? `<defs>${defs.join('')}</defs>` : '') +
    bg +
    body.join('') +
    `</svg>`
  );
}
