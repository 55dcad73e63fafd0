import { Art, ellipse, roundRect } from '../art';
import type { Scene } from '../scene';
import { bean, cylinderShade, f, oakDesk, random, rotated, tableTop } from './props';

/** Food and drink: cups, menus, bottles, takeaway. Numbers 701–799. */

/** Soft out-of-focus lights of a café behind the subject (bokeh): warm discs, fainter the further they are. */
function bokeh(art: Art, seed: number, count: number, top: number, bottom: number): void {
  const rnd = random(seed);
  for (let i = 0; i < count; i++) {
    const x = rnd() * 2400;
    const y = top + rnd() * (bottom - top);
    const r = 30 + rnd() * 90;
    const tone = rnd() > 0.3 ? '#FFD59A' : '#FFF1DC';
    const a = 0.1 + rnd() * 0.22;
    art.path(ellipse(x, y, r, r), art.radial(x, y, r, [[0, tone, a * 0.7], [0.82, tone, a], [0.93, tone, a * 0.6], [1, tone, 0]]));
  }
}

/**
 * A paper takeaway cup standing with its foot's centre at (cx, bottom):
 * `top` is the rim under the lid, `wt`/`wb` the widths at the rim and the
 * foot. Returns the body's outline and a function giving the cup's half
 * width at a height (for the sleeve).
 */
function takeawayCup(art: Art, cx: number, bottom: number, top: number, wt: number, wb: number, paint: string, lid: string): { body: string; half: (y: number) => number } {
  const half = (y: number) => (wb + ((bottom - y) / (bottom - top)) * (wt - wb)) / 2;
  const ry = wb * 0.07;
  const body = `M${f(cx - wt / 2)} ${f(top)}L${f(cx - wb / 2)} ${f(bottom)}A${f(wb / 2)} ${f(ry)} 0 0 0 ${f(cx + wb / 2)} ${f(bottom)}L${f(cx + wt / 2)} ${f(top)}Z`;
  art.path(ellipse(cx + wb * 0.6, bottom, wb * 1.1, ry * 2.2), art.radial(cx + wb * 0.6, bottom, wb * 1.1, [[0, '#000000', 0.3], [1, '#000000', 0]], ry * 2.2));
  art.contactShadow(cx + 6, bottom + 3, wb * 0.6, ry * 1.3, 0.65);
  art.path(body, paint);
  // The lid: a rim band, the raised dome with its sip hole.
  const lw = wt + 26;
  art.path(roundRect(cx - lw / 2, top - 58, lw, 66, 18), lid);
  cylinderShade(art, roundRect(cx - lw / 2, top - 58, lw, 66, 18), cx - lw / 2, cx + lw / 2, 1);
  art.path(`M${f(cx - lw / 2 + 6)} ${f(top - 8)}H${f(cx + lw / 2 - 6)}`, 'none', 'stroke="#000000" stroke-opacity="0.25" stroke-width="4"');
  const dw = lw - 60;
  const dome = `M${f(cx - dw / 2)} ${f(top - 56)}C${f(cx - dw / 2 + 10)} ${f(top - 110)} ${f(cx - dw / 2 + 40)} ${f(top - 118)} ${f(cx - dw / 2 + 80)} ${f(top - 118)}H${f(cx + dw / 2 - 80)}C${f(cx + dw / 2 - 40)} ${f(top - 118)} ${f(cx + dw / 2 - 10)} ${f(top - 110)} ${f(cx + dw / 2)} ${f(top - 56)}Z`;
  art.path(dome, lid);
  cylinderShade(art, dome, cx - dw / 2, cx + dw / 2, 0.9);
  art.path(ellipse(cx + dw * 0.22, top - 104, 34, 8), '#000000', 'fill-opacity="0.55"');
  art.path(`M${f(cx - dw / 2 + 40)} ${f(top - 110)}H${f(cx + dw / 2 - 40)}`, 'none', 'stroke="#FFFFFF" stroke-opacity="0.45" stroke-width="4" stroke-linecap="round"');
  return { body, half };
}

