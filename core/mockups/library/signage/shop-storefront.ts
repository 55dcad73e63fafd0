import { Art, ellipse, poly } from '../../art';
import type { Scene } from '../../scene';
import { hash, lens, rect } from '../props';
import { bricks } from './shared';

/** Round leaves packed into a ball (a clipped box shrub), shaded from the top left. */
function shrub(art: Art, cx: number, cy: number, r: number): void {
  const greens = ['#2E5528', '#386630', '#427338', '#2A4E26', '#4C8042'];
  const groups: string[][] = greens.map(() => []);
  art.path(ellipse(cx, cy, r, r * 0.95), '#1F3B1C');
  for (let i = 0; i < 420; i++) {
    const a = hash(i, 3) * Math.PI * 2;
    const d = Math.sqrt(hash(i, 7)) * r * 0.95;
    const s = r * (0.045 + hash(i, 11) * 0.04);
    groups[Math.floor(hash(i, 13) * greens.length)]!.push(`<circle cx="${Math.round(cx + Math.cos(a) * d)}" cy="${Math.round(cy + Math.sin(a) * d * 0.95)}" r="${Math.round(s)}"/>`);
  }
  groups.forEach((g, i) => art.draw(`<g fill="${greens[i]!}">${g.join('')}</g>`));
  art.path(ellipse(cx, cy, r, r * 0.95), art.radial(cx - r * 0.4, cy - r * 0.45, r * 1.5, [[0, '#E8F5C8', 0.3], [0.4, '#FFFFFF', 0], [0.85, '#000000', 0.4], [1, '#000000', 0.6]]));
}

/** A shop's interior seen through glass: a warm back wall, shelves of goods, a counter. */
function interior(art: Art, x: number, y: number, w: number, h: number): void {
  art.path(rect(x, y, w, h), art.linear(0, y, 0, y + h, [[0, '#1E1915'], [0.35, '#5A4636'], [0.62, '#4A3A2D'], [0.7, '#2A221C'], [1, '#15120F']]));
  for (let s = 0; s < 2; s++) {
    const sy = y + h * (0.42 + s * 0.15);
    const goods: string[] = [];
    for (let i = 0; i * 64 < w; i++) {
      if (hash(i, s) < 0.25) continue;
      const gh = 34 + hash(s, i) * 46;
      goods.push(rect(x + i * 64 + 12, sy - gh, 30 + hash(i, s + 5) * 18, gh));
    }
    art.path(goods.join(''), '#9A7E62', 'fill-opacity="0.6"');
    art.path(rect(x, sy, w, 9), '#7A604A');
    art.path(rect(x, sy + 9, w, 14), '#000000', 'fill-opacity="0.25"');
  }
  // A counter in front, its top catching the lamps.
  art.path(rect(x, y + h * 0.74, w, 8), '#A4886A', 'fill-opacity="0.7"');
  art.path(rect(x, y + h * 0.74 + 8, w, h * 0.26 - 8), art.linear(0, y + h * 0.74, 0, y + h, [[0, '#2C241E'], [1, '#110E0C']]));
}

/** A pendant lamp hanging inside: cord, shade, warm pool of light. */
function pendant(art: Art, cx: number, top: number, drop: number): void {
  art.path(ellipse(cx, top + drop + 40, 170, 110), art.radial(cx, top + drop + 40, 170, [[0, '#FFD89A', 0.45], [1, '#FFD89A', 0]], 110));
  art.path(rect(cx - 1.5, top, 3, drop), '#111111');
  art.path(`M${cx - 46} ${top + drop + 34}C${cx - 44} ${top + drop} ${cx + 44} ${top + drop} ${cx + 46} ${top + drop + 34}Z`, '#1B1B1B');
  art.path(ellipse(cx, top + drop + 36, 40, 8), '#FFE9BF');
}

/** A fielded panel of painted joinery: a lit top-left bevel, a shaded bottom-right one. */
function raisedPanel(art: Art, x: number, y: number, w: number, h: number): void {
  const b = 12;
  art.path(poly([[x, y], [x + w, y], [x + w - b, y + b], [x + b, y + b], [x + b, y + h - b], [x, y + h]]), '#4A5056');
  art.path(poly([[x + w, y], [x + w, y + h], [x, y + h], [x + b, y + h - b], [x + w - b, y + h - b], [x + w - b, y + b]]), '#1A1D20');
  art.path(rect(x + b, y + b, w - 2 * b, h - 2 * b), art.linear(0, y, 0, y + h, [[0, '#33383D'], [1, '#272B2F']]));
}

