import { Art, ellipse, roundRect } from '../art';
import type { Scene } from '../scene';
import { bean, cylinderShade, f, rotated, tableTop } from './props';

/** Merchandise: mugs, bottles, pens, tote bags, badges. Numbers 601–699. */

/** A ceramic mug in the logo's own background colour, its inside and handle in the brand colour, on an oak table. */
function mugOnTable(): Scene {
  const art = new Art();
  // Wall with window light from the left, then the table.
  const horizon = 1190;
  art.fillAll(art.linear(0, 0, 0, horizon, [[0, '#EEEAE4'], [1, '#DCD6CD']]));
  art.path(`M0 0H2400V${horizon}H0Z`, art.linear(0, 0, 2400, 0, [[0, '#FFFFFF', 0.4], [0.5, '#FFFFFF', 0], [1, '#000000', 0.1]]));
  tableTop(art, horizon, ['#B88A5E', '#C99C70', '#A97B52']);

  const L = 800;
  const R = 1480;
  const cx = (L + R) / 2;
  const rx = (R - L) / 2;
  const top = 560;
  const bottom = 1340;
  const ry = 52;
  // Shadows: a wide soft one cast to the right, a tight one under the foot.
  art.path(ellipse(cx + 190, bottom - 6, rx + 160, 70), art.radial(cx + 190, bottom - 6, rx + 160, [[0, '#2A1A0C', 0.3], [0.6, '#2A1A0C', 0.12], [1, '#2A1A0C', 0]], 70));
  art.contactShadow(cx + 20, bottom + 2, rx + 30, 50, 0.6);
  art.path(ellipse(cx + 6, bottom + 4, rx - 4, ry - 6), '#1E120A', 'fill-opacity="0.4"');

  // Handle: a thick loop on the right, shaded round, with the table's shadow under it.
  const hx = R + 10;
  const hy = (top + bottom) / 2 - 10;
  const ring = `${ellipse(hx, hy, 215, 255)}${ellipse(hx - 6, hy - 6, 125, 170)}`;
  art.path(ring, '{brand}', 'fill-rule="evenodd"');
  art.path(ring, art.linear(hx - 215, hy - 255, hx + 215, hy + 255, [[0, '#FFFFFF', 0.28], [0.45, '#FFFFFF', 0.06], [0.7, '#000000', 0.2], [1, '#000000', 0.45]]), 'fill-rule="evenodd"');
  art.path(`M${hx + 150} ${hy - 150}C${hx + 200} ${hy - 80} ${hx + 205} ${hy + 40} ${hx + 170} ${hy + 130}`, 'none', 'stroke="#FFFFFF" stroke-opacity="0.35" stroke-width="10" stroke-linecap="round"');

  // Body: the sides, the rounded foot, the back of the rim.
  const body = `M${L} ${top}V${bottom - 12}Q${L} ${bottom - 2} ${L + 8} ${bottom + 2}A${rx - 8} ${ry - 4} 0 0 0 ${R - 8} ${bottom + 2}Q${R} ${bottom - 2} ${R} ${bottom - 12}V${top}A${rx} ${ry} 0 0 0 ${L} ${top}Z`;
  art.path(body, '{paper}');
  art.logo();
  // Glaze: round shading, a sharp window reflection, a darker foot ring.
  cylinderShade(art, body, L, R, 0.8);
  art.path(`M${L + 150} ${top + 60}C${L + 140} ${top + 300} ${L + 140} ${bottom - 260} ${L + 155} ${bottom - 70}H${L + 185}C${L + 172} ${bottom - 260} ${L + 172} ${top + 300} ${L + 182} ${top + 60}Z`, '#FFFFFF', 'fill-opacity="0.35"');
  art.path(`M${L} ${bottom - 34}A${rx} ${ry} 0 0 0 ${R} ${bottom - 34}V${bottom - 12}Q${R} ${bottom - 2} ${R - 8} ${bottom + 2}A${rx - 8} ${ry - 4} 0 0 1 ${L + 8} ${bottom + 2}Q${L} ${bottom - 2} ${L} ${bottom - 12}Z`, '#000000', 'fill-opacity="0.14"');
  art.path(`M${L + 20} ${bottom - 30}A${rx - 20} ${ry - 6} 0 0 0 ${R - 20} ${bottom - 30}`, 'none', 'stroke="#FFFFFF" stroke-opacity="0.25" stroke-width="3"');
  // Rim: the lip, the inside in the brand colour (darker at the back), a glint on the front edge.
  art.path(ellipse(cx, top, rx, ry), '{paper}');
  art.path(ellipse(cx, top, rx, ry), art.linear(L, 0, R, 0, [[0, '#000000', 0.18], [0.3, '#FFFFFF', 0.25], [1, '#000000', 0.22]]));
  art.path(ellipse(cx, top + 3, rx - 18, ry - 14), '{brand}');
  art.path(ellipse(cx, top + 3, rx - 18, ry - 14), art.linear(0, top - ry, 0, top + ry, [[0, '#000000', 0.55], [0.55, '#000000', 0.2], [1, '#FFFFFF', 0.12]]));
  art.path(`M${L + 60} ${top + 30}C${L + 200} ${top + 56} ${R - 200} ${top + 56} ${R - 60} ${top + 30}`, 'none', 'stroke="#FFFFFF" stroke-opacity="0.5" stroke-width="4" stroke-linecap="round"');

  // Coffee beans scattered in front.
  for (const [x, y, s, rot] of [[560, 1470, 30, 20], [640, 1530, 28, -35], [520, 1580, 32, 70], [1700, 1600, 30, -10], [1780, 1545, 27, 50], [470, 1660, 34, -60], [1850, 1660, 33, 15]] as const) bean(art, x, y, s, rot);
  art.grain(0.3, undefined, 2);
  art.vignette(0.24);

  return {
    id: 'mug-on-table',
    number: 601,
    label: { zh: '陶瓷马克杯', en: 'Ceramic mug' },
    tags: ['merchandise', 'food'],
    keywords: { zh: ['杯子', '马克杯', '咖啡', '周边'], en: ['mug', 'cup', 'coffee', 'merch'] },
    preset: 2,
    art: art.done(),
    placements: [{ left: cx - 260, top: 770, width: 520, height: 400, warp: { kind: 'cylinder', arc: 100, bow: 18 }, finish: 'flat' }],
  };
}

