import { Art, ellipse, poly, roundRect } from '../art';
import type { Scene } from '../scene';
import { warpMap, type Point } from '../warp';
import { oakDesk, random, rotated } from './props';

/** Digital: phones, laptops, tablets, watches, social profiles. Numbers 501–599. */

type V3 = readonly [number, number, number];

/**
 * A pinhole camera looking down at a table by `pitch` degrees from `dist`
 * (scene-free units, mm), drawing at `focal` scale around (cx, cy): x right,
 * y up, z towards the viewer. Points of objects turned on the table go
 * through `turn` first.
 */
function camera(pitch: number, dist: number, focal: number, cx: number, cy: number): (p: V3) => Point {
  const a = (pitch * Math.PI) / 180;
  return ([x, y, z]) => {
    const y2 = y * Math.cos(a) - z * Math.sin(a);
    const z2 = y * Math.sin(a) + z * Math.cos(a);
    const s = focal / (dist - z2);
    return [cx + x * s, cy - y2 * s];
  };
}

/** A point of an object turned by `yaw` degrees about a vertical axis through (ox, oz). */
function turn(yaw: number, ox: number, oz: number): (p: V3) => V3 {
  const a = (yaw * Math.PI) / 180;
  return ([x, y, z]) => [ox + x * Math.cos(a) + z * Math.sin(a), y, oz - x * Math.sin(a) + z * Math.cos(a)];
}

/** A flat rectangle of a screen (its own pixel units) mapped onto four scene corners. */
interface Screen {
  map: (x: number, y: number) => Point;
  /** A rectangle of the screen (rounded when r > 0) as scene path data. */
  rect: (x: number, y: number, w: number, h: number, r?: number) => string;
  /** The four scene corners of a rectangle of the screen: a placement's quad warp. */
  quad: (x: number, y: number, w: number, h: number) => [Point, Point, Point, Point];
}

function screen(corners: readonly [Point, Point, Point, Point], width: number, height: number): Screen {
  const map = warpMap({ kind: 'quad', corners }, { left: 0, top: 0, width, height });
  const rect = (x: number, y: number, w: number, h: number, r = 0) => {
    const q = Math.min(r, w / 2, h / 2);
    if (q <= 0) return poly([map(x, y), map(x + w, y), map(x + w, y + h), map(x, y + h)]);
    const pts: Point[] = [];
    const corner = (cx: number, cy: number, from: number) => {
      for (let i = 0; i <= 8; i++) {
        const t = ((from + i * 11.25) * Math.PI) / 180;
        pts.push(map(cx + Math.cos(t) * q, cy + Math.sin(t) * q));
      }
    };
    corner(x + w - q, y + q, -90);
    corner(x + w - q, y + h - q, 0);
    corner(x + q, y + h - q, 90);
    corner(x + q, y + q, 180);
    return poly(pts);
  };
  const quad = (x: number, y: number, w: number, h: number): [Point, Point, Point, Point] => [map(x, y), map(x + w, y), map(x + w, y + h), map(x, y + h)];
  return { map, rect, quad };
}

/** A cup of coffee on its saucer seen from above, lit from the top left. */
function coffeeFromAbove(art: Art, cx: number, cy: number, r: number): void {
  art.contactShadow(cx + r * 0.1, cy + r * 0.12, r * 1.08, r * 1.06, 0.32);
  art.path(ellipse(cx, cy, r, r), art.linear(cx - r, cy - r, cx + r, cy + r, [[0, '#FFFFFF'], [1, '#D6D2CB']]));
  art.path(ellipse(cx, cy, r * 0.76, r * 0.76), art.linear(cx - r, cy - r, cx + r, cy + r, [[0, '#D9D5CE'], [1, '#F4F2EE']]));
  // Handle, then the cup's shadow on the saucer, the cup, its inner wall and the coffee.
  const c = r * 0.68;
  art.path(roundRect(cx + c - 20, cy - r * 0.09, r * 0.5, r * 0.18, r * 0.09), '#000000', 'fill-opacity="0.12" transform="translate(10 14)"');
  art.path(roundRect(cx + c - 20, cy - r * 0.09, r * 0.5, r * 0.18, r * 0.09), art.linear(0, cy - r * 0.09, 0, cy + r * 0.09, [[0, '#FFFFFF'], [1, '#CFCAC2']]));
  art.path(ellipse(cx + 14, cy + 18, c + 6, c + 6), '#000000', 'fill-opacity="0.14"');
  art.path(ellipse(cx, cy, c, c), art.linear(cx - c, cy - c, cx + c, cy + c, [[0, '#FFFFFF'], [1, '#E2DED7']]));
  art.path(ellipse(cx, cy, c * 0.9, c * 0.9), art.linear(cx - c, cy - c, cx + c, cy + c, [[0, '#BDB7AE'], [0.5, '#E8E4DE'], [1, '#FAF9F6']]));
  const k = c * 0.8;
  art.path(ellipse(cx, cy, k, k), art.radial(cx - k * 0.15, cy - k * 0.1, k, [[0, '#B07E4E'], [0.55, '#8A5A33'], [0.9, '#5A3419'], [1, '#3A1F0C']]));
  // Latte art: a heart of milk foam.
  const h = k * 0.5;
  art.path(
    `M${cx} ${cy + h * 0.75}C${cx - h * 1.2} ${cy} ${cx - h * 0.9} ${cy - h * 0.9} ${cx - h * 0.35} ${cy - h * 0.85}C${cx - h * 0.1} ${cy - h * 0.8} ${cx} ${cy - h * 0.55} ${cx} ${cy - h * 0.4}` +
      `C${cx} ${cy - h * 0.55} ${cx + h * 0.1} ${cy - h * 0.8} ${cx + h * 0.35} ${cy - h * 0.85}C${cx + h * 0.9} ${cy - h * 0.9} ${cx + h * 1.2} ${cy} ${cx} ${cy + h * 0.75}Z`,
    '#F2E4CC',
    'fill-opacity="0.9"',
  );
  art.path(ellipse(cx - k * 0.45, cy - k * 0.5, k * 0.16, k * 0.08), '#FFFFFF', 'fill-opacity="0.25"');
}

/**
 * A smartphone seen from above, its screen at (x, y) of size w × h in the
 * phone's own frame (before rotation): the frame, the glass, the screen in
 * `screenPaint` and the camera island.
 */
function phoneBody(art: Art, x: number, y: number, w: number, h: number, frame: 'graphite' | 'silver', screenPaint: string): void {
  const r = w * 0.16;
  const metal =
    frame === 'graphite'
      ? [[0, '#6B6F76'], [0.25, '#2E3034'], [0.6, '#45484E'], [1, '#1C1D20']] as const
      : [[0, '#F2F3F5'], [0.3, '#B9BDC3'], [0.65, '#E4E6E9'], [1, '#8E939A']] as const;
  // Side buttons peeking out of the frame.
  art.path(roundRect(x - 7, y + h * 0.2, 14, h * 0.06, 5), '#2A2B2E');
  art.path(roundRect(x - 7, y + h * 0.29, 14, h * 0.09, 5), '#2A2B2E');
  art.path(roundRect(x + w - 7, y + h * 0.25, 14, h * 0.12, 5), '#2A2B2E');
  // Thickness, frame, glass, screen.
  art.path(roundRect(x + 3, y + 9, w, h, r), '#111214');
  art.path(roundRect(x, y, w, h, r), art.linear(x, y, x + w, y + h, metal));
  art.path(roundRect(x + 7, y + 7, w - 14, h - 14, r - 7), '#050506');
  const s = w * 0.045;
  art.path(roundRect(x + s, y + s, w - 2 * s, h - 2 * s, r - s), screenPaint);
  // The camera island.
  art.path(roundRect(x + w / 2 - w * 0.14, y + s + 22, w * 0.28, 40, 20), '#000000');
  art.path(ellipse(x + w / 2 + w * 0.09, y + s + 42, 9, 9), '#1B2330');
}

/** Reflected light over a phone or tablet screen: a soft diagonal band and a brighter upper edge. */
function screenGloss(art: Art, d: string, x: number, y: number, w: number, h: number, strength = 1): void {
  art.path(d, art.linear(x, y, x + w, y + h, [[0, '#FFFFFF', 0.2 * strength], [0.36, '#FFFFFF', 0.1 * strength], [0.365, '#FFFFFF', 0.03 * strength], [0.7, '#FFFFFF', 0], [1, '#000000', 0.08 * strength]]));
}

