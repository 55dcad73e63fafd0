import { Art, ellipse, poly, roundRect } from '../art';
import type { Scene, ScenePlacement } from '../scene';
import { warpMap, type Point } from '../warp';
import { crease, f, windowLight } from './props';

/** Packaging: bags, boxes, labels, cups. Numbers 401–499. */

type P = Point;
type Quad = readonly [P, P, P, P];

/** Where the line from p towards the vanishing point v reaches x. */
function toward(p: P, v: P, x: number): P {
  const t = (x - p[0]) / (v[0] - p[0]);
  return [x, p[1] + (v[1] - p[1]) * t];
}

/** Where the lines a→b and c→d cross. */
function meet(a: P, b: P, c: P, d: P): P {
  const d1x = b[0] - a[0];
  const d1y = b[1] - a[1];
  const d2x = d[0] - c[0];
  const d2y = d[1] - c[1];
  const t = ((c[0] - a[0]) * d2y - (c[1] - a[1]) * d2x) / (d1x * d2y - d1y * d2x);
  return [a[0] + d1x * t, a[1] + d1y * t];
}

/** A point of a face in perspective: (u, v) in 0–1 across and down the face (corners: top-left, top-right, bottom-right, bottom-left). */
function onFace(face: Quad, u: number, v: number): P {
  return warpMap({ kind: 'quad', corners: face }, { left: 0, top: 0, width: 1, height: 1 })(u, v);
}

/**
 * A logo placement on a face in perspective: the region u0–u1 × v0–v1 of a
 * face whose real size is w × h (so the logo keeps its aspect on the face).
 */
function facePlacement(face: Quad, w: number, h: number, u0: number, u1: number, v0: number, v1: number, rest: Partial<ScenePlacement>): ScenePlacement {
  const corners: Quad = [onFace(face, u0, v0), onFace(face, u1, v0), onFace(face, u1, v1), onFace(face, u0, v1)];
  const c = onFace(face, (u0 + u1) / 2, (v0 + v1) / 2);
  const bw = (u1 - u0) * w;
  const bh = (v1 - v0) * h;
  return { left: Math.round(c[0] - bw / 2), top: Math.round(c[1] - bh / 2), width: Math.round(bw), height: Math.round(bh), warp: { kind: 'quad', corners }, ...rest };
}

/** A twisted rope (a bag's handle) along path data. */
function rope(art: Art, d: string, colour: string, width: number): void {
  art.draw(`<path d="${d}" fill="none" stroke="#000000" stroke-opacity="0.18" stroke-width="${width + 4}" stroke-linecap="round" transform="translate(8 10)"/>`);
  art.draw(`<path d="${d}" fill="none" stroke="${colour}" stroke-width="${width}" stroke-linecap="round"/>`);
  art.draw(`<path d="${d}" fill="none" stroke="#000000" stroke-opacity="0.12" stroke-width="${width}" stroke-dasharray="${f(width * 0.18)} ${f(width * 0.3)}"/>`);
  art.draw(`<path d="${d}" fill="none" stroke="#000000" stroke-opacity="0.18" stroke-width="${f(width * 0.3)}" transform="translate(${f(width * 0.2)} ${f(width * 0.15)})"/>`);
  art.draw(`<path d="${d}" fill="none" stroke="#FFFFFF" stroke-opacity="0.3" stroke-width="${f(width * 0.3)}" transform="translate(-${f(width * 0.18)} -${f(width * 0.12)})"/>`);
}

interface Bag {
  front: Quad;
  side: Quad;
  /** The far corner of the opening. */
  back: P;
}

/** A paper shopping bag's corners: near vertical edge at x (top to bottom), the front face reaching left to xl, the side right to xr, along lines to the vanishing points. */
function bagGeometry(x: number, top: number, bottom: number, xl: number, xr: number, vl: P, vr: P): Bag {
  const nearTop: P = [x, top];
  const nearBottom: P = [x, bottom];
  const tl = toward(nearTop, vl, xl);
  const tr = toward(nearTop, vr, xr);
  return { front: [tl, nearTop, nearBottom, toward(nearBottom, vl, xl)], side: [nearTop, tr, toward(nearBottom, vr, xr), nearBottom], back: meet(tl, vr, tr, vl) };
}

function lerp(a: P, b: P, t: number): P {
  return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];
}

/** A rope handle rising `lift` above its two ends. */
function loop(a: P, b: P, lift: number): string {
  return `M${f(a[0])} ${f(a[1])}C${f(a[0] - 10)} ${f(a[1] - lift)} ${f(b[0] + 10)} ${f(b[1] - lift)} ${f(b[0])} ${f(b[1])}`;
}

interface BagPaint {
  front: string;
  sideA: string;
  sideB: string;
  inside: string;
  rope: string;
}

/**
 * A paper bag up to its front face (the placement on the front face comes
 * next, then `bagOver`): the inside, the back handle, the gusset with its folds, the front.
 */
function bagUnder(art: Art, g: Bag, paint: BagPaint, lift: number): void {
  const [tl, nt, nb] = g.front;
  const [, tr, br] = g.side;
  // The inside seen through the opening, the back handle rising from the back wall.
  const opening = poly([tl, nt, tr, g.back]);
  art.path(opening, paint.inside);
  art.path(opening, art.linear(g.back[0], g.back[1], nt[0], nt[1], [[0, '#000000', 0.1], [0.5, '#000000', 0.45], [1, '#000000', 0.6]]));
  const h1 = lerp(g.back, tr, 0.3);
  const h2 = lerp(g.back, tr, 0.7);
  rope(art, loop([h1[0], h1[1] + 14], [h2[0], h2[1] + 14], lift * 0.9), paint.rope, 20);
  art.draw(`<path d="${loop([h1[0], h1[1] + 14], [h2[0], h2[1] + 14], lift * 0.9)}" fill="none" stroke="#000000" stroke-opacity="0.16" stroke-width="20"/>`);
  art.path(opening, '#000000', 'fill-opacity="0.12"');
  // The gusset: two panels meeting at a crease that folds inwards at the top.
  const midTop: P = [(nt[0] + tr[0]) / 2 - 8, (nt[1] + tr[1]) / 2 + 34];
  const midBottom: P = [(nb[0] + br[0]) / 2, (nb[1] + br[1]) / 2];
  art.path(poly([nt, midTop, midBottom, nb]), paint.sideA);
  art.path(poly([midTop, tr, br, midBottom]), paint.sideB);
  art.path(poly([nt, midTop, tr, br, nb]), art.linear(0, nt[1], 0, nb[1], [[0, '#000000', 0.08], [0.3, '#000000', 0], [1, '#000000', 0.12]]));
  // Its bottom fold: creases rising from the bottom corners to the middle.
  const foldUp: P = [midBottom[0], midBottom[1] - (nb[1] - nt[1]) * 0.16];
  art.draw(`<path d="M${f(nb[0])} ${f(nb[1])}L${f(foldUp[0])} ${f(foldUp[1])}L${f(br[0])} ${f(br[1])}" fill="none" stroke="#000000" stroke-opacity="0.16" stroke-width="3"/>`);
  art.draw(`<path d="M${f(nb[0] + 4)} ${f(nb[1] - 6)}L${f(foldUp[0])} ${f(foldUp[1] - 6)}" fill="none" stroke="#FFFFFF" stroke-opacity="0.12" stroke-width="3"/>`);
  art.draw(`<path d="M${f(midTop[0])} ${f(midTop[1])}L${f(midBottom[0])} ${f(midBottom[1])}" fill="none" stroke="#FFFFFF" stroke-opacity="0.2" stroke-width="4"/>`);
  // The front face.
  art.path(poly(g.front), paint.front);
}

