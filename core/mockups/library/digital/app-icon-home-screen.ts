import { Art, ellipse, roundRect } from '../../art';
import type { Scene } from '../../scene';
import { phoneBody, screenGloss } from './shared';

/** A generic app icon: a rounded square in a gradient with a simple white glyph. */
function appIcon(art: Art, x: number, y: number, size: number, from: string, to: string, glyph: number): void {
  const r = size * 0.23;
  art.path(roundRect(x + 3, y + 6, size, size, r), '#000000', 'fill-opacity="0.18"');
  art.path(roundRect(x, y, size, size, r), art.linear(x, y, x, y + size, [[0, from], [1, to]]));
  const c = x + size / 2;
  const m = y + size / 2;
  const u = size / 10;
  const white = 'fill="#FFFFFF"';
  const glyphs = [
    `<path d="${ellipse(c, m, u * 2.6, u * 2.6)}" fill="none" stroke="#FFFFFF" stroke-width="${u * 0.8}"/>`,
    `<path d="${roundRect(c - u * 3, m - u * 2.2, u * 6, u * 4.4, u)}" ${white}/>`,
    `<path d="M${c - u * 3} ${m + u * 2.5}V${m}M${c - u} ${m + u * 2.5}V${m - u * 2.5}M${c + u} ${m + u * 2.5}V${m - u}M${c + u * 3} ${m + u * 2.5}V${m - u * 1.8}" stroke="#FFFFFF" stroke-width="${u * 1.1}" stroke-linecap="round"/>`,
    `<path d="M${c} ${m - u * 3}L${c + u * 3} ${m + u * 2.4}H${c - u * 3}Z" ${white}/>`,
    `<path d="${ellipse(c, m - u * 0.6, u * 2.6, u * 2)}" ${white}/><path d="M${c - u * 1.6} ${m + u}L${c - u * 2.4} ${m + u * 3}L${c} ${m + u * 1.3}Z" ${white}/>`,
    `<path d="${roundRect(c - u * 2.6, m - u * 2.6, u * 2.2, u * 2.2, u * 0.5)}${roundRect(c + u * 0.4, m - u * 2.6, u * 2.2, u * 2.2, u * 0.5)}${roundRect(c - u * 2.6, m + u * 0.4, u * 2.2, u * 2.2, u * 0.5)}${roundRect(c + u * 0.4, m + u * 0.4, u * 2.2, u * 2.2, u * 0.5)}" ${white}/>`,
  ];
  art.draw(glyphs[glyph % glyphs.length]!);
}