/** A smartphone lying on an oak desk, its splash screen showing the logo, with a notebook, a pen and a coffee. */
function phoneSplashOnDesk(): Scene {
  const art = new Art();
  oakDesk(art, ['#E2C29C', '#D0A97F', '#B48A5F'], [420, 1010, 1600]);

  // A notebook in the brand colour, bottom left, running off the canvas.
  rotated(art, 9, 420, 1500, () => {
    art.softShadow(60, 1130, 820, 1000, 18, { spread: 70, opacity: 0.3, dx: 30, dy: 36, steps: 10 });
    art.path(roundRect(60, 1138, 836, 1000, 18), '#EFE8DA');
    art.path(roundRect(60, 1130, 820, 1000, 18), '{brand}');
    art.path(roundRect(60, 1130, 820, 1000, 18), art.linear(60, 1130, 880, 2130, [[0, '#FFFFFF', 0.14], [0.5, '#FFFFFF', 0], [1, '#000000', 0.2]]));
    art.path('M770 1130H812V2130H770Z', '#000000', 'fill-opacity="0.35"');
  });

  // A pen, right, and a cup of coffee on its saucer, top right.
  rotated(art, -32, 1950, 1250, () => {
    art.softShadow(1590, 1236, 720, 30, 15, { spread: 16, opacity: 0.3, dx: 14, dy: 20, steps: 6 });
    art.path(roundRect(1590, 1232, 720, 34, 17), art.linear(0, 1232, 0, 1266, [[0, '#5B5E64'], [0.35, '#1E1F22'], [1, '#0D0D0E']]));
    art.path(roundRect(1590, 1240, 130, 18, 9), art.linear(0, 1240, 0, 1258, [[0, '#E9D7A8'], [1, '#9C8350']]));
    art.path(roundRect(2110, 1226, 190, 14, 7), art.linear(0, 1226, 0, 1240, [[0, '#E9D7A8'], [1, '#9C8350']]));
  });
  coffeeFromAbove(art, 2020, 300, 300);

  art.grain(0.3, undefined, 2);

  // The phone, turned a little, the light from the top left.
  const cx = 1160;
  const cy = 880;
  const w = 600;
  const h = 1230;
  const x = cx - w / 2;
  const y = cy - h / 2;
  const angle = -10;
  rotated(art, angle, cx, cy, () => {
    art.softShadow(x, y, w, h, 96, { spread: 110, opacity: 0.32, dx: 50, dy: 60, steps: 12 });
    art.softShadow(x, y, w, h, 96, { spread: 16, opacity: 0.5, dx: 8, dy: 12, steps: 5 });
    phoneBody(art, x, y, w, h, 'graphite', '{paper}');
    const s = w * 0.045;
    art.path(roundRect(x + s, y + s, w - 2 * s, h - 2 * s, w * 0.16 - s), art.linear(0, y, 0, y + h, [[0, '#FFFFFF', 0.05], [0.5, '#FFFFFF', 0], [1, '#000000', 0.07]]));
    art.path(roundRect(cx - 80, y + h - s - 34, 160, 10, 5), '{ink}', 'fill-opacity="0.35"');
  });
  art.logo();
  // Gloss over the screen, then the lens.
  const s = w * 0.045;
  rotated(art, angle, cx, cy, () => {
    screenGloss(art, roundRect(x + s, y + s, w - 2 * s, h - 2 * s, w * 0.16 - s), x, y, w, h);
    art.path(roundRect(x, y, w, h, w * 0.16), 'none', `stroke="#FFFFFF" stroke-opacity="0.35" stroke-width="2"`);
  });
  art.vignette(0.3);

  const box = 440;
  return {
    id: 'phone-splash-desk',
    number: 501,
    label: { zh: '手机启动页', en: 'Phone splash screen' },
    tags: ['digital'],
    keywords: { zh: ['手机', '应用', '启动页', '屏幕', 'App'], en: ['phone', 'app', 'splash screen', 'mobile', 'screen'] },
    preset: 5,
    art: art.done(),
    placements: [{ left: cx - box / 2, top: cy - box / 2 - 30, width: box, height: box, transform: `rotate(${angle} ${cx} ${cy})`, finish: 'flat' }],
  };
}

/** A website's first screen in its own 1440 × 930 units: the header with the logo, a hero in the brand colour, three cards. */
function website(art: Art, scr: Screen): void {
  art.path(scr.rect(0, 0, 1440, 930), '{paper}');
  // Header: logo (placement), links, a call-to-action.
  for (const [i, x] of [760, 880, 1000, 1110].entries()) art.path(scr.rect(x, 64, i === 0 ? 70 : 84, 13, 6), '{ink}', 'fill-opacity="0.55"');
  art.path(scr.rect(1225, 44, 160, 52, 26), '{accent}');
  art.path(scr.rect(1262, 64, 86, 12, 6), '#FFFFFF', 'fill-opacity="0.9"');
  art.path(scr.rect(0, 140, 1440, 2), '{ink}', 'fill-opacity="0.12"');
  // Hero.
  art.path(scr.rect(0, 142, 1440, 508), '{brand}');
  art.path(scr.rect(0, 142, 1440, 508), art.linear(0, 0, 2400, 0, [[0, '#FFFFFF', 0.06], [1, '#000000', 0.12]]));
  art.path(scr.rect(1080, 142, 360, 508), '{brandDark}', 'fill-opacity="0.55"');
  art.path(scr.rect(0, 142, 300, 508), '{brandDark}', 'fill-opacity="0.3"');
  art.path(scr.rect(470, 468, 500, 18, 9), '{onBrand}', 'fill-opacity="0.75"');
  art.path(scr.rect(550, 502, 340, 14, 7), '{onBrand}', 'fill-opacity="0.5"');
  art.path(scr.rect(620, 550, 200, 56, 28), '{accent}');
  art.path(scr.rect(665, 572, 110, 12, 6), '#FFFFFF', 'fill-opacity="0.9"');
  // Cards.
  for (const x of [60, 510, 960]) {
    art.path(scr.rect(x, 690, 420, 226, 18), '#000000', 'fill-opacity="0.06"');
    art.path(scr.rect(x, 686, 420, 226, 18), '#FFFFFF');
    art.path(scr.rect(x, 686, 420, 130, 18), '{brandLight}');
    art.path(scr.rect(x + 165, 706, 90, 90, 45), '{accent}', 'fill-opacity="0.6"');
    art.path(scr.rect(x + 30, 842, 240, 14, 7), '#1F2328', 'fill-opacity="0.6"');
    art.path(scr.rect(x + 30, 872, 320, 10, 5), '#1F2328', 'fill-opacity="0.3"');
  }
}