/** Light over a bag's front face (after its placement), the turned-over top band, the near edge, the front handle. */
function bagOver(art: Art, g: Bag, paint: BagPaint, lift: number): void {
  const [tl, nt, nb] = g.front;
  art.path(poly(g.front), art.linear(tl[0], tl[1], nb[0], nb[1], [[0, '#FFFFFF', 0.2], [0.5, '#FFFFFF', 0.04], [1, '#000000', 0.1]]));
  // The top is folded over inside: a faint line a little below the edge.
  const d = (nb[1] - nt[1]) * 0.075;
  art.draw(`<path d="M${f(tl[0])} ${f(tl[1] + d)}L${f(nt[0])} ${f(nt[1] + d)}" fill="none" stroke="#000000" stroke-opacity="0.12" stroke-width="3"/>`);
  art.draw(`<path d="M${f(tl[0])} ${f(tl[1] + d + 3)}L${f(nt[0])} ${f(nt[1] + d + 3)}" fill="none" stroke="#FFFFFF" stroke-opacity="0.12" stroke-width="2"/>`);
  // A lit top edge and a crisp near edge.
  art.draw(`<path d="M${f(tl[0])} ${f(tl[1])}L${f(nt[0])} ${f(nt[1])}" fill="none" stroke="#FFFFFF" stroke-opacity="0.35" stroke-width="3"/>`);
  art.draw(`<path d="M${f(nt[0])} ${f(nt[1])}L${f(nb[0])} ${f(nb[1])}" fill="none" stroke="#FFFFFF" stroke-opacity="0.35" stroke-width="4"/>`);
  // The front handle: the rope through two reinforced holes.
  const h1 = onFace(g.front, 0.3, 0.045);
  const h2 = onFace(g.front, 0.7, 0.045);
  for (const h of [h1, h2]) art.path(ellipse(h[0], h[1], 13, 12), '#000000', 'fill-opacity="0.5"');
  rope(art, loop(h1, h2, lift), paint.rope, 22);
}

/** Paper shopping bags: a large one in the brand colour with rope handles and a smaller kraft one behind it, standing at an angle on a studio floor. */
function shoppingBags(): Scene {
  const art = new Art();
  // Studio: a warm wall meeting the floor.
  art.fillAll(art.linear(0, 0, 0, 1120, [[0, '#ECE8E2'], [1, '#DCD6CE']]));
  art.path('M0 1120H2400V1800H0Z', art.linear(0, 1120, 0, 1800, [[0, '#D2CBC1'], [1, '#BDB5AA']]));
  art.path('M0 1110H2400V1130H0Z', art.linear(0, 1110, 0, 1130, [[0, '#000000', 0], [1, '#000000', 0.06]]));
  art.fillAll(art.linear(0, 0, 2400, 1800, [[0, '#FFFFFF', 0.22], [0.5, '#FFFFFF', 0], [1, '#000000', 0.1]]));

  const vl: P = [-2600, 300];
  const vr: P = [5400, 300];
  const kraft = bagGeometry(880, 640, 1320, 420, 1050, vl, vr);
  const main = bagGeometry(1460, 560, 1500, 850, 1720, vl, vr);

  // Shadows on the floor, falling to the right and back, away from the light.
  const shadow = (g: Bag, reach: number) => {
    const [, , nb, bl] = g.front;
    const br = g.side[2];
    art.shapeShadow(poly([bl, nb, br, [br[0] + reach, br[1] - reach * 0.25], [nb[0] + reach * 0.8, nb[1] - reach * 0.25], [bl[0] + reach * 0.5, bl[1] - 20]]), { spread: 50, opacity: 0.2, dx: 10, dy: 0, steps: 10 });
    art.path(poly([[bl[0] - 10, bl[1] - 4], [nb[0], nb[1] - 4], [br[0] + 10, br[1] - 4], [br[0] + 10, br[1] + 8], [nb[0], nb[1] + 10], [bl[0] - 10, bl[1] + 6]]), '#000000', 'fill-opacity="0.3"');
  };
  shadow(kraft, 260);
  shadow(main, 340);

  const kraftPaint: BagPaint = { front: art.linear(420, 640, 880, 1320, [[0, '#CFA676'], [1, '#B48957']]), sideA: '#9C7446', sideB: '#B08656', inside: '#8A6238', rope: '#3B2F26' };
  bagUnder(art, kraft, kraftPaint, 230);
  art.logo();
  bagOver(art, kraft, kraftPaint, 230);

  const mainPaint: BagPaint = {
    front: art.linear(850, 560, 1460, 1500, [[0, '{brand}'], [1, '{brand}']]),
    sideA: '{brandDark}',
    sideB: art.linear(1460, 0, 1720, 0, [[0, '{brandDark}'], [1, '{brand}']]),
    inside: '{brandDark}',
    rope: '#EFE9DD',
  };
  bagUnder(art, main, mainPaint, 300);
  art.path(poly(main.side), '#000000', 'fill-opacity="0.22"');
  art.logo();
  bagOver(art, main, mainPaint, 300);

  art.grain(0.4, undefined, 2);
  art.vignette(0.22);

  return {
    id: 'shopping-bags',
    number: 401,
    label: { zh: '品牌购物纸袋', en: 'Paper shopping bags' },
    tags: ['packaging'],
    keywords: { zh: ['购物袋', '纸袋', '手提袋', '包装', '零售'], en: ['shopping bag', 'paper bag', 'carrier bag', 'packaging', 'retail'] },
    preset: 6,
    art: art.done(),
    placements: [
      facePlacement(kraft.front, 460, 680, 0.14, 0.86, 0.3, 0.62, { colour: '{brand}', finish: 'print' }),
      facePlacement(main.front, 610, 940, 0.14, 0.86, 0.32, 0.6, { variant: 'white', colour: '{onBrand}', finish: 'flat' }),
    ],
  };
}

/** Outline of a stand-up pouch: top edge from x to x + w at y, standing on its round bottom at y + h. */
function pouchOutline(x: number, y: number, w: number, h: number): string {
  const b = y + h;
  return (
    `M${x} ${y}H${x + w}` +
    `C${x + w + 4} ${y + h * 0.35} ${x + w + 22} ${y + h * 0.7} ${x + w + 20} ${b - h * 0.05}` +
    `C${x + w + 10} ${b + 4} ${x + w * 0.7} ${b + 14} ${x + w / 2} ${b + 14}` +
    `C${x + w * 0.3} ${b + 14} ${x - 10} ${b + 4} ${x - 20} ${b - h * 0.05}` +
    `C${x - 22} ${y + h * 0.7} ${x - 4} ${y + h * 0.35} ${x} ${y}Z`
  );
}