/** Two takeaway coffees on a café counter: a white cup in a kraft sleeve printed with the logo, a cup in the brand colour. */
function takeawayCoffeeCups(): Scene {
  const art = new Art();
  const horizon = 1330;
  // Café behind, out of focus: a warm dark wall, lights, a counter of oak.
  art.fillAll(art.linear(0, 0, 2400, horizon, [[0, '#75604F'], [0.5, '#54413A'], [1, '#33271F']]));
  bokeh(art, 3, 26, 60, horizon - 120);
  art.path(`M0 ${horizon - 260}H2400V${horizon}H0Z`, art.linear(0, horizon - 260, 0, horizon, [[0, '#000000', 0], [1, '#000000', 0.35]]));
  tableTop(art, horizon, ['#8A5E3C', '#A8784F', '#8C603D'], 9);

  // The brand cup behind at the right, then the white cup in front at the left.
  const back = takeawayCup(art, 1500, 1380, 560, 380, 290, '{brand}', '#2A2B2E');
  art.logo();
  cylinderShade(art, back.body, 1500 - 190, 1500 + 190, 1);
  art.path(back.body, 'none', 'stroke="#FFE2B8" stroke-opacity="0.18" stroke-width="4"');
  art.path(`M${1500 - 190 + 8} 560H${1500 + 190 - 8}V570H${1500 - 190 + 8}Z`, '#000000', 'fill-opacity="0.25"');

  const cx = 960;
  const front = takeawayCup(art, cx, 1500, 520, 470, 350, '#F8F6F2', '#F4F3F0');
  cylinderShade(art, front.body, cx - 235, cx + 235, 0.75);
  // The kraft sleeve: a band following the taper, its ribbed texture and the printed logo.
  const s0 = 860;
  const s1 = 1230;
  const sleeve = `M${f(cx - front.half(s0) - 6)} ${f(s0)}Q${f(cx)} ${f(s0 + 26)} ${f(cx + front.half(s0) + 6)} ${f(s0)}L${f(cx + front.half(s1) + 6)} ${f(s1)}Q${f(cx)} ${f(s1 + 26)} ${f(cx - front.half(s1) - 6)} ${f(s1)}Z`;
  art.path(sleeve, '#B98A5A');
  const ribs: string[] = [];
  for (let y = s0 + 14; y < s1; y += 11) ribs.push(`M${f(cx - front.half(y) - 4)} ${f(y)}Q${f(cx)} ${f(y + 26)} ${f(cx + front.half(y) + 4)} ${f(y)}`);
  art.path(ribs.join(''), 'none', 'stroke="#7A5532" stroke-opacity="0.18" stroke-width="3"');
  art.logo();
  cylinderShade(art, sleeve, cx - front.half(s0) - 6, cx + front.half(s0) + 6, 0.9);
  art.path(`M${f(cx - front.half(s0) - 6)} ${f(s0)}Q${f(cx)} ${f(s0 + 26)} ${f(cx + front.half(s0) + 6)} ${f(s0)}`, 'none', 'stroke="#FFFFFF" stroke-opacity="0.35" stroke-width="3"');
  art.path(`M${f(cx - front.half(s1) - 6)} ${f(s1)}Q${f(cx)} ${f(s1 + 26)} ${f(cx + front.half(s1) + 6)} ${f(s1)}`, 'none', 'stroke="#000000" stroke-opacity="0.3" stroke-width="5"');
  // A rim of the cup's paper rolled under the lid.
  art.path(`M${cx - 235 + 4} 520H${cx + 235 - 4}V532H${cx - 235 + 4}Z`, '#000000', 'fill-opacity="0.16"');

  for (const [x, y, sz, rot] of [[1840, 1520, 30, 30], [1920, 1590, 32, -20], [1780, 1620, 28, 80], [360, 1640, 34, -40], [450, 1700, 30, 10]] as const) bean(art, x, y, sz, rot);
  art.grain(0.3, undefined, 2);
  art.vignette(0.3);

  return {
    id: 'takeaway-coffee-cups',
    number: 701,
    label: { zh: '外带咖啡杯', en: 'Takeaway coffee cups' },
    tags: ['food', 'packaging'],
    keywords: { zh: ['咖啡杯', '纸杯', '外带', '咖啡', '杯套'], en: ['coffee cup', 'paper cup', 'takeaway', 'coffee', 'sleeve'] },
    art: art.done(),
    placements: [
      { left: 1500 - 145, top: 750, width: 290, height: 320, warp: { kind: 'cylinder', arc: 104, bow: 10 }, variant: 'white', colour: '{onBrand}', finish: 'flat' },
      { left: cx - 150, top: s0 + 60, width: 300, height: s1 - s0 - 110, warp: { kind: 'cylinder', arc: 100, bow: 14 }, colour: '{brand}', finish: 'print' },
    ],
  };
}

/** A line of chalk handwriting along the baseline y from x, `w` long, letters `h` tall: loops and gaps, as writing reads from afar. */
function scribble(x: number, y: number, w: number, h: number, rnd: () => number): string {
  let d = '';
  let cx = x;
  while (cx < x + w - h) {
    const end = Math.min(cx + h * (1.6 + rnd() * 3.2), x + w);
    d += `M${f(cx)} ${f(y)}`;
    let px = cx;
    while (px < end) {
      // A round arch (an 'n'), now and then a tall loop (an 'l' or 'h'), back down to the baseline.
      const step = h * (0.42 + rnd() * 0.28);
      const tall = rnd() > 0.85;
      const top = y - h * (tall ? 1 + rnd() * 0.2 : 0.45 + rnd() * 0.15);
      if (tall) d += `C${f(px + step * 0.7)} ${f(y - h * 0.4)} ${f(px + step * 0.55)} ${f(top)} ${f(px + step * 0.35)} ${f(top)}C${f(px + step * 0.15)} ${f(top)} ${f(px + step * 0.3)} ${f(y - h * 0.4)} ${f(px + step * 0.6)} ${f(y)}`;
      else d += `C${f(px + step * 0.05)} ${f(top)} ${f(px + step * 0.55)} ${f(top)} ${f(px + step * 0.6)} ${f(y - h * 0.05)}C${f(px + step * 0.62)} ${f(y + h * 0.08)} ${f(px + step * 0.9)} ${f(y + h * 0.06)} ${f(px + step)} ${f(y - h * 0.12)}`;
      px += tall ? step * 0.6 : step;
    }
    cx = px + h * (0.45 + rnd() * 0.3);
  }
  return d;
}

