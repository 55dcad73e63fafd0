import { Art, poly } from '../../art';
import type { Scene } from '../../scene';
import { f, windowLight } from '../props';
import { type P, type Quad, toward, meet, onFace, facePlacement } from './shared';

/** A box's three visible faces. */
interface Box3 {
  front: Quad;
  side: Quad;
  top: Quad;
}

/** A box in two-point perspective seen from above: the near vertical edge at x from top to bottom, the front face to xl, the side to xr. */
function boxGeometry(x: number, top: number, bottom: number, xl: number, xr: number, vl: P, vr: P): Box3 {
  const nt: P = [x, top];
  const nb: P = [x, bottom];
  const tl = toward(nt, vl, xl);
  const tr = toward(nt, vr, xr);
  const back = meet(tl, vr, tr, vl);
  return {
    front: [tl, nt, nb, toward(nb, vl, xl)],
    side: [nt, tr, toward(nb, vr, xr), nb],
    top: [back, tr, nt, tl],
  };
}

/** A product box with a lid in the brand colour on a linen table, seen from above at an angle: the logo on the lid and on the front. */
export function productBox(): Scene {
  const art = new Art();
  // A pale linen table under soft light from the top left.
  art.fillAll(art.linear(0, 0, 2400, 1800, [[0, '#EEEAE3'], [0.6, '#DCD6CC'], [1, '#C6BEB2']]));
  windowLight(art, 600, 1500, 0.2);

  const vl: P = [-6000, -500];
  const vr: P = [3400, -500];
  const box = boxGeometry(1500, 700, 1480, 620, 1880, vl, vr);
  const [tl, nt, nb, bl] = box.front;
  const [, tr, br] = box.side;
  const back = box.top[0];
  // Shadow cast to the right and back, and a dark line where the box meets the table.
  const o: P = [240, -60];
  const add = (p: P): P => [p[0] + o[0], p[1] + o[1]];
  const backBottom: P = [back[0], back[1] + (nb[1] - nt[1]) * 0.9];
  art.shapeShadow(poly([bl, nb, br, add(br), add(backBottom), add(bl)]), { spread: 90, opacity: 0.22, dx: 0, dy: 0, steps: 12 });
  art.shapeShadow(poly([bl, nb, br, add([br[0] * 0.7 + nb[0] * 0.3, br[1] * 0.7 + nb[1] * 0.3])]), { spread: 20, opacity: 0.2, steps: 6 });
  art.path(poly([[bl[0] - 6, bl[1] - 2], [nb[0], nb[1] - 2], [br[0] + 6, br[1] - 2], [br[0] + 8, br[1] + 6], [nb[0], nb[1] + 10], [bl[0] - 8, bl[1] + 5]]), '#000000', 'fill-opacity="0.4"');

  // The box body: cream board, the side in shade.
  const lidDepth = 0.24;
  const fl = onFace(box.front, 0, lidDepth);
  const fr = onFace(box.front, 1, lidDepth);
  const sr = onFace(box.side, 1, lidDepth);
  art.path(poly(box.front), art.linear(tl[0], tl[1], nb[0], nb[1], [[0, '#F6F2EA'], [1, '#E4DDD0']]));
  art.path(poly(box.side), art.linear(nt[0], 0, tr[0], 0, [[0, '#C9C0B1'], [1, '#B3A998']]));
  art.logo();
  // The lid: a band around the top in the brand colour, standing a little proud of the body, and its top.
  const lip = 5;
  art.path(poly([[fl[0] - lip, fl[1] + 4], [fr[0], fr[1] + 8], [sr[0] + lip, sr[1] + 4], [sr[0] + lip, sr[1] + 18], [fr[0], fr[1] + 22], [fl[0] - lip, fl[1] + 18]]), '#000000', 'fill-opacity="0.25"');
  art.path(poly([[tl[0] - lip, tl[1]], nt, [fr[0], fr[1] + 4], [fl[0] - lip, fl[1] + 4]]), art.linear(tl[0], 0, nt[0], 0, [[0, '{brand}'], [1, '{brand}']]));
  art.path(poly([nt, [tr[0] + lip, tr[1]], [sr[0] + lip, sr[1] + 4], [fr[0], fr[1] + 4]]), '{brandDark}');
  art.path(poly([nt, [tr[0] + lip, tr[1]], [sr[0] + lip, sr[1] + 4], [fr[0], fr[1] + 4]]), '#000000', 'fill-opacity="0.22"');
  art.path(poly(box.top), art.linear(back[0], back[1], nt[0], nt[1], [[0, '{brand}'], [1, '{brand}']]));
  art.path(poly(box.top), art.linear(tl[0], tl[1], tr[0], tr[1], [[0, '#FFFFFF', 0.16], [1, '#FFFFFF', 0.02]]));
  art.logo();
  // Crisp edges catching the light.
  art.draw(`<path d="M${f(tl[0] - lip)} ${f(tl[1])}L${f(nt[0])} ${f(nt[1])}L${f(tr[0] + lip)} ${f(tr[1])}" fill="none" stroke="#FFFFFF" stroke-opacity="0.4" stroke-width="4" stroke-linejoin="round"/>`);
  art.draw(`<path d="M${f(nt[0])} ${f(nt[1])}L${f(nb[0])} ${f(nb[1])}" fill="none" stroke="#FFFFFF" stroke-opacity="0.35" stroke-width="3"/>`);
  art.draw(`<path d="M${f(back[0])} ${f(back[1])}L${f(tr[0])} ${f(tr[1])}M${f(back[0])} ${f(back[1])}L${f(tl[0])} ${f(tl[1])}" fill="none" stroke="#FFFFFF" stroke-opacity="0.25" stroke-width="3"/>`);

  art.grain(0.35, undefined, 2);
  art.vignette(0.24);

  const W = 760;
  const D = 420;
  const H = 640;
  return {
    id: 'product-box',
    number: 403,
    label: { zh: '产品包装盒', en: 'Product box' },
    tags: ['packaging'],
    keywords: { zh: ['包装盒', '盒子', '礼盒', '纸盒', '产品包装'], en: ['box', 'product box', 'gift box', 'carton', 'packaging'] },
    art: art.done(),
    placements: [
      facePlacement(box.front, W, H, 0.2, 0.8, lidDepth + 0.2, 0.86, { colour: '{brand}', finish: 'flat' }),
      facePlacement(box.top, W, D, 0.2, 0.8, 0.18, 0.82, { variant: 'white', colour: '{onBrand}', finish: 'flat' }),
    ],
  };
}
