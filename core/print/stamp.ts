import { transformSegments, type Matrix } from '../geometry';
import { deepen } from '../office/brand';
import { parsePathData, segmentsToPathData } from '../path-data';
import { circlePath, roundedRectPath } from './die';
import { PRINT_ITEM_NAMES, type TStampShape } from './items';
import { painter, type ComposedPrint, type PrintInput } from './paint';

/**
 * The brand stamp (issue 47): one colour, round (the brand's name along the
 * top of a double ring, the logo in the middle) or rectangular (a double
 * frame, the logo beside the name) — artwork for a rubber or self-inking
 * stamp of the brand, never an imitation of an official seal: it has no
 * five-point star (nothing here draws one), and on the Chinese site its text
 * may not hold the words of an official seal.
 */

/** The stamps' sizes (mm): a 40 mm round, a 58 × 22 mm rectangle (self-inking stamp plates). */
export const STAMP_SIZES: Record<TStampShape, { width: number; height: number }> = { round: { width: 40, height: 40 }, rect: { width: 58, height: 22 } };

/** A ring between radii r1 > r2: the outer circle clockwise, the inner one back (a hole under the nonzero rule). */
function ringPath(cx: number, cy: number, r1: number, r2: number): string {
  const inner = parsePathData(circlePath(cx, cy, r2));
  // The inner circle drawn the other way round: mirrored about its horizontal diameter.
  const back = transformSegments(inner, [1, 0, 0, -1, 0, 2 * cy]);
  return circlePath(cx, cy, r1) + segmentsToPathData(back);
}

/** A frame between two rectangles (the inner one drawn back). */
function framePath(x: number, y: number, w: number, h: number, width: number, r: number): string {
  const inner = parsePathData(roundedRectPath(x + width, y + width, w - 2 * width, h - 2 * width, Math.max(0, r - width)));
  const back = transformSegments(inner, [1, 0, 0, -1, 0, 2 * (y + h / 2)]);
  return roundedRectPath(x, y, w, h, r) + segmentsToPathData(back);
}

const f = (v: number) => Math.round(v * 1000) / 1000;

export function stamp(input: PrintInput, shape: TStampShape, typed: string): ComposedPrint {
  const size = STAMP_SIZES[shape];
  const p = painter(input, { width: size.width, height: size.height, bleed: 0, safe: 1.5, label: '' });
  const ink = deepen(p.c.brand!, 4.5);
  const text = typed.trim() === '' ? input.brandName : typed.trim();
  const font = input.fonts.strong;
  if (shape === 'round') {
    const c = size.width / 2;
    p.path(ringPath(c, c, c, c - 1.1), ink);
    p.path(ringPath(c, c, c - 2, c - 2.35), ink);
    // The text along the top, inside the inner ring, its letters' tops outward, read clockwise.
    let letter = 4.2;
    // Latin in capitals, set close; Chinese characters spaced, as stamps set them.
    const cjk = /\p{Script=Han}/u.test(text);
    const glyphs = [...(cjk ? text : text.toUpperCase())];
    const gap = cjk ? 0.3 : 0.12;
    const arcOf = (s: number) => glyphs.reduce((sum, g) => sum + input.shaper(g, font, s, 0).advance, 0) + gap * s * (glyphs.length - 1);
    const base = () => c - 2.35 - 0.9 - letter * 0.78;
    // At most 250° of the circle; smaller letters for a long name.
    const maxAngle = (250 / 180) * Math.PI;
    for (let i = 0; i < 6 && arcOf(letter) / base() > maxAngle; i++) letter *= (maxAngle * base()) / arcOf(letter) * 0.98;
    const R = base();
    let at = -Math.PI / 2 - arcOf(letter) / R / 2;
    for (const g of glyphs) {
      const run = input.shaper(g, font, letter, 0);
      const phi = at + run.advance / 2 / R;
      const t = [-Math.sin(phi), Math.cos(phi)];
      const down = [-Math.cos(phi), -Math.sin(phi)];
      const origin = [c + R * Math.cos(phi) - (t[0]! * run.advance) / 2, c + R * Math.sin(phi) - (t[1]! * run.advance) / 2];
      const m: Matrix = [f(t[0]!), f(t[1]!), f(down[0]!), f(down[1]!), f(origin[0]!), f(origin[1]!)];
      if (run.d !== '') p.path(segmentsToPathData(transformSegments(parsePathData(run.d), m)), ink);
      at += (run.advance + gap * letter) / R;
    }
    const logo = size.width * 0.34;
    p.logo({ x: c - logo / 2, y: c - logo / 2 + 1.2, w: logo, h: logo }, 'symbol', ink);
  } else {
    p.path(framePath(0, 0, size.width, size.height, 0.9, 1.2), ink);
    p.path(framePath(1.7, 1.7, size.width - 3.4, size.height - 3.4, 0.3, 0.5), ink);
    const h = size.height - 8;
    if (!p.hasIcon && text === input.brandName) {
      // A logo that is its name: the name alone, across the frame (not twice).
      p.logo({ x: 5, y: 4, w: size.width - 10, h }, 'main', ink);
    } else {
      p.logo({ x: 4, y: 4, w: h, h }, 'symbol', ink);
      const x = 4 + h + 3;
      p.text(text, x, size.height / 2 + 2, size.width - x - 4, { role: 'strong', size: 5, colour: ink, maxLines: 1 });
    }
  }
  const label = `${PRINT_ITEM_NAMES.stamp[input.site]} ${shape === 'round' ? 'Ø 40 mm' : '58 × 22 mm'}`;
  return { format: { ...size, bleed: 0, safe: 1.5, label }, pages: [{ markup: p.markup(), cuts: [] }], label, outlined: false };
}