/** A chalkboard menu in an oak frame on a plaster wall, lit by a pendant lamp in the brand colour; the logo drawn in chalk at the top. */
function chalkboardMenu(): Scene {
  const art = new Art();
  art.fillAll(art.linear(0, 0, 0, 1800, [[0, '#E9E4DB'], [1, '#D6CFC3']]));
  // Light pooling below the lamp.
  art.path('M1040 300L1240 300L2050 1800H230Z', '#FFF4DC', 'fill-opacity="0.14"');
  art.path('M1080 300L1200 300L1800 1800H480Z', '#FFF4DC', 'fill-opacity="0.1"');

  // The board: shadow, frame of four mitred oak pieces, slate.
  const x0 = 640;
  const y0 = 420;
  const w = 1120;
  const h = 1300;
  const b = 48;
  art.softShadow(x0, y0, w, h, 6, { spread: 60, opacity: 0.3, dx: 30, dy: 40, steps: 10 });
  const oak = (d: string, a: string, c: string) => art.path(d, art.linear(x0, y0, x0 + w, y0 + h, [[0, a], [1, c]]));
  oak(`M${x0} ${y0}H${x0 + w}L${x0 + w - b} ${y0 + b}H${x0 + b}Z`, '#C99B68', '#A87A4C');
  oak(`M${x0} ${y0}L${x0 + b} ${y0 + b}V${y0 + h - b}L${x0} ${y0 + h}Z`, '#BE9060', '#9A6D42');
  oak(`M${x0 + w} ${y0}V${y0 + h}L${x0 + w - b} ${y0 + h - b}V${y0 + b}Z`, '#8E643D', '#744F2E');
  oak(`M${x0} ${y0 + h}H${x0 + w}L${x0 + w - b} ${y0 + h - b}H${x0 + b}Z`, '#8A6039', '#6E4B2B');
  const rnd = random(21);
  const grainLines: string[] = [];
  for (let i = 0; i < 12; i++) {
    const t = 6 + i * 3.5 + rnd() * 2;
    grainLines.push(`M${x0 + t} ${y0 + t}H${x0 + w - t}M${x0 + t} ${y0 + h - t}H${x0 + w - t}M${x0 + t} ${y0 + t}V${y0 + h - t}M${x0 + w - t} ${y0 + t}V${y0 + h - t}`);
  }
  art.path(grainLines.join(''), 'none', 'stroke="#4A2E16" stroke-opacity="0.12" stroke-width="1.5"');
  const ix = x0 + b;
  const iy = y0 + b;
  const iw = w - 2 * b;
  const ih = h - 2 * b;
  art.path(`M${ix} ${iy}H${ix + iw}V${iy + ih}H${ix}Z`, art.linear(ix, iy, ix + iw, iy + ih, [[0, '#384240'], [0.5, '#2A3230'], [1, '#1E2422']]));
  // Erased chalk clouds.
  for (const [ex, ey, er] of [[ix + 260, iy + 900, 260], [ix + 760, iy + 420, 300], [ix + 500, iy + 1100, 200]] as const) {
    art.path(ellipse(ex, ey, er, er * 0.45), art.radial(ex, ey, er, [[0, '#FFFFFF', 0.07], [1, '#FFFFFF', 0]], er * 0.45));
  }
  art.path(`M${ix} ${iy}H${ix + iw}V${iy + 10}H${ix}Z`, '#000000', 'fill-opacity="0.35"');
  art.path(`M${ix} ${iy}V${iy + ih}H${ix + 8}V${iy}Z`, '#000000', 'fill-opacity="0.25"');

  // Chalk: a border, two columns of dishes with prices, a doodled cup.
  const chalk = (d: string, width: number, paint = '#EEEBE3', alpha = 0.82) => {
    art.path(d, 'none', `stroke="${paint}" stroke-opacity="${alpha}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"`);
    art.path(d, 'none', `stroke="${paint}" stroke-opacity="${f(alpha * 0.25)}" stroke-width="${f(width * 2.2)}" stroke-linecap="round" stroke-linejoin="round"`);
  };
  chalk(`M${ix + 34} ${iy + 34}H${ix + iw - 34}V${iy + ih - 34}H${ix + 34}Z`, 3, '#EEEBE3', 0.5);
  const sep = iy + 420;
  chalk(`M${ix + 140} ${sep}H${ix + iw / 2 - 30}M${ix + iw / 2 + 30} ${sep}H${ix + iw - 140}M${ix + iw / 2} ${sep - 16}L${ix + iw / 2 + 16} ${sep}L${ix + iw / 2} ${sep + 16}L${ix + iw / 2 - 16} ${sep}Z`, 4);
  for (const [col, cx] of [[0, ix + 90], [1, ix + iw / 2 + 40]] as const) {
    const cw = iw / 2 - 130;
    chalk(scribble(cx, sep + 110, 150 + col * 40, 40, rnd), 6.5, '{accent}', 0.9);
    chalk(`M${cx} ${sep + 132}C${cx + 80} ${sep + 126} ${cx + 160} ${sep + 138} ${cx + 230} ${sep + 128}`, 4, '{accent}', 0.8);
    for (let i = 0; i < 4; i++) {
      const y = sep + 215 + i * 86;
      const nameW = 150 + rnd() * 130;
      chalk(scribble(cx, y, nameW, 28, rnd), 4.2);
      chalk(scribble(cx + 10, y + 34, nameW * 0.7, 15, rnd), 2.6, '#EEEBE3', 0.5);
      const dots: string[] = [];
      for (let dx = cx + nameW + 24; dx < cx + cw - 80; dx += 18) dots.push(`M${f(dx)} ${y}h1`);
      chalk(dots.join(''), 4, '#EEEBE3', 0.6);
      chalk(scribble(cx + cw - 62, y, 62, 28, rnd), 4.5);
    }
  }
  const cupX = ix + iw / 2;
  const cupY = iy + ih - 115;
  chalk(`M${cupX - 70} ${cupY - 40}H${cupX + 70}C${cupX + 70} ${cupY + 30} ${cupX + 40} ${cupY + 60} ${cupX} ${cupY + 60}C${cupX - 40} ${cupY + 60} ${cupX - 70} ${cupY + 30} ${cupX - 70} ${cupY - 40}Z` +
    `M${cupX + 68} ${cupY - 20}C${cupX + 110} ${cupY - 24} ${cupX + 110} ${cupY + 24} ${cupX + 58} ${cupY + 18}M${cupX - 110} ${cupY + 78}H${cupX + 110}` +
    `M${cupX - 30} ${cupY - 60}C${cupX - 50} ${cupY - 85} ${cupX - 10} ${cupY - 100} ${cupX - 30} ${cupY - 125}M${cupX + 10} ${cupY - 60}C${cupX - 10} ${cupY - 85} ${cupX + 30} ${cupY - 100} ${cupX + 10} ${cupY - 125}`, 4.5);
  chalk(scribble(cupX - 400, cupY + 10, 220, 24, rnd) + scribble(cupX + 190, cupY + 10, 220, 24, rnd), 3.4, '#EEEBE3', 0.6);
  art.logo();

  // The lamp: cord, shade in the brand colour, the warm bulb under it.
  art.path('M1138 0H1142V190H1138Z', '#2A2B2E');
  art.path('M1000 330C1000 240 1060 190 1140 190C1220 190 1280 240 1280 330Z', '#000000', 'fill-opacity="0.15" transform="translate(16 24)"');
  art.path(ellipse(1140, 334, 130, 20), '#FFF2CF');
  art.path('M1000 330C1000 240 1060 190 1140 190C1220 190 1280 240 1280 330Z', '{brand}');
  art.path('M1000 330C1000 240 1060 190 1140 190C1220 190 1280 240 1280 330Z', art.linear(1000, 0, 1280, 0, [[0, '#FFFFFF', 0.25], [0.3, '#FFFFFF', 0.05], [0.75, '#000000', 0.15], [1, '#000000', 0.35]]));
  art.path(roundRect(1118, 176, 44, 22, 6), '#2A2B2E');
  art.path(ellipse(1140, 340, 60, 14), art.radial(1140, 340, 60, [[0, '#FFFFFF'], [1, '#FFE7B0', 0]], 14));
  art.grain(0.45, undefined, 2);
  art.vignette(0.3);

  return {
    id: 'cafe-chalkboard-menu',
    number: 702,
    label: { zh: '咖啡馆黑板菜单', en: 'Café chalkboard menu' },
    tags: ['food', 'signage'],
    keywords: { zh: ['菜单', '黑板', '咖啡馆', '餐厅', '价目表'], en: ['menu', 'chalkboard', 'cafe', 'restaurant', 'price list'] },
    art: art.done(),
    placements: [{ left: ix + 160, top: iy + 70, width: iw - 320, height: 300, variant: 'white', colour: '#EEEBE3', finish: 'flat', opacity: 0.9 }],
  };
}