/** An open laptop on a desk, turned a little, showing the brand's website in perspective. */
function laptopWebsite(): Scene {
  const art = new Art();
  const cam = camera(22, 1150, 4300, 1150, 1130);
  // Wall in a pale tint of the brand, desk top in warm grey.
  const back = cam([0, 0, -520]);
  const horizon = back[1];
  art.fillAll(art.linear(0, 0, 2400, horizon, [[0, '{brandLight}'], [1, '{brandLight}']]));
  art.path(`M0 0H2400V${horizon}H0Z`, art.linear(0, 0, 2400, 0, [[0, '#FFFFFF', 0.35], [0.6, '#FFFFFF', 0], [1, '#000000', 0.12]]));
  art.path(`M0 ${horizon}H2400V1800H0Z`, art.linear(0, horizon, 0, 1800, [[0, '#D9D3CA'], [0.25, '#E6E1DA'], [1, '#CFC8BE']]));
  art.path(`M0 ${horizon}H2400V1800H0Z`, art.linear(0, 0, 2400, 0, [[0, '#FFFFFF', 0.25], [0.5, '#FFFFFF', 0], [1, '#000000', 0.1]]));
  art.path(`M0 ${horizon - 3}H2400V${horizon + 4}H0Z`, '#000000', 'fill-opacity="0.1"');

  // A plant in a pot behind, at the right.
  const pot = cam([300, 0, -300]);
  const px = pot[0];
  const py = pot[1];
  art.contactShadow(px + 30, py, 150, 26, 0.35);
  for (const [dx, h, lean, tone] of [[-40, 520, -160, '#3F6B45'], [10, 600, 30, '#2F5A38'], [50, 480, 170, '#4C7D50'], [-10, 440, -60, '#55895A'], [30, 400, 110, '#39663F']] as const) {
    const tx = px + dx + lean;
    const ty = py - 160 - h;
    art.path(`M${px + dx - 6} ${py - 150}C${px + dx - 30 + lean * 0.3} ${py - 150 - h * 0.5} ${tx - 70} ${ty + 120} ${tx} ${ty}C${tx + 60} ${ty + 140} ${px + dx + 30 + lean * 0.3} ${py - 150 - h * 0.5} ${px + dx + 6} ${py - 150}Z`, tone);
    art.path(`M${px + dx} ${py - 150}C${px + dx + lean * 0.3} ${py - 150 - h * 0.5} ${tx - 10} ${ty + 100} ${tx} ${ty}`, 'none', 'stroke="#1F3A24" stroke-opacity="0.35" stroke-width="3"');
  }
  art.path(`M${px - 130} ${py - 190}H${px + 130}L${px + 105} ${py - 6}C${px + 60} ${py + 8} ${px - 60} ${py + 8} ${px - 105} ${py - 6}Z`, art.linear(px - 130, 0, px + 130, 0, [[0, '#F4F1EC'], [0.35, '#E7E2DA'], [1, '#B5AEA4']]));
  art.path(ellipse(px, py - 190, 130, 22), '#CFC8BE');
  art.path(ellipse(px, py - 186, 112, 16), '#4A3628');

  // A notebook in the brand colour with a pen, at the front right.
  const N = turn(-24, 205, 150);
  const Q = (x: number, y: number, z: number) => cam(N([x, y, z]));
  art.shapeShadow(poly([Q(-78, 0, -108), Q(82, 0, -108), Q(86, 0, 112), Q(-76, 0, 112)]), { spread: 30, opacity: 0.3, dx: 24, dy: 8, steps: 8 });
  art.path(poly([Q(-74, 0, 105), Q(74, 0, 105), Q(74, 12, 105), Q(-74, 12, 105)]), '#E9E2D2');
  art.path(poly([Q(74, 0, -105), Q(74, 0, 105), Q(74, 12, 105), Q(74, 12, -105)]), '#D8CFBC');
  art.path(poly([Q(-74, 10, 105), Q(74, 10, 105), Q(74, 12, 105), Q(-74, 12, 105)]), '{brandDark}');
  art.path(poly([Q(-74, 12, -105), Q(74, 12, -105), Q(74, 12, 105), Q(-74, 12, 105)]), '{brand}');
  art.path(poly([Q(-74, 12, -105), Q(74, 12, -105), Q(74, 12, 105), Q(-74, 12, 105)]), art.linear(...Q(-74, 12, -105), ...Q(74, 12, 105), [[0, '#FFFFFF', 0.16], [0.5, '#FFFFFF', 0], [1, '#000000', 0.18]]));
  art.path(poly([Q(52, 12.2, -105), Q(60, 12.2, -105), Q(60, 12.2, 105), Q(52, 12.2, 105)]), '#000000', 'fill-opacity="0.35"');
  art.path(poly([Q(52, 0, 105), Q(60, 0, 105), Q(60, 12.2, 105), Q(52, 12.2, 105)]), '#000000', 'fill-opacity="0.45"');
  const pen = (t: number, y: number) => Q(-48 + t * 108, 12 + y, 62 - t * 140);
  art.path(`M${pen(0, 0).join(' ')}L${pen(1, 0).join(' ')}`, 'none', 'stroke="#000000" stroke-opacity="0.25" stroke-width="28" stroke-linecap="round" transform="translate(10 8)"');
  art.path(`M${pen(0, 5).join(' ')}L${pen(1, 5).join(' ')}`, 'none', 'stroke="#1C1D20" stroke-width="26" stroke-linecap="round"');
  art.path(`M${pen(0.02, 7).join(' ')}L${pen(0.98, 7).join(' ')}`, 'none', 'stroke="#FFFFFF" stroke-opacity="0.3" stroke-width="5" stroke-linecap="round"');
  art.path(`M${pen(0.78, 6).join(' ')}L${pen(0.98, 6).join(' ')}`, 'none', 'stroke="#C9A95F" stroke-width="26"');

  // The laptop: base 304 × 212 × 14 mm, the lid 205 mm tilted back 18°, all turned 22° on the desk.
  const T = turn(22, -30, 40);
  const P = (x: number, y: number, z: number) => cam(T([x, y, z]));
  const tilt = (18 * Math.PI) / 180;
  const lid = (u: number, v: number, back = 0) => P(u, 14 + v * Math.cos(tilt) - back * Math.sin(tilt), -106 - v * Math.sin(tilt) - back * Math.cos(tilt));
  // Shadows on the desk: wide and faint, then tight under the base.
  const foot = poly([P(-170, 0, -150), P(175, 0, -150), P(180, 0, 122), P(-168, 0, 122)]);
  art.shapeShadow(foot, { spread: 60, opacity: 0.28, dx: 40, dy: 16, steps: 10 });
  art.shapeShadow(poly([P(-154, 0, -108), P(154, 0, -108), P(154, 0, 108), P(-154, 0, 108)]), { spread: 10, opacity: 0.45, dx: 4, dy: 4, steps: 6 });
  // Lid: its thickness, the back rim, the black glass, the screen.
  art.path(poly([lid(-152, 0, 5), lid(-152, 205, 5), lid(-152, 205, 0), lid(-152, 0, 0)]), '#6E7278');
  art.path(poly([lid(-152, 205, 5), lid(152, 205, 5), lid(152, 205, 0), lid(-152, 205, 0)]), '#8D9197');
  art.path(poly([lid(-152, 0), lid(152, 0), lid(152, 205), lid(-152, 205)]), '#B9BDC3');
  art.path(poly([lid(-150, 1.5), lid(150, 1.5), lid(150, 203.5), lid(-150, 203.5)]), '#0B0B0C');
  const scr = screen([lid(-141, 196), lid(141, 196), lid(141, 13), lid(-141, 13)], 1440, 930);
  website(art, scr);
  art.logo();
  art.logo();
  // Glare on the glass, from the top left.
  const [g0, g2] = [lid(-150, 203), lid(150, 1.5)];
  art.path(poly([lid(-150, 1.5), lid(150, 1.5), lid(150, 203.5), lid(-150, 203.5)]), art.linear(g0[0], g0[1], g2[0], g2[1], [[0, '#FFFFFF', 0.14], [0.4, '#FFFFFF', 0.05], [0.41, '#FFFFFF', 0], [1, '#FFFFFF', 0]]));
  art.path(poly([lid(-141, 2.5), lid(141, 2.5), lid(141, 9), lid(-141, 9)]), '#151618');

  // Base: the side and front faces, the deck, keys, trackpad.
  art.path(poly([P(-152, 0, -106), P(-152, 0, 106), P(-152, 14, 106), P(-152, 14, -106)]), art.linear(...P(-152, 0, -106), ...P(-152, 0, 106), [[0, '#8C9096'], [1, '#A4A8AE']]));
  art.path(poly([P(-152, 0, 106), P(152, 0, 106), P(152, 14, 106), P(-152, 14, 106)]), art.linear(...P(-152, 0, 106), ...P(152, 0, 106), [[0, '#9EA2A8'], [1, '#7B7F85']]));
  const deck = poly([P(-152, 14, -106), P(152, 14, -106), P(152, 14, 106), P(-152, 14, 106)]);
  art.path(deck, art.linear(...P(-152, 14, -106), ...P(152, 14, 106), [[0, '#E4E6E9'], [0.5, '#CDD0D4'], [1, '#B4B8BE']]));
  art.path(poly([P(-152, 14, 104), P(152, 14, 104), P(152, 14, 106), P(-152, 14, 106)]), '#FFFFFF', 'fill-opacity="0.6"');
  const keys: string[] = [];
  for (let row = 0; row < 6; row++) {
    for (let col = 0; col < 14; col++) {
      const x0 = -136 + col * 19.6;
      const z0 = -92 + row * 17.8;
      const wide = row === 5 && col >= 4 && col <= 9;
      if (row === 5 && col > 4 && col <= 9) continue;
      const w = wide ? 19.6 * 6 - 3 : 16.8;
      const h = row === 0 ? 9 : 15;
      keys.push(poly([P(x0, 14.4, z0), P(x0 + w, 14.4, z0), P(x0 + w, 14.4, z0 + h), P(x0, 14.4, z0 + h)]));
    }
  }
  art.path(poly([P(-140, 14, -96), P(140, 14, -96), P(140, 14, 16), P(-140, 14, 16)]), '#5E6268', 'fill-opacity="0.35"');
  art.path(keys.join(''), '#1B1C1F');
  art.path(poly([P(-62, 14, 28), P(62, 14, 28), P(62, 14, 98), P(-62, 14, 98)]), '#000000', 'fill-opacity="0.07"');
  art.path(poly([P(-62, 14, 98), P(62, 14, 98), P(62, 14, 98.8), P(-62, 14, 98.8)]), '#FFFFFF', 'fill-opacity="0.7"');
  art.grain(0.25, undefined, 2);
  art.vignette(0.22);

  return {
    id: 'laptop-website',
    number: 502,
    label: { zh: '笔记本电脑上的网站', en: 'Website on a laptop' },
    tags: ['digital'],
    keywords: { zh: ['网站', '电脑', '笔记本', '网页', '官网'], en: ['website', 'laptop', 'web', 'computer', 'homepage'] },
    art: art.done(),
    placements: [
      { left: 50, top: 18, width: 420, height: 104, warp: { kind: 'quad', corners: scr.quad(50, 18, 420, 104) }, finish: 'flat' },
      { left: 370, top: 182, width: 700, height: 265, warp: { kind: 'quad', corners: scr.quad(370, 182, 700, 265) }, variant: 'white', colour: '{onBrand}', finish: 'flat' },
    ],
  };
}

