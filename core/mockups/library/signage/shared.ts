import { Art, poly } from '../../art';
import { warpMap, type Point } from '../../warp';
import { hash, rect } from '../props';

/** A brick wall in running bond over the box: mortar, then the bricks grouped by shade into one path each. */
export function bricks(art: Art, x: number, y: number, w: number, h: number, o: { bw: number; bh: number; joint: number; shades: readonly string[]; mortar: string }): void {
  art.path(rect(x, y, w, h), o.mortar);
  const groups: string[][] = o.shades.map(() => []);
  const rows = Math.ceil(h / o.bh);
  for (let r = 0; r < rows; r++) {
    const by = y + r * o.bh;
    const bh = Math.min(o.bh, y + h - by) - o.joint;
    if (bh <= 0) continue;
    const shift = r % 2 === 0 ? 0 : o.bw / 2;
    for (let c = -1; c * o.bw - shift < w; c++) {
      const x0 = Math.max(x, x + c * o.bw + shift);
      const x1 = Math.min(x + w, x + (c + 1) * o.bw + shift - o.joint);
      if (x1 - x0 < 2) continue;
      const g = Math.floor(hash(r, c) * o.shades.length);
      groups[g]!.push(rect(x0, by, x1 - x0, bh));
    }
  }
  groups.forEach((g, i) => art.path(g.join(''), o.shades[i]!));
}

/** Maps points of a flat w×h surface onto four corners (top-left, top-right, bottom-right, bottom-left) in perspective. */
export function surface(corners: readonly [Point, Point, Point, Point], w: number, h: number): (x: number, y: number) => Point {
  return warpMap({ kind: 'quad', corners }, { left: 0, top: 0, width: w, height: h });
}

/** A polygon of flat-surface points, mapped through `at`. */
export function mapped(at: (x: number, y: number) => Point, points: readonly Point[]): string {
  return poly(points.map(([x, y]) => at(x, y)));
}