/** A slice of pepperoni pizza on a square of baking paper, its tip at the origin pointing up-left, turned by `rot` at (x, y). */
function pizzaSlice(art: Art, x: number, y: number, rot: number): void {
  rotated(art, rot, x, y, () => {
    // Baking paper with creases.
    art.softShadow(x - 120, y - 120, 620, 620, 4, { spread: 24, opacity: 0.25, dx: 14, dy: 18, steps: 6 });
    art.path(`M${x - 120} ${y - 120}H${x + 500}V${y + 500}H${x - 120}Z`, '#F3EEE4');
    art.path(`M${x - 120} ${y - 120}L${x + 200} ${y + 80}L${x + 500} ${y - 120}Z`, '#FFFFFF', 'fill-opacity="0.5"');
    art.path(`M${x - 120} ${y + 500}L${x + 160} ${y + 240}L${x + 500} ${y + 500}Z`, '#000000', 'fill-opacity="0.05"');
    art.path(`M${x + 500} ${y - 120}L${x + 260} ${y + 200}L${x + 500} ${y + 500}Z`, '#000000', 'fill-opacity="0.035"');
    // The slice: shadow, crust, cheese, toppings.
    const slice = `M${x} ${y}L${x + 430} ${y + 170}C${x + 420} ${y + 300} ${x + 300} ${y + 420} ${x + 170} ${y + 430}Z`;
    art.path(slice, '#000000', 'fill-opacity="0.2" transform="translate(10 14)"');
    art.path(`M${x + 400} ${y + 150}C${x + 470} ${y + 180} ${x + 470} ${y + 350} ${x + 330} ${y + 440}C${x + 250} ${y + 480} ${x + 170} ${y + 470} ${x + 150} ${y + 400}Z`, art.linear(x + 300, y + 300, x + 460, y + 460, [[0, '#E2A257'], [0.6, '#C27A34'], [1, '#8E5221']]));
    art.path(slice, art.linear(x, y, x + 400, y + 400, [[0, '#F6C85A'], [0.6, '#F0B440'], [1, '#E39A2C']]));
    const rnd = random(31);
    for (let i = 0; i < 14; i++) {
      const t = 0.15 + rnd() * 0.7;
      const u = rnd() * 0.8 + 0.1;
      const px = x + (430 * (1 - u) + 170 * u) * t;
      const py = y + (170 * (1 - u) + 430 * u) * t;
      art.path(ellipse(px, py, 8 + rnd() * 14, 6 + rnd() * 8), '#B8652A', `fill-opacity="${f(0.25 + rnd() * 0.3)}"`);
    }
    for (const [px, py, r] of [[x + 150, y + 110, 46], [x + 290, y + 180, 52], [x + 190, y + 280, 50], [x + 330, y + 320, 44], [x + 90, y + 60, 30]] as const) {
      art.path(ellipse(px + 2, py + 3, r, r * 0.96), '#5A1A0C', 'fill-opacity="0.35"');
      art.path(ellipse(px, py, r, r * 0.96), art.radial(px, py, r, [[0, '#B4472E'], [0.75, '#9A3521'], [0.92, '#6E2413'], [1, '#5A1A0C']]));
      for (const [dx, dy] of [[-0.3, -0.2], [0.25, 0.1], [-0.05, 0.35], [0.3, -0.35]] as const) art.path(ellipse(px + dx * r, py + dy * r, r * 0.09, r * 0.07), '#E9B48A', 'fill-opacity="0.55"');
      art.path(ellipse(px - r * 0.35, py - r * 0.4, r * 0.22, r * 0.08), '#FFFFFF', 'fill-opacity="0.2"');
    }
    const basil = (bx: number, by: number, a: number) =>
      art.path(`M0 0C14 -26 54 -30 76 0C54 26 14 26 0 0Z`, '#3F7D3A', `transform="translate(${bx} ${by}) rotate(${a})"`).path('M4 0H70', 'none', `stroke="#2A5A27" stroke-width="3" transform="translate(${bx} ${by}) rotate(${a})"`);
    basil(x + 230, y + 240, -30);
    basil(x + 120, y + 200, 60);
  });
}

