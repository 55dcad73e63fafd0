import { Art, ellipse, poly, roundRect } from '../art';
import type { Scene } from '../scene';
import { warpMap, type Point } from '../warp';
import { hash, lens, rect } from './props';

/** Signage: shop fronts, wall signs, neon, hanging signs, billboards. Numbers 201–299. */

/** A brick wall in running bond over the box: mortar, then the bricks grouped by shade into one path each. */
function bricks(art: Art, x: number, y: number, w: number, h: number, o: { bw: number; bh: number; joint: number; shades: readonly string[]; mortar: string }): void {
  art.path(rect(x, y, w, h), o.mortar);
  const groups: string[][] = o.shades.map(() => []);
  const rows = Math.ceil(h / o.bh);
  for (let r = 0; r < rows; r++) {
    const by = y + r * o.bh;
    const bh = Math.min(o.bh, y + h - by) - o.joint;
    if (bh <= 0) continue;
    const shift = r % 2 === 0 ? 0 : o.bw / 2;
    for (let c = -1; c * o.bw - shift < w; c++) {
      const x0 = Math.max(x, x + c * o.bw + shift);
      const x1 = Math.min(x + w, x + (c + 1) * o.bw + shift - o.joint);
      if (x1 - x0 < 2) continue;
      const g = Math.floor(hash(r, c) * o.shades.length);
      groups[g]!.push(rect(x0, by, x1 - x0, bh));
    }
  }
  groups.forEach((g, i) => art.path(g.join(''), o.shades[i]!));
}

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
function shopStorefront(): Scene {
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

/** Vertical oak slats on a dark backing, each slat a little different, lit from the left. */
function woodSlats(art: Art, x: number, y: number, w: number, h: number, slat: number, gap: number): void {
  art.path(rect(x, y, w, h), '#1E1814');
  const tones = ['#B98B5E', '#A97C52', '#C39766', '#B08358'];
  const groups: string[][] = tones.map(() => []);
  const edges: string[] = [];
  const shades: string[] = [];
  for (let i = 0, sx = x + gap / 2; sx < x + w; i++, sx += slat + gap) {
    const sw = Math.min(slat, x + w - sx);
    groups[Math.floor(hash(i, 21) * tones.length)]!.push(rect(sx, y, sw, h));
    edges.push(rect(sx, y, Math.min(4, sw), h));
    shades.push(rect(sx + sw, y, Math.min(gap * 0.7, x + w - sx - sw), h));
  }
  groups.forEach((g, i) => art.path(g.join(''), tones[i]!));
  art.path(edges.join(''), '#FFFFFF', 'fill-opacity="0.22"');
  art.path(shades.join(''), '#000000', 'fill-opacity="0.35"');
}

/** A snake plant in a ceramic pot: upright blade leaves, each with a lit and a shaded half and a pale rim. */
function snakePlant(art: Art, cx: number, base: number, scale: number): void {
  const potW = 250 * scale;
  const potH = 290 * scale;
  art.contactShadow(cx + 40 * scale, base, potW * 0.9, 34 * scale, 0.4);
  const lit: string[] = [];
  const shade: string[] = [];
  const rims: string[] = [];
  const soil = base - potH + 6;
  for (let i = 0; i < 15; i++) {
    const sx = cx + (hash(i, 43) - 0.5) * potW * 0.7;
    const lean = (sx - cx) * 0.9 + (hash(i, 31) - 0.5) * 160 * scale;
    const h = (340 + hash(i, 37) * 480) * scale;
    const w = (34 + hash(i, 41) * 22) * scale;
    const tx = sx + lean;
    const ty = soil - h;
    const f = (v: number) => v.toFixed(0);
    lit.push(`M${f(sx - w)} ${f(soil)}C${f(sx - w * 1.6)} ${f(soil - h * 0.5)} ${f(tx - w * 0.6)} ${f(ty + h * 0.2)} ${f(tx)} ${f(ty)}C${f(tx - w * 0.1)} ${f(ty + h * 0.3)} ${f(sx)} ${f(soil - h * 0.5)} ${f(sx)} ${f(soil)}Z`);
    shade.push(`M${f(sx + w)} ${f(soil)}C${f(sx + w * 1.5)} ${f(soil - h * 0.5)} ${f(tx + w * 0.5)} ${f(ty + h * 0.2)} ${f(tx)} ${f(ty)}C${f(tx - w * 0.1)} ${f(ty + h * 0.3)} ${f(sx)} ${f(soil - h * 0.5)} ${f(sx)} ${f(soil)}Z`);
    rims.push(`M${f(sx - w)} ${f(soil)}C${f(sx - w * 1.6)} ${f(soil - h * 0.5)} ${f(tx - w * 0.6)} ${f(ty + h * 0.2)} ${f(tx)} ${f(ty)}C${f(tx - w * 0.55)} ${f(ty + h * 0.22)} ${f(sx - w * 1.45)} ${f(soil - h * 0.5)} ${f(sx - w * 0.85)} ${f(soil)}Z`);
  }
  art.path(shade.join(''), '#2B4F2C');
  art.path(lit.join(''), '#4F7F43');
  art.path(rims.join(''), '#C9C77A', 'fill-opacity="0.55"');
  art.path(`${shade.join('')}${lit.join('')}`, art.linear(0, soil - 950 * scale, 0, soil, [[0, '#F2F7D0', 0.18], [0.6, '#FFFFFF', 0], [1, '#000000', 0.35]]));
  // The pot: a matte ceramic cylinder with a dark rim.
  const pot = `M${cx - potW / 2} ${base - potH}H${cx + potW / 2}L${cx + potW * 0.44} ${base - 8}Q${cx} ${base + 8} ${cx - potW * 0.44} ${base - 8}Z`;
  art.path(pot, art.linear(cx - potW / 2, 0, cx + potW / 2, 0, [[0, '#CFC8BE'], [0.3, '#F1ECE4'], [0.75, '#B7AFA4'], [1, '#8E877D']]));
  art.path(rect(cx - potW / 2, base - potH, potW, 14 * scale), '#000000', 'fill-opacity="0.12"');
}

/** An office reception: raised logo letters on a plaster feature wall, oak slats, a desk in the brand colour. */
function receptionWall(): Scene {
  const art = new Art();
  const wallBase = 1420;
  // Plaster wall in the design's background colour, washed by three downlights; oak slats on the right.
  art.path(rect(0, 0, 2400, wallBase), '{paper}');
  art.path(rect(0, 0, 2400, wallBase), art.linear(0, 0, 0, wallBase, [[0, '#000000', 0.3], [0.5, '#000000', 0.12], [1, '#000000', 0.2]]));
  for (const lx of [420, 1200, 1980]) {
    art.path(ellipse(lx, 40, 300, 560), art.radial(lx, 40, 300, [[0, '#FFFFFF', 0.6], [0.35, '#FFFFFF', 0.3], [0.7, '#FFFFFF', 0.08], [1, '#FFFFFF', 0]], 560));
  }
  // The ceiling's edge with the downlights in it.
  art.path(rect(0, 0, 2400, 54), art.linear(0, 0, 0, 54, [[0, '#CFCBC4'], [1, '#EAE7E1']]));
  art.path(rect(0, 54, 2400, 10), '#000000', 'fill-opacity="0.18"');
  for (const lx of [420, 1200, 1980]) {
    art.path(ellipse(lx, 28, 64, 12), '#FFFFFF');
    art.path(ellipse(lx, 28, 64, 12), art.radial(lx, 28, 64, [[0, '#FFFDF4'], [0.8, '#FFF6DF'], [1, '#B9B3A8']], 12));
  }
  art.logo();
  woodSlats(art, 2010, 64, 390, wallBase - 64, 44, 18);
  art.path(rect(2010, 0, 390, wallBase), art.linear(0, 0, 0, wallBase, [[0, '#000000', 0.25], [0.4, '#000000', 0], [1, '#000000', 0.3]]));
  art.path(rect(2002, 0, 8, wallBase), '#000000', 'fill-opacity="0.3"');
  // Floor: pale polished concrete with a soft reflection of the wall.
  art.path(rect(0, wallBase, 2400, 1800 - wallBase), art.linear(0, wallBase, 0, 1800, [[0, '#B9B4AC'], [1, '#D6D1C9']]));
  art.path(rect(0, wallBase, 2400, 60), '{paper}', 'fill-opacity="0.25"');
  art.path(rect(0, wallBase - 14, 2010, 14), '#000000', 'fill-opacity="0.12"');
  art.path(rect(0, wallBase, 2400, 10), '#000000', 'fill-opacity="0.18"');

  snakePlant(art, 330, 1580, 1);

  // The reception desk: an oak top over a front panel in the brand colour.
  const dl = 640;
  const dr = 1980;
  const top = 1170;
  const front = 1200;
  const bottom = 1690;
  art.softShadow(dl, bottom - 30, dr - dl, 40, 10, { spread: 60, opacity: 0.35, dx: 30, dy: 20, steps: 8 });
  art.path(poly([[dl + 40, top], [dr - 40, top], [dr, front], [dl, front]]), art.linear(0, top, 0, front, [[0, '#9C7450'], [1, '#C39A6D']]));
  art.path(rect(dl, front, dr - dl, 26), art.linear(dl, 0, dr, 0, [[0, '#D2AA7A'], [1, '#A57D55']]));
  art.path(rect(dl + 10, front + 26, dr - dl - 20, bottom - front - 26), '{brand}');
  art.path(rect(dl + 10, front + 26, dr - dl - 20, bottom - front - 26), art.linear(dl, 0, dr, 0, [[0, '#FFFFFF', 0.14], [0.45, '#FFFFFF', 0], [1, '#000000', 0.25]]));
  const flutes: string[] = [];
  const lights: string[] = [];
  for (let x = dl + 10; x < dr - 20; x += 36) {
    flutes.push(rect(x + 26, front + 26, 10, bottom - front - 26));
    lights.push(rect(x + 2, front + 26, 6, bottom - front - 26));
  }
  art.path(flutes.join(''), '#000000', 'fill-opacity="0.2"');
  art.path(lights.join(''), '#FFFFFF', 'fill-opacity="0.1"');
  art.path(rect(dl + 10, front + 26, dr - dl - 20, 40), '#000000', 'fill-opacity="0.22"');
  art.path(rect(dl + 30, bottom - 6, dr - dl - 60, 26), '#111111', 'fill-opacity="0.6"');
  // A monitor's back and a vase on the desk.
  art.path(poly([[1520, 1176], [1580, 1176], [1566, 1080], [1534, 1080]]), art.linear(1520, 0, 1580, 0, [[0, '#D9DCE0'], [1, '#8E939A']]));
  art.path(roundRect(1390, 870, 320, 230, 14), art.linear(1390, 870, 1710, 1100, [[0, '#F2F3F5'], [0.5, '#CDD1D6'], [1, '#9EA4AB']]));
  art.path(ellipse(1550, 985, 26, 26), '#FFFFFF', 'fill-opacity="0.5"');
  art.path(ellipse(1500, 1176, 70, 8), '#000000', 'fill-opacity="0.25"');
  art.path(ellipse(860, 1174, 56, 9), '#000000', 'fill-opacity="0.25"');
  art.path(`M830 1176C812 1120 818 1060 842 1020H878C902 1060 908 1120 890 1176Z`, art.linear(820, 0, 900, 0, [[0, '#EDE8E0'], [0.4, '#FFFFFF'], [1, '#A8A197']]));
  art.path('M858 1022C850 960 820 900 790 860L796 856C830 896 860 956 866 1020ZM862 1022C872 950 900 900 940 870L944 876C908 906 880 956 870 1022Z', '#5B6E45');

  art.grain(0.3, undefined, 2);
  lens(art, 0.4, 0.08);

  return {
    id: 'reception-wall-logo',
    number: 202,
    label: { zh: '前台背景墙', en: 'Office reception wall' },
    tags: ['signage'],
    keywords: { zh: ['前台', '背景墙', '办公室', '立体字', '公司'], en: ['reception', 'office', 'lobby', 'wall sign', '3D letters'] },
    preset: 7,
    art: art.done(),
    placements: [{ left: 660, top: 300, width: 1080, height: 480, finish: 'raised' }],
  };
}

/** A bare filament bulb hanging on its cord, with a warm halo. */
function edisonBulb(art: Art, cx: number, cordTop: number, y: number): void {
  art.path(ellipse(cx, y + 40, 150, 150), art.radial(cx, y + 40, 150, [[0, '#FFC46B', 0.45], [0.4, '#FFB04A', 0.12], [1, '#FFB04A', 0]]));
  art.path(rect(cx - 2, cordTop, 4, y - cordTop), '#0D0D0D');
  art.path(rect(cx - 13, y - 6, 26, 30), art.linear(cx - 13, 0, cx + 13, 0, [[0, '#5E4A2A'], [0.4, '#B8944F'], [1, '#3E311D']]));
  art.path(`M${cx - 12} ${y + 24}C${cx - 40} ${y + 50} ${cx - 46} ${y + 96} ${cx} ${y + 104}C${cx + 46} ${y + 96} ${cx + 40} ${y + 50} ${cx + 12} ${y + 24}Z`, art.radial(cx, y + 66, 44, [[0, '#FFF4D2'], [0.5, '#FFCF7A', 0.8], [1, '#E08A2A', 0.5]]));
  art.path(`M${cx - 10} ${y + 40}L${cx - 4} ${y + 80}L${cx + 4} ${y + 80}L${cx + 10} ${y + 40}`, 'none', 'stroke="#FFFFFF" stroke-width="2.5" stroke-opacity="0.9"');
}

/** A bottle standing on the counter, lit from behind by the sign (a rim of the sign's colour). */
function bottle(art: Art, cx: number, base: number, h: number, w: number, glass: string): void {
  const neck = w * 0.28;
  const shoulder = base - h * 0.62;
  const d = `M${cx - w / 2} ${base}V${shoulder}C${cx - w / 2} ${shoulder - h * 0.12} ${cx - neck} ${shoulder - h * 0.14} ${cx - neck} ${shoulder - h * 0.24}V${base - h}H${cx + neck}V${shoulder - h * 0.24}C${cx + neck} ${shoulder - h * 0.14} ${cx + w / 2} ${shoulder - h * 0.12} ${cx + w / 2} ${shoulder}V${base}Z`;
  art.path(d, glass);
  art.path(d, art.linear(cx - w / 2, 0, cx + w / 2, 0, [[0, '{accent}', 0.55], [0.15, '#000000', 0], [0.7, '#000000', 0.25], [0.92, '{accent}', 0.25], [1, '#FFFFFF', 0.3]]));
  art.path(rect(cx - w * 0.3, shoulder + h * 0.08, w * 0.08, h * 0.4), '#FFFFFF', 'fill-opacity="0.25"');
}

/** A neon sign on a clear acrylic panel on a dark brick wall, lighting the wall in its colour, over a bar counter. */
function neonBrickWall(): Scene {
  const art = new Art();
  bricks(art, 0, 0, 2400, 1460, { bw: 132, bh: 44, joint: 7, shades: ['#3A2722', '#33221E', '#402B24', '#2E1F1B', '#45302A'], mortar: '#1A1412' });
  // The bricks' top edges catch a little light.
  const ledges: string[] = [];
  for (let y = 0; y < 1460; y += 44) ledges.push(rect(0, y, 2400, 3));
  art.path(ledges.join(''), '#FFFFFF', 'fill-opacity="0.05"');
  // The panel: clear acrylic, its edges catching the neon, on four standoffs.
  const px = 660;
  const py = 300;
  const pw = 1080;
  const ph = 640;
  art.softShadow(px, py, pw, ph, 24, { spread: 36, opacity: 0.35, dx: 14, dy: 22, steps: 8 });
  art.path(roundRect(px, py, pw, ph, 24), '#FFFFFF', 'fill-opacity="0.05"');
  art.path(`${roundRect(px, py, pw, ph, 24)}${roundRect(px + 5, py + 5, pw - 10, ph - 10, 20)}`, art.linear(px, py, px + pw, py + ph, [[0, '#FFFFFF', 0.5], [0.5, '#FFFFFF', 0.12], [1, '#FFFFFF', 0.35]]), 'fill-rule="evenodd"');
  for (const [sx, sy] of [[px + 44, py + 44], [px + pw - 44, py + 44], [px + pw - 44, py + ph - 44], [px + 44, py + ph - 44]] as const) {
    art.path(ellipse(sx + 5, sy + 7, 18, 18), '#000000', 'fill-opacity="0.35"');
    art.path(ellipse(sx, sy, 16, 16), art.linear(sx - 16, sy - 16, sx + 16, sy + 16, [[0, '#F4F6F8'], [0.5, '#A6ADB5'], [1, '#5B626A']]));
    art.path(ellipse(sx, sy, 6, 6), '#3A3F45');
  }
  // The transformer's cable, down the wall behind the counter.
  art.path(`M${px + pw - 130} ${py + ph}C${px + pw - 120} ${py + ph + 160} ${px + pw + 40} ${py + ph + 120} ${px + pw + 60} 1460H${px + pw + 72}C${px + pw + 52} ${py + ph + 110} ${px + pw - 108} ${py + ph + 150} ${px + pw - 118} ${py + ph}Z`, '#0C0C0C');
  // The neon's halo on the acrylic and the wall right behind it.
  art.path(ellipse(1200, py + ph / 2, 600, 330), art.radial(1200, py + ph / 2, 600, [[0, '{accent}', 0.34], [0.6, '{accent}', 0.1], [1, '{accent}', 0]], 330));
  art.logo();

  // The bar counter: a walnut top seen from above with the sign's light in it, its front edge, the dark body below.
  const back = 1460;
  const edge = 1640;
  art.path(rect(0, back, 2400, edge - back), art.linear(0, back, 0, edge, [[0, '#24170F'], [1, '#4E3220']]));
  art.path(rect(0, back, 2400, edge - back), art.radial(1200, back + 30, 800, [[0, '{accent}', 0.4], [0.5, '{accent}', 0.12], [1, '{accent}', 0]], 150));
  const wood: string[] = [];
  for (let i = 0; i < 8; i++) wood.push(rect(0, back + 12 + i * 21 + hash(i, 2) * 8, 2400, 2));
  art.path(wood.join(''), '#000000', 'fill-opacity="0.18"');
  art.path(rect(0, back, 2400, 8), '#000000', 'fill-opacity="0.45"');
  art.path(rect(0, edge, 2400, 36), art.linear(0, edge, 0, edge + 36, [[0, '#7A5538'], [1, '#3A261A']]));
  art.path(rect(0, edge + 36, 2400, 1800 - edge - 36), art.linear(0, edge + 36, 0, 1800, [[0, '#140E0B'], [1, '#0A0706']]));
  art.path(rect(0, edge + 36, 2400, 20), '#000000', 'fill-opacity="0.5"');
  // Bottles on the left, a small plant on the right.
  art.contactShadow(470, 1530, 200, 18, 0.6);
  bottle(art, 380, 1530, 360, 100, '#1E2A1E');
  bottle(art, 505, 1534, 290, 108, '#3A2313');
  bottle(art, 620, 1526, 390, 88, '#15191C');
  art.contactShadow(1930, 1530, 120, 16, 0.6);
  art.path('M1870 1530L1858 1428H2002L1990 1530Z', art.linear(1858, 0, 2002, 0, [[0, '#6E5B4C'], [0.4, '#9C8471'], [1, '#3E3229']]));
  const leaves: string[] = [];
  for (let i = 0; i < 12; i++) {
    const a = -Math.PI / 2 + (i / 11 - 0.5) * 2.6;
    const l = 110 + hash(i, 5) * 70;
    const tx = 1930 + Math.cos(a) * l;
    const ty = 1426 + Math.sin(a) * l * 0.9;
    leaves.push(`M1930 1426Q${(1930 + tx) / 2 - 24} ${(1426 + ty) / 2 - 10} ${tx.toFixed(0)} ${ty.toFixed(0)}Q${(1930 + tx) / 2 + 24} ${(1426 + ty) / 2 + 10} 1930 1426Z`);
  }
  art.path(leaves.join(''), '#2E4A2A');
  art.path(leaves.join(''), art.linear(1800, 1260, 2060, 1426, [[0, '{accent}', 0.3], [1, '#000000', 0.2]]));

  edisonBulb(art, 250, 0, 440);
  edisonBulb(art, 2150, 0, 360);
  // The neon's light on the wall, falling off to dark corners (the one full-canvas radial).
  art.fillAll(art.radial(1200, 620, 1400, [[0, '{accent}', 0.32], [0.3, '{accent}', 0.12], [0.55, '#000000', 0.2], [1, '#000000', 0.7]], 1100));

  return {
    id: 'neon-sign-brick',
    number: 203,
    label: { zh: '砖墙霓虹灯牌', en: 'Neon sign on a brick wall' },
    tags: ['signage'],
    keywords: { zh: ['霓虹灯', '灯牌', '砖墙', '酒吧', '发光'], en: ['neon', 'neon sign', 'brick wall', 'bar', 'glow'] },
    art: art.done(),
    placements: [{ left: px + 150, top: py + 130, width: pw - 300, height: ph - 260, finish: 'glow', colour: '{accent}' }],
  };
}

/** Maps points of a flat w×h surface onto four corners (top-left, top-right, bottom-right, bottom-left) in perspective. */
function surface(corners: readonly [Point, Point, Point, Point], w: number, h: number): (x: number, y: number) => Point {
  return warpMap({ kind: 'quad', corners }, { left: 0, top: 0, width: w, height: h });
}

/** A polygon of flat-surface points, mapped through `at`. */
function mapped(at: (x: number, y: number) => Point, points: readonly Point[]): string {
  return poly(points.map(([x, y]) => at(x, y)));
}

/** A chain of oval links between two points. */
function chain(art: Art, x0: number, y0: number, x1: number, y1: number): void {
  const n = Math.max(2, Math.round(Math.hypot(x1 - x0, y1 - y0) / 26));
  const angle = (Math.atan2(y1 - y0, x1 - x0) * 180) / Math.PI;
  const links: string[] = [];
  for (let i = 0; i < n; i++) {
    const cx = x0 + ((x1 - x0) * (i + 0.5)) / n;
    const cy = y0 + ((y1 - y0) * (i + 0.5)) / n;
    const wide = i % 2 === 0;
    links.push(`<path transform="rotate(${angle.toFixed(1)} ${cx.toFixed(1)} ${cy.toFixed(1)})" d="${wide ? `${ellipse(cx, cy, 19, 11)}${ellipse(cx, cy, 11, 4)}` : rect(cx - 17, cy - 3, 34, 6)}"/>`);
  }
  art.draw(`<g fill="#23211F" fill-rule="evenodd">${links.join('')}</g>`);
}

/** A carved wooden sign swinging a little on a wrought-iron bracket, the street behind it out of focus. */
function hangingWoodSign(): Scene {
  const art = new Art();
  // The street behind, out of focus: sky, soft façades with windows, lit shop fronts, a tree, warm lights.
  art.fillAll('#CCD5DA');
  const blurred = (x: number, y: number, w: number, h: number, colour: string, opacity: number, spread = 70, steps = 9) =>
    art.softShadow(x, y, w, h, 30, { spread, opacity, steps, colour });
  blurred(300, 220, 700, 1300, '#BBA68D', 0.9);
  blurred(1060, 80, 560, 1400, '#8F8379', 0.8);
  blurred(1700, 300, 800, 1200, '#C6B59E', 0.9);
  const windows: [number, number][] = [];
  for (const y of [380, 720]) {
    for (const x of [420, 640, 1760, 1980, 2200]) windows.push([x, y]);
  }
  for (const [x, y] of windows) blurred(x, y, 120, 200, '#5C5752', 0.55, 36, 4);
  art.shapeShadow(ellipse(1320, 560, 300, 280), { spread: 90, opacity: 0.7, steps: 8, colour: '#5B6E47' });
  // Shop fronts at street level, lit from inside, and the pavement.
  blurred(280, 1120, 2200, 400, '#4A4038', 0.9, 50);
  for (const [x, w] of [[360, 420], [900, 300], [1500, 380], [1980, 420]] as const) blurred(x, 1180, w, 280, '#E2BC84', 0.6, 60, 6);
  // A neighbour's awning in the brand colour.
  blurred(1440, 1090, 520, 110, '{brand}', 0.85, 40, 6);
  blurred(0, 1520, 2400, 300, '#7A736A', 0.95, 70);
  for (const [x, y, r] of [[520, 1270, 54], [1040, 1230, 40], [1640, 1300, 60], [2120, 1250, 48], [1300, 1360, 34], [760, 1420, 44]] as const) {
    art.path(ellipse(x, y, r, r), art.radial(x, y, r, [[0, '#FFF0C8', 0.7], [0.75, '#FFE2A0', 0.45], [1, '#FFE2A0', 0]]));
  }

  // The wall on the left, in focus: limestone blocks and the bracket's wall plate.
  const wallR = 250;
  art.path(rect(0, 0, wallR, 1800), '#CFC3AE');
  const joints: string[] = [];
  for (let y = 0, r = 0; y < 1800; y += 150, r++) {
    joints.push(rect(0, y, wallR, 6));
    joints.push(rect(r % 2 === 0 ? 120 : 40, y, 6, 150));
  }
  art.path(joints.join(''), '#9C8F7A');
  art.path(rect(0, 0, wallR, 1800), art.linear(0, 0, wallR, 0, [[0, '#FFFFFF', 0.12], [0.8, '#000000', 0.05], [1, '#000000', 0.3]]));
  art.path(rect(wallR, 0, 40, 1800), art.linear(wallR, 0, wallR + 40, 0, [[0, '#000000', 0.25], [1, '#000000', 0]]));

  // The bracket: a bar, a curved brace, a ring between them, the wall plate; lit along the top.
  const barY = 400;
  const barEnd = 1840;
  art.path(rect(wallR + 10, barY + 24, barEnd - wallR, 14), '#000000', 'fill-opacity="0.12"');
  art.path(rect(wallR - 30, barY - 80, 60, 440), art.linear(wallR - 30, 0, wallR + 30, 0, [[0, '#3A3835'], [0.4, '#55524D'], [1, '#1C1B1A']]));
  for (const y of [barY - 46, barY + 326]) art.path(ellipse(wallR, y, 12, 12), '#807B73');
  art.path(rect(wallR, barY, barEnd - wallR, 22), art.linear(0, barY, 0, barY + 22, [[0, '#77726B'], [0.3, '#3A3734'], [1, '#161514']]));
  art.path(ellipse(barEnd + 10, barY + 11, 26, 26), '#2A2826');
  art.path(ellipse(barEnd + 10, barY + 11, 12, 12), '#55514B');
  art.path(`M${wallR} ${barY + 330}C560 ${barY + 300} 860 ${barY + 150} 1060 ${barY + 22}H1090C880 ${barY + 170} 570 ${barY + 322} ${wallR} ${barY + 346}Z`, '#2B2926');
  // A ring between the bar and the brace, touching both.
  const ring = `${ellipse(702, barY + 113, 92, 92)}${ellipse(702, barY + 113, 78, 78)}`;
  art.path(ring, '#2B2926', 'fill-rule="evenodd"');
  art.path(ring, art.linear(610, barY + 21, 794, barY + 205, [[0, '#FFFFFF', 0.3], [0.5, '#FFFFFF', 0], [1, '#000000', 0.3]]), 'fill-rule="evenodd"');

  // The board: two corners on the flat w×h board, swung a few degrees so its right edge is further away.
  const W = 1000;
  const H = 620;
  const at = surface([[760, 610], [1716, 646], [1714, 1232], [756, 1282]], W, H);
  const board = mapped(at, [[0, 0], [W, 0], [W, H], [0, H]]);
  // Chains from the bar to two eyes on the board's top.
  const [e0x, e0y] = at(70, 0);
  const [e1x, e1y] = at(W - 70, 0);
  chain(art, e0x - 6, barY + 20, e0x, e0y - 8);
  chain(art, e1x + 4, barY + 20, e1x, e1y - 8);
  for (const [x, y] of [[e0x, e0y], [e1x, e1y]] as const) art.path(`${ellipse(x, y - 6, 13, 13)}${ellipse(x, y - 6, 6, 6)}`, '#2E2C29', 'fill-rule="evenodd"');
  // The underside's thickness, seen from below.
  const [b0x, b0y] = at(0, H);
  const [b1x, b1y] = at(W, H);
  art.path(poly([[b0x, b0y], [b1x, b1y], [b1x - 4, b1y + 26], [b0x + 2, b0y + 32]]), art.linear(b0x, 0, b1x, 0, [[0, '#5A3A20'], [1, '#3A2414']]));
  art.path(board, art.linear(760, 610, 1716, 1282, [[0, '#C08A52'], [0.5, '#A8733F'], [1, '#8A5A2E']]));
  // Planks and grain.
  const seams: string[] = [];
  for (const y of [H / 3, (2 * H) / 3]) seams.push(mapped(at, [[0, y - 2], [W, y - 2], [W, y + 3], [0, y + 3]]));
  art.path(seams.join(''), '#3E2715', 'fill-opacity="0.55"');
  const grain: string[] = [];
  for (let i = 0; i < 46; i++) {
    const y = (i + 0.5) * (H / 46) + (hash(i, 1) - 0.5) * 6;
    const x0 = hash(i, 2) * 200;
    const x1 = W - hash(i, 3) * 200;
    grain.push(mapped(at, [[x0, y], [(x0 + x1) / 2, y + (hash(i, 4) - 0.5) * 8], [x1, y + 1.5], [(x0 + x1) / 2, y + 3 + (hash(i, 4) - 0.5) * 8], [x0, y + 2]]));
  }
  art.path(grain.join(''), '#5A3519', 'fill-opacity="0.22"');
  // A carved border: a dark groove with a lit lower lip.
  const groove = (inset: number, t: number) => `${mapped(at, [[inset, inset], [W - inset, inset], [W - inset, H - inset], [inset, H - inset]])}${mapped(at, [[inset + t, inset + t], [W - inset - t, inset + t], [W - inset - t, H - inset - t], [inset + t, H - inset - t]])}`;
  art.path(groove(30, 10), '#FFE6C0', 'fill-rule="evenodd" fill-opacity="0.35" transform="translate(0 3)"');
  art.path(groove(30, 10), '#4A2C14', 'fill-rule="evenodd" fill-opacity="0.75"');
  // Daylight across the board from the top left.
  art.path(board, art.linear(760, 610, 1716, 1282, [[0, '#FFFFFF', 0.16], [0.55, '#FFFFFF', 0], [1, '#000000', 0.2]]));
  art.path(mapped(at, [[0, 0], [W, 0], [W, 5], [0, 5]]), '#FFE9C8', 'fill-opacity="0.55"');
  art.logo();
  art.grain(0.3, undefined, 2);
  lens(art, 0.32, 0.1);

  const [l0, l1, l2, l3] = [at(100, 100), at(W - 100, 100), at(W - 100, H - 100), at(100, H - 100)];
  return {
    id: 'hanging-wood-sign',
    number: 204,
    label: { zh: '木质吊挂招牌', en: 'Hanging wooden sign' },
    tags: ['signage'],
    keywords: { zh: ['木牌', '吊牌', '招牌', '雕刻', '复古'], en: ['wooden sign', 'hanging sign', 'carved', 'engraved', 'rustic'] },
    art: art.done(),
    placements: [{ left: 100, top: 100, width: W - 200, height: H - 200, warp: { kind: 'quad', corners: [l0, l1, l2, l3] }, finish: 'engrave', surface: '#A8733F' }],
  };
}

/** A glass shop entrance seen at an angle: the logo in white vinyl on the door, the lit lobby behind, the street reflected. */
function glassDoorVinyl(): Scene {
  const art = new Art();
  // The façade as a flat plane (u across, v down, in millimetres) seen in two-point perspective, 
  // lines across the façade run to a point far right, lines into the depth to one far left.
  // (Eye level: where the top and bottom edges meet, y ≈ 915.)
  const at = surface([[60, 110], [2480, 470], [2480, 1390], [60, 1780]], 3000, 2000);
  const quad = (u0: number, v0: number, u1: number, v1: number) => mapped(at, [[u0, v0], [u1, v0], [u1, v1], [u0, v1]]);
  const depthVP: Point = [-3600, 915];

  // The lobby behind the glass, out of focus: rows of downlights running into the depth, a warm wall, a counter, a plant.
  art.fillAll(art.linear(0, 0, 0, 1800, [[0, '#241E1A'], [0.4, '#4A3A2E'], [0.7, '#3A2E25'], [1, '#1E1916']]));
  art.path(ellipse(1200, 800, 1100, 600), art.radial(1200, 800, 1100, [[0, '#C79A68', 0.35], [1, '#C79A68', 0]], 600));
  const soft = (x: number, y: number, w: number, h: number, colour: string, opacity: number, spread = 60) =>
    art.softShadow(x, y, w, h, 24, { spread, opacity, steps: 9, colour });
  soft(300, 560, 1300, 560, '#8E6F55', 0.6, 110);
  soft(500, 1000, 1000, 220, '#15110F', 0.8, 50);
  soft(520, 980, 960, 30, '#B99C7C', 0.5, 30);
  art.shapeShadow(ellipse(2000, 1000, 160, 240), { spread: 70, opacity: 0.6, steps: 9, colour: '#3A4A30' });
  for (const [x0, y0] of [[900, 300], [1600, 330], [2300, 380]] as const) {
    for (const f of [0, 0.14, 0.26, 0.36]) {
      const x = x0 + (depthVP[0] - x0) * f;
      const y = y0 + (depthVP[1] - y0) * f;
      const r = 46 * (1 - f * 1.6);
      art.path(ellipse(x, y, r * 3, r * 3), art.radial(x, y, r * 3, [[0, '#FFD9A0', 0.3], [1, '#FFD9A0', 0]]));
      art.path(ellipse(x, y, r, r * 0.8), art.radial(x, y, r, [[0, '#FFF6E2', 0.95], [0.7, '#FFE7B8', 0.6], [1, '#FFE7B8', 0]], r * 0.8));
    }
  }

  // The façade: stone above, a fascia in the brand colour, the glazing's frame, stone piers either side.
  art.path(quad(-900, -1400, 3800, -520), '#CFCAC2');
  art.path(quad(-900, -520, 3800, 40), '{brand}');
  art.path(quad(-900, -520, 3800, 40), art.linear(0, 0, 2400, 600, [[0, '#FFFFFF', 0.16], [0.6, '#FFFFFF', 0], [1, '#000000', 0.22]]));
  art.path(quad(-900, -520, 3800, -500), '#FFFFFF', 'fill-opacity="0.25"');
  art.path(quad(-900, 20, 3800, 40), '#000000', 'fill-opacity="0.3"');
  art.path(`${quad(-900, 40, -20, 2040)}${quad(2960, 40, 3800, 2040)}`, '#D6D1C9');
  const stone: string[] = [];
  for (let v = 40; v < 2040; v += 250) stone.push(quad(-900, v, -20, v + 8), quad(2960, v, 3800, v + 8));
  art.path(stone.join(''), '#A7A199');
  art.path(quad(-900, 40, -20, 2040), art.linear(0, 0, 300, 0, [[0, '#FFFFFF', 0.1], [1, '#000000', 0.1]]));
  // Glass panes and the frame round them: a fixed pane, the door, a far fixed pane.
  const panes: [number, number, number, number][] = [[60, 180, 940, 1960], [1080, 240, 1840, 1880], [1980, 180, 2900, 1960]];
  const frame = [quad(-20, 40, 2960, 180), quad(-20, 1960, 2960, 2040), quad(-20, 180, 60, 1960), quad(940, 180, 1000, 1960), quad(1920, 180, 1980, 1960), quad(2900, 180, 2960, 1960)];
  art.path(frame.join(''), '#1C1E21');
  // Each upright's side, seen because the façade turns away from us.
  const sides = [60, 1000, 1980, 2960].map((u) => {
    const [x0, y0] = at(u, 180);
    const [x1, y1] = at(u, 1960);
    return poly([[x0, y0], [x0 + 16, y0 + 3], [x1 + 16, y1 - 3], [x1, y1]]);
  });
  art.path(sides.join(''), '#3C4046');
  art.path(`${quad(1000, 180, 1920, 1960)}${quad(1080, 240, 1840, 1880)}`, '#26292D', 'fill-rule="evenodd"');
  const lit = [quad(-20, 40, 2960, 52), quad(1000, 180, 1920, 190), quad(1080, 1880, 1840, 1890), quad(-20, 1960, 2960, 1970)];
  art.path(lit.join(''), '#7A8087', 'fill-opacity="0.7"');
  // Glass: the sky reflected at the top, a cool tint, bright streaks.
  const glass = panes.map(([u0, v0, u1, v1]) => quad(u0, v0, u1, v1)).join('');
  art.path(glass, art.linear(0, 200, 0, 1600, [[0, '#DCE8EE', 0.4], [0.3, '#B7CCD6', 0.14], [1, '#8EA7B2', 0.06]]));
  const streaks = [mapped(at, [[240, 180], [560, 180], [160, 1960], [60, 1960], [60, 1500]]), mapped(at, [[1260, 240], [1430, 240], [1180, 1880], [1080, 1880], [1080, 1120]]), mapped(at, [[2260, 180], [2460, 180], [2140, 1960], [1990, 1960], [1980, 1600]])];
  art.path(streaks.join(''), '#FFFFFF', 'fill-opacity="0.09"');
  // A frosted band across every pane at hip height.
  art.path(panes.map(([u0, , u1]) => quad(u0, 1330, u1, 1390)).join(''), '#FFFFFF', 'fill-opacity="0.4"');
  art.logo();
  // The pull handle standing off the door glass: two standoffs, a brushed steel bar.
  const [h0x, h0y] = at(1790, 780);
  const [h1x, h1y] = at(1790, 1520);
  for (const [x, y] of [at(1790, 880), at(1790, 1420)] as const) art.path(rect(x - 24, y - 7, 26, 14), '#8E959C');
  art.path(poly([[h0x - 40, h0y - 4], [h0x - 24, h0y - 4], [h1x - 24, h1y + 4], [h1x - 40, h1y + 4]]), art.linear(h0x - 40, 0, h0x - 24, 0, [[0, '#6B7279'], [0.35, '#F1F3F5'], [0.7, '#A7AEB5'], [1, '#50565C']]));
  // Paving in front: joints along the façade and into the depth, the façade's shadow at its foot.
  const [fx0, fy0] = at(-900, 2040);
  const [fx1, fy1] = at(3800, 2040);
  const far = at(8000, 2040);
  art.path(poly([[fx0, fy0], [fx1, fy1], [2400, 1800], [0, 1800]]), art.linear(0, 1500, 0, 1800, [[0, '#8C8781'], [1, '#B5B0A9']]));
  const joints: string[] = [];
  for (let u = -900; u <= 3800; u += 500) {
    const [x, y] = at(u, 2040);
    joints.push(poly([[x - 1.5, y], [x + 1.5, y], [x + 1.5 + (x - depthVP[0]) * 0.3, y + (y - depthVP[1]) * 0.3], [x - 1.5 + (x - depthVP[0]) * 0.3, y + (y - depthVP[1]) * 0.3]]));
  }
  for (const t of [0.04, 0.1, 0.18]) {
    const y0 = fy0 + (1800 - fy0) * t * 3;
    joints.push(poly([[fx0 - 10, y0], [far[0], far[1]], [fx0 - 10, y0 + 3]]));
  }
  art.path(joints.join(''), '#5F5A55', 'fill-opacity="0.45"');
  art.path(poly([[fx0, fy0], [fx1, fy1], [fx1, fy1 + 30], [fx0, fy0 + 50]]), '#000000', 'fill-opacity="0.22"');
  art.grain(0.25, undefined, 2);
  lens(art, 0.38, 0.1);

  const [l0, l1, l2, l3] = [at(1100, 500), at(1700, 500), at(1700, 980), at(1100, 980)];
  return {
    id: 'glass-door-vinyl',
    number: 205,
    label: { zh: '玻璃门贴', en: 'Glass door decal' },
    tags: ['signage'],
    keywords: { zh: ['玻璃门', '门贴', '橱窗', '贴纸', '入口'], en: ['glass door', 'window decal', 'vinyl', 'entrance', 'window'] },
    art: art.done(),
    placements: [{ left: 0, top: 0, width: 600, height: 480, warp: { kind: 'quad', corners: [l0, l1, l2, l3] }, variant: 'white', colour: '#FFFFFF', finish: 'flat', opacity: 0.92 }],
  };
}

/** A glowing streak of car lights: widening faint copies of a stroke under a bright core. */
function lightTrail(art: Art, d: string, colour: string, width: number): void {
  for (const [w, o] of [[width * 8, 0.06], [width * 4, 0.12], [width * 2, 0.3]] as const) art.path(d, 'none', `stroke="${colour}" stroke-width="${w}" stroke-opacity="${o}" stroke-linecap="round"`);
  art.path(d, 'none', `stroke="#FFFFFF" stroke-width="${width * 0.6}" stroke-opacity="0.85" stroke-linecap="round"`);
}

/** A roadside billboard at dusk on a steel pole, lit by its lamps, over a city skyline and a road of light trails. */
function billboardDusk(): Scene {
  const art = new Art();
  const horizon = 1330;
  // Dusk sky: deep blue above, warm at the horizon, the sun's afterglow on the right.
  art.fillAll(art.linear(0, 0, 0, horizon, [[0, '#141C36'], [0.4, '#34386A'], [0.72, '#A4607A'], [0.9, '#EE9A5C'], [1, '#F7C27A']]));
  art.path(ellipse(1900, horizon, 1100, 420), art.radial(1900, horizon, 1100, [[0, '#FFD08A', 0.55], [0.5, '#F59A62', 0.18], [1, '#F59A62', 0]], 420));
  const stars: string[] = [];
  for (let i = 0; i < 40; i++) stars.push(`<circle cx="${Math.round(hash(i, 51) * 2400)}" cy="${Math.round(hash(i, 53) * 420)}" r="${(1.5 + hash(i, 57) * 2).toFixed(1)}"/>`);
  art.draw(`<g fill="#FFFFFF" fill-opacity="0.55">${stars.join('')}</g>`);
  // The city on the horizon: towers with a few lit windows.
  const towers: string[] = [];
  const windows: string[] = [];
  for (let x = -20, i = 0; x < 2400; i++) {
    const w = 60 + hash(i, 61) * 110;
    const h = 40 + hash(i, 63) * (x > 1400 && x < 2000 ? 230 : 140);
    towers.push(rect(x, horizon - h, w + 2, h + 4));
    for (let wy = horizon - h + 16; wy < horizon - 10; wy += 22) {
      for (let wx = x + 10; wx < x + w - 12; wx += 20) if (hash(wx, wy) > 0.78) windows.push(rect(wx, wy, 8, 10));
    }
    x += w;
  }
  art.path(towers.join(''), '#2A2438');
  art.path(windows.join(''), '#FFD891', 'fill-opacity="0.75"');
  // Ground and the road, with the light of cars streaking along it.
  art.path(rect(0, horizon, 2400, 1800 - horizon), art.linear(0, horizon, 0, 1800, [[0, '#1E1A26'], [1, '#0E0C12']]));
  art.path(`M-50 1560C600 1470 1500 1420 2450 1400V1560C1500 1580 600 1640 -50 1760Z`, '#24222A');
  lightTrail(art, 'M-40 1700C600 1590 1500 1540 2440 1520', '#FF3B30', 5);
  lightTrail(art, 'M-40 1728C600 1620 1500 1566 2440 1540', '#FF5A3C', 4);
  lightTrail(art, 'M-40 1640C600 1530 1500 1480 2440 1450', '#FFE2A8', 5);
  lightTrail(art, 'M-40 1612C600 1504 1500 1462 2440 1436', '#FFF1CF', 3.5);
  // Trees as silhouettes at the sides.
  for (const [cx, cy, r] of [[90, 1240, 210], [260, 1300, 150], [2290, 1220, 220], [2120, 1310, 130]] as const) {
    const blobs: string[] = [];
    for (let i = 0; i < 60; i++) {
      const a = hash(i, cx) * Math.PI * 2;
      const d = Math.sqrt(hash(i, cy)) * r;
      const b = r * (0.12 + hash(i, r) * 0.12);
      blobs.push(`<circle cx="${Math.round(cx + Math.cos(a) * d)}" cy="${Math.round(cy + Math.sin(a) * d * 0.9)}" r="${Math.round(b)}"/>`);
    }
    art.draw(`<g fill="#0E0D14">${blobs.join('')}</g>`);
    art.path(ellipse(cx, cy + r * 0.1, r * 0.8, r * 0.75), '#0E0D14');
    art.path(rect(cx - r * 0.06, cy, r * 0.12, 1800 - cy), '#0E0D14');
  }

  // The board: flat 3000×1000 on four corners, its right edge a little further away.
  const W = 3000;
  const H = 1000;
  const at = surface([[480, 330], [1960, 410], [1960, 930], [480, 1010]], W, H);
  const q = (u0: number, v0: number, u1: number, v1: number) => mapped(at, [[u0, v0], [u1, v0], [u1, v1], [u0, v1]]);
  // The pole and the truss under the board.
  const [px, py] = at(1500, H);
  art.path(poly([[px - 52, py], [px + 52, py], [px + 62, 1800], [px - 62, 1800]]), art.linear(px - 60, 0, px + 60, 0, [[0, '#3A3A46'], [0.35, '#5A5868'], [1, '#1A1A22']]));
  art.path(mapped(at, [[80, H], [W - 80, H], [W - 80, H + 110], [80, H + 110]]), '#1C1C24');
  // Catwalk and its railing.
  const rail: string[] = [];
  for (let u = 60; u <= W - 60; u += 150) {
    const [x0, y0] = at(u, H + 110);
    rail.push(rect(x0 - 2, y0 - 36, 4, 36));
  }
  const [r0x, r0y] = at(40, H + 72);
  const [r1x, r1y] = at(W - 40, H + 72);
  rail.push(poly([[r0x, r0y], [r1x, r1y], [r1x, r1y + 5], [r0x, r0y + 5]]));
  art.path(mapped(at, [[40, H + 110], [W - 40, H + 110], [W - 40, H + 140], [40, H + 140]]), '#2A2A34');
  art.path(rail.join(''), '#2E2E3A');
  // The frame and its underside, then the face: the design's background, a panel in the brand colour on the right.
  const [b0x, b0y] = at(0, H);
  const [b1x, b1y] = at(W, H);
  art.path(poly([[b0x, b0y], [b1x, b1y], [b1x, b1y + 22], [b0x, b0y + 30]]), '#15151C');
  art.path(q(-40, -40, W + 40, H + 40), art.linear(480, 0, 1960, 0, [[0, '#4A4A58'], [1, '#2A2A34']]));
  art.path(q(0, 0, 2100, H), '{paper}');
  art.path(q(2100, 0, W, H), '{brand}');
  art.logo();
  art.logo();
  // The lamps' light: bright along the top, falling off downwards, dusk blue at the bottom.
  art.path(q(0, 0, W, H), art.linear(0, 330, 0, 1010, [[0, '#FFF4DC', 0.16], [0.45, '#FFFFFF', 0], [1, '#1B2040', 0.3]]));
  for (const u of [375, 1125, 1875, 2625]) {
    const [lx, ly] = at(u, 0);
    art.path(q(u - 375, 0, u + 375, 560), art.radial(lx, ly, 175, [[0, '#FFF6E0', 0.42], [0.5, '#FFF6E0', 0.12], [1, '#FFF6E0', 0]], 200));
    // The lamp on its arm in front of the board.
    art.path(`M${lx - 4} ${ly - 30}C${lx - 4} ${ly - 110} ${lx + 40} ${ly - 130} ${lx + 60} ${ly - 100}L${lx + 54} ${ly - 94}C${lx + 40} ${ly - 116} ${lx + 6} ${ly - 104} ${lx + 4} ${ly - 30}Z`, '#1A1A22');
    art.path(poly([[lx + 20, ly - 110], [lx + 110, ly - 96], [lx + 96, ly - 66], [lx + 30, ly - 76]]), '#22222C');
    art.path(poly([[lx + 30, ly - 76], [lx + 96, ly - 66], [lx + 90, ly - 60], [lx + 34, ly - 70]]), '#FFF3D0');
  }
  art.path(q(-40, -40, W + 40, -30), '#7A7A88', 'fill-opacity="0.7"');
  art.grain(0.22, undefined, 2);
  art.vignette(0.35);

  const [m0, m1, m2, m3] = [at(200, 170), at(1900, 170), at(1900, 830), at(200, 830)];
  const [s0, s1, s2, s3] = [at(2280, 300), at(2820, 300), at(2820, 700), at(2280, 700)];
  return {
    id: 'billboard-dusk',
    number: 206,
    label: { zh: '黄昏路边广告牌', en: 'Roadside billboard at dusk' },
    tags: ['signage'],
    keywords: { zh: ['广告牌', '户外广告', '路牌', '黄昏', '广告'], en: ['billboard', 'outdoor advertising', 'roadside', 'dusk', 'advert'] },
    art: art.done(),
    placements: [
      { left: 0, top: 0, width: 1700, height: 660, warp: { kind: 'quad', corners: [m0, m1, m2, m3] }, finish: 'flat' },
      { left: 0, top: 0, width: 540, height: 400, warp: { kind: 'quad', corners: [s0, s1, s2, s3] }, variant: 'symbol', colour: '{onBrand}', finish: 'flat' },
    ],
  };
}

/** A soft cloud: puffs of widening, faint ellipses, so the edges fade. */
function cloud(art: Art, cx: number, cy: number, rx: number, ry: number): void {
  const puffs: string[] = [];
  for (let i = 0; i < 5; i++) {
    const x = cx + (i - 2) * rx * 0.42;
    const y = cy - Math.sin((i / 4) * Math.PI) * ry * 0.7;
    const r = i === 2 ? 1.2 : 0.85 + hash(i, cx) * 0.3;
    for (let k = 0; k < 6; k++) puffs.push(ellipse(x, y, rx * 0.36 * r * (0.6 + k * 0.1), ry * r * (0.6 + k * 0.1)));
  }
  art.path(puffs.join(''), '#FFFFFF', 'fill-opacity="0.07"');
}

/**
 * A fabric banner hung between two rods, its long edges swaying a little, with an optional band across
 * its foot. `at` maps the flat W×H banner into the scene. Returns the outline.
 */
function fabric(art: Art, at: (x: number, y: number) => Point, W: number, H: number, paint: string, band?: { from: number; paint: string }): string {
  const edge = (u: number, sway: number, t0: number, t1: number) =>
    Array.from({ length: 21 }, (_, i) => {
      const t = t0 + ((t1 - t0) * i) / 20;
      return at(u + Math.sin(t * Math.PI * 2) * sway, t * H);
    });
  const outline = (t0: number, t1: number) => poly([...edge(0, 7, t0, t1), ...edge(W, 7, t0, t1).reverse()]);
  const d = outline(0, 1);
  art.path(d, paint);
  if (band) art.path(outline(band.from, 1), band.paint);
  return d;
}

/** Two street banners on a lamp post against the sky, seen from below: one in the brand colour, one in the design's background. */
function streetPoleBanners(): Scene {
  const art = new Art();
  art.fillAll(art.linear(0, 0, 0, 1800, [[0, '#3F74B5'], [0.6, '#86B2DA'], [1, '#D6E6F2']]));
  cloud(art, 420, 300, 380, 110);
  cloud(art, 1900, 520, 460, 130);
  cloud(art, 1100, 1250, 520, 120);
  // Rooftops at the bottom, seen from below, pale in the haze: their sides lean in as they rise.
  art.path('M-20 1800V1360L400 1420L430 1800Z', art.linear(0, 1360, 0, 1800, [[0, '#C3CDD4'], [1, '#9FAEB9']]));
  art.path('M2420 1800V1290L1990 1380L1960 1800Z', art.linear(0, 1290, 0, 1800, [[0, '#B5C1CA'], [1, '#93A3AF']]));
  const mullions: string[] = [];
  for (let i = 1; i < 6; i++) {
    const x = 2420 - i * 78;
    mullions.push(poly([[x + i * 2, 1290 + i * 16], [x + 4 + i * 2, 1290 + i * 16], [x + 4, 1800], [x, 1800]]));
  }
  art.path(mullions.join(''), '#7E8E9A', 'fill-opacity="0.6"');

  // The post: a tapering cast-iron column with a lantern on top, lit from the left.
  const post = poly([[1172, 1800], [1228, 1800], [1218, 160], [1182, 160]]);
  art.path(post, art.linear(1170, 0, 1230, 0, [[0, '#4C5A52'], [0.3, '#6E7E75'], [1, '#1B2420']]));
  art.path(poly([[1150, 1800], [1250, 1800], [1240, 1640], [1160, 1640]]), art.linear(1150, 0, 1250, 0, [[0, '#3E4A44'], [0.3, '#60706A'], [1, '#17201C']]));
  art.path(`M1150 160H1250L1270 60H1130Z`, art.linear(1130, 0, 1270, 0, [[0, '#3E4A44'], [0.3, '#6E7E75'], [1, '#17201C']]));
  art.path('M1140 60H1260L1200 0Z', '#1B2420');
  art.path(rect(1160, 70, 80, 80), '#F6E9C8', 'fill-opacity="0.85"');

  // Brackets: a rod either side at the top and the bottom.
  const rods = [rect(640, 326, 1120, 16), rect(640, 1440, 1120, 14)];
  art.path(rods.join(''), '#24302A');
  const caps = [ellipse(640, 334, 14, 14), ellipse(1760, 334, 14, 14), ellipse(640, 1447, 12, 12), ellipse(1760, 1447, 12, 12)];
  art.path(caps.join(''), '#24302A');

  // The banners, slightly narrower at the top as we look up at them.
  const W = 460;
  const H = 1080;
  const leftAt = surface([[676, 340], [1136, 340], [1144, 1440], [668, 1440]], W, H);
  const rightAt = surface([[1264, 340], [1724, 340], [1732, 1440], [1256, 1440]], W, H);
  const leftBanner = fabric(art, leftAt, W, H, '{brand}', { from: 0.74, paint: '{accent}' });
  const rightBanner = fabric(art, rightAt, W, H, '{paper}', { from: 0.74, paint: '{brand}' });
  art.logo();
  art.logo();
  // Folds: soft vertical bands of light and shade across each banner, over the print.
  for (const [at, d] of [[leftAt, leftBanner], [rightAt, rightBanner]] as const) {
    const [x0] = at(0, 0);
    const [x1] = at(W, 0);
    art.path(d, art.linear(x0, 0, x1, 0, [[0, '#000000', 0.18], [0.18, '#FFFFFF', 0.12], [0.38, '#000000', 0.1], [0.6, '#FFFFFF', 0.1], [0.82, '#000000', 0.12], [1, '#000000', 0.25]]));
    art.path(d, art.linear(0, 340, 0, 1440, [[0, '#000000', 0.12], [0.08, '#000000', 0], [1, '#000000', 0.06]]));
  }
  art.path(rods.join(''), '#24302A');
  art.grain(0.25, undefined, 2);
  lens(art, 0.3, 0.1);

  const box = (at: (x: number, y: number) => Point, x0: number, y0: number, x1: number, y1: number): [Point, Point, Point, Point] => [at(x0, y0), at(x1, y0), at(x1, y1), at(x0, y1)];
  return {
    id: 'street-pole-banners',
    number: 207,
    label: { zh: '灯杆道旗', en: 'Street pole banners' },
    tags: ['signage'],
    keywords: { zh: ['道旗', '灯杆旗', '横幅', '旗帜', '户外'], en: ['banner', 'flag', 'street banner', 'lamp post', 'outdoor'] },
    art: art.done(),
    placements: [
      { left: 0, top: 0, width: 410, height: 480, warp: { kind: 'quad', corners: box(leftAt, 25, 160, 435, 640) }, variant: 'white', colour: '{onBrand}', finish: 'flat' },
      { left: 0, top: 0, width: 410, height: 480, warp: { kind: 'quad', corners: box(rightAt, 25, 160, 435, 640) }, finish: 'flat' },
    ],
  };
}

export const SIGNAGE: readonly Scene[] = [shopStorefront(), receptionWall(), neonBrickWall(), hangingWoodSign(), glassDoorVinyl(), billboardDusk(), streetPoleBanners()];
