import { logoAspect, placeLogo } from '../composer/compose';
import type { TOutlinedDesign } from '../design';
import { transformSegments } from '../geometry';
import { parsePathData } from '../path-data';
import { circlePath, convexHull, hullPath, roundedRectPath, segmentPoints, type Point } from './die';
import { BLEED_MM, PRINT_ITEM_NAMES, PRINT_SIZES, stickerSize, stickerSizeLabel, type TPrintSpec } from './items';
import { painter, type ComposedPrint, type PrintInput } from './paint';

/** Stickers and sheets of them (core/print/paint.ts). */

/** Where the points of the logo's artwork fall when it is fitted into a box. */
function logoPoints(design: TOutlinedDesign, box: { x: number; y: number; w: number; h: number }): Point[] {
  return placeLogo(design, { left: box.x, top: box.y, width: box.w, height: box.h }, { variant: 'main' }).flatMap((path) => segmentPoints(transformSegments(parsePathData(path.d), path.matrix)));
}

/** One sticker: its trim (the die's bounds), the art (its ground the die grown by the bleed), the die line. */
function stickerArt(input: PrintInput, shape: Extract<TPrintSpec, { item: 'sticker' }>['shape'], mm: number, bleed: number): { w: number; h: number; markup: string; cut: string } {
  const paper = input.design.background;
  if (shape === 'contour') {
    const margin = Math.max(2.5, mm * 0.06);
    const aspect = logoAspect(input.design, 'main');
    const inner = mm - 2 * margin;
    const box = aspect >= 1 ? { x: margin, y: margin, w: inner, h: inner / aspect } : { x: margin, y: margin, w: inner * aspect, h: inner };
    const hull = convexHull(logoPoints(input.design, box));
    const w = box.w + 2 * margin;
    const h = box.h + 2 * margin;
    const p = painter(input, { width: w, height: h, bleed, safe: margin, label: '' });
    p.path(hullPath(hull, margin + bleed), paper);
    p.logo(box, 'main');
    return { w, h, markup: p.markup(), cut: hullPath(hull, margin) };
  }
  const p = painter(input, { width: mm, height: mm, bleed, safe: mm * 0.1, label: '' });
  if (shape === 'round') {
    const r = mm / 2;
    p.path(circlePath(r, r, r + bleed), paper);
    // A ring of the brand's colour inside the edge, the logo in the circle's middle.
    p.path(circlePath(r, r, r * 0.9), p.c.brand!);
    p.path(circlePath(r, r, r * 0.86), paper);
    const side = mm * 0.56;
    p.logo({ x: r - side / 2, y: r - side / 2, w: side, h: side }, 'main');
    return { w: mm, h: mm, markup: p.markup(), cut: circlePath(r, r, r) };
  }
  const radius = shape === 'rounded' ? mm * 0.12 : 0;
  p.path(roundedRectPath(-bleed, -bleed, mm + 2 * bleed, mm + 2 * bleed, radius === 0 ? 0 : radius + bleed), paper);
  const inset = mm * 0.14;
  p.logo({ x: inset, y: inset, w: mm - 2 * inset, h: mm - 2 * inset }, 'main');
  return { w: mm, h: mm, markup: p.markup(), cut: roundedRectPath(0, 0, mm, mm, radius) };
}

const translate = (d: string, dx: number, dy: number) =>
  d.replace(/([MLC])([^MLCZ]*)/g, (_, op: string, args: string) => {
    const nums = args.trim().split(/[\s,]+/).map(Number);
    return op + nums.map((v, i) => String(Math.round((v + (i % 2 === 0 ? dx : dy)) * 1000) / 1000)).join(' ');
  });

/** Space kept between two stickers' die lines on a sheet beyond their two bleeds (mm), and the sheet's margin. */
const SHEET_GAP = 2;
const SHEET_MARGIN = 10;

export function sticker(input: PrintInput, spec: Extract<TPrintSpec, { item: 'sticker' }>): ComposedPrint {
  const size = stickerSize(spec.size)!;
  const bleed = BLEED_MM[size.unit];
  const one = stickerArt(input, spec.shape, size.mm, bleed);
  const label = `${PRINT_ITEM_NAMES.sticker[input.site]} ${stickerSizeLabel(spec.size)}`;
  if (spec.sheet === 'none') {
    return { format: { width: one.w, height: one.h, bleed, safe: 0, label }, pages: [{ markup: one.markup, cuts: [one.cut] }], label, outlined: true };
  }
  const paper = PRINT_SIZES[spec.sheet]!;
  const sheetBleed = BLEED_MM[paper.unit];
  const step = { x: one.w + 2 * bleed + SHEET_GAP, y: one.h + 2 * bleed + SHEET_GAP };
  const room = { w: paper.width - 2 * SHEET_MARGIN - 2 * bleed, h: paper.height - 2 * SHEET_MARGIN - 2 * bleed };
  const cols = Math.max(1, Math.floor((room.w + SHEET_GAP + 2 * bleed) / step.x));
  const rows = Math.max(1, Math.floor((room.h + SHEET_GAP + 2 * bleed) / step.y));
  // The grid centred on the sheet.
  const x0 = (paper.width - (cols * step.x - SHEET_GAP - 2 * bleed)) / 2;
  const y0 = (paper.height - (rows * step.y - SHEET_GAP - 2 * bleed)) / 2;
  const parts: string[] = [];
  const cuts: string[] = [];
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const x = x0 + c * step.x;
      const y = y0 + r * step.y;
      parts.push(`<g transform="translate(${Math.round(x * 1000) / 1000} ${Math.round(y * 1000) / 1000})">${one.markup}</g>`);
      cuts.push(translate(one.cut, x, y));
    }
  }
  const sheetLabel = `${label} × ${rows * cols}, ${paper.label[input.site]}`;
  return {
    format: { width: paper.width, height: paper.height, bleed: sheetBleed, safe: SHEET_MARGIN, label: sheetLabel },
    pages: [{ markup: parts.join(''), cuts }],
    label: sheetLabel,
    outlined: false,
  };
}

