import { Art, ellipse } from '../../art';
import type { Scene } from '../../scene';
import { wrap } from './shared';

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
export function cosmeticsSet(): Scene {
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
