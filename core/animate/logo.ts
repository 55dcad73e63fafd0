import { composeLogoParts, type LogoParts } from '../composer/compose';
import { contrast, hexRgb } from '../composer/colour';
import type { TLockup } from '../composer/lockups';
import type { TLogoVariant } from '../design';
import type { TOutlinedDesign } from '../design';
import { multiply, segmentBounds, transformSegments, unionBounds, type Bounds, type Matrix } from '../geometry';
import { parsePathData, segmentsToPathData, type Segment } from '../path-data';

/**
 * The logo as the animations see it (spec 02 §2 animation page, issue: effects
 * built from the logo's structure): the composer's parts split into items that
 * move on their own — each icon shape, each letter of the name and of the
 * slogan — with their place in the picture, their size and outline length.
 */

export type ItemKind = 'icon' | 'name' | 'slogan';

export interface AnimItem {
  kind: ItemKind;
  /** Path data in the part's own coordinates (the composer's). */
  d: string;
  fill: string;
  /** The design's fill opacity, when below 1. */
  opacity?: number;
  /** The part's matrix: its coordinates → the picture's. */
  matrix: Matrix;
  /** Where it is drawn, in the picture's pixels. */
  bounds: Bounds;
  /** Length of its outline in the picture's pixels (the draw-on effect). */
  length: number;
  /** Its place among the items of its kind (left to right for letters), and how many there are. */
  index: number;
  count: number;
}

export interface AnimLogo {
  width: number;
  height: number;
  background: string | null;
  items: AnimItem[];
  /** The whole logo and each part, in the picture's pixels. */
  bounds: Bounds;
  parts: Partial<Record<ItemKind, Bounds>>;
  /** The logo's first colour (the wipe's bar). */
  accent: string;
  /** Its most vivid colour (the glow: a dark glow would read as a shadow). */
  vivid: string;
  /** The static logo exactly as the composer draws it (whole lines of text): every effect's last frame. */
  still: StillPath[];
}

export interface StillPath {
  d: string;
  fill: string;
  opacity?: number;
  matrix: Matrix;
}


/** The subpaths of a path (each starts with a move). */
function subpaths(segments: readonly Segment[]): Segment[][] {
  const out: Segment[][] = [];
  for (const g of segments) {
    if (g.op === 'M' || out.length === 0) out.push([]);
    out[out.length - 1].push(g);
  }
  return out.filter((s) => s.some((g) => g.op !== 'M'));
}

/**
 * Letters of a line of outlined text: its subpaths grouped where they overlap
 * sideways (an "o" and its counter, an "i" and its dot), left to right.
 */
function letters(d: string): Segment[][] {
  const groups: Array<{ segs: Segment[]; b: Bounds }> = [];
  const parts = subpaths(parsePathData(d))
    .map((segs) => ({ segs, b: segmentBounds(segs) }))
    .filter((p): p is { segs: Segment[]; b: Bounds } => p.b !== null)
    .sort((a, b) => a.b.minX - b.b.minX);
  for (const p of parts) {
    const last = groups[groups.length - 1];
    if (last) {
      const overlap = Math.min(last.b.maxX, p.b.maxX) - Math.max(last.b.minX, p.b.minX);
      const narrower = Math.min(last.b.maxX - last.b.minX, p.b.maxX - p.b.minX);
      if (overlap > narrower * 0.5) {
        last.segs.push(...p.segs);
        last.b = unionBounds(last.b, p.b);
        continue;
      }
    }
    groups.push({ segs: [...p.segs], b: p.b });
  }
  return groups.map((g) => g.segs);
}

/** Outline length of segments (curves measured on 8 chords). */
export function pathLength(segments: readonly Segment[]): number {
  let len = 0;
  let x = 0;
  let y = 0;
  let sx = 0;
  let sy = 0;
  for (const g of segments) {
    if (g.op === 'M') {
      x = sx = g.x;
      y = sy = g.y;
    } else if (g.op === 'L') {
      len += Math.hypot(g.x - x, g.y - y);
      x = g.x;
      y = g.y;
    } else if (g.op === 'C') {
      let px = x;
      let py = y;
      for (let i = 1; i <= 8; i++) {
        const t = i / 8;
        const u = 1 - t;
        const qx = u * u * u * x + 3 * u * u * t * g.x1 + 3 * u * t * t * g.x2 + t * t * t * g.x;
        const qy = u * u * u * y + 3 * u * u * t * g.y1 + 3 * u * t * t * g.y2 + t * t * t * g.y;
        len += Math.hypot(qx - px, qy - py);
        px = qx;
        py = qy;
      }
      x = g.x;
      y = g.y;
    } else {
      len += Math.hypot(sx - x, sy - y);
      x = sx;
      y = sy;
    }
  }
  return len;
}