/** The light and folds of a pouch's film or paper over its placement: pillow shading, creases from the top corners, the heat seal, the zip. */
function pouchDetails(art: Art, x: number, y: number, w: number, h: number, seal: string): void {
  const d = pouchOutline(x, y, w, h);
  art.path(d, art.linear(x - 20, 0, x + w + 20, 0, [[0, '#000000', 0.3], [0.12, '#000000', 0.06], [0.35, '#FFFFFF', 0.12], [0.55, '#FFFFFF', 0.04], [0.85, '#000000', 0.1], [1, '#000000', 0.38]]));
  art.path(d, art.linear(0, y, 0, y + h + 14, [[0, '#FFFFFF', 0], [0.8, '#000000', 0], [1, '#000000', 0.28]]));
  // Creases where the flat top meets the bulging body.
  const c = (a: P, b: P, op: number) => {
    crease(art, a, lerp(a, b, 0.3), lerp(a, b, 0.7), b, 16, '#000000', op);
    crease(art, [a[0] + 14, a[1]], lerp([a[0] + 14, a[1]], b, 0.3), lerp([a[0] + 14, a[1]], b, 0.7), [b[0] + 14, b[1]], 14, '#FFFFFF', op * 0.8);
  };
  c([x + 6, y + h * 0.1], [x + w * 0.2, y + h * 0.4], 0.22);
  c([x + w - 20, y + h * 0.1], [x + w * 0.78, y + h * 0.42], 0.26);
  c([x + w * 0.32, y + h * 0.12], [x + w * 0.38, y + h * 0.26], 0.12);
  // Heat seal at the top with its crimp, tear notches, the zip ridge.
  const sh = h * 0.07;
  art.path(`M${x} ${y}H${x + w}V${y + sh}H${x}Z`, seal);
  const crimp: string[] = [];
  for (let cx = x + 6; cx < x + w; cx += 9) crimp.push(`M${f(cx)} ${f(y + 4)}V${f(y + sh - 4)}`);
  art.draw(`<path d="${crimp.join('')}" fill="none" stroke="#000000" stroke-opacity="0.12" stroke-width="3"/>`);
  art.path(`M${x} ${f(y + sh)}H${x + w}V${f(y + sh + 4)}H${x}Z`, '#000000', 'fill-opacity="0.18"');
  art.path(`M${x - 1} ${f(y + sh + 30)}l18 10l-18 10Z`, '#000000', 'fill-opacity="0.4"');
  art.path(`M${x + w + 1} ${f(y + sh + 30)}l-18 10l18 10Z`, '#000000', 'fill-opacity="0.4"');
  art.path(`M${x + 4} ${f(y + sh + 70)}H${x + w - 4}V${f(y + sh + 76)}H${x + 4}Z`, '#000000', 'fill-opacity="0.14"');
  art.path(`M${x + 4} ${f(y + sh + 77)}H${x + w - 4}V${f(y + sh + 81)}H${x + 4}Z`, '#FFFFFF', 'fill-opacity="0.16"');
}

/** A coffee bean lying at (x, y), turned by a degrees. */
function bean(x: number, y: number, a: number, s: number): string {
  return (
    `<g transform="translate(${f(x)} ${f(y)}) scale(${s} ${f(s * 0.8)}) rotate(${a})">` +
    `<ellipse cx="4" cy="6" rx="30" ry="21" fill="#000000" fill-opacity="0.25"/>` +
    `<ellipse rx="28" ry="20" fill="#4A2A14"/>` +
    `<ellipse cx="-4" cy="-4" rx="20" ry="12" fill="#7A4A26" fill-opacity="0.7"/>` +
    `<path d="M-24 -2C-10 -8 -4 8 10 2S22 -4 26 0" fill="none" stroke="#241409" stroke-width="4" stroke-linecap="round"/>` +
    `<ellipse cx="-8" cy="-9" rx="12" ry="5" fill="#FFFFFF" fill-opacity="0.14"/></g>`
  );
}

/** A kraft coffee pouch with a label in the brand colour and a matte pouch in the brand colour behind it, coffee beans on a wooden table. */
function coffeePouches(): Scene {
  const art = new Art();
  // A warm plaster wall and a walnut table top.
  art.fillAll(art.linear(0, 0, 2400, 1200, [[0, '#E7E1D8'], [1, '#CFC6BA']]));
  windowLight(art, 1000, 1500, 0.2);
  art.path('M0 1240H2400V1800H0Z', art.linear(0, 1240, 0, 1800, [[0, '#8A6446'], [1, '#5E402A']]));
  // Boards running away from the viewer, their seams converging.
  const planks: string[] = [];
  for (let px = -1400; px <= 3800; px += 300) planks.push(`M${px} 1240L${f(1200 + (px - 1200) * 1.5)} 1800`);
  art.draw(`<path d="${planks.join('')}" fill="none" stroke="#3A2616" stroke-opacity="0.35" stroke-width="4"/>`);
  art.path('M0 1240H2400V1800H0Z', art.linear(0, 1240, 2400, 1800, [[0, '#FFFFFF', 0.08], [0.5, '#FFFFFF', 0], [1, '#000000', 0.15]]));
  art.path('M0 1240H2400V1252H0Z', '#C9A27E', 'fill-opacity="0.5"');

  // The pouch behind, in the brand colour.
  const bx = 1340;
  const by = 560;
  const bw = 470;
  const bh = 820;
  art.contactShadow(bx + bw / 2 + 40, by + bh + 10, 360, 46, 0.45);
  art.path(pouchOutline(bx, by, bw, bh), '{brand}');
  art.logo();
  pouchDetails(art, bx, by, bw, bh, '{brandDark}');

  // The kraft pouch in front with its label.
  const x = 720;
  const y = 500;
  const w = 560;
  const h = 960;
  art.contactShadow(x + w / 2 + 40, y + h + 10, 400, 50, 0.5);
  art.shapeShadow(pouchOutline(x, y, w, h), { spread: 50, opacity: 0.18, dx: 40, dy: 10, steps: 8 });
  art.path(pouchOutline(x, y, w, h), art.linear(x, y, x + w, y + h, [[0, '#D3AC7C'], [1, '#B68C5A']]));
  // The label: brand colour, gently bowed with the pouch.
  const label = `M${x + 70} 820C${x + 200} 812 ${x + 360} 812 ${x + 490} 820L${x + 494} 1250C${x + 360} 1262 ${x + 200} 1262 ${x + 66} 1250Z`;
  art.path(label, '{brand}', 'transform="translate(3 5)" fill-opacity="0.25"');
  art.path(label, '{brand}');
  art.logo();
  art.draw(`<path d="M${x + 90} 850C${x + 210} 843 ${x + 350} 843 ${x + 470} 850M${x + 88} 1220C${x + 210} 1230 ${x + 350} 1230 ${x + 472} 1220" fill="none" stroke="{onBrand}" stroke-opacity="0.5" stroke-width="3"/>`);
  pouchDetails(art, x, y, w, h, '#B38A5B');
  // The degassing valve above the label.
  art.path(ellipse(x + w / 2, 700, 34, 30), '#000000', 'fill-opacity="0.2" transform="translate(3 4)"');
  art.path(ellipse(x + w / 2, 700, 34, 30), art.linear(x + w / 2 - 30, 670, x + w / 2 + 30, 730, [[0, '#DCC4A2'], [1, '#9C7A50']]));
  art.path(ellipse(x + w / 2, 700, 18, 16), '#8A6A44');

  // Beans spilled on the table.
  const beans: string[] = [];
  const spots: readonly (readonly [number, number, number])[] = [
    [560, 1500, 20], [620, 1560, -40], [500, 1590, 70], [660, 1640, 10], [440, 1520, -20], [580, 1680, 50], [380, 1640, 30], [720, 1720, -60],
    [1390, 1520, 30], [1470, 1560, -60], [1560, 1510, 15], [1520, 1620, 80], [1640, 1580, -30], [1380, 1610, -10], [1760, 1660, 40],
    [2050, 1470, 60], [300, 1720, -20],
  ];
  for (const [bxp, byp, a] of spots) beans.push(bean(bxp, byp, a, 1.3 + ((bxp * 7) % 5) / 20));
  art.draw(beans.join(''));

  art.grain(0.35, undefined, 2);
  art.vignette(0.26);

  return {
    id: 'coffee-pouches',
    number: 402,
    label: { zh: '牛皮纸咖啡袋', en: 'Kraft coffee pouches' },
    tags: ['packaging', 'food'],
    keywords: { zh: ['咖啡袋', '自立袋', '牛皮纸', '茶叶包装', '标签'], en: ['coffee bag', 'pouch', 'kraft', 'tea packaging', 'label'] },
    art: art.done(),
    placements: [
      { left: bx + 90, top: 850, width: bw - 180, height: 280, variant: 'white', colour: '{onBrand}', finish: 'flat', warp: { kind: 'cylinder', arc: 50, bow: 8 } },
      { left: x + 110, top: 880, width: w - 220, height: 320, variant: 'white', colour: '{onBrand}', finish: 'flat', warp: { kind: 'cylinder', arc: 50, bow: 8 } },
    ],
  };
}