/** A phone's home screen close up, the brand's app icon among the others, the phone lying across a tinted paper backdrop. */
export function appIconHomeScreen(): Scene {
  const art = new Art();
  art.fillAll(art.linear(0, 0, 2400, 1800, [[0, '#FFFFFF'], [0.45, '{brandLight}'], [1, '{brandLight}']]));
  art.grain(0.35, undefined, 2);

  const cx = 1230;
  const cy = 960;
  const w = 860;
  const h = 1760;
  const x = cx - w / 2;
  const y = cy - h / 2;
  const angle = 24;
  const s = w * 0.045;
  const sx = x + s;
  const sy = y + s;
  const sw = w - 2 * s;
  const sh = h - 2 * s;
  const size = 150;
  const gap = (sw - 4 * size) / 5;
  const slot = (col: number, row: number) => [sx + gap + col * (size + gap), sy + 200 + row * 232] as const;
  const [bx, by] = slot(1, 1);
  // Close up: the phone turned and enlarged so that the brand's icon lands left of the centre.
  const tf = `translate(1020 800) rotate(${angle}) scale(1.75) translate(${-(bx + size / 2)} ${-(by + size / 2)})`;
  const group = (draw: () => void) => {
    art.draw(`<g transform="${tf}">`);
    draw();
    art.draw('</g>');
  };
  group(() => {
    art.softShadow(x, y, w, h, 140, { spread: 60, opacity: 0.26, dx: 30, dy: 34, steps: 9 });
    art.softShadow(x, y, w, h, 140, { spread: 8, opacity: 0.4, dx: 5, dy: 7, steps: 3 });
    // Wallpaper: a soft dusk gradient.
    phoneBody(art, x, y, w, h, 'graphite', art.linear(sx, sy, sx + sw * 0.4, sy + sh, [[0, '#F3D3BC'], [0.35, '#E2C3CF'], [0.65, '#B7AEDB'], [1, '#7D8CC0']]));
    art.path(roundRect(x + w / 2 - w * 0.14, y + s + 22, w * 0.28, 54, 27), '#000000');
    art.path(roundRect(sx + 70, sy + 50, 86, 22, 11) + roundRect(sx + sw - 170, sy + 52, 38, 20, 4) + roundRect(sx + sw - 120, sy + 52, 56, 20, 6), '#FFFFFF', 'fill-opacity="0.9"');
    // The grid: six rows of four, the brand's own icon in the second row.
    const tones: [string, string][] = [['#6FB6E8', '#3A7FC0'], ['#F2B36B', '#D9823A'], ['#8BCB8F', '#4E9A5C'], ['#EE8A9E', '#C95472'], ['#A99BE0', '#6E5DBA'], ['#A7B2BA', '#6B7780'], ['#F0CF6A', '#D1A53A'], ['#6CC6CF', '#2F8E99']];
    let k = 0;
    for (let row = 0; row < 5; row++) {
      for (let col = 0; col < 4; col++) {
        const [ix, iy] = slot(col, row);
        art.path(roundRect(ix + size / 2 - 44, iy + size + 18, 88, 13, 6), '#FFFFFF', 'fill-opacity="0.75"');
        if (col === 1 && row === 1) continue;
        const [from, to] = tones[k % tones.length]!;
        appIcon(art, ix, iy, size, from, to, k);
        k += 1;
      }
    }
    // The brand's icon.
    art.path(roundRect(bx + 3, by + 8, size, size, size * 0.23), '#000000', 'fill-opacity="0.25"');
    art.path(roundRect(bx, by, size, size, size * 0.23), '{brand}');
    art.path(roundRect(bx, by, size, size, size * 0.23), art.linear(bx, by, bx, by + size, [[0, '#FFFFFF', 0.16], [1, '#000000', 0.12]]));
    // Page dots and the dock.
    for (let i = 0; i < 3; i++) art.path(ellipse(cx - 24 + i * 24, sy + sh - 300, 7, 7), '#FFFFFF', `fill-opacity="${i === 0 ? 0.9 : 0.4}"`);
    art.path(roundRect(sx + 26, sy + sh - 250, sw - 52, 210, 64), '#FFFFFF', 'fill-opacity="0.22"');
    for (let col = 0; col < 4; col++) {
      const [from, to] = tones[(col * 3 + 1) % tones.length]!;
      appIcon(art, sx + gap + col * (size + gap), sy + sh - 220, size, from, to, col + 2);
    }
  });
  art.logo();
  group(() => {
    // A notification badge on the brand's icon, then the glass.
    art.path(ellipse(bx + size - 6, by + 6, 26, 26), '#FF3B30');
    art.path(roundRect(bx + size - 10, by - 6, 8, 24, 3), '#FFFFFF');
    screenGloss(art, roundRect(sx, sy, sw, sh, w * 0.16 - s), x, y, w, h, 0.8);
  });
  art.vignette(0.25);

  return {
    id: 'app-icon-home-screen',
    number: 506,
    label: { zh: '主屏幕上的应用图标', en: 'App icon on a home screen' },
    tags: ['digital'],
    keywords: { zh: ['应用图标', 'App', '图标', '手机', '主屏幕'], en: ['app icon', 'icon', 'app', 'phone', 'home screen'] },
    art: art.done(),
    placements: [{ left: bx + 22, top: by + 22, width: size - 44, height: size - 44, transform: tf, variant: 'symbol', colour: '{onBrand}', finish: 'flat' }],
  };
}