/**
 * A bottle standing with its foot's centre at (cx, bottom): a body `w` wide
 * up to `shoulder`, a rounded shoulder to the neck, a steel collar and a cap
 * with a carry loop. Returns the body's path (the logo goes on it).
 */
function bottle(art: Art, cx: number, bottom: number, w: number, shoulder: number, paint: string, cap: string): string {
  const L = cx - w / 2;
  const R = cx + w / 2;
  const n = w * 0.31;
  const neckTop = shoulder - w * 0.36;
  const ry = w * 0.085;
  const body = `M${f(L)} ${f(shoulder)}V${f(bottom - 10)}Q${f(L)} ${f(bottom)} ${f(L + 12)} ${f(bottom + 2)}A${f(w / 2 - 12)} ${f(ry)} 0 0 0 ${f(R - 12)} ${f(bottom + 2)}Q${f(R)} ${f(bottom)} ${f(R)} ${f(bottom - 10)}V${f(shoulder)}` +
    `C${f(R)} ${f(shoulder - w * 0.22)} ${f(cx + n + 6)} ${f(neckTop + w * 0.1)} ${f(cx + n)} ${f(neckTop)}H${f(cx - n)}C${f(cx - n - 6)} ${f(neckTop + w * 0.1)} ${f(L)} ${f(shoulder - w * 0.22)} ${f(L)} ${f(shoulder)}Z`;
  // Shadows on the table: a long soft one to the right, a tight one at the foot.
  art.path(ellipse(cx + w * 0.55, bottom, w * 0.95, ry * 1.6), art.radial(cx + w * 0.55, bottom, w * 0.95, [[0, '#000000', 0.22], [1, '#000000', 0]], ry * 1.6));
  art.contactShadow(cx + 6, bottom + 2, w * 0.58, ry * 1.1, 0.6);
  art.path(body, paint);
  // The collar and the cap with its loop.
  const collar = `M${f(cx - n)} ${f(neckTop + 4)}V${f(neckTop - w * 0.09)}H${f(cx + n)}V${f(neckTop + 4)}Z`;
  art.path(collar, '#C7CBD0');
  cylinderShade(art, collar, cx - n, cx + n, 1.1);
  const capTop = neckTop - w * 0.09 - w * 0.42;
  const capD = `M${f(cx - n - 6)} ${f(neckTop - w * 0.09)}V${f(capTop + 14)}Q${f(cx - n - 6)} ${f(capTop)} ${f(cx - n + 10)} ${f(capTop)}H${f(cx + n - 10)}Q${f(cx + n + 6)} ${f(capTop)} ${f(cx + n + 6)} ${f(capTop + 14)}V${f(neckTop - w * 0.09)}Z`;
  const loopW = w * 0.34;
  art.path(`M${f(cx - loopW / 2)} ${f(capTop + 6)}V${f(capTop - w * 0.16)}A${f(loopW / 2)} ${f(loopW / 2.4)} 0 0 1 ${f(cx + loopW / 2)} ${f(capTop - w * 0.16)}V${f(capTop + 6)}H${f(cx + loopW / 2 - w * 0.07)}V${f(capTop - w * 0.16)}A${f(loopW / 2 - w * 0.07)} ${f(loopW / 2.4 - w * 0.06)} 0 0 0 ${f(cx - loopW / 2 + w * 0.07)} ${f(capTop - w * 0.16)}V${f(capTop + 6)}Z`, cap);
  art.path(`M${f(cx - loopW / 2)} ${f(capTop - w * 0.16)}A${f(loopW / 2)} ${f(loopW / 2.4)} 0 0 1 ${f(cx + loopW / 2)} ${f(capTop - w * 0.16)}`, 'none', `stroke="#FFFFFF" stroke-opacity="0.3" stroke-width="${f(w * 0.02)}"`);
  art.path(capD, cap);
  cylinderShade(art, capD, cx - n - 6, cx + n + 6, 1.1);
  art.path(ellipse(cx, capTop + 4, n + 2, w * 0.03), '#FFFFFF', 'fill-opacity="0.2"');
  for (let i = 1; i < 4; i++) art.path(`M${f(cx - n - 6)} ${f(neckTop - w * 0.09 - i * w * 0.025)}H${f(cx + n + 6)}`, 'none', 'stroke="#000000" stroke-opacity="0.12" stroke-width="2"');
  return body;
}

