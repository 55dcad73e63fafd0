/**
 * SVG path data → absolute M / L / C / Z segments, the only four operations
 * PostScript (moveto, lineto, curveto, closepath) and PDF (m, l, c, h) need.
 * The composer's own paths use absolute M, L, C, Q and Z only, but an icon
 * uploaded by a user may hold anything SVG allows, so every command is
 * handled: relative forms, H/V, the S/T reflections, quadratics (raised to
 * cubics exactly) and elliptical arcs (split into cubic pieces of at most 90°,
 * the usual approximation, off by less than 0.03 % of the radius).
 */

export type Segment =
  | { op: 'M'; x: number; y: number }
  | { op: 'L'; x: number; y: number }
  | { op: 'C'; x1: number; y1: number; x2: number; y2: number; x: number; y: number }
  | { op: 'Z' };

const NUMBER = /[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?/y;
const SEPARATORS = /[\s,]*/y;
const COMMAND = /[MmLlHhVvCcSsQqTtAaZz]/;

/** Reads path data character by character (arc flags may be written without separators: "a1 1 0 0110 10"). */
class Scanner {
  private i = 0;
  constructor(private readonly s: string) {}

  private skip(): void {
    SEPARATORS.lastIndex = this.i;
    SEPARATORS.exec(this.s);
    this.i = SEPARATORS.lastIndex;
  }

  atEnd(): boolean {
    this.skip();
    return this.i >= this.s.length;
  }

  /** The next command letter, consumed, or null when a number (an implicit repeat) comes next. */
  command(): string | null {
    this.skip();
    const ch = this.s[this.i];
    if (ch !== undefined && COMMAND.test(ch)) {
      this.i++;
      return ch;
    }
    return null;
  }

  number(): number {
    this.skip();
    NUMBER.lastIndex = this.i;
    const m = NUMBER.exec(this.s);
    if (!m) throw new Error(`path data: number expected at ${this.i} in ${JSON.stringify(this.s.slice(this.i, this.i + 20))}`);
    this.i = NUMBER.lastIndex;
    return Number(m[0]);
  }

  flag(): boolean {
    this.skip();
    const ch = this.s[this.i];
    if (ch !== '0' && ch !== '1') throw new Error(`path data: arc flag expected at ${this.i}`);
    this.i++;
    return ch === '1';
  }
}

/** The arc from (x0, y0) to (x, y) as cubic segments (SVG 1.1 appendix F.6.5 / F.6.6). */
function arcToCubics(
  x0: number,
  y0: number,
  rxIn: number,
  ryIn: number,
  rotationDeg: number,
  largeArc: boolean,
  sweep: boolean,
  x: number,
  y: number,
): Segment[] {
  if (x0 === x && y0 === y) return [];
  let rx = Math.abs(rxIn);
  let ry = Math.abs(ryIn);
  if (rx === 0 || ry === 0) return [{ op: 'L', x, y }];
  const phi = (rotationDeg * Math.PI) / 180;
  const cos = Math.cos(phi);
  const sin = Math.sin(phi);
  const dx = (x0 - x) / 2;
  const dy = (y0 - y) / 2;
  const x1p = cos * dx + sin * dy;
  const y1p = -sin * dx + cos * dy;
  const lambda = (x1p * x1p) / (rx * rx) + (y1p * y1p) / (ry * ry);
  if (lambda > 1) {
    rx *= Math.sqrt(lambda);
    ry *= Math.sqrt(lambda);
  }
  const num = rx * rx * ry * ry - rx * rx * y1p * y1p - ry * ry * x1p * x1p;
  const den = rx * rx * y1p * y1p + ry * ry * x1p * x1p;
  const k = (largeArc === sweep ? -1 : 1) * Math.sqrt(Math.max(0, num / den));
  const cxp = (k * rx * y1p) / ry;
  const cyp = (-k * ry * x1p) / rx;
  const cx = cos * cxp - sin * cyp + (x0 + x) / 2;
  const cy = sin * cxp + cos * cyp + (y0 + y) / 2;
  const angle = (ux: number, uy: number, vx: number, vy: number) => Math.atan2(ux * vy - uy * vx, ux * vx + uy * vy);
  const theta1 = angle(1, 0, (x1p - cxp) / rx, (y1p - cyp) / ry);
  let delta = angle((x1p - cxp) / rx, (y1p - cyp) / ry, (-x1p - cxp) / rx, (-y1p - cyp) / ry);
  if (!sweep && delta > 0) delta -= 2 * Math.PI;
  if (sweep && delta < 0) delta += 2 * Math.PI;

  const pieces = Math.max(1, Math.ceil(Math.abs(delta) / (Math.PI / 2) - 1e-9));
  const step = delta / pieces;
  const handle = (4 / 3) * Math.tan(step / 4);
  // A point of the unit circle at angle t, mapped onto the ellipse.
  const map = (ux: number, uy: number): [number, number] => [
    cx + cos * rx * ux - sin * ry * uy,
    cy + sin * rx * ux + cos * ry * uy,
  ];
  const out: Segment[] = [];
  for (let i = 0; i < pieces; i++) {
    const t1 = theta1 + i * step;
    const t2 = t1 + step;
    const [c1x, c1y] = map(Math.cos(t1) - handle * Math.sin(t1), Math.sin(t1) + handle * Math.cos(t1));
    const [c2x, c2y] = map(Math.cos(t2) + handle * Math.sin(t2), Math.sin(t2) - handle * Math.cos(t2));
    // The last piece ends exactly on the given end point (no drift from trigonometry).
    const [ex, ey] = i === pieces - 1 ? [x, y] : map(Math.cos(t2), Math.sin(t2));
    out.push({ op: 'C', x1: c1x, y1: c1y, x2: c2x, y2: c2y, x: ex, y: ey });
  }
  return out;
}

/**
 * Parses SVG path data into absolute M/L/C/Z segments. Throws on malformed
 * data. After a Z, a drawing command that is not M first gets an explicit M
 * back to the subpath's start, because PDF requires every subpath to begin
 * with a move.
 */
export function parsePathData(d: string): Segment[] {
  const s = new Scanner(d);
  const out: Segment[] = [];
  let cx = 0;
  let cy = 0;
  let startX = 0;
  let startY = 0;
  let closed = false;
  // Reflection points of the previous C/S and Q/T commands, when the previous command was one.
  let lastCubic: [number, number] | null = null;
  let lastQuad: [number, number] | null = null;
  let cmd: string | null = null;

  const reopen = () => {
    if (closed) {
      out.push({ op: 'M', x: startX, y: startY });
      closed = false;
    }
  };

  while (!s.atEnd()) {
    const letter = s.command();
    if (letter) cmd = letter;
    else if (cmd === null || cmd === 'Z' || cmd === 'z') throw new Error('path data: a command letter is expected');
    const rel: boolean = cmd === cmd.toLowerCase();
    const ox = rel ? cx : 0;
    const oy = rel ? cy : 0;
    const upper = cmd.toUpperCase();
    let cubic: [number, number] | null = null;
    let quad: [number, number] | null = null;

    switch (upper) {
      case 'M': {
        cx = ox + s.number();
        cy = oy + s.number();
        out.push({ op: 'M', x: cx, y: cy });
        startX = cx;
        startY = cy;
        closed = false;
        // Further pairs after a move are line-tos (relative after m).
        cmd = rel ? 'l' : 'L';
        break;
      }
      case 'L':
      case 'H':
      case 'V': {
        reopen();
        if (upper !== 'V') cx = ox + s.number();
        if (upper !== 'H') cy = oy + s.number();
        out.push({ op: 'L', x: cx, y: cy });
        break;
      }
      case 'C':
      case 'S': {
        reopen();
        let x1: number;
        let y1: number;
        if (upper === 'C') {
          x1 = ox + s.number();
          y1 = oy + s.number();
        } else {
          [x1, y1] = lastCubic ? [2 * cx - lastCubic[0], 2 * cy - lastCubic[1]] : [cx, cy];
        }
        const x2 = ox + s.number();
        const y2 = oy + s.number();
        const x = ox + s.number();
        const y = oy + s.number();
        out.push({ op: 'C', x1, y1, x2, y2, x, y });
        cubic = [x2, y2];
        cx = x;
        cy = y;
        break;
      }
      case 'Q':
      case 'T': {
        reopen();
        let qx: number;
        let qy: number;
        if (upper === 'Q') {
          qx = ox + s.number();
          qy = oy + s.number();
        } else {
          [qx, qy] = lastQuad ? [2 * cx - lastQuad[0], 2 * cy - lastQuad[1]] : [cx, cy];
        }
        const x = ox + s.number();
        const y = oy + s.number();
        // A quadratic is exactly the cubic with handles 2/3 of the way to its control point.
        out.push({
          op: 'C',
          x1: cx + (2 / 3) * (qx - cx),
          y1: cy + (2 / 3) * (qy - cy),
          x2: x + (2 / 3) * (qx - x),
          y2: y + (2 / 3) * (qy - y),
          x,
          y,
        });
        quad = [qx, qy];
        cx = x;
        cy = y;
        break;
      }
      case 'A': {
        reopen();
        const rx = s.number();
        const ry = s.number();
        const rotation = s.number();
        const large = s.flag();
        const sweep = s.flag();
        const x = ox + s.number();
        const y = oy + s.number();
        out.push(...arcToCubics(cx, cy, rx, ry, rotation, large, sweep, x, y));
        cx = x;
        cy = y;
        break;
      }
      case 'Z': {
        if (!closed && out.length > 0) out.push({ op: 'Z' });
        closed = true;
        cx = startX;
        cy = startY;
        break;
      }
    }
    lastCubic = cubic;
    lastQuad = quad;
  }
  return out;
}

/** A coordinate as SVG path data writes it: two decimals at most, never "-0". */
export function formatNumber(v: number): string {
  const r = Math.round(v * 100) / 100;
  return Object.is(r, -0) ? '0' : String(r);
}
const num = formatNumber;

/** Segments back to path data (absolute M/L/C/Z, numbers to two decimals): the mockup warps and the effects write it. */
export function segmentsToPathData(segments: readonly Segment[]): string {
  return segments
    .map((s) => {
      switch (s.op) {
        case 'M':
        case 'L':
          return `${s.op}${num(s.x)} ${num(s.y)}`;
        case 'C':
          return `C${num(s.x1)} ${num(s.y1)} ${num(s.x2)} ${num(s.y2)} ${num(s.x)} ${num(s.y)}`;
        case 'Z':
          return 'Z';
      }
    })
    .join('');
}