/** A shop front: painted brick, the logo on the fascia, a striped awning in the brand colour, lit windows. */
export function shopStorefront(): Scene {
  const art = new Art();
  const joinery = '#2C3034';
  // Painted brick façade above and either side; the ground line at 1610.
  bricks(art, 0, 0, 2400, 1610, { bw: 120, bh: 40, joint: 5, shades: ['#E6E1D8', '#DDD7CC', '#E9E5DD', '#D7D1C6'], mortar: '#C3BCB0' });
  // A cast-iron downpipe on the right.
  art.softShadow(2296, 0, 36, 1610, 8, { spread: 14, opacity: 0.25, dx: 10, dy: 0, steps: 5 });
  art.path(rect(2290, 0, 36, 1610), art.linear(2290, 0, 2326, 0, [[0, '#4A4F55'], [0.35, '#7A8088'], [1, '#2A2E33']]));
  for (const y of [260, 760, 1260]) art.path(rect(2284, y, 48, 22), '#3A3F45');

  // Pavement in perspective (eye level at 1100).
  art.path(rect(0, 1610, 2400, 190), art.linear(0, 1610, 0, 1800, [[0, '#A8A49C'], [1, '#8E8A83']]));
  const joints: string[] = [];
  for (let x0 = -1600; x0 <= 4000; x0 += 260) {
    const x1 = 1200 + ((x0 - 1200) * (1800 - 1100)) / (1610 - 1100);
    joints.push(poly([[x0 - 2, 1610], [x0 + 2, 1610], [x1 + 3, 1800], [x1 - 3, 1800]]));
  }
  for (const y of [1655, 1725]) joints.push(rect(0, y, 2400, 4));
  art.path(joints.join(''), '#6E6A64', 'fill-opacity="0.55"');

  // Shopfront surround: pilasters, cornice, stallriser, step.
  art.softShadow(230, 150, 1940, 1460, 0, { spread: 30, opacity: 0.35, dx: 18, dy: 14, steps: 8 });
  art.path(rect(230, 150, 1940, 1460), joinery);
  // Cornice over the fascia, lit on its top, casting a shadow below.
  art.path(rect(200, 140, 2000, 58), art.linear(0, 140, 0, 198, [[0, '#565C62'], [0.3, '#3A3F44'], [1, '#24282C']]));
  art.path(rect(200, 136, 2000, 8), '#6C737A');
  // Fascia: the design's background colour, framed by a moulding.
  art.path(rect(320, 212, 1760, 256), '{paper}');
  art.path(rect(320, 212, 1760, 256), art.linear(0, 212, 0, 468, [[0, '#000000', 0.22], [0.25, '#000000', 0.04], [1, '#000000', 0.08]]));
  art.path(`${rect(306, 200, 1788, 282)}${rect(320, 212, 1760, 256)}`, art.linear(0, 200, 0, 482, [[0, '#4C5257'], [1, '#1F2226']]), 'fill-rule="evenodd"');
  // Corbels either side of the fascia.
  for (const cx of [268, 2132]) {
    art.path(rect(cx - 38, 190, 76, 300), art.linear(cx - 38, 0, cx + 38, 0, [[0, '#474D53'], [0.4, '#353A3F'], [1, '#1E2125']]));
    art.path(rect(cx - 44, 186, 88, 18), '#50575D');
    art.path(rect(cx - 44, 478, 88, 16), '#23272B');
  }
  art.logo();

  // Three gooseneck lamps washing the fascia from above (drawn over the logo).
  for (const lx of [760, 1200, 1640]) {
    art.path(ellipse(lx, 300, 330, 150), art.radial(lx, 260, 330, [[0, '#FFF3D6', 0.3], [0.55, '#FFF3D6', 0.08], [1, '#FFF3D6', 0]], 190));
  }
  for (const lx of [760, 1200, 1640]) {
    art.path(`M${lx - 4} 140V100C${lx - 4} 60 ${lx + 70} 60 ${lx + 70} 100V150H${lx + 62}V100C${lx + 62} 70 ${lx + 4} 70 ${lx + 4} 100V140Z`, '#1A1C1F');
    art.path(`M${lx + 36} 150L${lx + 96} 150L${lx + 84} 196L${lx + 48} 196Z`, art.linear(lx + 36, 0, lx + 96, 0, [[0, '#3C4248'], [0.4, '#6C737A'], [1, '#1D2024']]));
    art.path(ellipse(lx + 66, 196, 18, 5), '#FFF1CF');
  }

  // Windows and door, seen into the lit shop.
  const winTop = 560;
  const winBottom = 1440;
  interior(art, 330, winTop, 1190, winBottom - winTop);
  interior(art, 1920, winTop, 150, winBottom - winTop);
  interior(art, 1606, 640, 228, 720);
  for (const px of [560, 1000, 1400]) pendant(art, px, winTop, 330);
  // Glass: the street's reflection as a cool sheen and two diagonal streaks.
  const glass = art.linear(330, winTop, 1200, winBottom, [[0, '#CFE0EC', 0.3], [0.5, '#CFE0EC', 0.08], [1, '#CFE0EC', 0.18]]);
  art.path(`${rect(330, winTop, 1190, winBottom - winTop)}${rect(1920, winTop, 150, winBottom - winTop)}${rect(1606, 640, 228, 720)}`, glass);
  const streaks = [poly([[520, winTop], [700, winTop], [420, winBottom], [240, winBottom]]), poly([[760, winTop], [800, winTop], [520, winBottom], [480, winBottom]])];
  art.path(streaks.join(''), '#FFFFFF', 'fill-opacity="0.07"');
  // Glazing bars and frames.
  const bars = [rect(918, winTop, 14, winBottom - winTop), rect(330, 840, 1190, 10)];
  art.path(bars.join(''), joinery);
  art.path(`${rect(316, winTop - 14, 1218, winBottom - winTop + 28)}${rect(330, winTop, 1190, winBottom - winTop)}`, joinery, 'fill-rule="evenodd"');
  // The door: frame, glass panel, handle, kick plate.
  art.path(`${rect(1560, 590, 320, 1020)}${rect(1606, 640, 228, 720)}`, art.linear(1560, 0, 1880, 0, [[0, '#363B40'], [1, '#24282C']]), 'fill-rule="evenodd"');
  art.path(rect(1548, 578, 344, 12), '#1C1F22');
  art.logo();
  art.path(rect(1622, 1060, 12, 240), art.linear(1622, 0, 1634, 0, [[0, '#8A6A2E'], [0.4, '#E6C77A'], [1, '#6E521F']]));
  art.path(rect(1606, 1420, 228, 150), art.linear(1606, 0, 1834, 0, [[0, '#9AA0A6'], [0.5, '#D8DCE0'], [1, '#8A9096']]));
  // Stallriser panels under the window.
  // Window sill catching the light, then fielded stallriser panels under it.
  art.path(rect(316, 1440, 1218, 22), '#50565C');
  art.path(rect(316, 1440, 1218, 4), '#8A9198');
  art.path(rect(1906, 1440, 178, 22), '#50565C');
  art.path(rect(1906, 1440, 178, 4), '#8A9198');
  for (const [x, w] of [[350, 560], [950, 560], [1936, 118]] as const) raisedPanel(art, x, 1486, w, 96);
  // Pilasters: a lit left face and a shaded right one.
  for (const px of [230, 2084]) {
    art.path(rect(px, 494, 86, 1106), art.linear(px, 0, px + 86, 0, [[0, '#FFFFFF', 0.1], [0.2, '#FFFFFF', 0.02], [0.8, '#000000', 0.05], [1, '#000000', 0.25]]));
  }
  // The step and its shadow on the pavement.
  art.path(rect(220, 1600, 1960, 18), '#5E5A55');
  art.path(rect(220, 1618, 1960, 22), '#000000', 'fill-opacity="0.18"');

  // The awning: a sloping striped canvas and a scalloped valance, in the brand colour.
  const aTop = 500;
  const aFold = 690;
  const aBottom = 756;
  const stripes = 16;
  const tl = 300;
  const tr = 2100;
  const bl = 240;
  const br = 2160;
  art.softShadow(bl, aBottom, br - bl, 60, 0, { spread: 50, opacity: 0.35, dx: 20, dy: 40, steps: 8 });
  art.path(poly([[bl + 10, aBottom - 10], [br - 10, aBottom - 10], [tr, aBottom + 40], [tl, aBottom + 40]]), '{brandDark}');
  art.path(poly([[bl + 10, aBottom - 10], [br - 10, aBottom - 10], [tr, aBottom + 40], [tl, aBottom + 40]]), '#000000', 'fill-opacity="0.4"');
  const slope: [string[], string[]] = [[], []];
  const valance: [string[], string[]] = [[], []];
  for (let i = 0; i < stripes; i++) {
    const t0 = tl + ((tr - tl) * i) / stripes;
    const t1 = tl + ((tr - tl) * (i + 1)) / stripes;
    const b0 = bl + ((br - bl) * i) / stripes;
    const b1 = bl + ((br - bl) * (i + 1)) / stripes;
    slope[i % 2]!.push(poly([[t0, aTop], [t1, aTop], [b1, aFold], [b0, aFold]]));
    valance[i % 2]!.push(`M${b0} ${aFold}H${b1}V${aBottom}C${b1 - 20} ${aBottom + 44} ${b0 + 20} ${aBottom + 44} ${b0} ${aBottom}Z`);
  }
  art.path(slope[0]!.join(''), '{brand}');
  art.path(slope[1]!.join(''), '#F3EFE6');
  art.path(valance[0]!.join(''), '{brand}');
  art.path(valance[1]!.join(''), '#F3EFE6');
  // Light on the canvas: the slope catches the sky, darker towards the wall; the valance faces us in half light.
  art.path(poly([[tl, aTop], [tr, aTop], [br, aFold], [bl, aFold]]), art.linear(0, aTop, 0, aFold, [[0, '#000000', 0.38], [0.3, '#000000', 0.12], [1, '#FFFFFF', 0.12]]));
  art.path(poly([[tl, aTop], [tr, aTop], [br, aFold], [bl, aFold]]), art.linear(bl, 0, br, 0, [[0, '#FFFFFF', 0.1], [0.6, '#FFFFFF', 0], [1, '#000000', 0.12]]));
  art.path(`M${bl} ${aFold}H${br}V${aBottom + 30}H${bl}Z`, art.linear(0, aFold, 0, aBottom + 30, [[0, '#000000', 0.12], [1, '#000000', 0.26]]));
  art.path(rect(bl, aFold - 3, br - bl, 6), '#FFFFFF', 'fill-opacity="0.25"');
  art.path(rect(tl - 10, aTop - 8, tr - tl + 20, 14), '#1F2226');

  // Box shrubs in planters either side of the shop.
  for (const [cx, r] of [[120, 120], [2290, 110]] as const) {
    art.contactShadow(cx + 30, 1612, 140, 22, 0.45);
    art.path(poly([[cx - 100, 1400], [cx + 100, 1400], [cx + 84, 1612], [cx - 84, 1612]]), art.linear(cx - 100, 0, cx + 100, 0, [[0, '#4A5056'], [0.35, '#2E3338'], [1, '#17191C']]));
    art.path(rect(cx - 108, 1392, 216, 18), '#3E444A');
    shrub(art, cx, 1392 - r * 0.75, r);
  }

  // Daylight from the top left, grain, the lens.
  art.grain(0.35, undefined, 2);
  lens(art, 0.4, 0.12);

  return {
    id: 'shop-storefront-awning',
    number: 201,
    label: { zh: '店铺门头与遮阳篷', en: 'Shop front with awning' },
    tags: ['signage'],
    keywords: { zh: ['门头', '店铺', '招牌', '遮阳篷', '店面'], en: ['storefront', 'shop', 'awning', 'fascia', 'shop sign'] },
    preset: 3,
    art: art.done(),
    placements: [
      { left: 600, top: 228, width: 1200, height: 224, finish: 'flat' },
      { left: 1650, top: 880, width: 170, height: 130, variant: 'white', colour: '#FFFFFF', finish: 'flat', opacity: 0.9 },
    ],
  };
}
