import { Art, ellipse, poly } from '../../art';
import type { Scene } from '../../scene';
import { crease, f, windowLight } from '../props';
import { type P, type Quad, facePlacement, lerp } from './shared';

/** An open mailer box seen from above: the lid printed inside in the brand colour, white tissue folded over the contents and sealed with a round sticker. */
export function mailerBox(): Scene {
  const art = new Art();
  // A pale table under light from the top left.
  art.fillAll(art.linear(0, 0, 2400, 1800, [[0, '#EEE9E3'], [0.6, '#E0D9D1'], [1, '#CCC4BA']]));
  windowLight(art, 500, 1300, 0.2);

  // A camera above the box's middle: points at height z move out from (1200, 1240) by 2200 / (2200 − z).
  const cam: P = [1200, 1240];
  const lift = (x: number, y: number, z: number): P => {
    const s = 2200 / (2200 - z);
    return [cam[0] + (x - cam[0]) * s, cam[1] + (y - cam[1]) * s];
  };
  const [x0, x1, y0, y1, h] = [640, 1760, 880, 1600, 220];
  const floor: Quad = [[x0, y0], [x1, y0], [x1, y1], [x0, y1]];
  const rim: Quad = [lift(x0, y0, h), lift(x1, y0, h), lift(x1, y1, h), lift(x0, y1, h)];
  // The lid, hinged on the far edge and opened to 115°.
  const ly = y0 - 0.423 * (y1 - y0);
  const lz = h + 0.906 * (y1 - y0);
  const lid: Quad = [lift(x0, ly, lz), lift(x1, ly, lz), rim[1], rim[0]];

  // Shadows on the table, to the right and down.
  art.shapeShadow(poly([lid[1], rim[1], rim[2], rim[3], rim[0]]), { spread: 60, opacity: 0.26, dx: 50, dy: 40, steps: 10 });
  art.shapeShadow(poly([lid[0], lid[1], rim[1], rim[0]]), { spread: 70, opacity: 0.14, dx: 90, dy: 10, steps: 10 });

  // Inner walls: the left and far in shade, the right and near lit.
  const wall = (a: P, b: P, c: P, d: P, paint: string) => art.path(poly([a, b, c, d]), paint);
  wall(rim[0], rim[1], floor[1], floor[0], '#CFC8BE');
  wall(rim[0], floor[0], floor[3], rim[3], '#D9D2C8');
  wall(floor[1], rim[1], rim[2], floor[2], '#F1ECE5');
  wall(floor[3], floor[2], rim[2], rim[3], '#F6F2EC');

  // The tissue: two sheets folded in from the sides, crinkled, rising over the walls' feet.
  const t = 26;
  const left = `M${x0 - t} ${y0 - t}C${x0 + 300} ${y0 - 40} ${1200} ${y0 - 20} ${1290} ${y0 + 20}C${1320} ${1100} ${1270} ${1400} ${1300} ${y1 - 20}C${1100} ${y1 + 30} ${x0 + 200} ${y1 + 30} ${x0 - t} ${y1 + t}Z`;
  const right = `M${x1 + t} ${y0 - t}C${x1 - 300} ${y0 - 40} ${1180} ${y0 - 10} ${1120} ${y0 + 30}C${1090} ${1120} ${1150} ${1420} ${1110} ${y1 - 10}C${1300} ${y1 + 30} ${x1 - 200} ${y1 + 30} ${x1 + t} ${y1 + t}Z`;
  // The tissue puffs up half way up the walls.
  const puff = [0, 1, 2, 3].map((i) => lerp(floor[i]!, rim[i]!, 0.35));
  art.def(`<clipPath id="pkMailer"><path d="${poly(puff)}"/></clipPath>`);
  art.shapeShadow(poly(puff), { spread: 14, opacity: 0.2, dx: 4, dy: 6, steps: 5 });
  art.draw('<g clip-path="url(#pkMailer)">');
  art.path(left, art.linear(x0, 0, 1300, 0, [[0, '#E9E6E1'], [1, '#FAF9F6']]));
  crease(art, [x0 + 40, y0 + 80], [x0 + 200, y0 + 200], [x0 + 400, y0 + 260], [1100, y0 + 300], 30, '#000000', 0.1);
  crease(art, [x0 + 60, y1 - 160], [x0 + 250, y1 - 220], [x0 + 450, y1 - 200], [1150, y1 - 260], 30, '#000000', 0.1);
  crease(art, [x0 + 100, 1230], [x0 + 300, 1200], [x0 + 500, 1250], [1200, 1220], 40, '#FFFFFF', 0.3);
  art.path(right, '#000000', 'fill-opacity="0.12" transform="translate(-12 6)"');
  art.path(right, art.linear(1110, 0, x1, 0, [[0, '#FFFFFF'], [1, '#E4E0DA']]));
  crease(art, [x1 - 40, y0 + 120], [x1 - 200, y0 + 220], [x1 - 400, y0 + 240], [1180, y0 + 320], 30, '#000000', 0.12);
  crease(art, [x1 - 60, y1 - 120], [x1 - 260, y1 - 150], [x1 - 420, y1 - 120], [1160, y1 - 160], 30, '#000000', 0.09);
  crease(art, [x1 - 80, 1260], [x1 - 300, 1230], [x1 - 480, 1280], [1160, 1250], 40, '#FFFFFF', 0.5);
  crease(art, [1120, y0 + 40], [1100, 1100], [1140, 1400], [1110, y1 - 20], 20, '#000000', 0.2);
  art.draw('</g>');
  // The sticker over the fold.
  art.path(ellipse(1126, 1250, 150, 150), '#000000', 'fill-opacity="0.18" transform="translate(6 10)"');
  art.path(ellipse(1120, 1240, 150, 150), '{brand}');
  art.path(ellipse(1120, 1240, 150, 150), art.linear(970, 1090, 1270, 1390, [[0, '#FFFFFF', 0.14], [1, '#000000', 0.12]]));
  art.logo();

  // Rim: the board's cut edge all round, brand-coloured outside, lit on the near side.
  art.draw(`<path d="${poly(rim)}" fill="none" stroke="{brand}" stroke-width="22" stroke-linejoin="round"/>`);
  art.draw(`<path d="${poly(rim)}" fill="none" stroke="#000000" stroke-opacity="0.15" stroke-width="22" stroke-linejoin="round"/>`);
  art.draw(`<path d="M${f(rim[3][0])} ${f(rim[3][1] + 8)}L${f(rim[2][0])} ${f(rim[2][1] + 8)}" fill="none" stroke="#FFFFFF" stroke-opacity="0.25" stroke-width="6"/>`);

  // The lid's inside, printed in the brand colour, its thickness at the far edge.
  art.path(poly([[lid[0][0] - 4, lid[0][1] - 22], [lid[1][0] + 4, lid[1][1] - 22], lid[1], lid[0]]), '{brandDark}');
  art.path(poly(lid), '{brand}');
  art.path(poly(lid), art.linear(lid[0][0], lid[0][1], lid[2][0], lid[2][1], [[0, '#FFFFFF', 0.16], [0.5, '#FFFFFF', 0.03], [1, '#000000', 0.2]]));
  art.logo();
  // The hinge: a crease in the board where the lid folds.
  art.draw(`<path d="M${f(rim[0][0])} ${f(rim[0][1])}L${f(rim[1][0])} ${f(rim[1][1])}" fill="none" stroke="#000000" stroke-opacity="0.35" stroke-width="8"/>`);
  art.draw(`<path d="M${f(lid[0][0])} ${f(lid[0][1] - 22)}L${f(lid[1][0])} ${f(lid[1][1] - 22)}" fill="none" stroke="#FFFFFF" stroke-opacity="0.3" stroke-width="3"/>`);

  art.grain(0.32, undefined, 2);
  art.vignette(0.22);

  return {
    id: 'mailer-box',
    number: 406,
    label: { zh: '打开的快递纸盒', en: 'Open mailer box' },
    tags: ['packaging'],
    keywords: { zh: ['快递盒', '飞机盒', '礼盒', '开箱', '电商包装'], en: ['mailer box', 'shipping box', 'unboxing', 'gift box', 'e-commerce'] },
    art: art.done(),
    placements: [
      { left: 1020, top: 1160, width: 200, height: 160, variant: 'white', colour: '{onBrand}', finish: 'flat' },
      facePlacement(lid, x1 - x0, y1 - y0, 0.28, 0.72, 0.3, 0.7, { variant: 'white', colour: '{onBrand}', finish: 'flat' }),
    ],
  };
}
