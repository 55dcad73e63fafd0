import { Art, ellipse, roundRect } from '../../art';
import type { Scene } from '../../scene';

/** White marble seen from above: soft grey clouds and a few thin veins. */
function marble(art: Art): void {
  art.fillAll(art.linear(0, 0, 2400, 1800, [[0, '#F7F6F3'], [0.6, '#E9E7E2'], [1, '#D6D3CD']]));
  for (const [x, y, r] of [[500, 1300, 700], [1900, 400, 600], [1300, 1700, 500]] as const) {
    art.path(ellipse(x, y, r, r * 0.45), art.radial(x, y, r, [[0, '#9A968E', 0.12], [1, '#9A968E', 0]], r * 0.45));
  }
  const veins = [
    'M-50 380C300 460 520 300 820 520S1300 760 1560 700 2100 980 2460 900',
    'M-40 1500C260 1380 600 1460 900 1260S1500 1100 1800 1240 2250 1160 2460 1240',
    'M1300 -40C1240 200 1400 380 1320 600S1180 900 1260 1080',
    'M300 1840C420 1650 380 1500 560 1330S760 1120 900 1180',
  ];
  for (const [i, v] of veins.entries()) {
    art.path(v, 'none', `stroke="#8E8A82" stroke-opacity="0.08" stroke-width="${14 + i * 4}"`);
    art.path(v, 'none', 'stroke="#8E8A82" stroke-opacity="0.1" stroke-width="5"');
    art.path(v, 'none', `stroke="#6F6B64" stroke-opacity="${i % 2 === 0 ? 0.16 : 0.1}" stroke-width="1.5"`);
  }
}