/** A pizza box from above on a walnut table, printed in the brand colour, with a slice on baking paper and a gingham napkin. */
function pizzaBox(): Scene {
  const art = new Art();
  oakDesk(art, ['#8A5F3D', '#6B4529', '#4E311C'], [300, 880, 1460]);

  // A gingham napkin in the brand colour, bottom left.
  rotated(art, 12, 300, 1550, () => {
    const nx = -120;
    const ny = 1160;
    const n = 760;
    art.softShadow(nx, ny, n, n, 4, { spread: 30, opacity: 0.25, dx: 16, dy: 20, steps: 6 });
    art.path(`M${nx} ${ny}H${nx + n}V${ny + n}H${nx}Z`, '#F7F4EE');
    const bands: string[] = [];
    const cols: string[] = [];
    for (let i = 0; i < n; i += 76) {
      bands.push(`M${nx} ${ny + i}H${nx + n}V${ny + i + 38}H${nx}Z`);
      cols.push(`M${nx + i} ${ny}H${nx + i + 38}V${ny + n}H${nx + i}Z`);
    }
    art.path(bands.join(''), '{brand}', 'fill-opacity="0.45"');
    art.path(cols.join(''), '{brand}', 'fill-opacity="0.45"');
    art.path(`M${nx} ${ny + n * 0.5}H${nx + n}`, 'none', 'stroke="#000000" stroke-opacity="0.12" stroke-width="10"');
    art.path(`M${nx} ${ny + n * 0.5 + 6}H${nx + n}`, 'none', 'stroke="#FFFFFF" stroke-opacity="0.25" stroke-width="4"');
  });

  // The box: shadow, its thickness, the lid with the front tuck flap, creases and vents.
  const cx = 1060;
  const cy = 820;
  const s = 1160;
  const x0 = cx - s / 2;
  const y0 = cy - s / 2;
  const angle = -6;
  rotated(art, angle, cx, cy, () => {
    art.softShadow(x0, y0, s, s, 10, { spread: 90, opacity: 0.4, dx: 40, dy: 50, steps: 10 });
    art.softShadow(x0, y0, s, s, 10, { spread: 12, opacity: 0.45, dx: 6, dy: 10, steps: 4 });
    art.path(roundRect(x0 + 6, y0 + 14, s, s, 10), '#8C6640');
    art.path(roundRect(x0, y0, s, s, 10), art.linear(x0, y0, x0 + s, y0 + s, [[0, '#D9B27F'], [0.5, '#C99E6C'], [1, '#B88C5A']]));
    art.path(`M${x0 + 14} ${y0 + s - 90}H${x0 + s - 14}`, 'none', 'stroke="#7A5530" stroke-opacity="0.35" stroke-width="4"');
    art.path(`M${x0 + 14} ${y0 + s - 86}H${x0 + s - 14}`, 'none', 'stroke="#FFFFFF" stroke-opacity="0.25" stroke-width="3"');
    art.path(`M${x0 + 14} ${y0 + s - 90}H${x0 + s - 14}V${y0 + s - 10}H${x0 + 14}Z`, '#000000', 'fill-opacity="0.05"');
    for (const [ax, dir] of [[x0, 1], [x0 + s, -1]] as const) {
      art.path(`M${ax} ${y0 + 70}L${ax + dir * 70} ${y0}`, 'none', 'stroke="#7A5530" stroke-opacity="0.3" stroke-width="3"');
      for (const vy of [y0 + 380, y0 + 700]) art.path(roundRect(dir === 1 ? ax + 26 : ax - 46, vy, 20, 90, 10), '#3E2A17', 'fill-opacity="0.7"');
    }
    // Printed: two rings in the brand colour round the logo, small stars between.
    art.path(ellipse(cx, cy - 30, 420, 420), 'none', 'stroke="{brand}" stroke-opacity="0.9" stroke-width="14"');
    art.path(ellipse(cx, cy - 30, 388, 388), 'none', 'stroke="{brand}" stroke-opacity="0.9" stroke-width="4"');
    for (const t of [-0.5, 0.5]) {
      const sx = cx + Math.sin(t * Math.PI) * 404;
      const sy = cy - 30;
      art.path(ellipse(sx, sy, 12, 12), '{paper}').path(ellipse(sx, sy, 8, 8), '{brand}');
    }
  });
  art.logo();
  rotated(art, angle, cx, cy, () => {
    // Light raking across the cardboard, grease-free, a little worn at the edges.
    art.path(roundRect(x0, y0, s, s, 10), art.linear(x0, y0, x0 + s, y0 + s, [[0, '#FFFFFF', 0.12], [0.5, '#FFFFFF', 0], [1, '#000000', 0.1]]));
    art.path(roundRect(x0, y0, s, s, 10), 'none', 'stroke="#FFFFFF" stroke-opacity="0.3" stroke-width="3"');
  });
  pizzaSlice(art, 1820, 1080, 8);
  art.grain(0.4, undefined, 2);
  art.vignette(0.3);

  return {
    id: 'pizza-box',
    number: 703,
    label: { zh: '披萨盒', en: 'Pizza box' },
    tags: ['food', 'packaging'],
    keywords: { zh: ['披萨', '外卖', '盒子', '包装', '餐饮'], en: ['pizza', 'pizza box', 'takeaway', 'delivery', 'box'] },
    art: art.done(),
    placements: [{ left: cx - 290, top: cy - 30 - 230, width: 580, height: 460, transform: `rotate(${angle} ${cx} ${cy})`, colour: '{brand}', finish: 'flat' }],
  };
}