/** Two insulated bottles on a stone table: one powder-coated in the brand colour with the logo printed white, one brushed steel with it engraved. */
function waterBottles(): Scene {
  const art = new Art();
  const horizon = 1240;
  // A warm wall with a patch of low sun, a pale stone table.
  art.fillAll(art.linear(0, 0, 0, horizon, [[0, '#E6E1D9'], [1, '#D3CCC1']]));
  for (const [i, d] of ['M1500 0H2250L1700 1240H760Z', 'M1540 0H2210L1670 1240H800Z', 'M1580 0H2170L1640 1240H840Z'].entries()) art.path(d, '#FFF6E6', `fill-opacity="${0.14 + i * 0.04}"`);
  art.path('M1700 0H1760L1230 1240H1150Z', '#000000', 'fill-opacity="0.04"');
  art.path(`M0 0H2400V${horizon}H0Z`, art.linear(0, 0, 2400, 0, [[0, '#000000', 0.08], [0.5, '#000000', 0], [1, '#000000', 0.12]]));
  art.path(`M0 ${horizon}H2400V1800H0Z`, art.linear(0, horizon, 0, 1800, [[0, '#C9C3B9'], [0.3, '#DDD8D0'], [1, '#CFC9BF']]));
  art.path(`M0 ${horizon}H2400V1800H0Z`, art.linear(0, 0, 2400, 0, [[0, '#FFFFFF', 0.12], [0.5, '#FFFFFF', 0], [1, '#000000', 0.1]]));
  art.path(`M0 ${horizon}H2400V${horizon + 4}H0Z`, '#FFFFFF', 'fill-opacity="0.5"');

  // The steel bottle behind at the right, then the brand bottle in front.
  const brushed = art.linear(1415, 0, 1745, 0, [[0, '#5E646B'], [0.1, '#9FA5AC'], [0.22, '#EEF1F4'], [0.3, '#C3C8CE'], [0.52, '#969CA3'], [0.74, '#D2D6DB'], [0.9, '#7A8088'], [1, '#555B62']]);
  const steel = bottle(art, 1580, 1380, 330, 700, brushed, '#8E949B');
  art.logo();
  cylinderShade(art, steel, 1415, 1745, 0.5);
  for (let i = 0; i < 40; i++) art.path(`M${1430 + i * 7.5} 720V1370`, 'none', `stroke="${i % 2 ? '#FFFFFF' : '#000000'}" stroke-opacity="0.035" stroke-width="2"`);
  const front = bottle(art, 1020, 1470, 420, 610, '{brand}', '#2A2B2E');
  art.logo();
  cylinderShade(art, front, 810, 1230, 1.3);
  art.path(`M${810 + 420 * 0.22} 650V1440`, 'none', 'stroke="#FFFFFF" stroke-opacity="0.16" stroke-width="30" stroke-linecap="round"');
  art.grain(0.32, undefined, 2);
  art.vignette(0.22);

  return {
    id: 'water-bottles',
    number: 602,
    label: { zh: '保温水瓶', en: 'Insulated water bottles' },
    tags: ['merchandise'],
    keywords: { zh: ['水瓶', '保温杯', '水杯', '运动', '周边'], en: ['water bottle', 'bottle', 'flask', 'tumbler', 'merch'] },
    art: art.done(),
    placements: [
      { left: 1580 - 110, top: 880, width: 220, height: 280, warp: { kind: 'cylinder', arc: 96, bow: 10 }, finish: 'engrave', surface: '#B9BEC4', colour: '#5E646B' },
      { left: 1020 - 165, top: 840, width: 330, height: 380, warp: { kind: 'cylinder', arc: 100, bow: 12 }, variant: 'white', colour: '{onBrand}', finish: 'flat' },
    ],
  };
}

