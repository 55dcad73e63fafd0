import { Art, ellipse, roundRect } from '../../art';
import type { Scene } from '../../scene';
import { hash, lens, rect } from '../props';
import { pen } from './shared';

/** Lines of typed text as soft grey bars: `widths` are shares of `w`, one bar a line. */
function textLines(art: Art, x: number, y: number, w: number, widths: readonly number[], o: { gap: number; height: number; colour: string; opacity: number }): number {
  const bars = widths.map((f, i) => roundRect(x, y + i * o.gap, w * f, o.height, o.height / 2));
  art.path(bars.join(''), o.colour, `fill-opacity="${o.opacity}"`);
  return y + widths.length * o.gap;
}

/** A paragraph's line widths: full lines and a shorter last one. */
function paragraph(lines: number, seed: number): number[] {
  return Array.from({ length: lines }, (_, i) => (i === lines - 1 ? 0.35 + hash(i, seed) * 0.3 : 0.9 + hash(i, seed) * 0.1));
}

/** Pale oak boards seen from above, lit from the top left (the grain tile goes on later, over everything). */
function oakDesk(art: Art): void {
  art.fillAll('#D8C3A5');
  const grain: string[] = [];
  for (let i = 0; i < 70; i++) {
    const y = hash(i, 1) * 1800;
    const a = (hash(i, 2) - 0.5) * 30;
    grain.push(`M0 ${y.toFixed(0)}C700 ${(y + a).toFixed(0)} 1500 ${(y - a).toFixed(0)} 2400 ${(y + a * 0.5).toFixed(0)}V${(y + a * 0.5 + 2 + hash(i, 3) * 3).toFixed(0)}C1500 ${(y - a + 3).toFixed(0)} 700 ${(y + a + 3).toFixed(0)} 0 ${(y + 3).toFixed(0)}Z`);
  }
  art.path(grain.join(''), '#8A6A46', 'fill-opacity="0.08"');
  const seams: string[] = [];
  for (const y of [520, 1240]) seams.push(rect(0, y, 2400, 3));
  art.path(seams.join(''), '#6E5234', 'fill-opacity="0.3"');
}

/** A sheet of paper lying flat: a wide faint shadow, a tight contact shadow, the sheet, a sheen. */
function sheet(art: Art, x: number, y: number, w: number, h: number, paint: string): void {
  art.softShadow(x, y, w, h, 2, { spread: 50, opacity: 0.18, dx: 20, dy: 30, steps: 10 });
  art.softShadow(x, y, w, h, 2, { spread: 6, opacity: 0.25, dx: 3, dy: 4, steps: 3 });
  art.path(rect(x, y, w, h), paint);
  art.path(rect(x, y, w, h), art.linear(x, y, x + w, y + h, [[0, '#FFFFFF', 0.3], [0.5, '#FFFFFF', 0], [1, '#000000', 0.06]]));
}