/**
 * An amber beer bottle standing with its foot's centre at (cx, bottom), `w`
 * wide: the glass, the body label in the logo's background colour (the logo
 * goes on it next) and a neck label in the brand colour. Returns the label's
 * outline and its top and bottom.
 */
function beerBottle(art: Art, cx: number, bottom: number, w: number, seed: number): { label: string; top: number; bottom: number } {
  const L = cx - w / 2;
  const R = cx + w / 2;
  const shoulder = bottom - w * 2;
  const neck = w * 0.19;
  const neckTop = shoulder - w * 1.3;
  const ry = w * 0.08;
  const glass =
    `M${f(L)} ${f(shoulder)}V${f(bottom - 14)}Q${f(L)} ${f(bottom)} ${f(L + 16)} ${f(bottom + 2)}A${f(w / 2 - 16)} ${f(ry)} 0 0 0 ${f(R - 16)} ${f(bottom + 2)}Q${f(R)} ${f(bottom)} ${f(R)} ${f(bottom - 14)}V${f(shoulder)}` +
    `C${f(R)} ${f(shoulder - w * 0.5)} ${f(cx + neck)} ${f(shoulder - w * 0.6)} ${f(cx + neck)} ${f(shoulder - w * 0.95)}V${f(neckTop)}H${f(cx - neck)}V${f(shoulder - w * 0.95)}C${f(cx - neck)} ${f(shoulder - w * 0.6)} ${f(L)} ${f(shoulder - w * 0.5)} ${f(L)} ${f(shoulder)}Z`;
  art.path(ellipse(cx + w * 0.7, bottom, w * 1.1, ry * 2.2), art.radial(cx + w * 0.7, bottom, w * 1.1, [[0, '#000000', 0.45], [1, '#000000', 0]], ry * 2.2));
  art.contactShadow(cx + 4, bottom + 3, w * 0.6, ry * 1.2, 0.8);
  // Amber glass: dark edges, the beer's glow in the middle, then sharp window reflections.
  art.path(glass, art.linear(L, 0, R, 0, [[0, '#140902'], [0.12, '#4A2208'], [0.38, '#B5621F'], [0.5, '#C9782C'], [0.66, '#7A3D12'], [0.88, '#2A1304'], [0.96, '#5A2E0C'], [1, '#120801']]));
  art.path(glass, art.linear(0, neckTop, 0, bottom, [[0, '#000000', 0.3], [0.35, '#000000', 0], [1, '#000000', 0.2]]));
  // Crown cap.
  art.path(roundRect(cx - neck - 8, neckTop - 44, neck * 2 + 16, 50, 8), art.linear(cx - neck, 0, cx + neck, 0, [[0, '#8A6A2A'], [0.3, '#F0D78C'], [0.6, '#B8923E'], [1, '#6A4E1C']]));
  for (let i = 0; i < 9; i++) art.path(`M${f(cx - neck - 6 + i * ((neck * 2 + 12) / 8))} ${f(neckTop - 10)}V${f(neckTop + 6)}`, 'none', 'stroke="#4A3410" stroke-opacity="0.4" stroke-width="3"');
  // Neck label in the brand colour, wrapped round.
  const nl = `M${f(cx - neck - 1)} ${f(neckTop + 70)}Q${f(cx)} ${f(neckTop + 86)} ${f(cx + neck + 1)} ${f(neckTop + 70)}V${f(neckTop + 250)}Q${f(cx)} ${f(neckTop + 266)} ${f(cx - neck - 1)} ${f(neckTop + 250)}Z`;
  art.path(nl, '{brand}');
  art.path(`M${f(cx - neck)} ${f(neckTop + 96)}Q${f(cx)} ${f(neckTop + 112)} ${f(cx + neck)} ${f(neckTop + 96)}M${f(cx - neck)} ${f(neckTop + 224)}Q${f(cx)} ${f(neckTop + 240)} ${f(cx + neck)} ${f(neckTop + 224)}`, 'none', 'stroke="#D9B862" stroke-width="4"');
  cylinderShade(art, nl, cx - neck, cx + neck, 1);
  // Body label.
  const t = shoulder + w * 0.42;
  const b = bottom - w * 0.4;
  const bow = w * 0.07;
  const label = `M${f(L - 1)} ${f(t)}Q${f(cx)} ${f(t + bow * 2)} ${f(R + 1)} ${f(t)}V${f(b)}Q${f(cx)} ${f(b + bow * 2)} ${f(L - 1)} ${f(b)}Z`;
  art.path(label, '{paper}');
  art.path(`M${f(L + 10)} ${f(t + 24)}Q${f(cx)} ${f(t + 24 + bow * 2)} ${f(R - 10)} ${f(t + 24)}M${f(L + 10)} ${f(b - 24)}Q${f(cx)} ${f(b - 24 + bow * 2)} ${f(R - 10)} ${f(b - 24)}`, 'none', 'stroke="{brand}" stroke-opacity="0.8" stroke-width="5"');
  // Drops of condensation on the glass above and below the label.
  const rnd = random(seed);
  const drops: string[] = [];
  const lights: string[] = [];
  for (let i = 0; i < 44; i++) {
    const x = L + 24 + rnd() * (w - 48);
    const y = rnd() > 0.45 ? shoulder - w * 0.15 + rnd() * (t - shoulder + w * 0.1) : b + 40 + rnd() * (bottom - b - 80);
    const r = 3 + rnd() * rnd() * 12;
    drops.push(ellipse(x, y, r * 0.85, r));
    lights.push(ellipse(x - r * 0.3, y - r * 0.35, r * 0.28, r * 0.3));
  }
  art.path(drops.join(''), '#000000', 'fill-opacity="0.22"');
  art.path(lights.join(''), '#FFFFFF', 'fill-opacity="0.65"');
  return { label, top: t, bottom: b };
}