/** A box's three visible faces. */
interface Box3 {
  front: Quad;
  side: Quad;
  top: Quad;
}

/** A box in two-point perspective seen from above: the near vertical edge at x from top to bottom, the front face to xl, the side to xr. */
function boxGeometry(x: number, top: number, bottom: number, xl: number, xr: number, vl: P, vr: P): Box3 {
  const nt: P = [x, top];
  const nb: P = [x, bottom];
  const tl = toward(nt, vl, xl);
  const tr = toward(nt, vr, xr);
  const back = meet(tl, vr, tr, vl);
  return {
    front: [tl, nt, nb, toward(nb, vl, xl)],
    side: [nt, tr, toward(nb, vr, xr), nb],
    top: [back, tr, nt, tl],
  };
}

/** A product box with a lid in the brand colour on a linen table, seen from above at an angle: the logo on the lid and on the front. */
function productBox(): Scene {
  const art = new Art();
  // A pale linen table under soft light from the top left.
  art.fillAll(art.linear(0, 0, 2400, 1800, [[0, '#EEEAE3'], [0.6, '#DCD6CC'], [1, '#C6BEB2']]));
  windowLight(art, 600, 1500, 0.2);

  const vl: P = [-6000, -500];
  const vr: P = [3400, -500];
  const box = boxGeometry(1500, 700, 1480, 620, 1880, vl, vr);
  const [tl, nt, nb, bl] = box.front;
  const [, tr, br] = box.side;
  const back = box.top[0];
  // Shadow cast to the right and back, and a dark line where the box meets the table.
  const o: P = [240, -60];
  const add = (p: P): P => [p[0] + o[0], p[1] + o[1]];
  const backBottom: P = [back[0], back[1] + (nb[1] - nt[1]) * 0.9];
  art.shapeShadow(poly([bl, nb, br, add(br), add(backBottom), add(bl)]), { spread: 90, opacity: 0.22, dx: 0, dy: 0, steps: 12 });
  art.shapeShadow(poly([bl, nb, br, add([br[0] * 0.7 + nb[0] * 0.3, br[1] * 0.7 + nb[1] * 0.3])]), { spread: 20, opacity: 0.2, steps: 6 });
  art.path(poly([[bl[0] - 6, bl[1] - 2], [nb[0], nb[1] - 2], [br[0] + 6, br[1] - 2], [br[0] + 8, br[1] + 6], [nb[0], nb[1] + 10], [bl[0] - 8, bl[1] + 5]]), '#000000', 'fill-opacity="0.4"');

  // The box body: cream board, the side in shade.
  const lidDepth = 0.24;
  const fl = onFace(box.front, 0, lidDepth);
  const fr = onFace(box.front, 1, lidDepth);
  const sr = onFace(box.side, 1, lidDepth);
  art.path(poly(box.front), art.linear(tl[0], tl[1], nb[0], nb[1], [[0, '#F6F2EA'], [1, '#E4DDD0']]));
  art.path(poly(box.side), art.linear(nt[0], 0, tr[0], 0, [[0, '#C9C0B1'], [1, '#B3A998']]));
  art.logo();
  // The lid: a band around the top in the brand colour, standing a little proud of the body, and its top.
  const lip = 5;
  art.path(poly([[fl[0] - lip, fl[1] + 4], [fr[0], fr[1] + 8], [sr[0] + lip, sr[1] + 4], [sr[0] + lip, sr[1] + 18], [fr[0], fr[1] + 22], [fl[0] - lip, fl[1] + 18]]), '#000000', 'fill-opacity="0.25"');
  art.path(poly([[tl[0] - lip, tl[1]], nt, [fr[0], fr[1] + 4], [fl[0] - lip, fl[1] + 4]]), art.linear(tl[0], 0, nt[0], 0, [[0, '{brand}'], [1, '{brand}']]));
  art.path(poly([nt, [tr[0] + lip, tr[1]], [sr[0] + lip, sr[1] + 4], [fr[0], fr[1] + 4]]), '{brandDark}');
  art.path(poly([nt, [tr[0] + lip, tr[1]], [sr[0] + lip, sr[1] + 4], [fr[0], fr[1] + 4]]), '#000000', 'fill-opacity="0.22"');
  art.path(poly(box.top), art.linear(back[0], back[1], nt[0], nt[1], [[0, '{brand}'], [1, '{brand}']]));
  art.path(poly(box.top), art.linear(tl[0], tl[1], tr[0], tr[1], [[0, '#FFFFFF', 0.16], [1, '#FFFFFF', 0.02]]));
  art.logo();
  // Crisp edges catching the light.
  art.draw(`<path d="M${f(tl[0] - lip)} ${f(tl[1])}L${f(nt[0])} ${f(nt[1])}L${f(tr[0] + lip)} ${f(tr[1])}" fill="none" stroke="#FFFFFF" stroke-opacity="0.4" stroke-width="4" stroke-linejoin="round"/>`);
  art.draw(`<path d="M${f(nt[0])} ${f(nt[1])}L${f(nb[0])} ${f(nb[1])}" fill="none" stroke="#FFFFFF" stroke-opacity="0.35" stroke-width="3"/>`);
  art.draw(`<path d="M${f(back[0])} ${f(back[1])}L${f(tr[0])} ${f(tr[1])}M${f(back[0])} ${f(back[1])}L${f(tl[0])} ${f(tl[1])}" fill="none" stroke="#FFFFFF" stroke-opacity="0.25" stroke-width="3"/>`);

  art.grain(0.35, undefined, 2);
  art.vignette(0.24);

  const W = 760;
  const D = 420;
  const H = 640;
  return {
    id: 'product-box',
    number: 403,
    label: { zh: '产品包装盒', en: 'Product box' },
    tags: ['packaging'],
    keywords: { zh: ['包装盒', '盒子', '礼盒', '纸盒', '产品包装'], en: ['box', 'product box', 'gift box', 'carton', 'packaging'] },
    art: art.done(),
    placements: [
      facePlacement(box.front, W, H, 0.2, 0.8, lidDepth + 0.2, 0.86, { colour: '{brand}', finish: 'flat' }),
      facePlacement(box.top, W, D, 0.2, 0.8, 0.18, 0.82, { variant: 'white', colour: '{onBrand}', finish: 'flat' }),
    ],
  };
}

