import { Art, ellipse } from '../../art';
import type { Scene } from '../../scene';
import { type Point } from '../../warp';
import { type V3, camera, turn, type Screen, screen } from './shared';

/** A plane rectangle lying on the desk at height y, turned by `yaw` about (ox, oz), as a Screen in mm of its own. */
function onDesk(cam: (p: V3) => Point, yaw: number, ox: number, oz: number, w: number, d: number, y: number): Screen {
  const T = turn(yaw, ox, oz);
  const at = (x: number, z: number) => cam(T([x - w / 2, y, z - d / 2]));
  return screen([at(0, 0), at(w, 0), at(w, d), at(0, d)], w, d);
}

/** A tablet lying on a concrete desk in perspective, showing the brand board, with a stylus and a fan of colour swatches. */
export function tabletBrandBoard(): Scene {
  const art = new Art();
  const cam = camera(46, 1000, 6900, 1200, 960);
  // Concrete desk, lit from the top left, mottled.
  art.fillAll(art.linear(0, 0, 2400, 1800, [[0, '#9A9C9E'], [0.5, '#7A7D80'], [1, '#55585C']]));
  for (const [x, y, r, o] of [[400, 500, 520, 0.08], [1500, 250, 600, -0.06], [900, 1500, 560, -0.07]] as const) {
    art.path(ellipse(x, y, r, r * 0.7), art.radial(x, y, r, [[0, o > 0 ? '#FFFFFF' : '#000000', Math.abs(o)], [1, '#000000', 0]], r * 0.7));
  }

  // A fan of colour swatch cards, bottom right, pinned at one end.
  ['{brandLight}', '{accent}', '{brandDark}', '{brand}'].forEach((paint, i) => {
    const T = turn(104 - i * 13, 152, 104);
    const at = (x: number, z: number) => cam(T([x * 0.72, 0.4 + i * 0.5, z * 0.72]));
    const card = screen([at(-26, -160), at(26, -160), at(26, 14), at(-26, 14)], 52, 174);
    art.shapeShadow(card.rect(0, 0, 52, 174, 3), { spread: 12, opacity: 0.22, dx: 10, dy: 6, steps: 4 });
    art.path(card.rect(0, 0, 52, 174, 3), '#F7F5F0');
    art.path(card.rect(0, 0, 52, 118, 3), paint);
    art.path(card.rect(8, 128, 30, 5, 2), '#3A3C40', 'fill-opacity="0.55"');
    art.path(card.rect(8, 139, 20, 4, 2), '#3A3C40', 'fill-opacity="0.3"');
    art.path(card.rect(0, 0, 52, 174, 3), art.linear(0, 0, 2400, 1800, [[0, '#FFFFFF', 0.1], [1, '#000000', 0.1]]));
    if (i === 3) {
      const c = card.map(26, 160);
      art.path(ellipse(c[0], c[1], 16, 12), '#B9BDC3').path(ellipse(c[0] - 2, c[1] - 2, 10, 7), '#E9EBEE');
    }
  });

  // Stylus at the right of the tablet.
  const pen = onDesk(cam, 4, 158, -40, 9, 166, 4.5);
  const [a0, a1] = [pen.map(4.5, 0), pen.map(4.5, 166)];
  const line = (p: readonly [Point, Point], extra: string) => art.path(`M${p[0].join(' ')}L${p[1].join(' ')}`, 'none', `stroke-linecap="round" ${extra}`);
  line([a0, a1], 'stroke="#000000" stroke-opacity="0.18" stroke-width="76" transform="translate(30 14)"');
  line([a0, a1], 'stroke="#000000" stroke-opacity="0.25" stroke-width="60" transform="translate(10 6)"');
  line([a1, pen.map(4.5, 178)], 'stroke="#B9BDC3" stroke-width="34"');
  line([a0, a1], 'stroke="#D5D8DC" stroke-width="58"');
  line([a0, a1], 'stroke="#F4F5F6" stroke-width="40" transform="translate(-6 -2)"');
  line([a0, a1], 'stroke="#FFFFFF" stroke-width="12" transform="translate(-14 -5)"');
  art.grain(0.5, undefined, 2);

  // The tablet: 248 × 179 × 6.5 mm, turned 8° on the desk.
  const yaw = -8;
  const bottom = onDesk(cam, yaw, -18, -38, 248, 179, 0);
  const top = onDesk(cam, yaw, -18, -38, 248, 179, 6.5);
  art.shapeShadow(bottom.rect(-4, -2, 256, 186, 16), { spread: 50, opacity: 0.35, dx: 40, dy: 26, steps: 7 });
  art.shapeShadow(bottom.rect(0, 0, 248, 179, 14), { spread: 10, opacity: 0.5, dx: 6, dy: 6, steps: 4 });
  art.path(bottom.rect(0, 0, 248, 179, 14), '#56595E');
  art.path(top.rect(0, 0, 248, 179, 14), art.linear(0, 0, 2400, 1800, [[0, '#D9DCE0'], [1, '#8C9096']]));
  art.path(top.rect(1.2, 1.2, 245.6, 176.6, 13), '#0A0A0B');
  const d = onDesk(cam, yaw, -18, -38, 230, 161, 6.6);
  const scr = screen([d.map(0, 0), d.map(230, 0), d.map(230, 161), d.map(0, 161)], 1430, 1000);
  // The brand board, clipped to the display's round corners: the logo on the paper, swatches and type on the right.
  art.def(`<clipPath id="digital-tablet-display"><path d="${scr.rect(0, 0, 1430, 1000, 56)}"/></clipPath>`);
  art.draw('<g clip-path="url(#digital-tablet-display)">');
  art.path(scr.rect(0, 0, 1430, 1000), '{paper}');
  art.path(scr.rect(300, 740, 300, 3), '{ink}', 'fill-opacity="0.3"');
  art.path(scr.rect(330, 790, 240, 14, 7), '{ink}', 'fill-opacity="0.45"');
  art.path(scr.rect(370, 822, 160, 10, 5), '{ink}', 'fill-opacity="0.3"');
  art.path(scr.rect(900, 0, 530, 1000), '#FFFFFF');
  art.path(scr.rect(900, 0, 2, 1000), '#000000', 'fill-opacity="0.08"');
  art.path(scr.rect(940, 50, 450, 330, 22), '{brand}');
  for (const [i, paint] of ['{accent}', '{brandDark}', '{brandLight}'].entries()) {
    art.path(scr.rect(940 + i * 156, 410, 138, 138, 20), paint);
    art.path(scr.rect(940 + i * 156, 410, 138, 138, 20), 'none', 'stroke="#000000" stroke-opacity="0.08" stroke-width="1.5"');
    art.path(scr.rect(940 + i * 156, 566, 90, 10, 5), '#2A2C30', 'fill-opacity="0.5"');
    art.path(scr.rect(940 + i * 156, 586, 60, 8, 4), '#2A2C30', 'fill-opacity="0.3"');
  }
  art.path(scr.rect(940, 640, 110, 90, 10), '#2A2C30', 'fill-opacity="0.85"');
  for (const [i, w] of [280, 240, 260, 180].entries()) art.path(scr.rect(1080, 648 + i * 22, w, 10, 5), '#2A2C30', `fill-opacity="${i === 0 ? 0.6 : 0.3}"`);
  art.path(scr.rect(940, 780, 450, 60, 30), '{accent}', 'fill-opacity="0.9"');
  art.path(scr.rect(940, 870, 300, 10, 5), '#2A2C30', 'fill-opacity="0.3"');
  art.path(scr.rect(940, 892, 380, 10, 5), '#2A2C30', 'fill-opacity="0.3"');
  art.draw('</g>');
  art.logo();
  art.logo();
  // Glare from the window at the top left, the camera dot, an edge highlight.
  const [g0, g1] = [top.map(0, 0), top.map(248, 179)];
  art.path(top.rect(1.2, 1.2, 245.6, 176.6, 13), art.linear(g0[0], g0[1], g1[0], g1[1], [[0, '#FFFFFF', 0.18], [0.3, '#FFFFFF', 0.07], [0.31, '#FFFFFF', 0.02], [0.7, '#FFFFFF', 0], [1, '#000000', 0.06]]));
  const c = top.map(124, 4.5);
  art.path(ellipse(c[0], c[1], 5, 4), '#1E2633');
  art.path(top.rect(0, 0, 248, 179, 14), 'none', 'stroke="#FFFFFF" stroke-opacity="0.45" stroke-width="2"');
  art.vignette(0.35);

  return {
    id: 'tablet-brand-board',
    number: 503,
    label: { zh: '平板电脑上的品牌板', en: 'Brand board on a tablet' },
    tags: ['digital'],
    keywords: { zh: ['平板', 'iPad', '品牌手册', '配色', '屏幕'], en: ['tablet', 'iPad', 'brand guide', 'colour palette', 'screen'] },
    art: art.done(),
    placements: [
      { left: 110, top: 250, width: 680, height: 420, warp: { kind: 'quad', corners: scr.quad(110, 250, 680, 420) }, finish: 'flat' },
      { left: 1025, top: 105, width: 280, height: 220, warp: { kind: 'quad', corners: scr.quad(1025, 105, 280, 220) }, variant: 'symbol', colour: '{onBrand}', finish: 'flat' },
    ],
  };
}
