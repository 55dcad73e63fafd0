/**
 * Where a shape is too thin to embroider (issue 47: no line thinner than
 * 1 mm at 10 cm wide): the parts of its mask an opening by a disc of that
 * diameter removes — what a disc of the thinnest line a needle can sew
 * cannot reach by rolling inside the shape. Distances are 3-4 chamfer
 * distances (within 8 % of the Euclidean), two passes each, so a 10 cm mark
 * at 20 px a millimetre takes a few tens of milliseconds.
 */

/** Chamfer distance (in thirds of a pixel) from each pixel to the nearest pixel where `from` is 0. */
function chamfer(from: Uint8Array, w: number, h: number): Int32Array {
  const INF = 1 << 29;
  const d = new Int32Array(w * h);
  for (let i = 0; i < d.length; i++) d[i] = from[i] ? INF : 0;
  const at = (x: number, y: number) => (x < 0 || y < 0 || x >= w || y >= h ? 0 : d[y * w + x]!);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const i = y * w + x;
      if (d[i] === 0) continue;
      d[i] = Math.min(d[i]!, at(x - 1, y) + 3, at(x, y - 1) + 3, at(x - 1, y - 1) + 4, at(x + 1, y - 1) + 4);
    }
  }
  for (let y = h - 1; y >= 0; y--) {
    for (let x = w - 1; x >= 0; x--) {
      const i = y * w + x;
      if (d[i] === 0) continue;
      d[i] = Math.min(d[i]!, at(x + 1, y) + 3, at(x, y + 1) + 3, at(x + 1, y + 1) + 4, at(x - 1, y + 1) + 4);
    }
  }
  return d;
}

/** The mask's pixels (1 where inked) thinner than `minPx`: removed by an opening with a disc of that diameter. */
export function thinMask(mask: Uint8Array, w: number, h: number, minPx: number): Uint8Array {
  const r = (minPx / 2) * 3;
  const inside = chamfer(mask, w, h);
  // The disc's centres: pixels at least r from the background. What they cover is what the disc reaches.
  const notCentre = new Uint8Array(w * h);
  for (let i = 0; i < notCentre.length; i++) notCentre[i] = inside[i]! >= r ? 0 : 1;
  const toCentre = chamfer(notCentre, w, h);
  const thin = new Uint8Array(w * h);
  for (let i = 0; i < thin.length; i++) thin[i] = mask[i] && toCentre[i]! > r ? 1 : 0;
  return thin;
}

export interface ThinReport {
  /** The share of the inked area too thin (0–1). */
  share: number;
  /** Squares (mm) where thin parts are, for the preview to mark. */
  cells: { x: number; y: number; w: number; h: number }[];
}

/** Cells of this size (mm) mark the thin parts; a cell needs this many thin pixels to count (specks of the edges' steps do not). */
const CELL_MM = 2;
const CELL_MIN_SHARE = 0.04;

export function thinReport(mask: Uint8Array, w: number, h: number, pxPerMm: number, minLineMm: number): ThinReport {
  const thin = thinMask(mask, w, h, minLineMm * pxPerMm);
  let inked = 0;
  let thinCount = 0;
  const cell = Math.max(1, Math.round(CELL_MM * pxPerMm));
  const cols = Math.ceil(w / cell);
  const counts = new Int32Array(cols * Math.ceil(h / cell));
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const i = y * w + x;
      if (mask[i]) inked++;
      if (thin[i]) {
        thinCount++;
        counts[Math.floor(y / cell) * cols + Math.floor(x / cell)]!++;
      }
    }
  }
  const cells: ThinReport['cells'] = [];
  counts.forEach((n, i) => {
    if (n >= cell * cell * CELL_MIN_SHARE) cells.push({ x: ((i % cols) * cell) / pxPerMm, y: (Math.floor(i / cols) * cell) / pxPerMm, w: cell / pxPerMm, h: cell / pxPerMm });
  });
  return { share: inked === 0 ? 0 : thinCount / inked, cells };
}