/** A ballpoint pen lying along x from (x, y) (its nib end), `len` long, `d` thick, lit from above. */
function pen(art: Art, x: number, y: number, len: number, d: number, paint: string, trim: string): void {
  const r = d / 2;
  const round = (paintTop: number, paintBottom: number) => art.linear(0, y - r, 0, y + r, [[0, '#FFFFFF', paintTop], [0.3, '#FFFFFF', 0], [0.7, '#000000', 0.05], [1, '#000000', paintBottom]]);
  art.path(roundRect(x + 10, y - r + 14, len, d, r), '#000000', 'fill-opacity="0.22"');
  // Nib cone and tip, the barrel, the trim ring, the cap's end and its clip.
  art.path(`M${x + d * 1.6} ${y - r * 0.86}L${x + 8} ${y - 5}H${x}V${y + 5}H${x + 8}L${x + d * 1.6} ${y + r * 0.86}Z`, trim);
  art.path(`M${x + d * 1.6} ${y - r * 0.86}L${x + 8} ${y - 5}H${x}V${y + 5}H${x + 8}L${x + d * 1.6} ${y + r * 0.86}Z`, round(0.4, 0.35));
  art.path(roundRect(x + d * 1.5, y - r, len - d * 1.5, d, r * 0.5), paint);
  art.path(roundRect(x + len * 0.58, y - r - 1, 18, d + 2, 3), trim);
  art.path(roundRect(x + d * 1.5, y - r, len - d * 1.5, d, r * 0.5), round(0.45, 0.35));
  art.path(roundRect(x + len * 0.64, y - r * 0.5 + 4, len * 0.3, r * 0.62, r * 0.3), '#000000', 'fill-opacity="0.25"');
  art.path(roundRect(x + len * 0.63, y - r * 0.5, len * 0.32, r * 0.6, r * 0.3), trim);
  art.path(roundRect(x + len * 0.63, y - r * 0.5, len * 0.32, r * 0.6, r * 0.3), art.linear(0, y - r * 0.5, 0, y + r * 0.1, [[0, '#FFFFFF', 0.5], [1, '#000000', 0.25]]));
}