/** A smartwatch lying on marble, a silicone strap in the brand colour, the logo on an analogue face. */
export function smartwatchFace(): Scene {
  const art = new Art();
  marble(art);
  art.grain(0.25, undefined, 2);

  const cx = 1200;
  const cy = 900;
  const angle = -14;
  const cw = 470;
  const ch = 560;
  const x = cx - cw / 2;
  const y = cy - ch / 2;
  const sw = 330;
  // The watch turned on the table and drawn a little larger than its own units.
  const tf = `rotate(${angle} ${cx} ${cy}) translate(${cx} ${cy}) scale(1.22) translate(${-cx} ${-cy})`;
  const group = (draw: () => void) => {
    art.draw(`<g transform="${tf}">`);
    draw();
    art.draw('</g>');
  };
  group(() => {
    // Strap: shadows, then the two halves running off the canvas, the holes and the keeper loop.
    art.softShadow(cx - sw / 2, -600, sw, 3000, 40, { spread: 50, opacity: 0.22, dx: 34, dy: 20, steps: 8 });
    art.softShadow(x, y, cw, ch, 120, { spread: 70, opacity: 0.3, dx: 44, dy: 40, steps: 10 });
    const strap = art.linear(cx - sw / 2, 0, cx + sw / 2, 0, [[0, '#000000', 0.3], [0.12, '#000000', 0.05], [0.35, '#FFFFFF', 0.14], [0.6, '#FFFFFF', 0], [0.9, '#000000', 0.12], [1, '#000000', 0.35]]);
    art.path(roundRect(cx - sw / 2, -600, sw, 3000, 40), '{brand}');
    art.path(roundRect(cx - sw / 2, -600, sw, 3000, 40), strap);
    for (let i = 0; i < 6; i++) {
      const hy = cy + ch / 2 + 160 + i * 95;
      art.path(ellipse(cx + 4, hy + 5, 20, 20), '#000000', 'fill-opacity="0.45"');
      art.path(ellipse(cx, hy, 20, 20), '{brandDark}');
      art.path(ellipse(cx + 3, hy + 4, 15, 15), '#000000', 'fill-opacity="0.35"');
    }
    art.path(roundRect(cx - sw / 2 - 14, cy - ch / 2 - 330, sw + 28, 90, 26), '#000000', 'fill-opacity="0.25" transform="translate(8 10)"');
    art.path(roundRect(cx - sw / 2 - 14, cy - ch / 2 - 330, sw + 28, 90, 26), '{brand}');
    art.path(roundRect(cx - sw / 2 - 14, cy - ch / 2 - 330, sw + 28, 90, 26), art.linear(0, cy - ch / 2 - 330, 0, cy - ch / 2 - 240, [[0, '#FFFFFF', 0.2], [0.5, '#FFFFFF', 0], [1, '#000000', 0.3]]));
    // Case: thickness, crown and button, the metal, the glass, the display.
    art.path(roundRect(x + cw - 20, cy - 120, 58, 96, 22), art.linear(x + cw, 0, x + cw + 40, 0, [[0, '#6B7076'], [0.5, '#D9DCE0'], [1, '#8C9096']]));
    for (let i = 0; i < 7; i++) art.path(`M${x + cw + 12 + i * 3.5} ${cy - 116}V${cy - 28}`, 'none', 'stroke="#4E5257" stroke-opacity="0.5" stroke-width="1.5"');
    art.path(roundRect(x + cw - 16, cy + 40, 36, 130, 14), '#9DA2A8');
    art.path(roundRect(x + 4, y + 12, cw, ch, 120), '#2A2C30');
    art.path(roundRect(x, y, cw, ch, 120), art.linear(x, y, x + cw, y + ch, [[0, '#F3F4F6'], [0.35, '#A9AEB5'], [0.6, '#D8DBDF'], [1, '#6E737A']]));
    art.path(roundRect(x + 16, y + 16, cw - 32, ch - 32, 104), '#050506');
  });
  // The dial's area inside the glass.
  const fw = cw - 96;
  const fh = ch - 96;
  group(() => {
    // The face: minute ticks round the edge, hour marks, the hands at ten past ten.
    const ticks: string[] = [];
    const hours: string[] = [];
    for (let i = 0; i < 60; i++) {
      const t = (i / 60) * Math.PI * 2;
      const dx = Math.sin(t);
      const dy = -Math.cos(t);
      const reach = Math.min((fw / 2 - 14) / Math.max(Math.abs(dx), 1e-6), (fh / 2 - 14) / Math.max(Math.abs(dy), 1e-6));
      const len = i % 5 === 0 ? 34 : 14;
      const a = [cx + dx * reach, cy + dy * reach];
      const b = [cx + dx * (reach - len), cy + dy * (reach - len)];
      (i % 5 === 0 ? hours : ticks).push(`M${a[0]!.toFixed(1)} ${a[1]!.toFixed(1)}L${b[0]!.toFixed(1)} ${b[1]!.toFixed(1)}`);
    }
    art.path(ticks.join(''), 'none', 'stroke="#8C9096" stroke-width="3" stroke-linecap="round"');
    art.path(hours.join(''), 'none', 'stroke="#F2F3F5" stroke-width="8" stroke-linecap="round"');
  });
  art.logo();
  group(() => {
    const hand = (deg: number, len: number, width: number, paint: string, tail = 0) => {
      const t = (deg * Math.PI) / 180;
      const ex = cx + Math.sin(t) * len;
      const ey = cy - Math.cos(t) * len;
      const sx = cx - Math.sin(t) * tail;
      const sy = cy + Math.cos(t) * tail;
      art.path(`M${sx.toFixed(1)} ${sy.toFixed(1)}L${ex.toFixed(1)} ${ey.toFixed(1)}`, 'none', `stroke="#000000" stroke-opacity="0.5" stroke-width="${width + 4}" stroke-linecap="round" transform="translate(4 6)"`);
      art.path(`M${sx.toFixed(1)} ${sy.toFixed(1)}L${ex.toFixed(1)} ${ey.toFixed(1)}`, 'none', `stroke="${paint}" stroke-width="${width}" stroke-linecap="round"`);
    };
    hand(-60, 120, 16, '#F2F3F5');
    hand(60, 170, 12, '#F2F3F5');
    hand(98, 175, 4, '{accent}', 40);
    art.path(ellipse(cx, cy, 14, 14), '{accent}').path(ellipse(cx, cy, 6, 6), '#050506');
    // Glass: a curved reflection from the top left.
    art.path(roundRect(x + 16, y + 16, cw - 32, ch - 32, 104), art.linear(x, y, x + cw, y + ch, [[0, '#FFFFFF', 0.22], [0.38, '#FFFFFF', 0.06], [0.385, '#FFFFFF', 0], [1, '#FFFFFF', 0]]));
    art.path(roundRect(x + 16, y + 16, cw - 32, ch - 32, 104), 'none', 'stroke="#FFFFFF" stroke-opacity="0.25" stroke-width="3"');
  });
  // Soft shadows of leaves across the scene, then the lens.
  const leaf = (lx: number, ly: number, len: number, rot: number) =>
    `<path transform="rotate(${rot} ${lx} ${ly})" d="M${lx} ${ly}C${lx + len * 0.3} ${ly - len * 0.22} ${lx + len * 0.75} ${ly - len * 0.16} ${lx + len} ${ly}C${lx + len * 0.75} ${ly + len * 0.16} ${lx + len * 0.3} ${ly + len * 0.22} ${lx} ${ly}Z"/>`;
  const leaves = leaf(1700, 40, 520, 30) + leaf(1950, 180, 460, 70) + leaf(2050, 520, 420, 110) + leaf(1600, 260, 380, 55) +
    '<path d="M1500 -40C1620 60 1760 140 2060 560" fill="none" stroke="#2B2A26" stroke-width="10"/>';
  for (const [dx, dy] of [[0, 0], [8, 5], [-6, 8], [4, -7]] as const) art.draw(`<g fill="#2B2A26" fill-opacity="0.028" stroke-opacity="0.028" transform="translate(${dx} ${dy})">${leaves}</g>`);
  art.vignette(0.22);

  const box = 230;
  return {
    id: 'smartwatch-face',
    number: 504,
    label: { zh: '智能手表表盘', en: 'Smartwatch face' },
    tags: ['digital'],
    keywords: { zh: ['手表', '智能手表', '表盘', '穿戴'], en: ['watch', 'smartwatch', 'watch face', 'wearable'] },
    art: art.done(),
    placements: [{ left: cx - box / 2, top: cy + 42, width: box, height: 130, transform: tf, variant: 'symbol', colour: '#FFFFFF', finish: 'flat' }],
  };
}