/** The colour with the most chroma, lightness breaking ties (#rrggbb in, the same out). */
function mostVivid(colours: readonly string[]): string {
  let best = colours[0];
  let score = -1;
  for (const c of colours) {
    const [r, g, b] = hexRgb(c).map((v) => v / 255);
    const max = Math.max(r, g, b);
    const min = Math.min(r, g, b);
    const s = max - min + (max + min) * 0.05;
    if (s > score) {
      score = s;
      best = c;
    }
  }
  return best;
}

/** Below this contrast the name would not read on the chosen background. */
const READABLE = 3;

/**
 * The version of the logo that reads on the chosen background: the main
 * logo, else the inverse (light lettering), else white or black.
 */
export function readableVariant(design: TOutlinedDesign, background: string | null): TLogoVariant {
  if (!background || contrast(design.name.color, background) >= READABLE) return 'main';
  if (contrast(design.background, background) >= READABLE) return 'inverse';
  return contrast('#FFFFFF', background) >= contrast('#000000', background) ? 'white' : 'black';
}

/** Where and how the logo sits in the picture: in a lockup, inside a box (px of the picture) with the lockup's clear space. */
export interface AnimPlacement {
  lockup: TLockup;
  box: { left: number; top: number; width: number; height: number };
}

/**
 * The logo's items for a picture of width × height, in the version that reads
 * on its background (the static logo it ends on): as designed and fitted with
 * the composer's margin, or in a lockup inside a box (`place`).
 */
export function animLogo(design: TOutlinedDesign, size: { width: number; height: number; background: string | null }, place?: AnimPlacement): AnimLogo {
  const variant = readableVariant(design, size.background);
  const logo = place ? placedParts(design, variant, size, place) : composeLogoParts(design, { variant, width: size.width, height: size.height, background: size.background });
  const items: AnimItem[] = [];
  const parts: Partial<Record<ItemKind, Bounds>> = {};
  let all: Bounds | null = null;
  for (const part of logo.parts) {
    const scale = Math.abs(part.matrix[0]);
    const pieces =
      part.kind === 'icon'
        ? part.paths.map((p) => ({ d: p.d, segs: parsePathData(p.d), fill: p.fill, opacity: p.opacity }))
        : letters(part.paths[0].d).map((segs) => ({ d: segmentsToPathData(segs), segs, fill: part.paths[0].fill, opacity: undefined }));
    pieces.forEach((piece, index) => {
      const bounds = segmentBounds(transformSegments(piece.segs, part.matrix));
      if (!bounds) return;
      const item: AnimItem = {
        kind: part.kind,
        d: piece.d,
        fill: piece.fill,
        matrix: part.matrix,
        bounds,
        length: pathLength(piece.segs) * scale,
        index,
        count: pieces.length,
      };
      if (piece.opacity !== undefined) item.opacity = piece.opacity;
      items.push(item);
      parts[part.kind] = unionBounds(parts[part.kind], bounds);
      all = unionBounds(all, bounds);
    });
  }
  const bounds: Bounds = all ?? { minX: 0, minY: 0, maxX: size.width, maxY: size.height };
  const still = logo.parts.flatMap((part) => part.paths.map((p): StillPath => ({ ...p, matrix: part.matrix })));
  return {
    width: size.width,
    height: size.height,
    background: logo.background,
    items,
    bounds,
    parts,
    accent: design.colors[0] ?? design.name.color,
    vivid: mostVivid([...design.colors, design.name.color]),
    still,
  };
}

/** The parts of a lockup fitted (with its clear space) into a box of the picture, on the picture's background. */
function placedParts(design: TOutlinedDesign, variant: TLogoVariant, size: { width: number; height: number; background: string | null }, place: AnimPlacement): LogoParts {
  const inBox = composeLogoParts(design, { variant, lockup: place.lockup, width: place.box.width, height: place.box.height, background: size.background });
  const at: Matrix = [1, 0, 0, 1, place.box.left, place.box.top];
  return { width: size.width, height: size.height, background: inBox.background, parts: inBox.parts.map((p) => ({ ...p, matrix: multiply(at, p.matrix) })) };
}

const contourCache = new Map<string, Array<{ d: string; length: number }>>();
/**
 * The contours of path data with their lengths (in the path's own units):
 * the draw-on outline shows the same share of each. Cached (the painter asks
 * for the same letters at every frame).
 */
export function contoursOf(d: string): Array<{ d: string; length: number }> {
  let hit = contourCache.get(d);
  if (!hit) {
    if (contourCache.size > 2000) contourCache.clear();
    hit = subpaths(parsePathData(d)).map((segs) => ({ d: segmentsToPathData(segs), length: pathLength(segs) }));
    contourCache.set(d, hit);
  }
  return hit;
}
