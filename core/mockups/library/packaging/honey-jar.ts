import { Art, ellipse, poly, roundRect } from '../../art';
import type { Scene } from '../../scene';
import { warpMap } from '../../warp';
import { f, windowLight } from '../props';
import { type P, wrap } from './shared';

/** Path data of an ellipse filling a wrapped label's box, bent with it. */
function wrappedEllipse(l: ReturnType<typeof wrap>, inset = 0): string {
  const map = warpMap(l.warp, l.box);
  const cx = l.box.left + l.box.width / 2;
  const cy = l.box.top + l.box.height / 2;
  const pts: P[] = [];
  for (let i = 0; i < 48; i++) {
    const a = (i / 48) * Math.PI * 2;
    pts.push(map(cx + Math.cos(a) * (l.box.width / 2 - inset), cy + Math.sin(a) * (l.box.height / 2 - inset)));
  }
  return poly(pts);
}

/** A wooden honey dipper lying on the table, from (x, y) along angle a. */
function honeyDipper(art: Art, x: number, y: number, a: number): void {
  art.draw(`<g transform="translate(${x} ${y}) rotate(${a})">`);
  art.path(roundRect(10, 14, 520, 26, 13), '#000000', 'fill-opacity="0.2"');
  art.path(roundRect(0, -13, 520, 26, 13), 'url(#pkWood)');
  art.path(roundRect(-150, -50, 170, 100, 40), '#000000', 'fill-opacity="0.22" transform="translate(12 16)"');
  art.path(roundRect(-150, -50, 170, 100, 40), 'url(#pkWood)');
  const grooves: string[] = [];
  for (let i = 0; i < 6; i++) grooves.push(`M${-132 + i * 26} -46V46`);
  art.draw(`<path d="${grooves.join('')}" fill="none" stroke="#6B4520" stroke-opacity="0.6" stroke-width="8"/>`);
  // Honey clinging to the dipper.
  art.path(`M-150 10C-100 40 -30 44 20 20L20 40C-30 70 -110 64 -150 30Z`, '#D9891E', 'fill-opacity="0.85"');
  art.draw('</g>');
}