/**
 * A label wrapped round an upright cylinder of radius r whose top ellipse
 * is ry deep: the placement box (chord wide, centred at cx, cy) and its warp
 * for a label `w` × `h` in real size (unrolled).
 */
function wrap(cx: number, cy: number, r: number, ry: number, w: number, h: number): { box: { left: number; top: number; width: number; height: number }; warp: { kind: 'cylinder'; arc: number; bow: number } } {
  const half = w / 2 / r;
  const chord = 2 * r * Math.sin(half);
  return {
    box: { left: Math.round(cx - chord / 2), top: Math.round(cy - h / 2), width: Math.round(chord), height: Math.round(h) },
    warp: { kind: 'cylinder', arc: Math.round(((2 * half * 180) / Math.PI) * 10) / 10, bow: Math.round(ry * (1 - Math.cos(half)) * 10) / 10 },
  };
}

/** Path data of an ellipse filling a wrapped label's box, bent with it. */
function wrappedEllipse(l: ReturnType<typeof wrap>, inset = 0): string {
  const map = warpMap(l.warp, l.box);
  const cx = l.box.left + l.box.width / 2;
  const cy = l.box.top + l.box.height / 2;
  const pts: P[] = [];
  for (let i = 0; i < 48; i++) {
    const a = (i / 48) * Math.PI * 2;
    pts.push(map(cx + Math.cos(a) * (l.box.width / 2 - inset), cy + Math.sin(a) * (l.box.height / 2 - inset)));
  }
  return poly(pts);
}

/** A wooden honey dipper lying on the table, from (x, y) along angle a. */
function honeyDipper(art: Art, x: number, y: number, a: number): void {
  art.draw(`<g transform="translate(${x} ${y}) rotate(${a})">`);
  art.path(roundRect(10, 14, 520, 26, 13), '#000000', 'fill-opacity="0.2"');
  art.path(roundRect(0, -13, 520, 26, 13), 'url(#pkWood)');
  art.path(roundRect(-150, -50, 170, 100, 40), '#000000', 'fill-opacity="0.22" transform="translate(12 16)"');
  art.path(roundRect(-150, -50, 170, 100, 40), 'url(#pkWood)');
  const grooves: string[] = [];
  for (let i = 0; i < 6; i++) grooves.push(`M${-132 + i * 26} -46V46`);
  art.draw(`<path d="${grooves.join('')}" fill="none" stroke="#6B4520" stroke-opacity="0.6" stroke-width="8"/>`);
  // Honey clinging to the dipper.
  art.path(`M-150 10C-100 40 -30 44 20 20L20 40C-30 70 -110 64 -150 30Z`, '#D9891E', 'fill-opacity="0.85"');
  art.draw('</g>');
}

/** A glass honey jar with a lid in the brand colour and a round paper label wrapped round it, a honey dipper beside it. */
function honeyJar(): Scene {
  const art = new Art();
  // A cream backdrop and a light oak table.
  art.fillAll(art.linear(0, 0, 2400, 1240, [[0, '#F1EAE0'], [1, '#DDD2C2']]));
  windowLight(art, 500, 1200, 0.22);
  art.path('M0 1240H2400V1800H0Z', art.linear(0, 1240, 0, 1800, [[0, '#D8BE98'], [1, '#B99A70']]));
  art.draw(`<path d="M0 1300C800 1296 1600 1306 2400 1298M0 1400C700 1408 1700 1394 2400 1404M0 1540C900 1534 1500 1548 2400 1540M0 1700C800 1708 1600 1694 2400 1702" fill="none" stroke="#8A6A44" stroke-opacity="0.2" stroke-width="3"/>`);
  art.path('M0 1240H2400V1250H0Z', '#FFFFFF', 'fill-opacity="0.3"');
  art.def('<linearGradient id="pkWood" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#E3C08E"/><stop offset="0.5" stop-color="#C79A62"/><stop offset="1" stop-color="#8E6437"/></linearGradient>');

  const cx = 1120;
  const r = 320;
  const ry = 56;
  const top = 640;
  const bottom = 1500;
  // Shadows: a wide one to the right, a tight one at the base.
  art.contactShadow(cx + 120, bottom, 520, 70, 0.32);
  art.contactShadow(cx + 20, bottom - 4, 340, 30, 0.5);

  // Light through the honey onto the table.
  art.path(ellipse(cx + 40, bottom + 34, 300, 40), art.radial(cx + 40, bottom + 34, 300, [[0, '#F6B04A', 0.5], [0.6, '#F2A63A', 0.2], [1, '#F2A63A', 0]], 40));
  // The glass body filled with honey.
  const body = `M${cx - r} ${top + 40}C${cx - r} ${top} ${cx - r + 40} ${top - 20} ${cx - r + 80} ${top - 30}H${cx + r - 80}C${cx + r - 40} ${top - 20} ${cx + r} ${top} ${cx + r} ${top + 40}V${bottom - 60}C${cx + r} ${bottom - 10} ${cx + r - 30} ${bottom + 10} ${cx} ${bottom + 10}C${cx - r + 30} ${bottom + 10} ${cx - r} ${bottom - 10} ${cx - r} ${bottom - 60}Z`;
  art.path(body, art.linear(cx - r, 0, cx + r, 0, [[0, '#8A3F0C'], [0.18, '#D27A1C'], [0.4, '#F2AE44'], [0.62, '#E39328'], [0.85, '#B35A12'], [1, '#6E2E08']]));
  art.path(body, art.linear(0, top, 0, bottom, [[0, '#FFFFFF', 0.12], [0.5, '#FFFFFF', 0], [1, '#3A1500', 0.35]]));
  // The thick glass base.
  art.path(`M${cx - r + 10} ${bottom - 70}C${cx - r + 20} ${bottom} ${cx + r - 20} ${bottom} ${cx + r - 10} ${bottom - 70}V${bottom - 40}C${cx + r - 30} ${bottom + 6} ${cx - r + 30} ${bottom + 6} ${cx - r + 10} ${bottom - 40}Z`, '#FFFFFF', 'fill-opacity="0.22"');

  // The round label.
  const label = wrap(cx, 1060, r, ry, 420, 420);
  const labelD = wrappedEllipse(label);
  art.path(labelD, '#000000', 'fill-opacity="0.18" transform="translate(4 6)"');
  art.path(labelD, art.linear(cx - r, 0, cx + r, 0, [[0, '#D9CFBE'], [0.3, '#FBF7EF'], [0.6, '#F4EEE2'], [1, '#BDB09A']]));
  art.draw(`<path d="${wrappedEllipse(label, 22)}" fill="none" stroke="{brand}" stroke-width="6"/>`);
  art.logo();

  // Glass: reflections of a window, thin bright rims, the shoulder.
  art.path(`M${cx - r + 46} ${top + 10}C${cx - r + 40} ${top + 300} ${cx - r + 40} ${bottom - 300} ${cx - r + 52} ${bottom - 60}H${cx - r + 92}C${cx - r + 82} ${bottom - 300} ${cx - r + 82} ${top + 300} ${cx - r + 90} ${top + 10}Z`, art.linear(cx - r + 40, 0, cx - r + 92, 0, [[0, '#FFFFFF', 0], [0.5, '#FFFFFF', 0.55], [1, '#FFFFFF', 0]]));
  art.path(`M${cx + r - 70} ${top + 40}V${bottom - 80}H${cx + r - 50}V${top + 40}Z`, art.linear(cx + r - 70, 0, cx + r - 50, 0, [[0, '#FFFFFF', 0], [0.5, '#FFFFFF', 0.35], [1, '#FFFFFF', 0]]));
  art.draw(`<path d="${body}" fill="none" stroke="#FFFFFF" stroke-opacity="0.3" stroke-width="4"/>`);
  // Neck above the shoulder: clear glass with a thread.
  const neck = `M${cx - r + 50} ${top - 26}V${top - 80}H${cx + r - 50}V${top - 26}Z`;
  art.path(neck, art.linear(cx - r, 0, cx + r, 0, [[0, '#9C8A70'], [0.3, '#E8DCC8'], [0.7, '#D4C4AA'], [1, '#806C52']]));
  art.path(neck, '#FFFFFF', 'fill-opacity="0.25"');
  art.path(ellipse(cx, top - 30, r - 80, 16), '#F0B04C', 'fill-opacity="0.6"');

  // The lid in the brand colour: ridged band and a lit top.
  const lt = top - 200;
  const lb = top - 60;
  const lr = r - 30;
  art.path(`M${cx - lr} ${lt}V${lb}C${cx - lr} ${lb + 34} ${cx + lr} ${lb + 34} ${cx + lr} ${lb}V${lt}Z`, '{brand}');
  art.path(`M${cx - lr} ${lt}V${lb}C${cx - lr} ${lb + 34} ${cx + lr} ${lb + 34} ${cx + lr} ${lb}V${lt}Z`, art.linear(cx - lr, 0, cx + lr, 0, [[0, '#000000', 0.45], [0.2, '#000000', 0.05], [0.35, '#FFFFFF', 0.22], [0.55, '#FFFFFF', 0.02], [0.85, '#000000', 0.25], [1, '#000000', 0.55]]));
  const ridges: string[] = [];
  for (let i = 1; i < 40; i++) {
    const t = Math.cos((i / 40) * Math.PI);
    const x = cx - lr * t;
    ridges.push(`M${f(x)} ${lt + 14}V${f(lb + 16 * Math.sqrt(1 - t * t))}`);
  }
  art.draw(`<path d="${ridges.join('')}" fill="none" stroke="#000000" stroke-opacity="0.18" stroke-width="4"/>`);
  art.path(ellipse(cx, lt, lr, ry - 10), '{brand}');
  art.path(ellipse(cx, lt, lr, ry - 10), art.linear(cx - lr, lt - 40, cx + lr, lt + 40, [[0, '#FFFFFF', 0.3], [0.6, '#FFFFFF', 0.06], [1, '#000000', 0.2]]));
  art.path(ellipse(cx, lt + 4, lr - 26, ry - 24), '#000000', 'fill-opacity="0.1"');
  art.draw(`<path d="M${cx - lr} ${lt}C${cx - lr} ${lt + 62} ${cx + lr} ${lt + 62} ${cx + lr} ${lt}" fill="none" stroke="#FFFFFF" stroke-opacity="0.3" stroke-width="3"/>`);

  honeyDipper(art, 1620, 1600, -14);

  art.grain(0.32, undefined, 2);
  art.vignette(0.24);

  const logo = wrap(cx, 1060, r, ry, 300, 260);
  return {
    id: 'honey-jar',
    number: 404,
    label: { zh: '玻璃罐圆形标签', en: 'Glass jar with a round label' },
    tags: ['packaging', 'food'],
    keywords: { zh: ['玻璃罐', '蜂蜜', '果酱', '标签', '瓶贴'], en: ['jar', 'honey', 'jam', 'label', 'sticker'] },
    art: art.done(),
    placements: [{ ...logo.box, warp: logo.warp, colour: '{brand}', finish: 'flat' }],
  };
}