/** A plane rectangle lying on the desk at height y, turned by `yaw` about (ox, oz), as a Screen in mm of its own. */
function onDesk(cam: (p: V3) => Point, yaw: number, ox: number, oz: number, w: number, d: number, y: number): Screen {
  const T = turn(yaw, ox, oz);
  const at = (x: number, z: number) => cam(T([x - w / 2, y, z - d / 2]));
  return screen([at(0, 0), at(w, 0), at(w, d), at(0, d)], w, d);
}

/** A tablet lying on a concrete desk in perspective, showing the brand board, with a stylus and a fan of colour swatches. */
function tabletBrandBoard(): Scene {
  const art = new Art();
  const cam = camera(46, 1000, 6900, 1200, 960);
  // Concrete desk, lit from the top left, mottled.
  art.fillAll(art.linear(0, 0, 2400, 1800, [[0, '#9A9C9E'], [0.5, '#7A7D80'], [1, '#55585C']]));
  for (const [x, y, r, o] of [[400, 500, 520, 0.08], [1500, 250, 600, -0.06], [900, 1500, 560, -0.07]] as const) {
    art.path(ellipse(x, y, r, r * 0.7), art.radial(x, y, r, [[0, o > 0 ? '#FFFFFF' : '#000000', Math.abs(o)], [1, '#000000', 0]], r * 0.7));
  }

  // A fan of colour swatch cards, bottom right, pinned at one end.
  ['{brandLight}', '{accent}', '{brandDark}', '{brand}'].forEach((paint, i) => {
    const T = turn(104 - i * 13, 152, 104);
    const at = (x: number, z: number) => cam(T([x * 0.72, 0.4 + i * 0.5, z * 0.72]));
    const card = screen([at(-26, -160), at(26, -160), at(26, 14), at(-26, 14)], 52, 174);
    art.shapeShadow(card.rect(0, 0, 52, 174, 3), { spread: 12, opacity: 0.22, dx: 10, dy: 6, steps: 4 });
    art.path(card.rect(0, 0, 52, 174, 3), '#F7F5F0');
    art.path(card.rect(0, 0, 52, 118, 3), paint);
    art.path(card.rect(8, 128, 30, 5, 2), '#3A3C40', 'fill-opacity="0.55"');
    art.path(card.rect(8, 139, 20, 4, 2), '#3A3C40', 'fill-opacity="0.3"');
    art.path(card.rect(0, 0, 52, 174, 3), art.linear(0, 0, 2400, 1800, [[0, '#FFFFFF', 0.1], [1, '#000000', 0.1]]));
    if (i === 3) {
      const c = card.map(26, 160);
      art.path(ellipse(c[0], c[1], 16, 12), '#B9BDC3').path(ellipse(c[0] - 2, c[1] - 2, 10, 7), '#E9EBEE');
    }
  });

  // Stylus at the right of the tablet.
  const pen = onDesk(cam, 4, 158, -40, 9, 166, 4.5);
  const [a0, a1] = [pen.map(4.5, 0), pen.map(4.5, 166)];
  const line = (p: readonly [Point, Point], extra: string) => art.path(`M${p[0].join(' ')}L${p[1].join(' ')}`, 'none', `stroke-linecap="round" ${extra}`);
  line([a0, a1], 'stroke="#000000" stroke-opacity="0.18" stroke-width="76" transform="translate(30 14)"');
  line([a0, a1], 'stroke="#000000" stroke-opacity="0.25" stroke-width="60" transform="translate(10 6)"');
  line([a1, pen.map(4.5, 178)], 'stroke="#B9BDC3" stroke-width="34"');
  line([a0, a1], 'stroke="#D5D8DC" stroke-width="58"');
  line([a0, a1], 'stroke="#F4F5F6" stroke-width="40" transform="translate(-6 -2)"');
  line([a0, a1], 'stroke="#FFFFFF" stroke-width="12" transform="translate(-14 -5)"');
  art.grain(0.5, undefined, 2);

  // The tablet: 248 × 179 × 6.5 mm, turned 8° on the desk.
  const yaw = -8;
  const bottom = onDesk(cam, yaw, -18, -38, 248, 179, 0);
  const top = onDesk(cam, yaw, -18, -38, 248, 179, 6.5);
  art.shapeShadow(bottom.rect(-4, -2, 256, 186, 16), { spread: 50, opacity: 0.35, dx: 40, dy: 26, steps: 7 });
  art.shapeShadow(bottom.rect(0, 0, 248, 179, 14), { spread: 10, opacity: 0.5, dx: 6, dy: 6, steps: 4 });
  art.path(bottom.rect(0, 0, 248, 179, 14), '#56595E');
  art.path(top.rect(0, 0, 248, 179, 14), art.linear(0, 0, 2400, 1800, [[0, '#D9DCE0'], [1, '#8C9096']]));
  art.path(top.rect(1.2, 1.2, 245.6, 176.6, 13), '#0A0A0B');
  const d = onDesk(cam, yaw, -18, -38, 230, 161, 6.6);
  const scr = screen([d.map(0, 0), d.map(230, 0), d.map(230, 161), d.map(0, 161)], 1430, 1000);
  // The brand board, clipped to the display's round corners: the logo on the paper, swatches and type on the right.
  art.def(`<clipPath id="digital-tablet-display"><path d="${scr.rect(0, 0, 1430, 1000, 56)}"/></clipPath>`);
  art.draw('<g clip-path="url(#digital-tablet-display)">');
  art.path(scr.rect(0, 0, 1430, 1000), '{paper}');
  art.path(scr.rect(300, 740, 300, 3), '{ink}', 'fill-opacity="0.3"');
  art.path(scr.rect(330, 790, 240, 14, 7), '{ink}', 'fill-opacity="0.45"');
  art.path(scr.rect(370, 822, 160, 10, 5), '{ink}', 'fill-opacity="0.3"');
  art.path(scr.rect(900, 0, 530, 1000), '#FFFFFF');
  art.path(scr.rect(900, 0, 2, 1000), '#000000', 'fill-opacity="0.08"');
  art.path(scr.rect(940, 50, 450, 330, 22), '{brand}');
  for (const [i, paint] of ['{accent}', '{brandDark}', '{brandLight}'].entries()) {
    art.path(scr.rect(940 + i * 156, 410, 138, 138, 20), paint);
    art.path(scr.rect(940 + i * 156, 410, 138, 138, 20), 'none', 'stroke="#000000" stroke-opacity="0.08" stroke-width="1.5"');
    art.path(scr.rect(940 + i * 156, 566, 90, 10, 5), '#2A2C30', 'fill-opacity="0.5"');
    art.path(scr.rect(940 + i * 156, 586, 60, 8, 4), '#2A2C30', 'fill-opacity="0.3"');
  }
  art.path(scr.rect(940, 640, 110, 90, 10), '#2A2C30', 'fill-opacity="0.85"');
  for (const [i, w] of [280, 240, 260, 180].entries()) art.path(scr.rect(1080, 648 + i * 22, w, 10, 5), '#2A2C30', `fill-opacity="${i === 0 ? 0.6 : 0.3}"`);
  art.path(scr.rect(940, 780, 450, 60, 30), '{accent}', 'fill-opacity="0.9"');
  art.path(scr.rect(940, 870, 300, 10, 5), '#2A2C30', 'fill-opacity="0.3"');
  art.path(scr.rect(940, 892, 380, 10, 5), '#2A2C30', 'fill-opacity="0.3"');
  art.draw('</g>');
  art.logo();
  art.logo();
  // Glare from the window at the top left, the camera dot, an edge highlight.
  const [g0, g1] = [top.map(0, 0), top.map(248, 179)];
  art.path(top.rect(1.2, 1.2, 245.6, 176.6, 13), art.linear(g0[0], g0[1], g1[0], g1[1], [[0, '#FFFFFF', 0.18], [0.3, '#FFFFFF', 0.07], [0.31, '#FFFFFF', 0.02], [0.7, '#FFFFFF', 0], [1, '#000000', 0.06]]));
  const c = top.map(124, 4.5);
  art.path(ellipse(c[0], c[1], 5, 4), '#1E2633');
  art.path(top.rect(0, 0, 248, 179, 14), 'none', 'stroke="#FFFFFF" stroke-opacity="0.45" stroke-width="2"');
  art.vignette(0.35);

  return {
    id: 'tablet-brand-board',
    number: 503,
    label: { zh: '平板电脑上的品牌板', en: 'Brand board on a tablet' },
    tags: ['digital'],
    keywords: { zh: ['平板', 'iPad', '品牌手册', '配色', '屏幕'], en: ['tablet', 'iPad', 'brand guide', 'colour palette', 'screen'] },
    art: art.done(),
    placements: [
      { left: 110, top: 250, width: 680, height: 420, warp: { kind: 'quad', corners: scr.quad(110, 250, 680, 420) }, finish: 'flat' },
      { left: 1025, top: 105, width: 280, height: 220, warp: { kind: 'quad', corners: scr.quad(1025, 105, 280, 220) }, variant: 'symbol', colour: '{onBrand}', finish: 'flat' },
    ],
  };
}

