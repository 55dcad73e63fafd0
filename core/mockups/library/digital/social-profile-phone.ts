import { Art, ellipse, roundRect } from '../../art';
import type { Scene } from '../../scene';
import { random } from '../props';
import { phoneBody, screenGloss } from './shared';

/** A social media profile on a phone in a stand on a desk: the cover in the brand colour, the logo as the avatar and in a post. */
export function socialProfilePhone(): Scene {
  const art = new Art();
  const horizon = 1390;
  // Warm wall and a light oak desk seen at a low angle.
  art.fillAll(art.linear(0, 0, 2400, horizon, [[0, '#F3EFE8'], [1, '#E2DCD2']]));
  art.path(`M0 0H2400V${horizon}H0Z`, art.linear(0, 0, 2400, 0, [[0, '#FFFFFF', 0.3], [0.55, '#FFFFFF', 0], [1, '#000000', 0.1]]));
  art.path(`M0 ${horizon}H2400V1800H0Z`, art.linear(0, horizon, 0, 1800, [[0, '#C9A57E'], [0.3, '#D8B893'], [1, '#E2C6A2']]));
  const rnd = random(11);
  const grainLines: string[] = [];
  for (let i = 0; i < 40; i++) {
    const y = horizon + 8 + Math.pow(rnd(), 1.6) * 400;
    const w = 0.6 + ((y - horizon) / 400) * 2.5;
    grainLines.push(`M0 ${y.toFixed(1)}C800 ${(y - 3).toFixed(1)} 1600 ${(y + 3).toFixed(1)} 2400 ${y.toFixed(1)}V${(y + w).toFixed(1)}C1600 ${(y + 3 + w).toFixed(1)} 800 ${(y - 3 + w).toFixed(1)} 0 ${(y + w).toFixed(1)}Z`);
  }
  art.path(grainLines.join(''), '#6B4624', 'fill-opacity="0.12"');
  art.path(`M0 ${horizon}H2400V${horizon + 5}H0Z`, '#FFFFFF', 'fill-opacity="0.45"');

  // A pot with a trailing plant at the left.
  const px = 420;
  art.contactShadow(px + 40, 1520, 260, 40, 0.35);
  art.path(`M${px - 210} 1130H${px + 210}L${px + 175} 1500C${px + 100} 1530 ${px - 100} 1530 ${px - 175} 1500Z`, art.linear(px - 210, 0, px + 210, 0, [[0, '#F7F4EF'], [0.3, '#ECE7DF'], [1, '#B7AEA2']]));
  art.path(ellipse(px, 1130, 210, 30), '#D9D2C7');
  art.path(ellipse(px, 1134, 192, 22), '#4D3A2C');
  art.def('<linearGradient id="digital-leaf-shade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#FFFFFF" stop-opacity="0.22"/><stop offset="0.5" stop-color="#FFFFFF" stop-opacity="0"/><stop offset="1" stop-color="#000000" stop-opacity="0.28"/></linearGradient>');
  const leaf = (x: number, y: number, r: number, rot: number, tone: string) => {
    const d = `M0 0C${r * 0.5} ${-r * 0.55} ${r * 1.1} ${-r * 0.45} ${r * 1.3} 0C${r * 1.1} ${r * 0.45} ${r * 0.5} ${r * 0.55} 0 0Z`;
    const at = `transform="translate(${x} ${y}) rotate(${rot})"`;
    art.path(d, '#000000', `fill-opacity="0.12" transform="translate(${x + 10} ${y + 12}) rotate(${rot})"`);
    art.path(d, tone, at).path(d, 'url(#digital-leaf-shade)', at);
    art.path(`M${r * 0.1} 0C${r * 0.5} ${-r * 0.04} ${r * 0.9} ${-r * 0.04} ${r * 1.2} 0`, 'none', `stroke="#DCEBD5" stroke-opacity="0.45" stroke-width="3" ${at}`);
  };
  for (const [i, [x, y, r, rot]] of ([
    [px - 40, 1120, 150, -150], [px + 20, 1110, 170, -40], [px - 10, 1100, 140, -95], [px + 80, 1125, 130, 10], [px - 120, 1130, 120, 160], [px - 150, 1180, 110, 120], [px + 150, 1160, 120, 55], [px - 60, 1090, 120, -120],
  ] as const).entries()) {
    leaf(x, y, r, rot, ['#3E6B47', '#4F8257', '#2F5737', '#5C9262'][i % 4]!);
  }

  // The phone stand's base plate on the desk, its shadow, the phone, the lip in front.
  const cx = 1330;
  const w = 600;
  const h = 1240;
  const x = cx - w / 2;
  const y = 230;
  art.path(`M${cx - 330} ${y + h + 40}H${cx + 330}L${cx + 380} ${y + h + 140}H${cx - 380}Z`, '#000000', 'fill-opacity="0.12" transform="translate(30 12)"');
  art.path(`M${cx - 330} ${y + h + 40}H${cx + 330}L${cx + 380} ${y + h + 130}H${cx - 380}Z`, art.linear(0, y + h + 40, 0, y + h + 130, [[0, '#9EA3AA'], [1, '#D4D7DB']]));
  art.path(`M${cx - 380} ${y + h + 130}H${cx + 380}V${y + h + 148}H${cx - 380}Z`, '#6E737A');
  art.softShadow(x, y, w, h, 96, { spread: 90, opacity: 0.22, dx: 60, dy: 30, steps: 10 });
  phoneBody(art, x, y, w, h, 'silver', '#FFFFFF');
  const s = w * 0.045;
  const sx = x + s;
  const sy = y + s;
  const sw = w - 2 * s;
  const sh = h - 2 * s;
  art.def(`<clipPath id="digital-social-screen"><path d="${roundRect(sx, sy, sw, sh, w * 0.16 - s)}"/></clipPath>`);
  art.draw('<g clip-path="url(#digital-social-screen)">');
  // Cover, with a quiet pattern of circles.
  art.path(`M${sx} ${sy}H${sx + sw}V${sy + 330}H${sx}Z`, '{brand}');
  art.path(ellipse(sx + sw - 40, sy + 40, 200, 200), '#FFFFFF', 'fill-opacity="0.07"');
  art.path(ellipse(sx + 40, sy + 330, 160, 160), '#000000', 'fill-opacity="0.08"');
  art.path(`M${sx} ${sy}H${sx + sw}V${sy + 330}H${sx}Z`, art.linear(0, sy, 0, sy + 330, [[0, '#000000', 0.18], [0.35, '#000000', 0], [1, '#000000', 0.1]]));
  // Status bar.
  art.path(roundRect(sx + 50, sy + 36, 60, 16, 8), '{onBrand}', 'fill-opacity="0.9"');
  art.path(roundRect(sx + sw - 120, sy + 36, 26, 16, 3) + roundRect(sx + sw - 86, sy + 36, 40, 16, 5), '{onBrand}', 'fill-opacity="0.9"');
  // Buttons, name, handle, bio, stats.
  art.path(roundRect(sx + 240, sy + 350, 140, 54, 27), '{brand}');
  art.path(roundRect(sx + 282, sy + 371, 56, 12, 6), '{onBrand}');
  art.path(roundRect(sx + 392, sy + 350, 130, 54, 27), '#ECEEF1');
  art.path(roundRect(sx + 425, sy + 371, 64, 12, 6), '#3A3F45', 'fill-opacity="0.7"');
  art.path(roundRect(sx + 30, sy + 452, 230, 26, 8), '#15171A');
  art.path(ellipse(sx + 284, sy + 465, 14, 14), '{accent}');
  art.path('M0 0L5 5L12 -4', 'none', `stroke="#FFFFFF" stroke-width="3.5" stroke-linecap="round" stroke-linejoin="round" transform="translate(${sx + 278} ${sy + 465})"`);
  art.path(roundRect(sx + 30, sy + 494, 150, 14, 7), '#8A8F96');
  art.path(roundRect(sx + 30, sy + 532, 440, 12, 6), '#3A3F45', 'fill-opacity="0.6"');
  art.path(roundRect(sx + 30, sy + 556, 330, 12, 6), '#3A3F45', 'fill-opacity="0.6"');
  for (let i = 0; i < 3; i++) {
    art.path(roundRect(sx + 30 + i * 170, sy + 598, 64, 20, 6), '#15171A');
    art.path(roundRect(sx + 30 + i * 170, sy + 628, 90, 10, 5), '#8A8F96');
  }
  // Tabs, then the grid of posts.
  art.path(`M${sx} ${sy + 672}H${sx + sw}V${sy + 674}H${sx}Z`, '#E3E6EA');
  art.path(`M${sx} ${sy + 718}H${sx + sw / 3}V${sy + 722}H${sx}Z`, '#15171A');
  const g = (sw - 6) / 3;
  const gy = sy + 724;
  const tile = (i: number) => [sx + (i % 3) * (g + 3), gy + Math.floor(i / 3) * (g + 3)] as const;
  const tiles: [string, () => void][] = [
    ['{brand}', () => {}],
    ['{brandLight}', () => {
      const [tx, ty] = tile(1);
      art.path(ellipse(tx + g * 0.5, ty + g * 0.84, g * 0.34, g * 0.06), '#000000', 'fill-opacity="0.12"');
      art.path(roundRect(tx + g * 0.34, ty + g * 0.3, g * 0.32, g * 0.54, 10), '{brand}');
      art.path(roundRect(tx + g * 0.4, ty + g * 0.2, g * 0.2, g * 0.12, 4), '{accent}');
    }],
    ['#DDB48A', () => {
      const [tx, ty] = tile(2);
      art.path(`M${tx} ${ty}H${tx + g}V${ty + g}H${tx}Z`, art.linear(0, ty, 0, ty + g, [[0, '#F4C58F'], [0.6, '#E49B6A'], [1, '#A85C44']]));
      art.path(ellipse(tx + g * 0.66, ty + g * 0.42, g * 0.12, g * 0.12), '#FFF1D6');
      art.path(`M${tx} ${ty + g * 0.75}C${tx + g * 0.3} ${ty + g * 0.55} ${tx + g * 0.55} ${ty + g * 0.7} ${tx + g} ${ty + g * 0.6}V${ty + g}H${tx}Z`, '#5B3A3A', 'fill-opacity="0.8"');
    }],
    ['{accent}', () => {
      const [tx, ty] = tile(3);
      for (const [j, lw] of [0.64, 0.5, 0.58].entries()) art.path(roundRect(tx + g * 0.18, ty + g * (0.32 + j * 0.13), g * lw, g * 0.07, 4), '#FFFFFF', 'fill-opacity="0.92"');
    }],
    ['{paper}', () => {
      const [tx, ty] = tile(4);
      art.path(ellipse(tx + g * 0.5, ty + g * 0.5, g * 0.26, g * 0.26), '{brand}', 'fill-opacity="0.85"');
      art.path(ellipse(tx + g * 0.5, ty + g * 0.5, g * 0.14, g * 0.14), '{accent}');
    }],
    ['#2F3A3F', () => {
      const [tx, ty] = tile(5);
      art.path(`M${tx} ${ty}H${tx + g}V${ty + g}H${tx}Z`, art.linear(tx, ty, tx + g, ty + g, [[0, '#4A6B73'], [1, '#1F272B']]));
      art.path(`M${tx} ${ty + g * 0.8}L${tx + g * 0.35} ${ty + g * 0.45}L${tx + g * 0.6} ${ty + g * 0.68}L${tx + g * 0.78} ${ty + g * 0.52}L${tx + g} ${ty + g * 0.74}V${ty + g}H${tx}Z`, '#0F1417', 'fill-opacity="0.8"');
    }],
    ['{brandDark}', () => {}],
    ['#E9E4DC', () => {}],
    ['{brandLight}', () => {}],
  ];
  tiles.forEach(([paint, extra], i) => {
    const [tx, ty] = tile(i);
    art.path(`M${tx} ${ty}H${tx + g}V${ty + g}H${tx}Z`, paint);
    extra();
  });
  // Bottom navigation bar and the home indicator.
  art.path(`M${sx} ${sy + sh - 120}H${sx + sw}V${sy + sh}H${sx}Z`, '#FFFFFF', 'fill-opacity="0.97"');
  art.path(`M${sx} ${sy + sh - 120}H${sx + sw}V${sy + sh - 118}H${sx}Z`, '#E3E6EA');
  for (let i = 0; i < 5; i++) art.path(roundRect(sx + 48 + i * ((sw - 96 - 36) / 4), sy + sh - 98, 36, 36, i === 4 ? 18 : 9), i === 4 ? '{brand}' : '#3A3F45', i === 4 ? '' : 'fill-opacity="0.8"');
  art.path(roundRect(cx - 80, sy + sh - 26, 160, 9, 5), '#15171A');
  art.draw('</g>');
  art.path(roundRect(x + w / 2 - w * 0.14, y + s + 22, w * 0.28, 40, 20), '#000000');
  // The avatar's white ring over the cover.
  art.path(ellipse(sx + 120, sy + 330, 98, 98), '#FFFFFF');
  art.path(ellipse(sx + 120, sy + 330, 88, 88), '{paper}');
  art.logo();
  art.logo();
  art.logo();
  // The stand's lip in front of the phone's foot, the glass's gloss.
  screenGloss(art, roundRect(sx, sy, sw, sh, w * 0.16 - s), x, y, w, h, 0.7);
  art.path(roundRect(x - 30, y + h - 70, w + 60, 110, 24), '#000000', 'fill-opacity="0.18" transform="translate(10 14)"');
  art.path(roundRect(x - 30, y + h - 70, w + 60, 110, 24), art.linear(0, y + h - 70, 0, y + h + 40, [[0, '#E3E6E9'], [0.2, '#B7BCC2'], [1, '#80858C']]));
  art.path(roundRect(x - 30, y + h - 70, w + 60, 8, 4), '#FFFFFF', 'fill-opacity="0.6"');
  art.grain(0.3, undefined, 2);
  art.vignette(0.25);

  const [t0x, t0y] = tile(0);
  return {
    id: 'social-profile-phone',
    number: 505,
    label: { zh: '社交媒体主页', en: 'Social media profile' },
    tags: ['digital'],
    keywords: { zh: ['社交媒体', '头像', '主页', '小红书', '微博', '抖音'], en: ['social media', 'profile', 'avatar', 'Instagram', 'cover'] },
    art: art.done(),
    placements: [
      { left: sx + 120 - 62, top: sy + 330 - 62, width: 124, height: 124, variant: 'symbol', clipPath: ellipse(sx + 120, sy + 330, 88, 88), finish: 'flat' },
      { left: sx + 150, top: sy + 90, width: 300, height: 160, variant: 'white', colour: '{onBrand}', finish: 'flat', opacity: 0.95 },
      { left: t0x + g * 0.18, top: t0y + g * 0.18, width: g * 0.64, height: g * 0.64, variant: 'symbol', colour: '{onBrand}', finish: 'flat' },
    ],
  };
}