/** Horizontal shading of an upright cylinder from x to x + w: lit on the left, turning dark at both edges. */
function roundShade(art: Art, d: string, x: number, w: number, strength = 1): void {
  art.path(d, art.linear(x, 0, x + w, 0, [[0, '#000000', 0.34 * strength], [0.14, '#000000', 0.06 * strength], [0.32, '#FFFFFF', 0.3 * strength], [0.5, '#FFFFFF', 0.05], [0.8, '#000000', 0.12 * strength], [1, '#000000', 0.4 * strength]]));
}

/** The soft shadow of a leafy branch thrown on a wall (the light comes through a window with a plant). */
function leafShadow(art: Art, x: number, y: number, s: number, a: number): void {
  const leaves: string[] = [];
  for (let i = 0; i < 7; i++) {
    const t = i * 90;
    const side = i % 2 === 0 ? 1 : -1;
    leaves.push(`M0 ${t}C${side * 30} ${t - 100} ${side * 190} ${t - 150} ${side * 300} ${t - 120}C${side * 230} ${t - 20} ${side * 90} ${t + 50} 0 ${t + 16}Z`);
  }
  leaves.push('M-4 -40H4V640H-4Z');
  art.draw(`<g transform="translate(${x} ${y}) rotate(${a}) scale(${s})">`);
  art.shapeShadow(leaves.join(''), { spread: 30, opacity: 0.08, steps: 8 });
  art.draw('</g>');
}