/** A letterhead with a matching envelope on an oak desk: the letter's header in the design's background colour, the envelope in the brand colour. */
export function letterheadEnvelope(): Scene {
  const art = new Art();
  oakDesk(art);
  // A cup of coffee at the top right, half out of the picture.
  art.contactShadow(2250, 300, 330, 300, 0.25);
  art.path(ellipse(2230, 270, 300, 300), '#F4F1EC');
  art.path(ellipse(2230, 270, 300, 300), art.linear(1930, 0, 2530, 540, [[0, '#FFFFFF', 0.5], [1, '#000000', 0.15]]));
  art.path(ellipse(2250, 290, 190, 190), '#000000', 'fill-opacity="0.12"');
  art.path(ellipse(2230, 270, 180, 180), '#FAF8F5');
  art.path(ellipse(2230, 270, 150, 150), art.radial(2215, 255, 150, [[0, '#8A5A34'], [0.75, '#5E3A1E'], [0.92, '#C79A6A'], [1, '#4A2C16']]));

  // The letter, A4, turned a little.
  const lx = 420;
  const ly = 250;
  const lw = 900;
  const lh = 1272;
  art.draw(`<g transform="rotate(-5 ${lx + lw / 2} ${ly + lh / 2})">`);
  sheet(art, lx, ly, lw, lh, '#FCFBF8');
  art.path(rect(lx, ly, lw, 240), '{paper}');
  art.path(rect(lx, ly + 240, lw, 6), '{brand}');
  let y = ly + 330;
  y = textLines(art, lx + 90, y, lw - 180, [0.26, 0.34, 0.3], { gap: 25, height: 8, colour: '#5A5A5A', opacity: 0.45 });
  y = textLines(art, lx + lw - 260, y - 75, 170, [1], { gap: 25, height: 8, colour: '#5A5A5A', opacity: 0.4 }) + 60;
  y = textLines(art, lx + 90, y + 30, lw - 180, [0.2], { gap: 25, height: 9, colour: '#333333', opacity: 0.5 }) + 20;
  for (const [n, seed] of [[6, 1], [5, 2], [7, 3]] as const) y = textLines(art, lx + 90, y, lw - 180, paragraph(n, seed), { gap: 25, height: 7, colour: '#6A6A6A', opacity: 0.38 }) + 26;
  textLines(art, lx + 90, y + 10, lw - 180, [0.16, 0.24], { gap: 28, height: 8, colour: '#333333', opacity: 0.45 });
  art.path(rect(lx + 90, ly + lh - 110, lw - 180, 3), '{brand}', 'fill-opacity="0.7"');
  textLines(art, lx + 90, ly + lh - 84, lw - 180, [0.7], { gap: 25, height: 7, colour: '#6A6A6A', opacity: 0.35 });
  art.draw('</g>');
  art.logo();

  // The envelope (DL), back up, its flap in the brand colour too.
  const ex = 1200;
  const ey = 1000;
  const ew = 1040;
  const eh = 520;
  art.draw(`<g transform="rotate(8 ${ex + ew / 2} ${ey + eh / 2})">`);
  sheet(art, ex, ey, ew, eh, '{brand}');
  art.path(`M${ex} ${ey}L${ex + ew / 2} ${ey + eh * 0.56}L${ex + ew} ${ey}Z`, '#000000', 'fill-opacity="0.1"');
  art.path(`M${ex} ${ey}L${ex + ew / 2} ${ey + eh * 0.56}L${ex + ew} ${ey}L${ex + ew} ${ey + 4}L${ex + ew / 2} ${ey + eh * 0.56 + 5}L${ex} ${ey + 4}Z`, '#000000', 'fill-opacity="0.25"');
  art.path(`M${ex} ${ey + eh}L${ex + ew * 0.42} ${ey + eh * 0.5}H${ex + ew * 0.58}L${ex + ew} ${ey + eh}Z`, '#FFFFFF', 'fill-opacity="0.05"');
  art.path(rect(ex, ey, ew, eh), art.linear(ex, ey, ex + ew, ey + eh, [[0, '#FFFFFF', 0.12], [1, '#000000', 0.12]]));
  art.draw('</g>');
  art.logo();

  pen(art, 1640, 730, -18, 680, '#1E1F22');
  art.grain(0.45, undefined, 2);
  lens(art, 0.34, 0.14);

  return {
    id: 'letterhead-envelope',
    number: 102,
    label: { zh: '信纸与信封', en: 'Letterhead and envelope' },
    tags: ['stationery'],
    keywords: { zh: ['信纸', '信封', '办公用品', '公文', '印刷'], en: ['letterhead', 'envelope', 'letter', 'office stationery', 'print'] },
    art: art.done(),
    placements: [
      { left: lx + 200, top: ly + 40, width: lw - 400, height: 160, transform: `rotate(-5 ${lx + lw / 2} ${ly + lh / 2})`, finish: 'flat' },
      { left: ex + ew / 2 - 200, top: ey + eh * 0.62, width: 400, height: 140, transform: `rotate(8 ${ex + ew / 2} ${ey + eh / 2})`, variant: 'white', colour: '{onBrand}', finish: 'flat', opacity: 0.95 },
    ],
  };
}