/** A gift set: the lid in the brand colour with the logo in gold foil, the open box with two pens carrying the logo. */
function penGiftSet(): Scene {
  const art = new Art();
  // Light grey felt desk.
  art.fillAll(art.linear(0, 0, 2400, 1800, [[0, '#E4E1DC'], [0.55, '#D3CFC8'], [1, '#B9B4AC']]));

  // The lid, upper left.
  const lx = 860;
  const ly = 560;
  const lw = 1240;
  const lh = 560;
  const la = -7;
  rotated(art, la, lx, ly, () => {
    art.softShadow(lx - lw / 2, ly - lh / 2, lw, lh, 14, { spread: 70, opacity: 0.3, dx: 36, dy: 44, steps: 10 });
    art.path(roundRect(lx - lw / 2 + 4, ly - lh / 2 + 10, lw, lh, 14), '{brandDark}');
    art.path(roundRect(lx - lw / 2, ly - lh / 2, lw, lh, 14), '{brand}');
    art.path(roundRect(lx - lw / 2, ly - lh / 2, lw, lh, 14), art.linear(lx - lw / 2, ly - lh / 2, lx + lw / 2, ly + lh / 2, [[0, '#FFFFFF', 0.14], [0.5, '#FFFFFF', 0], [1, '#000000', 0.18]]));
    art.path(roundRect(lx - lw / 2 + 40, ly - lh / 2 + 40, lw - 80, lh - 80, 6), 'none', 'stroke="#D9B862" stroke-opacity="0.55" stroke-width="3"');
  });
  art.logo();

  // The open box, lower right: its walls, the cream satin insert, the two pens.
  const bx = 1390;
  const by = 1180;
  const bw = 1300;
  const bh = 600;
  const ba = 5;
  const x0 = bx - bw / 2;
  const y0 = by - bh / 2;
  const penA = by - 110;
  const penB = by + 110;
  rotated(art, ba, bx, by, () => {
    art.softShadow(x0, y0, bw, bh, 16, { spread: 80, opacity: 0.32, dx: 40, dy: 48, steps: 10 });
    art.softShadow(x0, y0, bw, bh, 16, { spread: 10, opacity: 0.4, dx: 5, dy: 8, steps: 4 });
    art.path(roundRect(x0, y0, bw, bh, 16), '{brand}');
    art.path(roundRect(x0, y0, bw, bh, 16), art.linear(x0, y0, x0 + bw, y0 + bh, [[0, '#FFFFFF', 0.16], [1, '#000000', 0.16]]));
    art.path(roundRect(x0 + 34, y0 + 34, bw - 68, bh - 68, 6), '#EDE6DA');
    // Inner walls: the upper and left ones in shade.
    art.path(`M${x0 + 34} ${y0 + 34}H${x0 + bw - 34}L${x0 + bw - 56} ${y0 + 64}H${x0 + 64}V${y0 + bh - 56}L${x0 + 34} ${y0 + bh - 34}Z`, '#000000', 'fill-opacity="0.22"');
    art.path(roundRect(x0 + 64, y0 + 64, bw - 120, bh - 120, 4), art.linear(0, y0, 0, y0 + bh, [[0, '#FFFFFF', 0.2], [1, '#000000', 0.06]]));
    // Satin folds and the pen cavities.
    for (const py of [penA, penB]) {
      art.path(roundRect(x0 + 120, py - 50, bw - 240, 100, 50), '#000000', 'fill-opacity="0.1"');
      art.path(roundRect(x0 + 126, py - 44, bw - 252, 92, 46), art.linear(0, py - 44, 0, py + 48, [[0, '#000000', 0.18], [0.5, '#000000', 0.04], [1, '#FFFFFF', 0.3]]));
    }
    art.path(`M${x0 + 80} ${by}C${x0 + 400} ${by - 14} ${x0 + 900} ${by + 14} ${x0 + bw - 80} ${by}`, 'none', 'stroke="#FFFFFF" stroke-opacity="0.4" stroke-width="6"');
    pen(art, x0 + 150, penA, bw - 300, 66, '{brand}', '#D4B461');
    pen(art, x0 + 150, penB, bw - 300, 66, art.linear(0, penB - 33, 0, penB + 33, [[0, '#F1F3F5'], [0.35, '#C5CAD0'], [0.7, '#8E949B'], [1, '#6C727A']]), '#2B2D31');
  });
  art.logo();
  art.logo();
  art.grain(0.35, undefined, 2);
  art.vignette(0.25);

  const turned = `rotate(${ba} ${bx} ${by})`;
  return {
    id: 'pen-gift-set',
    number: 603,
    label: { zh: '钢笔礼盒', en: 'Pen gift set' },
    tags: ['merchandise', 'stationery'],
    keywords: { zh: ['笔', '钢笔', '礼盒', '礼品', '周边'], en: ['pen', 'pens', 'gift box', 'gift', 'merch'] },
    art: art.done(),
    placements: [
      { left: lx - 330, top: ly - 150, width: 660, height: 300, transform: `rotate(${la} ${lx} ${ly})`, finish: 'foil-gold' },
      { left: x0 + 470, top: penA - 20, width: 240, height: 40, transform: turned, variant: 'white', colour: '{onBrand}', finish: 'flat', opacity: 0.92 },
      { left: x0 + 470, top: penB - 20, width: 240, height: 40, transform: turned, colour: '#4A4F56', finish: 'flat' },
    ],
  };
}

