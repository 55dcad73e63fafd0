import { Art, ellipse, poly } from '../../art';
import type { Scene } from '../../scene';
import { hash, rect } from '../props';
import { surface, mapped } from './shared';

/** A glowing streak of car lights: widening faint copies of a stroke under a bright core. */
function lightTrail(art: Art, d: string, colour: string, width: number): void {
  for (const [w, o] of [[width * 8, 0.06], [width * 4, 0.12], [width * 2, 0.3]] as const) art.path(d, 'none', `stroke="${colour}" stroke-width="${w}" stroke-opacity="${o}" stroke-linecap="round"`);
  art.path(d, 'none', `stroke="#FFFFFF" stroke-width="${width * 0.6}" stroke-opacity="0.85" stroke-linecap="round"`);
}

/** A roadside billboard at dusk on a steel pole, lit by its lamps, over a city skyline and a road of light trails. */
export function billboardDusk(): Scene {
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
