import { Art, ellipse } from '../../art';
import type { Scene } from '../../scene';
import { crease, f, windowLight } from '../props';
import { type P, lerp } from './shared';

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
export function coffeePouches(): Scene {
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