/** White marble seen from above: soft grey clouds and a few thin veins. */
function marble(art: Art): void {
  art.fillAll(art.linear(0, 0, 2400, 1800, [[0, '#F7F6F3'], [0.6, '#E9E7E2'], [1, '#D6D3CD']]));
  for (const [x, y, r] of [[500, 1300, 700], [1900, 400, 600], [1300, 1700, 500]] as const) {
    art.path(ellipse(x, y, r, r * 0.45), art.radial(x, y, r, [[0, '#9A968E', 0.12], [1, '#9A968E', 0]], r * 0.45));
  }
  const veins = [
    'M-50 380C300 460 520 300 820 520S1300 760 1560 700 2100 980 2460 900',
    'M-40 1500C260 1380 600 1460 900 1260S1500 1100 1800 1240 2250 1160 2460 1240',
    'M1300 -40C1240 200 1400 380 1320 600S1180 900 1260 1080',
    'M300 1840C420 1650 380 1500 560 1330S760 1120 900 1180',
  ];
  for (const [i, v] of veins.entries()) {
    art.path(v, 'none', `stroke="#8E8A82" stroke-opacity="0.08" stroke-width="${14 + i * 4}"`);
    art.path(v, 'none', 'stroke="#8E8A82" stroke-opacity="0.1" stroke-width="5"');
    art.path(v, 'none', `stroke="#6F6B64" stroke-opacity="${i % 2 === 0 ? 0.16 : 0.1}" stroke-width="1.5"`);
  }
}

/** A smartwatch lying on marble, a silicone strap in the brand colour, the logo on an analogue face. */
function smartwatchFace(): Scene {
  const art = new Art();
  marble(art);
  art.grain(0.25, undefined, 2);

  const cx = 1200;
  const cy = 900;
  const angle = -14;
  const cw = 470;
  const ch = 560;
  const x = cx - cw / 2;
  const y = cy - ch / 2;
  const sw = 330;
  // The watch turned on the table and drawn a little larger than its own units.
  const tf = `rotate(${angle} ${cx} ${cy}) translate(${cx} ${cy}) scale(1.22) translate(${-cx} ${-cy})`;
  const group = (draw: () => void) => {
    art.draw(`<g transform="${tf}">`);
    draw();
    art.draw('</g>');
  };
  group(() => {
    // Strap: shadows, then the two halves running off the canvas, the holes and the keeper loop.
    art.softShadow(cx - sw / 2, -600, sw, 3000, 40, { spread: 50, opacity: 0.22, dx: 34, dy: 20, steps: 8 });
    art.softShadow(x, y, cw, ch, 120, { spread: 70, opacity: 0.3, dx: 44, dy: 40, steps: 10 });
    const strap = art.linear(cx - sw / 2, 0, cx + sw / 2, 0, [[0, '#000000', 0.3], [0.12, '#000000', 0.05], [0.35, '#FFFFFF', 0.14], [0.6, '#FFFFFF', 0], [0.9, '#000000', 0.12], [1, '#000000', 0.35]]);
    art.path(roundRect(cx - sw / 2, -600, sw, 3000, 40), '{brand}');
    art.path(roundRect(cx - sw / 2, -600, sw, 3000, 40), strap);
    for (let i = 0; i < 6; i++) {
      const hy = cy + ch / 2 + 160 + i * 95;
      art.path(ellipse(cx + 4, hy + 5, 20, 20), '#000000', 'fill-opacity="0.45"');
      art.path(ellipse(cx, hy, 20, 20), '{brandDark}');
      art.path(ellipse(cx + 3, hy + 4, 15, 15), '#000000', 'fill-opacity="0.35"');
    }
    art.path(roundRect(cx - sw / 2 - 14, cy - ch / 2 - 330, sw + 28, 90, 26), '#000000', 'fill-opacity="0.25" transform="translate(8 10)"');
    art.path(roundRect(cx - sw / 2 - 14, cy - ch / 2 - 330, sw + 28, 90, 26), '{brand}');
    art.path(roundRect(cx - sw / 2 - 14, cy - ch / 2 - 330, sw + 28, 90, 26), art.linear(0, cy - ch / 2 - 330, 0, cy - ch / 2 - 240, [[0, '#FFFFFF', 0.2], [0.5, '#FFFFFF', 0], [1, '#000000', 0.3]]));
    // Case: thickness, crown and button, the metal, the glass, the display.
    art.path(roundRect(x + cw - 20, cy - 120, 58, 96, 22), art.linear(x + cw, 0, x + cw + 40, 0, [[0, '#6B7076'], [0.5, '#D9DCE0'], [1, '#8C9096']]));
    for (let i = 0; i < 7; i++) art.path(`M${x + cw + 12 + i * 3.5} ${cy - 116}V${cy - 28}`, 'none', 'stroke="#4E5257" stroke-opacity="0.5" stroke-width="1.5"');
    art.path(roundRect(x + cw - 16, cy + 40, 36, 130, 14), '#9DA2A8');
    art.path(roundRect(x + 4, y + 12, cw, ch, 120), '#2A2C30');
    art.path(roundRect(x, y, cw, ch, 120), art.linear(x, y, x + cw, y + ch, [[0, '#F3F4F6'], [0.35, '#A9AEB5'], [0.6, '#D8DBDF'], [1, '#6E737A']]));
    art.path(roundRect(x + 16, y + 16, cw - 32, ch - 32, 104), '#050506');
  });
  // The dial's area inside the glass.
  const fw = cw - 96;
  const fh = ch - 96;
  group(() => {
    // The face: minute ticks round the edge, hour marks, the hands at ten past ten.
    const ticks: string[] = [];
    const hours: string[] = [];
    for (let i = 0; i < 60; i++) {
      const t = (i / 60) * Math.PI * 2;
      const dx = Math.sin(t);
      const dy = -Math.cos(t);
      const reach = Math.min((fw / 2 - 14) / Math.max(Math.abs(dx), 1e-6), (fh / 2 - 14) / Math.max(Math.abs(dy), 1e-6));
      const len = i % 5 === 0 ? 34 : 14;
      const a = [cx + dx * reach, cy + dy * reach];
      const b = [cx + dx * (reach - len), cy + dy * (reach - len)];
      (i % 5 === 0 ? hours : ticks).push(`M${a[0]!.toFixed(1)} ${a[1]!.toFixed(1)}L${b[0]!.toFixed(1)} ${b[1]!.toFixed(1)}`);
    }
    art.path(ticks.join(''), 'none', 'stroke="#8C9096" stroke-width="3" stroke-linecap="round"');
    art.path(hours.join(''), 'none', 'stroke="#F2F3F5" stroke-width="8" stroke-linecap="round"');
  });
  art.logo();
  group(() => {
    const hand = (deg: number, len: number, width: number, paint: string, tail = 0) => {
      const t = (deg * Math.PI) / 180;
      const ex = cx + Math.sin(t) * len;
      const ey = cy - Math.cos(t) * len;
      const sx = cx - Math.sin(t) * tail;
      const sy = cy + Math.cos(t) * tail;
      art.path(`M${sx.toFixed(1)} ${sy.toFixed(1)}L${ex.toFixed(1)} ${ey.toFixed(1)}`, 'none', `stroke="#000000" stroke-opacity="0.5" stroke-width="${width + 4}" stroke-linecap="round" transform="translate(4 6)"`);
      art.path(`M${sx.toFixed(1)} ${sy.toFixed(1)}L${ex.toFixed(1)} ${ey.toFixed(1)}`, 'none', `stroke="${paint}" stroke-width="${width}" stroke-linecap="round"`);
    };
    hand(-60, 120, 16, '#F2F3F5');
    hand(60, 170, 12, '#F2F3F5');
    hand(98, 175, 4, '{accent}', 40);
    art.path(ellipse(cx, cy, 14, 14), '{accent}').path(ellipse(cx, cy, 6, 6), '#050506');
    // Glass: a curved reflection from the top left.
    art.path(roundRect(x + 16, y + 16, cw - 32, ch - 32, 104), art.linear(x, y, x + cw, y + ch, [[0, '#FFFFFF', 0.22], [0.38, '#FFFFFF', 0.06], [0.385, '#FFFFFF', 0], [1, '#FFFFFF', 0]]));
    art.path(roundRect(x + 16, y + 16, cw - 32, ch - 32, 104), 'none', 'stroke="#FFFFFF" stroke-opacity="0.25" stroke-width="3"');
  });
  // Soft shadows of leaves across the scene, then the lens.
  const leaf = (lx: number, ly: number, len: number, rot: number) =>
    `<path transform="rotate(${rot} ${lx} ${ly})" d="M${lx} ${ly}C${lx + len * 0.3} ${ly - len * 0.22} ${lx + len * 0.75} ${ly - len * 0.16} ${lx + len} ${ly}C${lx + len * 0.75} ${ly + len * 0.16} ${lx + len * 0.3} ${ly + len * 0.22} ${lx} ${ly}Z"/>`;
  const leaves = leaf(1700, 40, 520, 30) + leaf(1950, 180, 460, 70) + leaf(2050, 520, 420, 110) + leaf(1600, 260, 380, 55) +
    '<path d="M1500 -40C1620 60 1760 140 2060 560" fill="none" stroke="#2B2A26" stroke-width="10"/>';
  for (const [dx, dy] of [[0, 0], [8, 5], [-6, 8], [4, -7]] as const) art.draw(`<g fill="#2B2A26" fill-opacity="0.028" stroke-opacity="0.028" transform="translate(${dx} ${dy})">${leaves}</g>`);
  art.vignette(0.22);

  const box = 230;
  return {
    id: 'smartwatch-face',
    number: 504,
    label: { zh: '智能手表表盘', en: 'Smartwatch face' },
    tags: ['digital'],
    keywords: { zh: ['手表', '智能手表', '表盘', '穿戴'], en: ['watch', 'smartwatch', 'watch face', 'wearable'] },
    art: art.done(),
    placements: [{ left: cx - box / 2, top: cy + 42, width: box, height: 130, transform: tf, variant: 'symbol', colour: '#FFFFFF', finish: 'flat' }],
  };
}

