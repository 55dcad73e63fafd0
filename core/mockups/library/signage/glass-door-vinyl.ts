import { Art, ellipse, poly } from '../../art';
import type { Scene } from '../../scene';
import { type Point } from '../../warp';
import { lens, rect } from '../props';
import { surface, mapped } from './shared';

/** A glass shop entrance seen at an angle: the logo in white vinyl on the door, the lit lobby behind, the street reflected. */
export function glassDoorVinyl(): Scene {
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