/** A pump bottle and a squeeze tube with caps in the brand colour on a stone plinth before an arch, the logo wrapped round both. */
function cosmeticsSet(): Scene {
  const art = new Art();
  // The backdrop: a tint of the brand colour, an arched niche, a plant's shadow.
  art.fillAll('{brandLight}');
  art.fillAll(art.linear(0, 0, 2400, 1800, [[0, '#FFFFFF', 0.3], [0.6, '#FFFFFF', 0], [1, '#000000', 0.1]]));
  const arch = 'M700 1300V700C700 380 940 180 1200 180C1460 180 1700 380 1700 700V1300Z';
  art.path(arch, '#000000', 'fill-opacity="0.05"');
  art.path('M700 1300V700C700 380 940 180 1200 180C1460 180 1700 380 1700 700V1300H1676V700C1676 396 1450 204 1200 204C950 204 724 396 724 700V1300Z', '#000000', 'fill-opacity="0.06"');
  leafShadow(art, 260, 80, 1.3, -28);
  leafShadow(art, 2150, 200, 1.1, 40);

  // The plinth: a low travertine cylinder.
  const pc = 1200;
  const py = 1270;
  const prx = 760;
  const pry = 120;
  art.contactShadow(pc + 80, 1720, 900, 90, 0.25);
  art.path(`M${pc - prx} ${py}V1640C${pc - prx} 1640 ${pc - prx} ${1640 + pry} ${pc} ${1640 + pry}C${pc + prx} ${1640 + pry} ${pc + prx} 1640 ${pc + prx} 1640V${py}Z`, art.linear(pc - prx, 0, pc + prx, 0, [[0, '#D8D0C4'], [0.3, '#F1ECE4'], [0.7, '#DCD4C8'], [1, '#B4AB9E']]));
  art.path(ellipse(pc, py, prx, pry), art.linear(pc - prx, py - pry, pc + prx, py + pry, [[0, '#FBF8F3'], [1, '#E4DED4']]));
  art.draw(`<path d="M${pc - prx} ${py}C${pc - prx} ${py + pry * 1.1} ${pc + prx} ${py + pry * 1.1} ${pc + prx} ${py}" fill="none" stroke="#FFFFFF" stroke-opacity="0.7" stroke-width="3"/>`);

  // The pump bottle: white, a shoulder, a collar and pump in the brand colour.
  const bx = 960;
  const br = 180;
  const bTop = 640;
  const bBot = 1300;
  art.contactShadow(bx + 150, bBot + 4, 330, 50, 0.35);
  art.contactShadow(bx + 10, bBot, 200, 24, 0.5);
  const bottle = `M${bx - br} ${bTop + 60}C${bx - br} ${bTop + 10} ${bx - br + 40} ${bTop - 10} ${bx - 70} ${bTop - 14}H${bx + 70}C${bx + br - 40} ${bTop - 10} ${bx + br} ${bTop + 10} ${bx + br} ${bTop + 60}V${bBot - 20}C${bx + br} ${bBot + 10} ${bx - br} ${bBot + 10} ${bx - br} ${bBot - 20}Z`;
  art.path(bottle, '#F6F4F0');
  art.logo();
  roundShade(art, bottle, bx - br, br * 2);
  art.path(`M${bx - br + 36} ${bTop + 40}V${bBot - 40}H${bx - br + 64}V${bTop + 40}Z`, art.linear(bx - br + 36, 0, bx - br + 64, 0, [[0, '#FFFFFF', 0], [0.5, '#FFFFFF', 0.7], [1, '#FFFFFF', 0]]));
  // Collar, pump stem, head with its nozzle.
  const collar = `M${bx - 78} ${bTop - 120}H${bx + 78}V${bTop - 8}C${bx + 78} ${bTop + 6} ${bx - 78} ${bTop + 6} ${bx - 78} ${bTop - 8}Z`;
  art.path(collar, '{brand}');
  roundShade(art, collar, bx - 78, 156, 1.2);
  art.path(`M${bx - 22} ${bTop - 200}H${bx + 22}V${bTop - 118}H${bx - 22}Z`, '#E9E6E0');
  roundShade(art, `M${bx - 22} ${bTop - 200}H${bx + 22}V${bTop - 118}H${bx - 22}Z`, bx - 22, 44);
  const head = `M${bx - 60} ${bTop - 270}H${bx + 40}C${bx + 80} ${bTop - 270} ${bx + 150} ${bTop - 262} ${bx + 176} ${bTop - 250}V${bTop - 226}C${bx + 140} ${bTop - 228} ${bx + 90} ${bTop - 228} ${bx + 60} ${bTop - 226}V${bTop - 196}H${bx - 60}Z`;
  art.path(head, '{brand}');
  roundShade(art, `M${bx - 60} ${bTop - 270}H${bx + 60}V${bTop - 196}H${bx - 60}Z`, bx - 60, 120, 1.2);
  art.path(`M${bx - 60} ${bTop - 270}H${bx + 40}C${bx + 80} ${bTop - 270} ${bx + 150} ${bTop - 262} ${bx + 176} ${bTop - 250}V${bTop - 244}C${bx + 120} ${bTop - 256} ${bx + 60} ${bTop - 262} ${bx - 60} ${bTop - 262}Z`, '#FFFFFF', 'fill-opacity="0.22"');

  // The tube, standing on its cap: crimped flat at the top, round at the cap.
  const tx = 1480;
  const tTop = 560;
  const tBot = 1150;
  art.contactShadow(tx + 130, 1300, 230, 40, 0.35);
  art.contactShadow(tx + 8, 1296, 130, 18, 0.5);
  const tube = `M${tx - 170} ${tTop}H${tx + 170}C${tx + 168} ${tTop + 200} ${tx + 130} ${tBot - 180} ${tx + 118} ${tBot}H${tx - 118}C${tx - 130} ${tBot - 180} ${tx - 168} ${tTop + 200} ${tx - 170} ${tTop}Z`;
  art.path(tube, '#F7F5F1');
  art.logo();
  art.path(tube, art.linear(tx - 170, 0, tx + 170, 0, [[0, '#000000', 0.2], [0.12, '#000000', 0.04], [0.32, '#FFFFFF', 0.28], [0.5, '#FFFFFF', 0.04], [0.82, '#000000', 0.1], [1, '#000000', 0.3]]));
  art.path(tube, art.linear(0, tTop, 0, tBot, [[0, '#FFFFFF', 0.12], [0.3, '#FFFFFF', 0], [1, '#000000', 0.12]]));
  // The crimp: a flat seal with ridges across.
  const crimp: string[] = [];
  for (let y = tTop + 10; y < tTop + 64; y += 9) crimp.push(`M${tx - 166} ${y}H${tx + 166}`);
  art.path(`M${tx - 172} ${tTop}H${tx + 172}V${tTop + 70}H${tx - 170}Z`, '#EDEAE4');
  art.draw(`<path d="${crimp.join('')}" fill="none" stroke="#000000" stroke-opacity="0.1" stroke-width="3"/>`);
  art.path(`M${tx - 170} ${tTop + 70}H${tx + 170}V${tTop + 76}H${tx - 170}Z`, '#000000', 'fill-opacity="0.12"');
  // The cap in the brand colour.
  const cap = `M${tx - 126} ${tBot - 6}H${tx + 126}V${1280}C${tx + 126} ${1304} ${tx - 126} ${1304} ${tx - 126} ${1280}Z`;
  art.path(cap, '{brand}');
  roundShade(art, cap, tx - 126, 252, 1.2);
  art.path(`M${tx - 126} ${tBot + 20}H${tx + 126}V${tBot + 26}H${tx - 126}Z`, '#000000', 'fill-opacity="0.25"');

  art.grain(0.28, undefined, 2);
  art.vignette(0.2);

  const bl = wrap(bx, 1000, br, 40, 250, 300);
  const tl = wrap(tx, 860, 150, 30, 200, 300);
  return {
    id: 'cosmetics-set',
    number: 405,
    label: { zh: '化妆品瓶与软管', en: 'Cosmetic bottle and tube' },
    tags: ['packaging'],
    keywords: { zh: ['化妆品', '护肤品', '瓶子', '软管', '美妆'], en: ['cosmetics', 'skincare', 'bottle', 'tube', 'beauty'] },
    art: art.done(),
    placements: [
      { ...bl.box, warp: bl.warp, colour: '{brand}', finish: 'flat' },
      { ...tl.box, warp: tl.warp, colour: '{brand}', finish: 'flat' },
    ],
  };
}

