import { Art, ellipse, roundRect } from '../../art';
import type { Scene } from '../../scene';
import { hash, rect } from '../props';
import { bricks } from './shared';

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
export function neonBrickWall(): Scene {
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
