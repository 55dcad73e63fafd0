import { Art, ellipse, poly } from '../../art';
import type { Scene } from '../../scene';
import { f } from '../props';
import { type P, type Quad, toward, meet, onFace, facePlacement, lerp } from './shared';

/** A twisted rope (a bag's handle) along path data. */
function rope(art: Art, d: string, colour: string, width: number): void {
  art.draw(`<path d="${d}" fill="none" stroke="#000000" stroke-opacity="0.18" stroke-width="${width + 4}" stroke-linecap="round" transform="translate(8 10)"/>`);
  art.draw(`<path d="${d}" fill="none" stroke="${colour}" stroke-width="${width}" stroke-linecap="round"/>`);
  art.draw(`<path d="${d}" fill="none" stroke="#000000" stroke-opacity="0.12" stroke-width="${width}" stroke-dasharray="${f(width * 0.18)} ${f(width * 0.3)}"/>`);
  art.draw(`<path d="${d}" fill="none" stroke="#000000" stroke-opacity="0.18" stroke-width="${f(width * 0.3)}" transform="translate(${f(width * 0.2)} ${f(width * 0.15)})"/>`);
  art.draw(`<path d="${d}" fill="none" stroke="#FFFFFF" stroke-opacity="0.3" stroke-width="${f(width * 0.3)}" transform="translate(-${f(width * 0.18)} -${f(width * 0.12)})"/>`);
}

interface Bag {
  front: Quad;
  side: Quad;
  /** The far corner of the opening. */
  back: P;
}

/** A paper shopping bag's corners: near vertical edge at x (top to bottom), the front face reaching left to xl, the side right to xr, along lines to the vanishing points. */
function bagGeometry(x: number, top: number, bottom: number, xl: number, xr: number, vl: P, vr: P): Bag {
  const nearTop: P = [x, top];
  const nearBottom: P = [x, bottom];
  const tl = toward(nearTop, vl, xl);
  const tr = toward(nearTop, vr, xr);
  return { front: [tl, nearTop, nearBottom, toward(nearBottom, vl, xl)], side: [nearTop, tr, toward(nearBottom, vr, xr), nearBottom], back: meet(tl, vr, tr, vl) };
}

/** A rope handle rising `lift` above its two ends. */
function loop(a: P, b: P, lift: number): string {
  return `M${f(a[0])} ${f(a[1])}C${f(a[0] - 10)} ${f(a[1] - lift)} ${f(b[0] + 10)} ${f(b[1] - lift)} ${f(b[0])} ${f(b[1])}`;
}

interface BagPaint {
  front: string;
  sideA: string;
  sideB: string;
  inside: string;
  rope: string;
}

/**
 * A paper bag up to its front face (the placement on the front face comes
 * next, then `bagOver`): the inside, the back handle, the gusset with its folds, the front.
 */
function bagUnder(art: Art, g: Bag, paint: BagPaint, lift: number): void {
  const [tl, nt, nb] = g.front;
  const [, tr, br] = g.side;
  // The inside seen through the opening, the back handle rising from the back wall.
  const opening = poly([tl, nt, tr, g.back]);
  art.path(opening, paint.inside);
  art.path(opening, art.linear(g.back[0], g.back[1], nt[0], nt[1], [[0, '#000000', 0.1], [0.5, '#000000', 0.45], [1, '#000000', 0.6]]));
  const h1 = lerp(g.back, tr, 0.3);
  const h2 = lerp(g.back, tr, 0.7);
  rope(art, loop([h1[0], h1[1] + 14], [h2[0], h2[1] + 14], lift * 0.9), paint.rope, 20);
  art.draw(`<path d="${loop([h1[0], h1[1] + 14], [h2[0], h2[1] + 14], lift * 0.9)}" fill="none" stroke="#000000" stroke-opacity="0.16" stroke-width="20"/>`);
  art.path(opening, '#000000', 'fill-opacity="0.12"');
  // The gusset: two panels meeting at a crease that folds inwards at the top.
  const midTop: P = [(nt[0] + tr[0]) / 2 - 8, (nt[1] + tr[1]) / 2 + 34];
  const midBottom: P = [(nb[0] + br[0]) / 2, (nb[1] + br[1]) / 2];
  art.path(poly([nt, midTop, midBottom, nb]), paint.sideA);
  art.path(poly([midTop, tr, br, midBottom]), paint.sideB);
  art.path(poly([nt, midTop, tr, br, nb]), art.linear(0, nt[1], 0, nb[1], [[0, '#000000', 0.08], [0.3, '#000000', 0], [1, '#000000', 0.12]]));
  // Its bottom fold: creases rising from the bottom corners to the middle.
  const foldUp: P = [midBottom[0], midBottom[1] - (nb[1] - nt[1]) * 0.16];
  art.draw(`<path d="M${f(nb[0])} ${f(nb[1])}L${f(foldUp[0])} ${f(foldUp[1])}L${f(br[0])} ${f(br[1])}" fill="none" stroke="#000000" stroke-opacity="0.16" stroke-width="3"/>`);
  art.draw(`<path d="M${f(nb[0] + 4)} ${f(nb[1] - 6)}L${f(foldUp[0])} ${f(foldUp[1] - 6)}" fill="none" stroke="#FFFFFF" stroke-opacity="0.12" stroke-width="3"/>`);
  art.draw(`<path d="M${f(midTop[0])} ${f(midTop[1])}L${f(midBottom[0])} ${f(midBottom[1])}" fill="none" stroke="#FFFFFF" stroke-opacity="0.2" stroke-width="4"/>`);
  // The front face.
  art.path(poly(g.front), paint.front);
}

