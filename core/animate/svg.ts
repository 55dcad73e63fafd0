import { formatNumber as n } from '../path-data';
import type { AnimFrame, DrawOp } from './effects';

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
    const attrs: string[] = [`d="${o.d}"`];
    const m = o.matrix.map((v) => n(v * 1)).join(' ');
    attrs.push(`transform="matrix(${m})"`);
    if (o.outline) {
      const s = Math.abs(o.matrix[0]) || 1;
      attrs.push(
        `fill="none" stroke="${o.fill}" stroke-width="${n(o.outline.width / s)}" stroke-dasharray="${n(o.outline.drawn / s)} ${n((o.outline.length + 1) / s)}" stroke-opacity="${n(o.alpha)}"`,
      );
    } else {
      attrs.push(`fill="${o.fill}"`);
      if (o.alpha < 1) attrs.push(`fill-opacity="${n(o.alpha)}"`);
    }
    let el = `<path ${attrs.join(' ')}/>`;
    if (o.blur || o.glow) {
      const f = `f${i}`;
      defs.push(
        o.blur
          ? `<filter id="${f}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${n(o.blur / 2)}"/></filter>`
          : `<filter id="${f}" x="-50%" y="-50%" width="200%" height="200%"><feDropShadow dx="0" dy="0" stdDeviation="${n(o.glow!.radius / 2)}" flood-color="${o.glow!.colour}"/></filter>`,
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
