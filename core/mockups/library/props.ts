import { ellipse, poly, roundRect, type Art } from '../art';

/**
 * Props and small helpers the scene files share: number formatting, seeded
 * randomness, table tops, desks, creases, light, shading. Moving a helper
 * here never changes a scene's art (the library's data is the same).
 */

type P = readonly [number, number];

export function f(v: number): string {
  return String(Math.round(v * 10) / 10);
}

export function rect(x: number, y: number, w: number, h: number): string {
  return roundRect(x, y, w, h, 0);
}

/** A small deterministic hash (0 ≤ h < 1) so textures come out the same everywhere. */
export function hash(a: number, b: number): number {
  const v = Math.sin(a * 127.1 + b * 311.7) * 43758.5453;
  return v - Math.floor(v);
}

/**
 * Light and lens in one full-canvas radial (the scene's one): a little brighter towards the light at the
 * top left, falling off to darker corners, the bottom right darkest.
 */
export function lens(art: Art, dark: number, light: number): void {
  art.fillAll(art.radial(1000, 700, 1700, [[0, '#FFFFFF', light], [0.45, '#FFFFFF', 0], [0.62, '#000000', 0], [1, '#000000', dark]], 1350));
}

/** A small deterministic random sequence (the same art on every render). */
export function random(seed: number): () => number {
  let v = seed;
  return () => {
    v = (v * 16807) % 2147483647;
    return v / 2147483647;
  };
}

/** Draws `body` inside a group rotated about (cx, cy). */
export function rotated(art: Art, angle: number, cx: number, cy: number, body: () => void): void {
  art.draw(`<g transform="rotate(${angle} ${cx} ${cy})">`);
  body();
  art.draw('</g>');
}

/** A wooden table top seen at a low angle from `horizon` down: grain lines closer together far away, lit from the left. */
export function tableTop(art: Art, horizon: number, tones: readonly [string, string, string], seed = 5): void {
  const d = `M0 ${horizon}H2400V1800H0Z`;
  art.path(d, art.linear(0, horizon, 0, 1800, [[0, tones[0]], [0.35, tones[1]], [1, tones[2]]]));
  const rnd = random(seed);
  const dark: string[] = [];
  const light: string[] = [];
  for (let i = 0; i < 56; i++) {
    const y = horizon + 6 + Math.pow(rnd(), 1.5) * (1800 - horizon);
    const w = 0.6 + ((y - horizon) / (1800 - horizon)) * 3.2;
    const bend = (rnd() - 0.5) * 10;
    const line = `M-20 ${f(y)}C700 ${f(y - bend)} 1500 ${f(y + bend)} 2420 ${f(y)}V${f(y + w)}C1500 ${f(y + bend + w)} 700 ${f(y - bend + w)} -20 ${f(y + w)}Z`;
    (i % 4 === 0 ? light : dark).push(line);
  }
  art.path(dark.join(''), '#5A3A1E', 'fill-opacity="0.09"');
  art.path(light.join(''), '#FFF3DF', 'fill-opacity="0.14"');
  for (let i = 0; i < 5; i++) {
    const y = horizon + (i + 0.3) * ((1800 - horizon) / 5);
    const h = 30 + rnd() * 60;
    art.path(`M0 ${f(y)}C800 ${f(y - 12)} 1600 ${f(y + 12)} 2400 ${f(y)}V${f(y + h)}C1600 ${f(y + h + 12)} 800 ${f(y + h - 12)} 0 ${f(y + h)}Z`, i % 2 === 0 ? '#6B4424' : '#FFF0D8', 'fill-opacity="0.07"');
  }
  art.path(d, art.linear(0, 0, 2400, 0, [[0, '#FFFFFF', 0.14], [0.5, '#FFFFFF', 0], [1, '#000000', 0.14]]));
  art.path(`M0 ${horizon}H2400V${horizon + 4}H0Z`, '#FFFFFF', 'fill-opacity="0.4"');
}