/** A social media profile on a phone in a stand on a desk: the cover in the brand colour, the logo as the avatar and in a post. */
function socialProfilePhone(): Scene {
  const art = new Art();
  const horizon = 1390;
  // Warm wall and a light oak desk seen at a low angle.
  art.fillAll(art.linear(0, 0, 2400, horizon, [[0, '#F3EFE8'], [1, '#E2DCD2']]));
  art.path(`M0 0H2400V${horizon}H0Z`, art.linear(0, 0, 2400, 0, [[0, '#FFFFFF', 0.3], [0.55, '#FFFFFF', 0], [1, '#000000', 0.1]]));
  art.path(`M0 ${horizon}H2400V1800H0Z`, art.linear(0, horizon, 0, 1800, [[0, '#C9A57E'], [0.3, '#D8B893'], [1, '#E2C6A2']]));
  const rnd = random(11);
  const grainLines: string[] = [];
  for (let i = 0; i < 40; i++) {
    const y = horizon + 8 + Math.pow(rnd(), 1.6) * 400;
    const w = 0.6 + ((y - horizon) / 400) * 2.5;
    grainLines.push(`M0 ${y.toFixed(1)}C800 ${(y - 3).toFixed(1)} 1600 ${(y + 3).toFixed(1)} 2400 ${y.toFixed(1)}V${(y + w).toFixed(1)}C1600 ${(y + 3 + w).toFixed(1)} 800 ${(y - 3 + w).toFixed(1)} 0 ${(y + w).toFixed(1)}Z`);
  }
  art.path(grainLines.join(''), '#6B4624', 'fill-opacity="0.12"');
  art.path(`M0 ${horizon}H2400V${horizon + 5}H0Z`, '#FFFFFF', 'fill-opacity="0.45"');

  // A pot with a trailing plant at the left.
  const px = 420;
  art.contactShadow(px + 40, 1520, 260, 40, 0.35);
  art.path(`M${px - 210} 1130H${px + 210}L${px + 175} 1500C${px + 100} 1530 ${px - 100} 1530 ${px - 175} 1500Z`, art.linear(px - 210, 0, px + 210, 0, [[0, '#F7F4EF'], [0.3, '#ECE7DF'], [1, '#B7AEA2']]));
  art.path(ellipse(px, 1130, 210, 30), '#D9D2C7');
  art.path(ellipse(px, 1134, 192, 22), '#4D3A2C');
  art.def('<linearGradient id="digital-leaf-shade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#FFFFFF" stop-opacity="0.22"/><stop offset="0.5" stop-color="#FFFFFF" stop-opacity="0"/><stop offset="1" stop-color="#000000" stop-opacity="0.28"/></linearGradient>');
  const leaf = (x: number, y: number, r: number, rot: number, tone: string) => {
    const d = `M0 0C${r * 0.5} ${-r * 0.55} ${r * 1.1} ${-r * 0.45} ${r * 1.3} 0C${r * 1.1} ${r * 0.45} ${r * 0.5} ${r * 0.55} 0 0Z`;
    const at = `transform="translate(${x} ${y}) rotate(${rot})"`;
    art.path(d, '#000000', `fill-opacity="0.12" transform="translate(${x + 10} ${y + 12}) rotate(${rot})"`);
    art.path(d, tone, at).path(d, 'url(#digital-leaf-shade)', at);
    art.path(`M${r * 0.1} 0C${r * 0.5} ${-r * 0.04} ${r * 0.9} ${-r * 0.04} ${r * 1.2} 0`, 'none', `stroke="#DCEBD5" stroke-opacity="0.45" stroke-width="3" ${at}`);
  };
  for (const [i, [x, y, r, rot]] of ([
    [px - 40, 1120, 150, -150], [px + 20, 1110, 170, -40], [px - 10, 1100, 140, -95], [px + 80, 1125, 130, 10], [px - 120, 1130, 120, 160], [px - 150, 1180, 110, 120], [px + 150, 1160, 120, 55], [px - 60, 1090, 120, -120],
  ] as const).entries()) {
    leaf(x, y, r, rot, ['#3E6B47', '#4F8257', '#2F5737', '#5C9262'][i % 4]!);
  }

  // The phone stand's base plate on the desk, its shadow, the phone, the lip in front.
  const cx = 1330;
  const w = 600;
  const h = 1240;
  const x = cx - w / 2;
  const y = 230;
  art.path(`M${cx - 330} ${y + h + 40}H${cx + 330}L${cx + 380} ${y + h + 140}H${cx - 380}Z`, '#000000', 'fill-opacity="0.12" transform="translate(30 12)"');
  art.path(`M${cx - 330} ${y + h + 40}H${cx + 330}L${cx + 380} ${y + h + 130}H${cx - 380}Z`, art.linear(0, y + h + 40, 0, y + h + 130, [[0, '#9EA3AA'], [1, '#D4D7DB']]));
  art.path(`M${cx - 380} ${y + h + 130}H${cx + 380}V${y + h + 148}H${cx - 380}Z`, '#6E737A');
  art.softShadow(x, y, w, h, 96, { spread: 90, opacity: 0.22, dx: 60, dy: 30, steps: 10 });
  phoneBody(art, x, y, w, h, 'silver', '#FFFFFF');
  const s = w * 0.045;
  const sx = x + s;
  const sy = y + s;
  const sw = w - 2 * s;
  const sh = h - 2 * s;
  art.def(`<clipPath id="digital-social-screen"><path d="${roundRect(sx, sy, sw, sh, w * 0.16 - s)}"/></clipPath>`);
  art.draw('<g clip-path="url(#digital-social-screen)">');
  // Cover, with a quiet pattern of circles.
  art.path(`M${sx} ${sy}H${sx + sw}V${sy + 330}H${sx}Z`, '{brand}');
  art.path(ellipse(sx + sw - 40, sy + 40, 200, 200), '#FFFFFF', 'fill-opacity="0.07"');
  art.path(ellipse(sx + 40, sy + 330, 160, 160), '#000000', 'fill-opacity="0.08"');
  art.path(`M${sx} ${sy}H${sx + sw}V${sy + 330}H${sx}Z`, art.linear(0, sy, 0, sy + 330, [[0, '#000000', 0.18], [0.35, '#000000', 0], [1, '#000000', 0.1]]));
  // Status bar.
  art.path(roundRect(sx + 50, sy + 36, 60, 16, 8), '{onBrand}', 'fill-opacity="0.9"');
  art.path(roundRect(sx + sw - 120, sy + 36, 26, 16, 3) + roundRect(sx + sw - 86, sy + 36, 40, 16, 5), '{onBrand}', 'fill-opacity="0.9"');
  // Buttons, name, handle, bio, stats.
  art.path(roundRect(sx + 240, sy + 350, 140, 54, 27), '{brand}');
  art.path(roundRect(sx + 282, sy + 371, 56, 12, 6), '{onBrand}');
  art.path(roundRect(sx + 392, sy + 350, 130, 54, 27), '#ECEEF1');
  art.path(roundRect(sx + 425, sy + 371, 64, 12, 6), '#3A3F45', 'fill-opacity="0.7"');
  art.path(roundRect(sx + 30, sy + 452, 230, 26, 8), '#15171A');
  art.path(ellipse(sx + 284, sy + 465, 14, 14), '{accent}');
  art.path('M0 0L5 5L12 -4', 'none', `stroke="#FFFFFF" stroke-width="3.5" stroke-linecap="round" stroke-linejoin="round" transform="translate(${sx + 278} ${sy + 465})"`);
  art.path(roundRect(sx + 30, sy + 494, 150, 14, 7), '#8A8F96');
  art.path(roundRect(sx + 30, sy + 532, 440, 12, 6), '#3A3F45', 'fill-opacity="0.6"');
  art.path(roundRect(sx + 30, sy + 556, 330, 12, 6), '#3A3F45', 'fill-opacity="0.6"');
  for (let i = 0; i < 3; i++) {
    art.path(roundRect(sx + 30 + i * 170, sy + 598, 64, 20, 6), '#15171A');
    art.path(roundRect(sx + 30 + i * 170, sy + 628, 90, 10, 5), '#8A8F96');
  }
  // Tabs, then the grid of posts.
  art.path(`M${sx} ${sy + 672}H${sx + sw}V${sy + 674}H${sx}Z`, '#E3E6EA');
  art.path(`M${sx} ${sy + 718}H${sx + sw / 3}V${sy + 722}H${sx}Z`, '#15171A');
  const g = (sw - 6) / 3;
  const gy = sy + 724;
  const tile = (i: number) => [sx + (i % 3) * (g + 3), gy + Math.floor(i / 3) * (g + 3)] as const;
  const tiles: [string, () => void][] = [
    ['{brand}', () => {}],
    ['{brandLight}', () => {
      const [tx, ty] = tile(1);
      art.path(ellipse(tx + g * 0.5, ty + g * 0.84, g * 0.34, g * 0.06), '#000000', 'fill-opacity="0.12"');
      art.path(roundRect(tx + g * 0.34, ty + g * 0.3, g * 0.32, g * 0.54, 10), '{brand}');
      art.path(roundRect(tx + g * 0.4, ty + g * 0.2, g * 0.2, g * 0.12, 4), '{accent}');
    }],
    ['#DDB48A', () => {
      const [tx, ty] = tile(2);
      art.path(`M${tx} ${ty}H${tx + g}V${ty + g}H${tx}Z`, art.linear(0, ty, 0, ty + g, [[0, '#F4C58F'], [0.6, '#E49B6A'], [1, '#A85C44']]));
      art.path(ellipse(tx + g * 0.66, ty + g * 0.42, g * 0.12, g * 0.12), '#FFF1D6');
      art.path(`M${tx} ${ty + g * 0.75}C${tx + g * 0.3} ${ty + g * 0.55} ${tx + g * 0.55} ${ty + g * 0.7} ${tx + g} ${ty + g * 0.6}V${ty + g}H${tx}Z`, '#5B3A3A', 'fill-opacity="0.8"');
    }],
    ['{accent}', () => {
      const [tx, ty] = tile(3);
      for (const [j, lw] of [0.64, 0.5, 0.58].entries()) art.path(roundRect(tx + g * 0.18, ty + g * (0.32 + j * 0.13), g * lw, g * 0.07, 4), '#FFFFFF', 'fill-opacity="0.92"');
    }],
    ['{paper}', () => {
      const [tx, ty] = tile(4);
      art.path(ellipse(tx + g * 0.5, ty + g * 0.5, g * 0.26, g * 0.26), '{brand}', 'fill-opacity="0.85"');
      art.path(ellipse(tx + g * 0.5, ty + g * 0.5, g * 0.14, g * 0.14), '{accent}');
    }],
    ['#2F3A3F', () => {
      const [tx, ty] = tile(5);
      art.path(`M${tx} ${ty}H${tx + g}V${ty + g}H${tx}Z`, art.linear(tx, ty, tx + g, ty + g, [[0, '#4A6B73'], [1, '#1F272B']]));
      art.path(`M${tx} ${ty + g * 0.8}L${tx + g * 0.35} ${ty + g * 0.45}L${tx + g * 0.6} ${ty + g * 0.68}L${tx + g * 0.78} ${ty + g * 0.52}L${tx + g} ${ty + g * 0.74}V${ty + g}H${tx}Z`, '#0F1417', 'fill-opacity="0.8"');
    }],
    ['{brandDark}', () => {}],
    ['#E9E4DC', () => {}],
    ['{brandLight}', () => {}],
  ];
  tiles.forEach(([paint, extra], i) => {
    const [tx, ty] = tile(i);
    art.path(`M${tx} ${ty}H${tx + g}V${ty + g}H${tx}Z`, paint);
    extra();
  });
  // Bottom navigation bar and the home indicator.
  art.path(`M${sx} ${sy + sh - 120}H${sx + sw}V${sy + sh}H${sx}Z`, '#FFFFFF', 'fill-opacity="0.97"');
  art.path(`M${sx} ${sy + sh - 120}H${sx + sw}V${sy + sh - 118}H${sx}Z`, '#E3E6EA');
  for (let i = 0; i < 5; i++) art.path(roundRect(sx + 48 + i * ((sw - 96 - 36) / 4), sy + sh - 98, 36, 36, i === 4 ? 18 : 9), i === 4 ? '{brand}' : '#3A3F45', i === 4 ? '' : 'fill-opacity="0.8"');
  art.path(roundRect(cx - 80, sy + sh - 26, 160, 9, 5), '#15171A');
  art.draw('</g>');
  art.path(roundRect(x + w / 2 - w * 0.14, y + s + 22, w * 0.28, 40, 20), '#000000');
  // The avatar's white ring over the cover.
  art.path(ellipse(sx + 120, sy + 330, 98, 98), '#FFFFFF');
  art.path(ellipse(sx + 120, sy + 330, 88, 88), '{paper}');
  art.logo();
  art.logo();
  art.logo();
  // The stand's lip in front of the phone's foot, the glass's gloss.
  screenGloss(art, roundRect(sx, sy, sw, sh, w * 0.16 - s), x, y, w, h, 0.7);
  art.path(roundRect(x - 30, y + h - 70, w + 60, 110, 24), '#000000', 'fill-opacity="0.18" transform="translate(10 14)"');
  art.path(roundRect(x - 30, y + h - 70, w + 60, 110, 24), art.linear(0, y + h - 70, 0, y + h + 40, [[0, '#E3E6E9'], [0.2, '#B7BCC2'], [1, '#80858C']]));
  art.path(roundRect(x - 30, y + h - 70, w + 60, 8, 4), '#FFFFFF', 'fill-opacity="0.6"');
  art.grain(0.3, undefined, 2);
  art.vignette(0.25);

  const [t0x, t0y] = tile(0);
  return {
    id: 'social-profile-phone',
    number: 505,
    label: { zh: '社交媒体主页', en: 'Social media profile' },
    tags: ['digital'],
    keywords: { zh: ['社交媒体', '头像', '主页', '小红书', '微博', '抖音'], en: ['social media', 'profile', 'avatar', 'Instagram', 'cover'] },
    art: art.done(),
    placements: [
      { left: sx + 120 - 62, top: sy + 330 - 62, width: 124, height: 124, variant: 'symbol', clipPath: ellipse(sx + 120, sy + 330, 88, 88), finish: 'flat' },
      { left: sx + 150, top: sy + 90, width: 300, height: 160, variant: 'white', colour: '{onBrand}', finish: 'flat', opacity: 0.95 },
      { left: t0x + g * 0.18, top: t0y + g * 0.18, width: g * 0.64, height: g * 0.64, variant: 'symbol', colour: '{onBrand}', finish: 'flat' },
    ],
  };
}

