import { Art, ellipse, poly } from '../../art';
import type { Scene } from '../../scene';
import { warpMap, type Point } from '../../warp';
import { hash, lens } from '../props';

/** A rectangle lying on a flat plane (its centre, size and turn in plane units), as four plane points: top-left, top-right, bottom-right, bottom-left. */
function onPlane(cx: number, cy: number, w: number, h: number, degrees: number): [Point, Point, Point, Point] {
  const a = (degrees * Math.PI) / 180;
  const c = Math.cos(a);
  const s = Math.sin(a);
  const p = (dx: number, dy: number): Point => [cx + dx * c - dy * s, cy + dx * s + dy * c];
  return [p(-w / 2, -h / 2), p(w / 2, -h / 2), p(w / 2, h / 2), p(-w / 2, h / 2)];
}

/**
 * A stack of cards on a table seen at an angle: the top face, and the sides that face us, lined one card a layer.
 * Returns the top face's corners in the scene.
 */
function cardStack(art: Art, face: readonly [Point, Point, Point, Point], thick: number, cards: number, o: { top: string; edge: string }): [Point, Point, Point, Point] {
  const cx = face.reduce((t, p) => t + p[0], 0) / 4;
  const cy = face.reduce((t, p) => t + p[1], 0) / 4;
  const down = (p: Point): Point => [p[0], p[1] + thick];
  art.shapeShadow(poly(face.map(down)), { spread: 50, opacity: 0.35, dx: 26, dy: 30, steps: 10 });
  art.shapeShadow(poly(face.map(down)), { spread: 6, opacity: 0.5, dx: 3, dy: 4, steps: 4 });
  for (let i = 0; i < 4; i++) {
    const a = face[i]!;
    const b = face[(i + 1) % 4]!;
    // The edge's normal, turned outwards; a side is seen when that normal points down the picture.
    const nx = a[1] - b[1];
    const ny = b[0] - a[0];
    const outward = nx * ((a[0] + b[0]) / 2 - cx) + ny * ((a[1] + b[1]) / 2 - cy) > 0 ? 1 : -1;
    if (ny * outward <= 0) continue;
    const side = poly([a, b, down(b), down(a)]);
    art.path(side, o.edge);
    art.path(side, art.linear(0, Math.min(a[1], b[1]), 0, Math.max(a[1], b[1]) + thick, [[0, '#FFFFFF', 0.12], [1, '#000000', 0.25]]));
    const lines: string[] = [];
    for (let k = 1; k < cards; k++) {
      const t = (thick * k) / cards;
      lines.push(poly([[a[0], a[1] + t], [b[0], b[1] + t], [b[0], b[1] + t + 1.4], [a[0], a[1] + t + 1.4]]));
    }
    art.path(lines.join(''), '#000000', 'fill-opacity="0.28"');
  }
  art.path(poly(face), o.top);
  return [face[0], face[1], face[2], face[3]];
}

/** A eucalyptus sprig lying on the table: a curved stem with round grey-green leaves either side. */
function eucalyptus(art: Art, x0: number, y0: number, x1: number, y1: number): void {
  const mx = (x0 + x1) / 2 + (y1 - y0) * 0.18;
  const my = (y0 + y1) / 2 - (x1 - x0) * 0.18;
  const stem = `M${x0} ${y0}Q${mx} ${my} ${x1} ${y1}`;
  art.path(stem, 'none', 'stroke="#000000" stroke-opacity="0.22" stroke-width="7" transform="translate(8 12)"');
  const shadows: string[] = [];
  const leaves: [string[], string[]] = [[], []];
  const stalks: string[] = [];
  const n = 12;
  for (let i = 1; i < n; i++) {
    const t = i / n;
    const px = (1 - t) * (1 - t) * x0 + 2 * (1 - t) * t * mx + t * t * x1;
    const py = (1 - t) * (1 - t) * y0 + 2 * (1 - t) * t * my + t * t * y1;
    const dx = 2 * (1 - t) * (mx - x0) + 2 * t * (x1 - mx);
    const dy = 2 * (1 - t) * (my - y0) + 2 * t * (y1 - my);
    const len = Math.hypot(dx, dy);
    const side = i % 2 === 0 ? 1 : -1;
    const r = 52 - t * 18 + hash(i, 3) * 10;
    const lx = px + (-dy / len) * side * r * 0.9;
    const ly = py + (dx / len) * side * r * 0.9;
    stalks.push(`M${px.toFixed(0)} ${py.toFixed(0)}L${lx.toFixed(0)} ${ly.toFixed(0)}`);
    shadows.push(ellipse(lx + 8, ly + 12, r, r * 0.9));
    leaves[i % 2]!.push(ellipse(lx, ly, r, r * 0.9));
  }
  art.path(shadows.join(''), '#000000', 'fill-opacity="0.2"');
  art.path(`${stem}${stalks.join('')}`, 'none', 'stroke="#6E7A5E" stroke-width="5"');
  art.path(leaves[0].join(''), '#8FA38F');
  art.path(leaves[1].join(''), '#7A907D');
  art.path(`${leaves[0].join('')}${leaves[1].join('')}`, art.linear(x0, y0, x1, y1, [[0, '#FFFFFF', 0.15], [1, '#000000', 0.15]]));
}

