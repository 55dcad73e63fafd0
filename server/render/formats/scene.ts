import { IDENTITY, multiply, segmentBounds, transformSegments, type Bounds, type Matrix } from '../../../core/geometry';
import { parsePathData, type Segment } from '../../../core/path-data';

/**
 * The composer's SVG read back as a flat list of filled shapes in page
 * coordinates (px, y down), for the writers that draw paths themselves (PDF,
 * EPS). Reading the composer's output, rather than re-running its layout,
 * keeps ONE source of truth for where everything goes: the PDF and EPS are
 * the same picture as the SVG and the PNG by construction.
 *
 * The reader is deliberately strict: it knows exactly what the composer
 * writes (svg, rect, g with a transform, path with d / fill / fill-opacity /
 * transform) and throws on anything else, so a change to the composer shows
 * up as a failing test here instead of a silently different PDF.
 */

export interface SceneShape {
  /** Absolute M/L/C/Z segments, already transformed into page coordinates. */
  segments: Segment[];
  /** '#RRGGBB'. */
  fill: string;
  /** 0..1 (fill-opacity × opacity of the shape and its groups). */
  opacity: number;
}

export interface Scene {
  width: number;
  height: number;
  /** Colour of the full-page background rectangle, or null when the picture has none. */
  background: string | null;
  /** Painted in order, nonzero fill rule. */
  shapes: SceneShape[];
}

const TAG = /<(\/?)([a-zA-Z][\w:-]*)((?:\s+[\w:-]+="[^"]*")*)\s*(\/?)>/g;
const ATTR = /([\w:-]+)="([^"]*)"/g;
const HEX = /^#[0-9a-fA-F]{6}$/;

function attributes(raw: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const m of raw.matchAll(ATTR)) out.set(m[1], m[2]);
  return out;
}

function numberAttr(attrs: Map<string, string>, name: string, fallback?: number): number {
  const raw = attrs.get(name);
  if (raw === undefined) {
    if (fallback === undefined) throw new Error(`composer SVG: missing ${name}`);
    return fallback;
  }
  const n = Number(raw);
  if (!Number.isFinite(n)) throw new Error(`composer SVG: ${name}="${raw}" is not a number`);
  return n;
}

function opacityAttr(attrs: Map<string, string>): number {
  return numberAttr(attrs, 'fill-opacity', 1) * numberAttr(attrs, 'opacity', 1);
}

function fillAttr(attrs: Map<string, string>): string {
  const fill = attrs.get('fill');
  if (!fill || !HEX.test(fill)) throw new Error(`composer SVG: fill must be #rrggbb, got ${JSON.stringify(fill)}`);
  return fill.toUpperCase();
}

/** Parses the transform functions the composer may write (matrix, translate, scale). */
export function parseTransform(value: string | undefined): Matrix {
  if (value === undefined) return IDENTITY;
  let m = IDENTITY;
  const re = /\s*(matrix|translate|scale)\s*\(([^)]*)\)\s*/gy;
  let consumed = 0;
  for (const part of value.matchAll(re)) {
    consumed = (part.index ?? 0) + part[0].length;
    const n = part[2]
      .trim()
      .split(/[\s,]+/)
      .filter((t) => t !== '')
      .map(Number);
    if (n.some((v) => !Number.isFinite(v))) throw new Error(`composer SVG: bad transform ${value}`);
    let t: Matrix;
    if (part[1] === 'matrix' && n.length === 6) t = [n[0], n[1], n[2], n[3], n[4], n[5]];
    else if (part[1] === 'translate' && (n.length === 1 || n.length === 2)) t = [1, 0, 0, 1, n[0], n[1] ?? 0];
    else if (part[1] === 'scale' && (n.length === 1 || n.length === 2)) t = [n[0], 0, 0, n[1] ?? n[0], 0, 0];
    else throw new Error(`composer SVG: bad transform ${value}`);
    m = multiply(m, t);
  }
  if (consumed !== value.length) throw new Error(`composer SVG: unsupported transform ${JSON.stringify(value)}`);
  return m;
}