/** Light over a bag's front face (after its placement), the turned-over top band, the near edge, the front handle. */
function bagOver(art: Art, g: Bag, paint: BagPaint, lift: number): void {
  const [tl, nt, nb] = g.front;
  art.path(poly(g.front), art.linear(tl[0], tl[1], nb[0], nb[1], [[0, '#FFFFFF', 0.2], [0.5, '#FFFFFF', 0.04], [1, '#000000', 0.1]]));
  // The top is folded over inside: a faint line a little below the edge.
  const d = (nb[1] - nt[1]) * 0.075;
  art.draw(`<path d="M${f(tl[0])} ${f(tl[1] + d)}L${f(nt[0])} ${f(nt[1] + d)}" fill="none" stroke="#000000" stroke-opacity="0.12" stroke-width="3"/>`);
  art.draw(`<path d="M${f(tl[0])} ${f(tl[1] + d + 3)}L${f(nt[0])} ${f(nt[1] + d + 3)}" fill="none" stroke="#FFFFFF" stroke-opacity="0.12" stroke-width="2"/>`);
  // A lit top edge and a crisp near edge.
  art.draw(`<path d="M${f(tl[0])} ${f(tl[1])}L${f(nt[0])} ${f(nt[1])}" fill="none" stroke="#FFFFFF" stroke-opacity="0.35" stroke-width="3"/>`);
  art.draw(`<path d="M${f(nt[0])} ${f(nt[1])}L${f(nb[0])} ${f(nb[1])}" fill="none" stroke="#FFFFFF" stroke-opacity="0.35" stroke-width="4"/>`);
  // The front handle: the rope through two reinforced holes.
  const h1 = onFace(g.front, 0.3, 0.045);
  const h2 = onFace(g.front, 0.7, 0.045);
  for (const h of [h1, h2]) art.path(ellipse(h[0], h[1], 13, 12), '#000000', 'fill-opacity="0.5"');
  rope(art, loop(h1, h2, lift), paint.rope, 22);
}

/** Paper shopping bags: a large one in the brand colour with rope handles and a smaller kraft one behind it, standing at an angle on a studio floor. */
export function shoppingBags(): Scene {
  const art = new Art();
  // Studio: a warm wall meeting the floor.
  art.fillAll(art.linear(0, 0, 0, 1120, [[0, '#ECE8E2'], [1, '#DCD6CE']]));
  art.path('M0 1120H2400V1800H0Z', art.linear(0, 1120, 0, 1800, [[0, '#D2CBC1'], [1, '#BDB5AA']]));
  art.path('M0 1110H2400V1130H0Z', art.linear(0, 1110, 0, 1130, [[0, '#000000', 0], [1, '#000000', 0.06]]));
  art.fillAll(art.linear(0, 0, 2400, 1800, [[0, '#FFFFFF', 0.22], [0.5, '#FFFFFF', 0], [1, '#000000', 0.1]]));

  const vl: P = [-2600, 300];
  const vr: P = [5400, 300];
  const kraft = bagGeometry(880, 640, 1320, 420, 1050, vl, vr);
  const main = bagGeometry(1460, 560, 1500, 850, 1720, vl, vr);

  // Shadows on the floor, falling to the right and back, away from the light.
  const shadow = (g: Bag, reach: number) => {
    const [, , nb, bl] = g.front;
    const br = g.side[2];
    art.shapeShadow(poly([bl, nb, br, [br[0] + reach, br[1] - reach * 0.25], [nb[0] + reach * 0.8, nb[1] - reach * 0.25], [bl[0] + reach * 0.5, bl[1] - 20]]), { spread: 50, opacity: 0.2, dx: 10, dy: 0, steps: 10 });
    art.path(poly([[bl[0] - 10, bl[1] - 4], [nb[0], nb[1] - 4], [br[0] + 10, br[1] - 4], [br[0] + 10, br[1] + 8], [nb[0], nb[1] + 10], [bl[0] - 10, bl[1] + 6]]), '#000000', 'fill-opacity="0.3"');
  };
  shadow(kraft, 260);
  shadow(main, 340);

  const kraftPaint: BagPaint = { front: art.linear(420, 640, 880, 1320, [[0, '#CFA676'], [1, '#B48957']]), sideA: '#9C7446', sideB: '#B08656', inside: '#8A6238', rope: '#3B2F26' };
  bagUnder(art, kraft, kraftPaint, 230);
  art.logo();
  bagOver(art, kraft, kraftPaint, 230);

  const mainPaint: BagPaint = {
    front: art.linear(850, 560, 1460, 1500, [[0, '{brand}'], [1, '{brand}']]),
    sideA: '{brandDark}',
    sideB: art.linear(1460, 0, 1720, 0, [[0, '{brandDark}'], [1, '{brand}']]),
    inside: '{brandDark}',
    rope: '#EFE9DD',
  };
  bagUnder(art, main, mainPaint, 300);
  art.path(poly(main.side), '#000000', 'fill-opacity="0.22"');
  art.logo();
  bagOver(art, main, mainPaint, 300);

  art.grain(0.4, undefined, 2);
  art.vignette(0.22);

  return {
    id: 'shopping-bags',
    number: 401,
    label: { zh: '品牌购物纸袋', en: 'Paper shopping bags' },
    tags: ['packaging'],
    keywords: { zh: ['购物袋', '纸袋', '手提袋', '包装', '零售'], en: ['shopping bag', 'paper bag', 'carrier bag', 'packaging', 'retail'] },
    preset: 6,
    art: art.done(),
    placements: [
      facePlacement(kraft.front, 460, 680, 0.14, 0.86, 0.3, 0.62, { colour: '{brand}', finish: 'print' }),
      facePlacement(main.front, 610, 940, 0.14, 0.86, 0.32, 0.6, { variant: 'white', colour: '{onBrand}', finish: 'flat' }),
    ],
  };
}