const GOLD = [[0, '#FFF0C2'], [0.3, '#C9A24A'], [0.55, '#F3DB94'], [0.8, '#9C7628'], [1, '#E8CD7E']] as const;
const NICKEL = [[0, '#FFFFFF'], [0.3, '#A9AFB6'], [0.55, '#E9ECEF'], [0.8, '#7D838B'], [1, '#C9CED4']] as const;
const BLACK_NICKEL = [[0, '#8A8F96'], [0.3, '#2E3136'], [0.55, '#60656C'], [0.8, '#1C1E21'], [1, '#4A4E54']] as const;

/** A round enamel pin pressed into fabric: its shadow, the plated rim, the enamel (the logo goes on it next). */
function pinBase(art: Art, cx: number, cy: number, r: number, metal: readonly (readonly [number, string])[], enamel: string): void {
  art.path(ellipse(cx, cy, r + 26, r + 26), art.radial(cx, cy, r + 26, [[0.8, '#000000', 0.25], [1, '#000000', 0]]));
  art.path(ellipse(cx + 16, cy + 22, r + 10, r + 10), art.radial(cx + 16, cy + 22, r + 10, [[0.75, '#000000', 0.5], [1, '#000000', 0]]));
  art.path(ellipse(cx + 3, cy + 6, r, r), '#1B1D20');
  art.path(ellipse(cx, cy, r, r), art.linear(cx - r, cy - r, cx + r, cy + r, metal));
  art.path(ellipse(cx, cy, r - 16, r - 16), art.linear(cx + r, cy + r, cx - r, cy - r, metal));
  art.path(ellipse(cx, cy, r - 20, r - 20), enamel);
}

/** The domed epoxy over a pin: a crescent of light at the top left, a glint, the enamel's shade at the bottom right. */
function pinGloss(art: Art, cx: number, cy: number, r: number): void {
  const e = r - 20;
  art.path(ellipse(cx, cy, e, e), art.linear(cx - e, cy - e, cx + e, cy + e, [[0, '#FFFFFF', 0.18], [0.45, '#FFFFFF', 0], [1, '#000000', 0.16]]));
  art.path(`M${f(cx - e * 0.82)} ${f(cy - e * 0.1)}A${f(e * 0.86)} ${f(e * 0.86)} 0 0 1 ${f(cx + e * 0.1)} ${f(cy - e * 0.82)}A${f(e * 0.95)} ${f(e * 0.95)} 0 0 0 ${f(cx - e * 0.82)} ${f(cy - e * 0.1)}Z`, '#FFFFFF', 'fill-opacity="0.45"');
}

