import { Art, ellipse, roundRect } from '../../art';
import type { Scene } from '../../scene';
import { oakDesk, rotated } from '../props';
import { phoneBody, screenGloss } from './shared';

/** A cup of coffee on its saucer seen from above, lit from the top left. */
function coffeeFromAbove(art: Art, cx: number, cy: number, r: number): void {
  art.contactShadow(cx + r * 0.1, cy + r * 0.12, r * 1.08, r * 1.06, 0.32);
  art.path(ellipse(cx, cy, r, r), art.linear(cx - r, cy - r, cx + r, cy + r, [[0, '#FFFFFF'], [1, '#D6D2CB']]));
  art.path(ellipse(cx, cy, r * 0.76, r * 0.76), art.linear(cx - r, cy - r, cx + r, cy + r, [[0, '#D9D5CE'], [1, '#F4F2EE']]));
  // Handle, then the cup's shadow on the saucer, the cup, its inner wall and the coffee.
  const c = r * 0.68;
  art.path(roundRect(cx + c - 20, cy - r * 0.09, r * 0.5, r * 0.18, r * 0.09), '#000000', 'fill-opacity="0.12" transform="translate(10 14)"');
  art.path(roundRect(cx + c - 20, cy - r * 0.09, r * 0.5, r * 0.18, r * 0.09), art.linear(0, cy - r * 0.09, 0, cy + r * 0.09, [[0, '#FFFFFF'], [1, '#CFCAC2']]));
  art.path(ellipse(cx + 14, cy + 18, c + 6, c + 6), '#000000', 'fill-opacity="0.14"');
  art.path(ellipse(cx, cy, c, c), art.linear(cx - c, cy - c, cx + c, cy + c, [[0, '#FFFFFF'], [1, '#E2DED7']]));
  art.path(ellipse(cx, cy, c * 0.9, c * 0.9), art.linear(cx - c, cy - c, cx + c, cy + c, [[0, '#BDB7AE'], [0.5, '#E8E4DE'], [1, '#FAF9F6']]));
  const k = c * 0.8;
  art.path(ellipse(cx, cy, k, k), art.radial(cx - k * 0.15, cy - k * 0.1, k, [[0, '#B07E4E'], [0.55, '#8A5A33'], [0.9, '#5A3419'], [1, '#3A1F0C']]));
  // Latte art: a heart of milk foam.
  const h = k * 0.5;
  art.path(
    `M${cx} ${cy + h * 0.75}C${cx - h * 1.2} ${cy} ${cx - h * 0.9} ${cy - h * 0.9} ${cx - h * 0.35} ${cy - h * 0.85}C${cx - h * 0.1} ${cy - h * 0.8} ${cx} ${cy - h * 0.55} ${cx} ${cy - h * 0.4}` +
      `C${cx} ${cy - h * 0.55} ${cx + h * 0.1} ${cy - h * 0.8} ${cx + h * 0.35} ${cy - h * 0.85}C${cx + h * 0.9} ${cy - h * 0.9} ${cx + h * 1.2} ${cy} ${cx} ${cy + h * 0.75}Z`,
    '#F2E4CC',
    'fill-opacity="0.9"',
  );
  art.path(ellipse(cx - k * 0.45, cy - k * 0.5, k * 0.16, k * 0.08), '#FFFFFF', 'fill-opacity="0.25"');
}

/** A smartphone lying on an oak desk, its splash screen showing the logo, with a notebook, a pen and a coffee. */
export function phoneSplashOnDesk(): Scene {
  const art = new Art();
  oakDesk(art, ['#E2C29C', '#D0A97F', '#B48A5F'], [420, 1010, 1600]);

  // A notebook in the brand colour, bottom left, running off the canvas.
  rotated(art, 9, 420, 1500, () => {
    art.softShadow(60, 1130, 820, 1000, 18, { spread: 70, opacity: 0.3, dx: 30, dy: 36, steps: 10 });
    art.path(roundRect(60, 1138, 836, 1000, 18), '#EFE8DA');
    art.path(roundRect(60, 1130, 820, 1000, 18), '{brand}');
    art.path(roundRect(60, 1130, 820, 1000, 18), art.linear(60, 1130, 880, 2130, [[0, '#FFFFFF', 0.14], [0.5, '#FFFFFF', 0], [1, '#000000', 0.2]]));
    art.path('M770 1130H812V2130H770Z', '#000000', 'fill-opacity="0.35"');
  });

  // A pen, right, and a cup of coffee on its saucer, top right.
  rotated(art, -32, 1950, 1250, () => {
    art.softShadow(1590, 1236, 720, 30, 15, { spread: 16, opacity: 0.3, dx: 14, dy: 20, steps: 6 });
    art.path(roundRect(1590, 1232, 720, 34, 17), art.linear(0, 1232, 0, 1266, [[0, '#5B5E64'], [0.35, '#1E1F22'], [1, '#0D0D0E']]));
    art.path(roundRect(1590, 1240, 130, 18, 9), art.linear(0, 1240, 0, 1258, [[0, '#E9D7A8'], [1, '#9C8350']]));
    art.path(roundRect(2110, 1226, 190, 14, 7), art.linear(0, 1226, 0, 1240, [[0, '#E9D7A8'], [1, '#9C8350']]));
  });
  coffeeFromAbove(art, 2020, 300, 300);

  art.grain(0.3, undefined, 2);

  // The phone, turned a little, the light from the top left.
  const cx = 1160;
  const cy = 880;
  const w = 600;
  const h = 1230;
  const x = cx - w / 2;
  const y = cy - h / 2;
  const angle = -10;
  rotated(art, angle, cx, cy, () => {
    art.softShadow(x, y, w, h, 96, { spread: 110, opacity: 0.32, dx: 50, dy: 60, steps: 12 });
    art.softShadow(x, y, w, h, 96, { spread: 16, opacity: 0.5, dx: 8, dy: 12, steps: 5 });
    phoneBody(art, x, y, w, h, 'graphite', '{paper}');
    const s = w * 0.045;
    art.path(roundRect(x + s, y + s, w - 2 * s, h - 2 * s, w * 0.16 - s), art.linear(0, y, 0, y + h, [[0, '#FFFFFF', 0.05], [0.5, '#FFFFFF', 0], [1, '#000000', 0.07]]));
    art.path(roundRect(cx - 80, y + h - s - 34, 160, 10, 5), '{ink}', 'fill-opacity="0.35"');
  });
  art.logo();
  // Gloss over the screen, then the lens.
  const s = w * 0.045;
  rotated(art, angle, cx, cy, () => {
    screenGloss(art, roundRect(x + s, y + s, w - 2 * s, h - 2 * s, w * 0.16 - s), x, y, w, h);
    art.path(roundRect(x, y, w, h, w * 0.16), 'none', `stroke="#FFFFFF" stroke-opacity="0.35" stroke-width="2"`);
  });
  art.vignette(0.3);

  const box = 440;
  return {
    id: 'phone-splash-desk',
    number: 501,
    label: { zh: '手机启动页', en: 'Phone splash screen' },
    tags: ['digital'],
    keywords: { zh: ['手机', '应用', '启动页', '屏幕', 'App'], en: ['phone', 'app', 'splash screen', 'mobile', 'screen'] },
    preset: 5,
    art: art.done(),
    placements: [{ left: cx - box / 2, top: cy - box / 2 - 30, width: box, height: box, transform: `rotate(${angle} ${cx} ${cy})`, finish: 'flat' }],
  };
}