/** Round shading of a vertical cylinder from x0 to x1 (light from the left): dark edges, a soft highlight, a reflected rim. */
export function cylinderShade(art: Art, d: string, x0: number, x1: number, strength = 1): void {
  art.path(
    d,
    art.linear(x0, 0, x1, 0, [
      [0, '#000000', 0.42 * strength],
      [0.08, '#000000', 0.12 * strength],
      [0.24, '#FFFFFF', 0.3 * strength],
      [0.33, '#FFFFFF', 0.06 * strength],
      [0.62, '#000000', 0.04 * strength],
      [0.86, '#000000', 0.3 * strength],
      [0.95, '#000000', 0.42 * strength],
      [1, '#000000', 0.3 * strength],
    ]),
  );
}

/** A roasted coffee bean seen from above, turned by `rot`. */
export function bean(art: Art, x: number, y: number, s: number, rot: number): void {
  const t = `transform="translate(${f(x)} ${f(y)}) rotate(${f(rot)})"`;
  art.path(ellipse(6, 8, s, s * 0.7), '#000000', `fill-opacity="0.25" ${t}`);
  art.path(ellipse(0, 0, s, s * 0.7), '#4A2A16', t);
  art.path(ellipse(-s * 0.25, -s * 0.25, s * 0.55, s * 0.32), '#8A5A36', `fill-opacity="0.55" ${t}`);
  art.path(`M${f(-s * 0.85)} 0C${f(-s * 0.3)} ${f(-s * 0.22)} ${f(s * 0.3)} ${f(s * 0.22)} ${f(s * 0.85)} 0`, 'none', `stroke="#24130A" stroke-width="${f(s * 0.12)}" stroke-linecap="round" ${t}`);
}

/** The piece of the cubic a→b (controls c1, c2) between t0 and t1, as [a, c1, c2, b]. */
export function subCubic(a: P, c1: P, c2: P, b: P, t0: number, t1: number): [P, P, P, P] {
  const at = (t: number): P => {
    const u = 1 - t;
    return [
      u * u * u * a[0] + 3 * u * u * t * c1[0] + 3 * u * t * t * c2[0] + t * t * t * b[0],
      u * u * u * a[1] + 3 * u * u * t * c1[1] + 3 * u * t * t * c2[1] + t * t * t * b[1],
    ];
  };
  const tangent = (t: number): P => {
    const u = 1 - t;
    return [
      3 * u * u * (c1[0] - a[0]) + 6 * u * t * (c2[0] - c1[0]) + 3 * t * t * (b[0] - c2[0]),
      3 * u * u * (c1[1] - a[1]) + 6 * u * t * (c2[1] - c1[1]) + 3 * t * t * (b[1] - c2[1]),
    ];
  };
  const p0 = at(t0);
  const p3 = at(t1);
  const d0 = tangent(t0);
  const d1 = tangent(t1);
  const k = (t1 - t0) / 3;
  return [p0, [p0[0] + d0[0] * k, p0[1] + d0[1] * k], [p3[0] - d1[0] * k, p3[1] - d1[1] * k], p3];
}

/**
 * A soft fold or crease in fabric: a stack of tapered lenses along a curve
 * (a→b with control points c1, c2), the narrow ones shorter and centred, so
 * it fades out sideways and towards both ends like a blurred line, without
 * a filter.
 */