/** An open mailer box seen from above: the lid printed inside in the brand colour, white tissue folded over the contents and sealed with a round sticker. */
function mailerBox(): Scene {
  const art = new Art();
  // A pale table under light from the top left.
  art.fillAll(art.linear(0, 0, 2400, 1800, [[0, '#EEE9E3'], [0.6, '#E0D9D1'], [1, '#CCC4BA']]));
  windowLight(art, 500, 1300, 0.2);

  // A camera above the box's middle: points at height z move out from (1200, 1240) by 2200 / (2200 − z).
  const cam: P = [1200, 1240];
  const lift = (x: number, y: number, z: number): P => {
    const s = 2200 / (2200 - z);
    return [cam[0] + (x - cam[0]) * s, cam[1] + (y - cam[1]) * s];
  };
  const [x0, x1, y0, y1, h] = [640, 1760, 880, 1600, 220];
  const floor: Quad = [[x0, y0], [x1, y0], [x1, y1], [x0, y1]];
  const rim: Quad = [lift(x0, y0, h), lift(x1, y0, h), lift(x1, y1, h), lift(x0, y1, h)];
  // The lid, hinged on the far edge and opened to 115°.
  const ly = y0 - 0.423 * (y1 - y0);
  const lz = h + 0.906 * (y1 - y0);
  const lid: Quad = [lift(x0, ly, lz), lift(x1, ly, lz), rim[1], rim[0]];

  // Shadows on the table, to the right and down.
  art.shapeShadow(poly([lid[1], rim[1], rim[2], rim[3], rim[0]]), { spread: 60, opacity: 0.26, dx: 50, dy: 40, steps: 10 });
  art.shapeShadow(poly([lid[0], lid[1], rim[1], rim[0]]), { spread: 70, opacity: 0.14, dx: 90, dy: 10, steps: 10 });

  // Inner walls: the left and far in shade, the right and near lit.
  const wall = (a: P, b: P, c: P, d: P, paint: string) => art.path(poly([a, b, c, d]), paint);
  wall(rim[0], rim[1], floor[1], floor[0], '#CFC8BE');
  wall(rim[0], floor[0], floor[3], rim[3], '#D9D2C8');
  wall(floor[1], rim[1], rim[2], floor[2], '#F1ECE5');
  wall(floor[3], floor[2], rim[2], rim[3], '#F6F2EC');

  // The tissue: two sheets folded in from the sides, crinkled, rising over the walls' feet.
  const t = 26;
  const left = `M${x0 - t} ${y0 - t}C${x0 + 300} ${y0 - 40} ${1200} ${y0 - 20} ${1290} ${y0 + 20}C${1320} ${1100} ${1270} ${1400} ${1300} ${y1 - 20}C${1100} ${y1 + 30} ${x0 + 200} ${y1 + 30} ${x0 - t} ${y1 + t}Z`;
  const right = `M${x1 + t} ${y0 - t}C${x1 - 300} ${y0 - 40} ${1180} ${y0 - 10} ${1120} ${y0 + 30}C${1090} ${1120} ${1150} ${1420} ${1110} ${y1 - 10}C${1300} ${y1 + 30} ${x1 - 200} ${y1 + 30} ${x1 + t} ${y1 + t}Z`;
  // The tissue puffs up half way up the walls.
  const puff = [0, 1, 2, 3].map((i) => lerp(floor[i]!, rim[i]!, 0.35));
  art.def(`<clipPath id="pkMailer"><path d="${poly(puff)}"/></clipPath>`);
  art.shapeShadow(poly(puff), { spread: 14, opacity: 0.2, dx: 4, dy: 6, steps: 5 });
  art.draw('<g clip-path="url(#pkMailer)">');
  art.path(left, art.linear(x0, 0, 1300, 0, [[0, '#E9E6E1'], [1, '#FAF9F6']]));
  crease(art, [x0 + 40, y0 + 80], [x0 + 200, y0 + 200], [x0 + 400, y0 + 260], [1100, y0 + 300], 30, '#000000', 0.1);
  crease(art, [x0 + 60, y1 - 160], [x0 + 250, y1 - 220], [x0 + 450, y1 - 200], [1150, y1 - 260], 30, '#000000', 0.1);
  crease(art, [x0 + 100, 1230], [x0 + 300, 1200], [x0 + 500, 1250], [1200, 1220], 40, '#FFFFFF', 0.3);
  art.path(right, '#000000', 'fill-opacity="0.12" transform="translate(-12 6)"');
  art.path(right, art.linear(1110, 0, x1, 0, [[0, '#FFFFFF'], [1, '#E4E0DA']]));
  crease(art, [x1 - 40, y0 + 120], [x1 - 200, y0 + 220], [x1 - 400, y0 + 240], [1180, y0 + 320], 30, '#000000', 0.12);
  crease(art, [x1 - 60, y1 - 120], [x1 - 260, y1 - 150], [x1 - 420, y1 - 120], [1160, y1 - 160], 30, '#000000', 0.09);
  crease(art, [x1 - 80, 1260], [x1 - 300, 1230], [x1 - 480, 1280], [1160, 1250], 40, '#FFFFFF', 0.5);
  crease(art, [1120, y0 + 40], [1100, 1100], [1140, 1400], [1110, y1 - 20], 20, '#000000', 0.2);
  art.draw('</g>');
  // The sticker over the fold.
  art.path(ellipse(1126, 1250, 150, 150), '#000000', 'fill-opacity="0.18" transform="translate(6 10)"');
  art.path(ellipse(1120, 1240, 150, 150), '{brand}');
  art.path(ellipse(1120, 1240, 150, 150), art.linear(970, 1090, 1270, 1390, [[0, '#FFFFFF', 0.14], [1, '#000000', 0.12]]));
  art.logo();

  // Rim: the board's cut edge all round, brand-coloured outside, lit on the near side.
  art.draw(`<path d="${poly(rim)}" fill="none" stroke="{brand}" stroke-width="22" stroke-linejoin="round"/>`);
  art.draw(`<path d="${poly(rim)}" fill="none" stroke="#000000" stroke-opacity="0.15" stroke-width="22" stroke-linejoin="round"/>`);
  art.draw(`<path d="M${f(rim[3][0])} ${f(rim[3][1] + 8)}L${f(rim[2][0])} ${f(rim[2][1] + 8)}" fill="none" stroke="#FFFFFF" stroke-opacity="0.25" stroke-width="6"/>`);

  // The lid's inside, printed in the brand colour, its thickness at the far edge.
  art.path(poly([[lid[0][0] - 4, lid[0][1] - 22], [lid[1][0] + 4, lid[1][1] - 22], lid[1], lid[0]]), '{brandDark}');
  art.path(poly(lid), '{brand}');
  art.path(poly(lid), art.linear(lid[0][0], lid[0][1], lid[2][0], lid[2][1], [[0, '#FFFFFF', 0.16], [0.5, '#FFFFFF', 0.03], [1, '#000000', 0.2]]));
  art.logo();
  // The hinge: a crease in the board where the lid folds.
  art.draw(`<path d="M${f(rim[0][0])} ${f(rim[0][1])}L${f(rim[1][0])} ${f(rim[1][1])}" fill="none" stroke="#000000" stroke-opacity="0.35" stroke-width="8"/>`);
  art.draw(`<path d="M${f(lid[0][0])} ${f(lid[0][1] - 22)}L${f(lid[1][0])} ${f(lid[1][1] - 22)}" fill="none" stroke="#FFFFFF" stroke-opacity="0.3" stroke-width="3"/>`);

  art.grain(0.32, undefined, 2);
  art.vignette(0.22);

  return {
    id: 'mailer-box',
    number: 406,
    label: { zh: '打开的快递纸盒', en: 'Open mailer box' },
    tags: ['packaging'],
    keywords: { zh: ['快递盒', '飞机盒', '礼盒', '开箱', '电商包装'], en: ['mailer box', 'shipping box', 'unboxing', 'gift box', 'e-commerce'] },
    art: art.done(),
    placements: [
      { left: 1020, top: 1160, width: 200, height: 160, variant: 'white', colour: '{onBrand}', finish: 'flat' },
      facePlacement(lid, x1 - x0, y1 - y0, 0.28, 0.72, 0.3, 0.7, { variant: 'white', colour: '{onBrand}', finish: 'flat' }),
    ],
  };
}

export const PACKAGING: readonly Scene[] = [shoppingBags(), coffeePouches(), productBox(), honeyJar(), cosmeticsSet(), mailerBox()];