/** A stack of letterpress cards on dark slate, the logo pressed into thick cotton stock, the edges painted in the brand colour. */
export function letterpressCards(): Scene {
  const art = new Art();
  art.fillAll('#3C3F44');
  // The table as a plane (3000×2000 units) seen from above at an angle: the far side narrower.
  const table = warpMap({ kind: 'quad', corners: [[-150, 120], [2550, 120], [3050, 1980], [-650, 1980]] }, { left: 0, top: 0, width: 3000, height: 2000 });
  const lay = ([a, b, c, d]: readonly [Point, Point, Point, Point]): [Point, Point, Point, Point] => [table(...a), table(...b), table(...c), table(...d)];
  eucalyptus(art, 2480, 1100, 1980, 1700);
  // A loose card, back up, in the brand colour.
  const loose = cardStack(art, lay(onPlane(1000, 1420, 1050, 600, -14)), 8, 1, { top: '{brand}', edge: '{brandDark}' });
  art.path(poly(loose), art.linear(loose[0][0], loose[0][1], loose[2][0], loose[2][1], [[0, '#FFFFFF', 0.12], [1, '#000000', 0.15]]));
  art.logo();
  // The stack: five cards of cotton stock with painted edges.
  const top = cardStack(art, lay(onPlane(1640, 760, 1050, 600, 9)), 46, 5, { top: '#F4F1EA', edge: '{brand}' });
  art.logo();
  // Raking light from the top left across the top card.
  art.path(poly(top), art.linear(top[0][0], top[0][1], top[2][0], top[2][1], [[0, '#FFFFFF', 0.35], [0.5, '#FFFFFF', 0], [1, '#000000', 0.12]]));
  art.grain(0.4, undefined, 2);
  lens(art, 0.45, 0.1);

  const inner = (q: readonly [Point, Point, Point, Point], fx0: number, fy0: number, fx1: number, fy1: number): [Point, Point, Point, Point] => {
    const m = warpMap({ kind: 'quad', corners: q }, { left: 0, top: 0, width: 1, height: 1 });
    return [m(fx0, fy0), m(fx1, fy0), m(fx1, fy1), m(fx0, fy1)];
  };
  return {
    id: 'letterpress-cards',
    number: 104,
    label: { zh: '凹版印刷卡片', en: 'Letterpress cards' },
    tags: ['stationery'],
    keywords: { zh: ['凹印', '压印', '卡片', '名片', '棉纸'], en: ['letterpress', 'deboss', 'cards', 'cotton paper', 'business card'] },
    art: art.done(),
    placements: [
      { left: 0, top: 0, width: 500, height: 300, warp: { kind: 'quad', corners: inner(loose, 0.36, 0.32, 0.64, 0.68) }, variant: 'symbol', colour: '{onBrand}', finish: 'flat', opacity: 0.9 },
      { left: 0, top: 0, width: 640, height: 320, warp: { kind: 'quad', corners: inner(top, 0.2, 0.22, 0.8, 0.78) }, finish: 'deboss', surface: '#F4F1EA' },
    ],
  };
}