export function crease(art: Art, a: P, c1: P, c2: P, b: P, width: number, colour: string, opacity: number, steps = 6): void {
  const each = 1 - Math.pow(1 - opacity, 1 / steps);
  const parts: string[] = [];
  for (let i = steps; i >= 1; i--) {
    const r = i / steps;
    const t0 = (1 - r) * 0.35;
    const [p0, q1, q2, p3] = subCubic(a, c1, c2, b, t0, 1 - t0);
    const dx = p3[0] - p0[0];
    const dy = p3[1] - p0[1];
    const len = Math.hypot(dx, dy) || 1;
    const w = width * r;
    const nx = (-dy / len) * w;
    const ny = (dx / len) * w;
    parts.push(
      `<path d="M${f(p0[0])} ${f(p0[1])}C${f(q1[0] + nx)} ${f(q1[1] + ny)} ${f(q2[0] + nx)} ${f(q2[1] + ny)} ${f(p3[0])} ${f(p3[1])}` +
        `C${f(q2[0] - nx)} ${f(q2[1] - ny)} ${f(q1[0] - nx)} ${f(q1[1] - ny)} ${f(p0[0])} ${f(p0[1])}Z"/>`,
    );
  }
  art.draw(`<g fill="${colour}" fill-opacity="${Math.round(each * 1000) / 1000}">${parts.join('')}</g>`);
}

/** Window light on a wall: a band of light whose edge runs from (x1, 0) to (x2, 1800), fading towards the edge. */
export function windowLight(art: Art, x1: number, x2: number, strength: number): void {
  const ex = x2 - x1;
  const ey = 1800;
  const len = Math.hypot(ex, ey);
  const nx = ey / len;
  const ny = -ex / len;
  // From 900 units inside the light to its edge, perpendicular to the edge.
  const mx = x1 + ex / 2;
  const my = 900;
  art.path(poly([[0, 0], [x1, 0], [x2, 1800], [0, 1800]]), art.linear(mx - nx * 900, my - ny * 900, mx, my, [[0, '#FFFFFF', strength], [0.75, '#FFFFFF', strength * 0.6], [1, '#FFFFFF', 0]]));
}

/** A wooden desk seen from above: planks along x in slightly different tones, grain streaks, lit from the top left. */
export function oakDesk(art: Art, tone: readonly [string, string, string], joints: readonly number[]): void {
  art.fillAll(art.linear(0, 0, 2400, 1800, [[0, tone[0]], [0.6, tone[1]], [1, tone[2]]]));
  const rnd = random(7);
  const edges = [0, ...joints, 1800];
  // Each plank a touch lighter or darker than its neighbours.
  const lighter: string[] = [];
  const darker: string[] = [];
  for (let i = 0; i + 1 < edges.length; i++) (i % 2 === 0 ? lighter : darker).push(`M0 ${edges[i]!}H2400V${edges[i + 1]!}H0Z`);
  art.path(lighter.join(''), '#FFFFFF', 'fill-opacity="0.06"');
  art.path(darker.join(''), '#5A3A1E', 'fill-opacity="0.05"');
  const streak = (y: number, a: number, w: number, x0: number) =>
    `M${x0.toFixed(0)} ${y.toFixed(0)}C${(x0 + 700).toFixed(0)} ${(y - a).toFixed(0)} ${(x0 + 1500).toFixed(0)} ${(y + a).toFixed(0)} 2500 ${(y - a / 2).toFixed(0)}V${(y - a / 2 + w).toFixed(1)}C${(x0 + 1500).toFixed(0)} ${(y + a + w).toFixed(1)} ${(x0 + 700).toFixed(0)} ${(y - a + w).toFixed(1)} ${x0.toFixed(0)} ${(y + w).toFixed(1)}Z`;
  const dark: string[] = [];
  const light: string[] = [];
  for (let i = 0; i < 110; i++) {
    const y = rnd() * 1800;
    (i % 3 === 0 ? light : dark).push(streak(y, 4 + rnd() * 22, 0.8 + rnd() * 2.6, -300 + rnd() * 600));
  }
  art.path(dark.join(''), '#5A3A1E', 'fill-opacity="0.13"');
  art.path(light.join(''), '#FFF4E0', 'fill-opacity="0.16"');
  art.path(joints.map((y) => `M0 ${y - 2}H2400V${y + 3}H0Z`).join(''), '#3E2612', 'fill-opacity="0.3"');
  art.path(joints.map((y) => `M0 ${y + 3}H2400V${y + 6}H0Z`).join(''), '#FFFFFF', 'fill-opacity="0.14"');
}