/** Reflections on a bottle (after its label's logo): round shading and two window highlights. */
function bottleGloss(art: Art, cx: number, bottom: number, w: number, label: string): void {
  const L = cx - w / 2;
  cylinderShade(art, label, L, L + w, 0.9);
  const shoulder = bottom - w * 2;
  art.path(`M${f(L + w * 0.08)} ${f(shoulder)}V${f(bottom - 30)}H${f(L + w * 0.3)}V${f(shoulder)}Z`, art.linear(L + w * 0.08, 0, L + w * 0.3, 0, [[0, '#FFFFFF', 0], [0.5, '#FFFFFF', 0.12], [1, '#FFFFFF', 0]]));
  art.path(`M${f(L + w * 0.2)} ${f(shoulder - w * 0.3)}C${f(L + w * 0.17)} ${f(shoulder)} ${f(L + w * 0.17)} ${f(bottom - 120)} ${f(L + w * 0.2)} ${f(bottom - 40)}`, 'none', `stroke="#FFFFFF" stroke-opacity="0.5" stroke-width="${f(w * 0.05)}" stroke-linecap="round"`);
  art.path(`M${f(L + w * 0.86)} ${f(shoulder + 40)}V${f(bottom - 60)}`, 'none', `stroke="#FFE6C4" stroke-opacity="0.2" stroke-width="${f(w * 0.04)}" stroke-linecap="round"`);
  art.path(`M${f(cx - w * 0.08)} ${f(shoulder - w * 1.15)}V${f(shoulder - w * 0.7)}`, 'none', `stroke="#FFFFFF" stroke-opacity="0.45" stroke-width="${f(w * 0.035)}" stroke-linecap="round"`);
}