/** A generic app icon: a rounded square in a gradient with a simple white glyph. */
function appIcon(art: Art, x: number, y: number, size: number, from: string, to: string, glyph: number): void {
  const r = size * 0.23;
  art.path(roundRect(x + 3, y + 6, size, size, r), '#000000', 'fill-opacity="0.18"');
  art.path(roundRect(x, y, size, size, r), art.linear(x, y, x, y + size, [[0, from], [1, to]]));
  const c = x + size / 2;
  const m = y + size / 2;
  const u = size / 10;
  const white = 'fill="#FFFFFF"';
  const glyphs = [
    `<path d="${ellipse(c, m, u * 2.6, u * 2.6)}" fill="none" stroke="#FFFFFF" stroke-width="${u * 0.8}"/>`,
    `<path d="${roundRect(c - u * 3, m - u * 2.2, u * 6, u * 4.4, u)}" ${white}/>`,
    `<path d="M${c - u * 3} ${m + u * 2.5}V${m}M${c - u} ${m + u * 2.5}V${m - u * 2.5}M${c + u} ${m + u * 2.5}V${m - u}M${c + u * 3} ${m + u * 2.5}V${m - u * 1.8}" stroke="#FFFFFF" stroke-width="${u * 1.1}" stroke-linecap="round"/>`,
    `<path d="M${c} ${m - u * 3}L${c + u * 3} ${m + u * 2.4}H${c - u * 3}Z" ${white}/>`,
    `<path d="${ellipse(c, m - u * 0.6, u * 2.6, u * 2)}" ${white}/><path d="M${c - u * 1.6} ${m + u}L${c - u * 2.4} ${m + u * 3}L${c} ${m + u * 1.3}Z" ${white}/>`,
    `<path d="${roundRect(c - u * 2.6, m - u * 2.6, u * 2.2, u * 2.2, u * 0.5)}${roundRect(c + u * 0.4, m - u * 2.6, u * 2.2, u * 2.2, u * 0.5)}${roundRect(c - u * 2.6, m + u * 0.4, u * 2.2, u * 2.2, u * 0.5)}${roundRect(c + u * 0.4, m + u * 0.4, u * 2.2, u * 2.2, u * 0.5)}" ${white}/>`,
  ];
  art.draw(glyphs[glyph % glyphs.length]!);
}