function rectSegments(x: number, y: number, w: number, h: number): Segment[] {
  return [
    { op: 'M', x, y },
    { op: 'L', x: x + w, y },
    { op: 'L', x: x + w, y: y + h },
    { op: 'L', x, y: y + h },
    { op: 'Z' },
  ];
}

/** Reads an SVG written by `composeLogoSvg` (see the module comment for what it accepts). */
export function sceneFromSvg(svg: string): Scene {
  let width = 0;
  let height = 0;
  let background: string | null = null;
  const shapes: SceneShape[] = [];
  const stack: { tag: string; m: Matrix; opacity: number }[] = [];
  let last = 0;

  for (const tag of svg.matchAll(TAG)) {
    const between = svg.slice(last, tag.index);
    if (between.trim() !== '') throw new Error(`composer SVG: unexpected text ${JSON.stringify(between.slice(0, 40))}`);
    last = (tag.index ?? 0) + tag[0].length;
    const [, closing, name, rawAttrs, selfClosing] = tag;
    if (closing) {
      const open = stack.pop();
      if (!open || open.tag !== name) throw new Error(`composer SVG: unbalanced </${name}>`);
      continue;
    }
    const attrs = attributes(rawAttrs);
    const parent = stack[stack.length - 1];
    if (!parent && name !== 'svg') throw new Error(`composer SVG: root must be <svg>, got <${name}>`);
    const m = multiply(parent?.m ?? IDENTITY, parseTransform(attrs.get('transform')));
    const opacity = (parent?.opacity ?? 1) * numberAttr(attrs, 'opacity', 1);

    switch (name) {
      case 'svg': {
        if (parent) throw new Error('composer SVG: nested <svg>');
        width = numberAttr(attrs, 'width');
        height = numberAttr(attrs, 'height');
        const viewBox = attrs.get('viewBox');
        if (viewBox !== undefined && viewBox.trim().split(/[\s,]+/).map(Number).join(' ') !== `0 0 ${width} ${height}`) {
          throw new Error(`composer SVG: viewBox ${viewBox} must be 0 0 width height`);
        }
        break;
      }
      case 'g':
        break;
      case 'rect': {
        const x = numberAttr(attrs, 'x', 0);
        const y = numberAttr(attrs, 'y', 0);
        const w = numberAttr(attrs, 'width');
        const h = numberAttr(attrs, 'height');
        const fill = fillAttr(attrs);
        const a = opacityAttr(attrs) * opacity;
        const full = x === 0 && y === 0 && w === width && h === height && m.every((v, i) => v === IDENTITY[i]);
        if (full && a === 1 && shapes.length === 0 && background === null) background = fill;
        else shapes.push({ segments: transformSegments(rectSegments(x, y, w, h), m), fill, opacity: a });
        break;
      }
      case 'path':
        shapes.push({
          segments: transformSegments(parsePathData(attrs.get('d') ?? ''), m),
          fill: fillAttr(attrs),
          opacity: opacityAttr(attrs) * opacity,
        });
        break;
      default:
        throw new Error(`composer SVG: unsupported element <${name}>`);
    }
    if (!selfClosing) stack.push({ tag: name, m, opacity });
  }
  if (svg.slice(last).trim() !== '' || stack.length > 0) throw new Error('composer SVG: truncated document');
  if (!(width > 0 && height > 0)) throw new Error('composer SVG: no size');
  return { width, height, background, shapes };
}

/**
 * Tight bounds of everything the scene paints, in page coordinates: the whole
 * page when it has a background, else the union of the shapes' outlines.
 * Null when nothing is painted.
 */
export function sceneBounds(scene: Scene): Bounds | null {
  if (scene.background) return { minX: 0, minY: 0, maxX: scene.width, maxY: scene.height };
  let b: Bounds | null = null;
  for (const s of scene.shapes) if (s.opacity > 0) b = segmentBounds(s.segments, b);
  return b;
}