/** Two bottles of beer on a bar, labelled with the logo on its own background colour, a neck label in the brand colour. */
function beerBottles(): Scene {
  const art = new Art();
  const horizon = 1390;
  // A dark bar: slate wall, warm lights far behind, a walnut counter.
  art.fillAll(art.linear(0, 0, 2400, horizon, [[0, '#3A4046'], [0.6, '#272C31'], [1, '#1B1F23']]));
  bokeh(art, 17, 18, 80, horizon - 300);
  tableTop(art, horizon, ['#3E2A1C', '#5A3D28', '#3A2618'], 13);
  // Grain on the room only: the glass stays smooth.
  art.grain(0.35, undefined, 2);

  const back = { cx: 1460, bottom: 1460, w: 300 };
  const front = { cx: 1000, bottom: 1560, w: 350 };
  const b1 = beerBottle(art, back.cx, back.bottom, back.w, 41);
  art.logo();
  bottleGloss(art, back.cx, back.bottom, back.w, b1.label);
  const b2 = beerBottle(art, front.cx, front.bottom, front.w, 43);
  art.logo();
  bottleGloss(art, front.cx, front.bottom, front.w, b2.label);
  art.vignette(0.35);

  const place = (p: { cx: number; w: number }, l: { top: number; bottom: number }) => {
    const width = p.w * 0.7;
    const height = (l.bottom - l.top) * 0.7;
    return { left: p.cx - width / 2, top: (l.top + l.bottom) / 2 - height / 2 + p.w * 0.05, width, height, warp: { kind: 'cylinder' as const, arc: 110, bow: p.w * 0.05 }, finish: 'flat' as const };
  };
  return {
    id: 'beer-bottles',
    number: 704,
    label: { zh: '啤酒瓶标签', en: 'Beer bottle labels' },
    tags: ['food', 'packaging'],
    keywords: { zh: ['啤酒', '瓶子', '标签', '酒吧', '饮料'], en: ['beer', 'bottle', 'label', 'bar', 'drink'] },
    art: art.done(),
    placements: [place(back, b1), place(front, b2)],
  };
}

export const FOOD: readonly Scene[] = [takeawayCoffeeCups(), chalkboardMenu(), pizzaBox(), beerBottles()];
