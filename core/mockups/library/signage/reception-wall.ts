import { Art, ellipse, poly, roundRect } from '../../art';
import type { Scene } from '../../scene';
import { hash, lens, rect } from '../props';

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
export function receptionWall(): Scene {
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
