import type { AnimFrame, DrawOp } from '../../../core/animate/effects';
import { contoursOf } from '../../../core/animate/logo';

type Ctx = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;

const paths = new Map<string, Path2D>();
/** Path2D of path data, made once (a frame draws the same letters 90 times). */
function path(d: string): Path2D {
  let p = paths.get(d);
  if (!p) {
    if (paths.size > 2000) paths.clear();
    p = new Path2D(d);
    paths.set(d, p);
  }
  return p;
}

function clipTo(ctx: Ctx, op: DrawOp, scale: number) {
  const c = op.clip!;
  ctx.setTransform(scale, 0, 0, scale, 0, 0);
  ctx.beginPath();
  if (c.kind === 'rect') ctx.rect(c.x, c.y, Math.max(0, c.w), Math.max(0, c.h));
  else ctx.arc(c.cx, c.cy, Math.max(0, c.r), 0, Math.PI * 2);
  ctx.clip();
}

/**
 * Draws a frame of core/animate on a canvas at `scale` (1: 800×600, 2: the
 * video's 1600×1200), on the chosen background: the same operations
 * core/animate/svg.ts writes as SVG.
 */
export function paintFrame(ctx: Ctx, frame: AnimFrame, scale: number, size: { width: number; height: number }, background: string): void {
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.globalAlpha = 1;
  ctx.filter = 'none';
  ctx.fillStyle = background;
  ctx.fillRect(0, 0, size.width * scale, size.height * scale);
  for (const op of frame.ops) {
    if (op.alpha <= 0) continue;
    ctx.save();
    if (op.clip) clipTo(ctx, op, scale);
    const [a, b, c, d, e, f] = op.matrix;
    ctx.setTransform(a * scale, b * scale, c * scale, d * scale, e * scale, f * scale);
    ctx.globalAlpha = op.alpha;
    if (op.blur) ctx.filter = `blur(${(op.blur * scale) / 2}px)`;
    if (op.glow) {
      ctx.shadowColor = op.glow.colour;
      ctx.shadowBlur = op.glow.radius * scale;
    }
    if (op.outline) {
      const s = Math.hypot(a, b) || 1;
      ctx.strokeStyle = op.fill;
      ctx.lineWidth = op.outline.width / s;
      const p = op.outline.progress;
      if (p >= 1) ctx.stroke(path(op.d));
      else {
        // Each contour drawn for the same share of its own length.
        for (const c of contoursOf(op.d)) {
          ctx.setLineDash([p * c.length, c.length + 1]);
          ctx.stroke(path(c.d));
        }
      }
    } else {
      ctx.fillStyle = op.fill;
      ctx.fill(path(op.d));
    }
    ctx.restore();
  }
}