/** Enamel pin badges on a denim jacket: gold on the brand colour, the full logo on the logo's own background, a white pin with the symbol. */
function enamelPins(): Scene {
  const art = new Art();
  // Denim: indigo with a diagonal twill, a seam with orange double stitching, a soft fold.
  art.fillAll(art.linear(0, 0, 2400, 1800, [[0, '#5A7699'], [0.5, '#3B5474'], [1, '#23344C']]));
  // The twill as a small axis-aligned tile (a pattern costs far less than hundreds of long strokes).
  art.def(
    '<pattern id="merch-twill" patternUnits="userSpaceOnUse" width="12" height="12">' +
      '<path d="M-3 -3L15 15M-9 3L3 15M3 -9L15 3" stroke="#0E1A2C" stroke-opacity="0.24" stroke-width="3"/>' +
      '<path d="M5 -3L15 7M-3 5L7 15" stroke="#C9D6E6" stroke-opacity="0.07" stroke-width="2"/></pattern>',
  );
  art.fillAll('url(#merch-twill)');
  const seam = 'M-20 1480C600 1420 1400 1500 2420 1380';
  art.path(`${seam}V1830H-20Z`, '#000000', 'fill-opacity="0.12"');
  art.path(seam, 'none', 'stroke="#000000" stroke-opacity="0.35" stroke-width="8" transform="translate(0 4)"');
  art.path(seam, 'none', 'stroke="#7F9BBE" stroke-opacity="0.35" stroke-width="3" transform="translate(0 -4)"');
  for (const dy of [38, 62]) art.path(seam, 'none', `stroke="#D08A3C" stroke-width="5" stroke-dasharray="22 12" stroke-linecap="round" transform="translate(0 ${dy})"`);
  art.path('M1900 -20C1800 500 2000 1000 1850 1820', 'none', 'stroke="#000000" stroke-opacity="0.1" stroke-width="120"');
  art.path('M1870 -20C1770 500 1970 1000 1820 1820', 'none', 'stroke="#FFFFFF" stroke-opacity="0.06" stroke-width="60"');
  art.grain(0.5, undefined, 2);

  // The pins: brand + gold, paper + nickel, white + black nickel; a small accent star pin.
  const pins = [
    { cx: 830, cy: 720, r: 330 },
    { cx: 1590, cy: 560, r: 250 },
    { cx: 1480, cy: 1130, r: 230 },
  ] as const;
  const [a, b, c] = pins;
  pinBase(art, a.cx, a.cy, a.r, GOLD, '{brand}');
  art.logo();
  pinGloss(art, a.cx, a.cy, a.r);
  pinBase(art, b.cx, b.cy, b.r, NICKEL, '{paper}');
  art.logo();
  pinGloss(art, b.cx, b.cy, b.r);
  pinBase(art, c.cx, c.cy, c.r, BLACK_NICKEL, '#F6F4EF');
  art.logo();
  pinGloss(art, c.cx, c.cy, c.r);
  const star = (sx: number, sy: number, R: number) =>
    Array.from({ length: 10 }, (_, i) => {
      const t = (i * Math.PI) / 5 - Math.PI / 2;
      const q = i % 2 === 0 ? R : R * 0.45;
      return `${i === 0 ? 'M' : 'L'}${f(sx + Math.cos(t) * q)} ${f(sy + Math.sin(t) * q)}`;
    }).join('') + 'Z';
  art.path(star(2010, 1000, 120), '#000000', 'fill-opacity="0.35" transform="translate(12 16)"');
  art.path(star(2010, 1000, 120), art.linear(1890, 880, 2130, 1120, GOLD));
  art.path(star(2010, 1000, 96), '{accent}');
  art.path(star(2010, 1000, 96), art.linear(1914, 904, 2106, 1096, [[0, '#FFFFFF', 0.35], [0.45, '#FFFFFF', 0], [1, '#000000', 0.2]]));
  art.vignette(0.3);

  const box = (p: { cx: number; cy: number; r: number }, k: number) => ({ left: p.cx - p.r * k, top: p.cy - p.r * k, width: p.r * 2 * k, height: p.r * 2 * k });
  return {
    id: 'enamel-pins',
    number: 604,
    label: { zh: '珐琅徽章', en: 'Enamel pin badges' },
    tags: ['merchandise'],
    keywords: { zh: ['徽章', '胸针', '珐琅', '周边', '牛仔'], en: ['pin', 'badge', 'enamel pin', 'button', 'merch'] },
    art: art.done(),
    placements: [
      { ...box(a, 0.55), variant: 'symbol', finish: 'foil-gold', clipPath: ellipse(a.cx, a.cy, a.r - 20, a.r - 20) },
      { ...box(b, 0.62), finish: 'flat', clipPath: ellipse(b.cx, b.cy, b.r - 20, b.r - 20) },
      { ...box(c, 0.5), variant: 'symbol', colour: '{brand}', finish: 'flat', clipPath: ellipse(c.cx, c.cy, c.r - 20, c.r - 20) },
    ],
  };
}

export const MERCHANDISE: readonly Scene[] = [mugOnTable(), waterBottles(), penGiftSet(), enamelPins()];