/** A phone's home screen close up, the brand's app icon among the others, the phone lying across a tinted paper backdrop. */
function appIconHomeScreen(): Scene {
  const art = new Art();
  art.fillAll(art.linear(0, 0, 2400, 1800, [[0, '#FFFFFF'], [0.45, '{brandLight}'], [1, '{brandLight}']]));
  art.grain(0.35, undefined, 2);

  const cx = 1230;
  const cy = 960;
  const w = 860;
  const h = 1760;
  const x = cx - w / 2;
  const y = cy - h / 2;
  const angle = 24;
  const s = w * 0.045;
  const sx = x + s;
  const sy = y + s;
  const sw = w - 2 * s;
  const sh = h - 2 * s;
  const size = 150;
  const gap = (sw - 4 * size) / 5;
  const slot = (col: number, row: number) => [sx + gap + col * (size + gap), sy + 200 + row * 232] as const;
  const [bx, by] = slot(1, 1);
  // Close up: the phone turned and enlarged so that the brand's icon lands left of the centre.
  const tf = `translate(1020 800) rotate(${angle}) scale(1.75) translate(${-(bx + size / 2)} ${-(by + size / 2)})`;
  const group = (draw: () => void) => {
    art.draw(`<g transform="${tf}">`);
    draw();
    art.draw('</g>');
  };
  group(() => {
    art.softShadow(x, y, w, h, 140, { spread: 60, opacity: 0.26, dx: 30, dy: 34, steps: 9 });
    art.softShadow(x, y, w, h, 140, { spread: 8, opacity: 0.4, dx: 5, dy: 7, steps: 3 });
    // Wallpaper: a soft dusk gradient.
    phoneBody(art, x, y, w, h, 'graphite', art.linear(sx, sy, sx + sw * 0.4, sy + sh, [[0, '#F3D3BC'], [0.35, '#E2C3CF'], [0.65, '#B7AEDB'], [1, '#7D8CC0']]));
    art.path(roundRect(x + w / 2 - w * 0.14, y + s + 22, w * 0.28, 54, 27), '#000000');
    art.path(roundRect(sx + 70, sy + 50, 86, 22, 11) + roundRect(sx + sw - 170, sy + 52, 38, 20, 4) + roundRect(sx + sw - 120, sy + 52, 56, 20, 6), '#FFFFFF', 'fill-opacity="0.9"');
    // The grid: six rows of four, the brand's own icon in the second row.
    const tones: [string, string][] = [['#6FB6E8', '#3A7FC0'], ['#F2B36B', '#D9823A'], ['#8BCB8F', '#4E9A5C'], ['#EE8A9E', '#C95472'], ['#A99BE0', '#6E5DBA'], ['#A7B2BA', '#6B7780'], ['#F0CF6A', '#D1A53A'], ['#6CC6CF', '#2F8E99']];
    let k = 0;
    for (let row = 0; row < 5; row++) {
      for (let col = 0; col < 4; col++) {
        const [ix, iy] = slot(col, row);
        art.path(roundRect(ix + size / 2 - 44, iy + size + 18, 88, 13, 6), '#FFFFFF', 'fill-opacity="0.75"');
        if (col === 1 && row === 1) continue;
        const [from, to] = tones[k % tones.length]!;
        appIcon(art, ix, iy, size, from, to, k);
        k += 1;
      }
    }
    // The brand's icon.
    art.path(roundRect(bx + 3, by + 8, size, size, size * 0.23), '#000000', 'fill-opacity="0.25"');
    art.path(roundRect(bx, by, size, size, size * 0.23), '{brand}');
    art.path(roundRect(bx, by, size, size, size * 0.23), art.linear(bx, by, bx, by + size, [[0, '#FFFFFF', 0.16], [1, '#000000', 0.12]]));
    // Page dots and the dock.
    for (let i = 0; i < 3; i++) art.path(ellipse(cx - 24 + i * 24, sy + sh - 300, 7, 7), '#FFFFFF', `fill-opacity="${i === 0 ? 0.9 : 0.4}"`);
    art.path(roundRect(sx + 26, sy + sh - 250, sw - 52, 210, 64), '#FFFFFF', 'fill-opacity="0.22"');
    for (let col = 0; col < 4; col++) {
      const [from, to] = tones[(col * 3 + 1) % tones.length]!;
      appIcon(art, sx + gap + col * (size + gap), sy + sh - 220, size, from, to, col + 2);
    }
  });
  art.logo();
  group(() => {
    // A notification badge on the brand's icon, then the glass.
    art.path(ellipse(bx + size - 6, by + 6, 26, 26), '#FF3B30');
    art.path(roundRect(bx + size - 10, by - 6, 8, 24, 3), '#FFFFFF');
    screenGloss(art, roundRect(sx, sy, sw, sh, w * 0.16 - s), x, y, w, h, 0.8);
  });
  art.vignette(0.25);

  return {
    id: 'app-icon-home-screen',
    number: 506,
    label: { zh: '主屏幕上的应用图标', en: 'App icon on a home screen' },
    tags: ['digital'],
    keywords: { zh: ['应用图标', 'App', '图标', '手机', '主屏幕'], en: ['app icon', 'icon', 'app', 'phone', 'home screen'] },
    art: art.done(),
    placements: [{ left: bx + 22, top: by + 22, width: size - 44, height: size - 44, transform: tf, variant: 'symbol', colour: '{onBrand}', finish: 'flat' }],
  };
}

export const DIGITAL: readonly Scene[] = [phoneSplashOnDesk(), laptopWebsite(), tabletBrandBoard(), smartwatchFace(), socialProfilePhone(), appIconHomeScreen()];