/** A glass honey jar with a lid in the brand colour and a round paper label wrapped round it, a honey dipper beside it. */
export function honeyJar(): Scene {
  const art = new Art();
  // A cream backdrop and a light oak table.
  art.fillAll(art.linear(0, 0, 2400, 1240, [[0, '#F1EAE0'], [1, '#DDD2C2']]));
  windowLight(art, 500, 1200, 0.22);
  art.path('M0 1240H2400V1800H0Z', art.linear(0, 1240, 0, 1800, [[0, '#D8BE98'], [1, '#B99A70']]));
  art.draw(`<path d="M0 1300C800 1296 1600 1306 2400 1298M0 1400C700 1408 1700 1394 2400 1404M0 1540C900 1534 1500 1548 2400 1540M0 1700C800 1708 1600 1694 2400 1702" fill="none" stroke="#8A6A44" stroke-opacity="0.2" stroke-width="3"/>`);
  art.path('M0 1240H2400V1250H0Z', '#FFFFFF', 'fill-opacity="0.3"');
  art.def('<linearGradient id="pkWood" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#E3C08E"/><stop offset="0.5" stop-color="#C79A62"/><stop offset="1" stop-color="#8E6437"/></linearGradient>');

  const cx = 1120;
  const r = 320;
  const ry = 56;
  const top = 640;
  const bottom = 1500;
  // Shadows: a wide one to the right, a tight one at the base.
  art.contactShadow(cx + 120, bottom, 520, 70, 0.32);
  art.contactShadow(cx + 20, bottom - 4, 340, 30, 0.5);

  // Light through the honey onto the table.
  art.path(ellipse(cx + 40, bottom + 34, 300, 40), art.radial(cx + 40, bottom + 34, 300, [[0, '#F6B04A', 0.5], [0.6, '#F2A63A', 0.2], [1, '#F2A63A', 0]], 40));
  // The glass body filled with honey.
  const body = `M${cx - r} ${top + 40}C${cx - r} ${top} ${cx - r + 40} ${top - 20} ${cx - r + 80} ${top - 30}H${cx + r - 80}C${cx + r - 40} ${top - 20} ${cx + r} ${top} ${cx + r} ${top + 40}V${bottom - 60}C${cx + r} ${bottom - 10} ${cx + r - 30} ${bottom + 10} ${cx} ${bottom + 10}C${cx - r + 30} ${bottom + 10} ${cx - r} ${bottom - 10} ${cx - r} ${bottom - 60}Z`;
  art.path(body, art.linear(cx - r, 0, cx + r, 0, [[0, '#8A3F0C'], [0.18, '#D27A1C'], [0.4, '#F2AE44'], [0.62, '#E39328'], [0.85, '#B35A12'], [1, '#6E2E08']]));
  art.path(body, art.linear(0, top, 0, bottom, [[0, '#FFFFFF', 0.12], [0.5, '#FFFFFF', 0], [1, '#3A1500', 0.35]]));
  // The thick glass base.
  art.path(`M${cx - r + 10} ${bottom - 70}C${cx - r + 20} ${bottom} ${cx + r - 20} ${bottom} ${cx + r - 10} ${bottom - 70}V${bottom - 40}C${cx + r - 30} ${bottom + 6} ${cx - r + 30} ${bottom + 6} ${cx - r + 10} ${bottom - 40}Z`, '#FFFFFF', 'fill-opacity="0.22"');

  // The round label.
  const label = wrap(cx, 1060, r, ry, 420, 420);
  const labelD = wrappedEllipse(label);
  art.path(labelD, '#000000', 'fill-opacity="0.18" transform="translate(4 6)"');
  art.path(labelD, art.linear(cx - r, 0, cx + r, 0, [[0, '#D9CFBE'], [0.3, '#FBF7EF'], [0.6, '#F4EEE2'], [1, '#BDB09A']]));
  art.draw(`<path d="${wrappedEllipse(label, 22)}" fill="none" stroke="{brand}" stroke-width="6"/>`);
  art.logo();

  // Glass: reflections of a window, thin bright rims, the shoulder.
  art.path(`M${cx - r + 46} ${top + 10}C${cx - r + 40} ${top + 300} ${cx - r + 40} ${bottom - 300} ${cx - r + 52} ${bottom - 60}H${cx - r + 92}C${cx - r + 82} ${bottom - 300} ${cx - r + 82} ${top + 300} ${cx - r + 90} ${top + 10}Z`, art.linear(cx - r + 40, 0, cx - r + 92, 0, [[0, '#FFFFFF', 0], [0.5, '#FFFFFF', 0.55], [1, '#FFFFFF', 0]]));
  art.path(`M${cx + r - 70} ${top + 40}V${bottom - 80}H${cx + r - 50}V${top + 40}Z`, art.linear(cx + r - 70, 0, cx + r - 50, 0, [[0, '#FFFFFF', 0], [0.5, '#FFFFFF', 0.35], [1, '#FFFFFF', 0]]));
  art.draw(`<path d="${body}" fill="none" stroke="#FFFFFF" stroke-opacity="0.3" stroke-width="4"/>`);
  // Neck above the shoulder: clear glass with a thread.
  const neck = `M${cx - r + 50} ${top - 26}V${top - 80}H${cx + r - 50}V${top - 26}Z`;
  art.path(neck, art.linear(cx - r, 0, cx + r, 0, [[0, '#9C8A70'], [0.3, '#E8DCC8'], [0.7, '#D4C4AA'], [1, '#806C52']]));
  art.path(neck, '#FFFFFF', 'fill-opacity="0.25"');
  art.path(ellipse(cx, top - 30, r - 80, 16), '#F0B04C', 'fill-opacity="0.6"');

  // The lid in the brand colour: ridged band and a lit top.
  const lt = top - 200;
  const lb = top - 60;
  const lr = r - 30;
  art.path(`M${cx - lr} ${lt}V${lb}C${cx - lr} ${lb + 34} ${cx + lr} ${lb + 34} ${cx + lr} ${lb}V${lt}Z`, '{brand}');
  art.path(`M${cx - lr} ${lt}V${lb}C${cx - lr} ${lb + 34} ${cx + lr} ${lb + 34} ${cx + lr} ${lb}V${lt}Z`, art.linear(cx - lr, 0, cx + lr, 0, [[0, '#000000', 0.45], [0.2, '#000000', 0.05], [0.35, '#FFFFFF', 0.22], [0.55, '#FFFFFF', 0.02], [0.85, '#000000', 0.25], [1, '#000000', 0.55]]));
  const ridges: string[] = [];
  for (let i = 1; i < 40; i++) {
    const t = Math.cos((i / 40) * Math.PI);
    const x = cx - lr * t;
    ridges.push(`M${f(x)} ${lt + 14}V${f(lb + 16 * Math.sqrt(1 - t * t))}`);
  }
  art.draw(`<path d="${ridges.join('')}" fill="none" stroke="#000000" stroke-opacity="0.18" stroke-width="4"/>`);
  art.path(ellipse(cx, lt, lr, ry - 10), '{brand}');
  art.path(ellipse(cx, lt, lr, ry - 10), art.linear(cx - lr, lt - 40, cx + lr, lt + 40, [[0, '#FFFFFF', 0.3], [0.6, '#FFFFFF', 0.06], [1, '#000000', 0.2]]));
  art.path(ellipse(cx, lt + 4, lr - 26, ry - 24), '#000000', 'fill-opacity="0.1"');
  art.draw(`<path d="M${cx - lr} ${lt}C${cx - lr} ${lt + 62} ${cx + lr} ${lt + 62} ${cx + lr} ${lt}" fill="none" stroke="#FFFFFF" stroke-opacity="0.3" stroke-width="3"/>`);

  honeyDipper(art, 1620, 1600, -14);

  art.grain(0.32, undefined, 2);
  art.vignette(0.24);

  const logo = wrap(cx, 1060, r, ry, 300, 260);
  return {
    id: 'honey-jar',
    number: 404,
    label: { zh: '玻璃罐圆形标签', en: 'Glass jar with a round label' },
    tags: ['packaging', 'food'],
    keywords: { zh: ['玻璃罐', '蜂蜜', '果酱', '标签', '瓶贴'], en: ['jar', 'honey', 'jam', 'label', 'sticker'] },
    art: art.done(),
    placements: [{ ...logo.box, warp: logo.warp, colour: '{brand}', finish: 'flat' }],
  };
}
