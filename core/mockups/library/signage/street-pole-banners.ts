import { Art, ellipse, poly } from '../../art';
import type { Scene } from '../../scene';
import { type Point } from '../../warp';
import { hash, lens, rect } from '../props';
import { surface } from './shared';

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
export function streetPoleBanners(): Scene {
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
