import type { AnimFrame, DrawOp } from '../../../core/animate/effects';
import { contoursOf } from '../../../core/animate/logo';
import { segmentBounds, unionBounds, type Bounds } from '../../../core/geometry';
import { parsePathData } from '../../../core/path-data';

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

type Canvas = OffscreenCanvas | HTMLCanvasElement;
const scratch: Canvas[] = [];
/** The i-th scratch canvas, at least w×h (made once, grown when needed). */
function scratchCanvas(i: number, w: number, h: number): Canvas {
  let c = scratch[i];
  if (!c) {
    c = typeof OffscreenCanvas !== 'undefined' ? new OffscreenCanvas(w, h) : Object.assign(document.createElement('canvas'), { width: w, height: h });
    scratch[i] = c;
  }
  if (c.width < w || c.height < h) {
    c.width = Math.max(c.width, w);
    c.height = Math.max(c.height, h);
  }
  return c;
}

/** One operation, at `scale`, with its clip, opacity, blur, glow and outline. */
function drawOp(ctx: Ctx, op: DrawOp, scale: number, blur = true, [dx, dy] = [0, 0]): void {
  ctx.save();
  if (op.clip) clipTo(ctx, op, scale);
  const [a, b, c, d, e, f] = op.matrix;
  ctx.setTransform(a * scale, b * scale, c * scale, d * scale, e * scale + dx, f * scale + dy);
  ctx.globalAlpha = op.alpha;
  if (blur && op.blur) ctx.filter = `blur(${(op.blur * scale) / 2}px)`;
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

const localBounds = new Map<string, Bounds | null>();
/** The box of path data in its own units (exact, cached: the same letters come every frame). */
function boundsOf(d: string): Bounds | null {
  if (!localBounds.has(d)) {
    if (localBounds.size > 2000) localBounds.clear();
    localBounds.set(d, segmentBounds(parsePathData(d)));
  }
  return localBounds.get(d)!;
}

/** The box an operation covers on the canvas at `scale` (its outline's width included). */
function opBox(op: DrawOp, scale: number): Bounds | null {
  const b = boundsOf(op.d);
  if (!b) return null;
  const [a, bb, c, d, e, f] = op.matrix;
  let box: Bounds | null = null;
  for (const [x, y] of [[b.minX, b.minY], [b.maxX, b.minY], [b.minX, b.maxY], [b.maxX, b.maxY]] as const) {
    const p = { minX: (a * x + c * y + e) * scale, minY: (bb * x + d * y + f) * scale, maxX: 0, maxY: 0 };
    p.maxX = p.minX;
    p.maxY = p.minY;
    box = unionBounds(box, p);
  }
  const pad = ((op.outline?.width ?? 0) / 2) * scale + (op.glow ? op.glow.radius * scale * 2 : 0);
  return { minX: box!.minX - pad, minY: box!.minY - pad, maxX: box!.maxX + pad, maxY: box!.maxY + pad };
}

/**
 * Operations sharing one blur, drawn sharp into a layer the size of what they
 * cover (plus the blur's reach), at a fraction of the resolution when the
 * blur is wide, blurred there and laid on the canvas. The canvas's own blur
 * of each letter spreads over the whole picture: that made the blur
 * effect's video take 19 s at 1080×1080.
 */
function drawBlurred(ctx: Ctx, ops: DrawOp[], blur: number, scale: number, size: { width: number; height: number }): void {
  const sigma = (blur * scale) / 2;
  let box: Bounds | null = null;
  for (const op of ops) {
    const b = opBox(op, scale);
    if (b) box = unionBounds(box, b);
  }
  if (!box) return;
  const reach = Math.ceil(sigma * 3) + 1;
  const x0 = Math.max(0, Math.floor(box.minX) - reach);
  const y0 = Math.max(0, Math.floor(box.minY) - reach);
  const x1 = Math.min(size.width * scale, Math.ceil(box.maxX) + reach);
  const y1 = Math.min(size.height * scale, Math.ceil(box.maxY) + reach);
  if (x1 <= x0 || y1 <= y0) return;
  // Three pixels of the small picture to a standard deviation: the upscale's straight lines stay under the blur.
  const k = Math.min(8, Math.max(1, sigma / 3));
  const w = Math.ceil((x1 - x0) / k);
  const h = Math.ceil((y1 - y0) / k);
  const sharp = scratchCanvas(0, w, h);
  const soft = scratchCanvas(1, w, h);
  const sc = sharp.getContext('2d') as Ctx;
  sc.setTransform(1, 0, 0, 1, 0, 0);
  sc.clearRect(0, 0, w + 1, h + 1);
  for (const op of ops) {
    // Each operation drawn at scale/k, moved so that the layer's corner is (x0, y0).
    drawOp(sc, op, scale / k, false, [-x0 / k, -y0 / k]);
  }
  const bc = soft.getContext('2d') as Ctx;
  bc.setTransform(1, 0, 0, 1, 0, 0);
  bc.clearRect(0, 0, w + 1, h + 1);
  bc.filter = `blur(${sigma / k}px)`;
  bc.drawImage(sharp, 0, 0, w, h, 0, 0, w, h);
  bc.filter = 'none';
  ctx.save();
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.imageSmoothingEnabled = true;
  ctx.imageSmoothingQuality = 'low';
  ctx.drawImage(soft, 0, 0, w, h, x0, y0, w * k, h * k);
  ctx.restore();
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
  const ops = frame.ops.filter((op) => op.alpha > 0);
  for (let i = 0; i < ops.length; ) {
    const op = ops[i];
    // Consecutive unclipped operations with the same blur are blurred as one layer.
    if (op.blur && !op.clip) {
      let j = i + 1;
      while (j < ops.length && ops[j].blur === op.blur && !ops[j].clip) j++;
      drawBlurred(ctx, ops.slice(i, j), op.blur, scale, size);
      i = j;
    } else {
      drawOp(ctx, op, scale);
      i++;
    }
  }
}
