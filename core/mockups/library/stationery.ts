import { Art, ellipse, poly, roundRect } from '../art';
import type { Scene } from '../scene';
import { warpMap, type Point } from '../warp';
import { hash, lens, rect } from './props';

/** Stationery: business cards, letterheads, envelopes, notebooks. Numbers 101–199. */

/** Two business cards on a linen desk: the back in the brand colour, the front on white stock. */
function businessCardsOnDesk(): Scene {
  const art = new Art();
  // Desk: warm stone linen, lit from the top left.
  art.fillAll(art.linear(300, 0, 2100, 1800, [[0, '#F1EEE9'], [0.55, '#DDD7CE'], [1, '#C4BCB0']]));

  const card = (cx: number, cy: number, angle: number, paint: string, edge: string) => {
    const x = cx - 525;
    const y = cy - 315;
    art.draw(`<g transform="rotate(${angle} ${cx} ${cy})">`);
    art.softShadow(x, y, 1050, 630, 10, { spread: 60, opacity: 0.22, dx: 26, dy: 40, steps: 12 });
    art.softShadow(x, y, 1050, 630, 8, { spread: 8, opacity: 0.35, dx: 4, dy: 6, steps: 4 });
    art.path(roundRect(x, y + 4, 1050, 630, 8), edge);
    art.path(roundRect(x, y, 1050, 630, 8), paint);
    art.path(roundRect(x, y, 1050, 630, 8), art.linear(x, y, x + 1050, y + 630, [[0, '#FFFFFF', 0.18], [0.6, '#FFFFFF', 0], [1, '#000000', 0.08]]));
    art.draw('</g>');
  };
  card(1000, 800, -14, '{brand}', '{brandDark}');
  art.logo();
  card(1400, 1040, 7, '#FBFAF7', '#DCD8D0');
  art.logo();
  // One grain pass over everything (paper and ink alike), then the lens.
  art.grain(0.5, undefined, 2);
  art.vignette(0.28);

  return {
    id: 'business-cards-desk',
    number: 101,
    label: { zh: '桌上的名片', en: 'Business cards on a desk' },
    tags: ['stationery'],
    keywords: { zh: ['名片', '卡片', '印刷', '办公'], en: ['business card', 'card', 'print', 'office'] },
    preset: 1,
    art: art.done(),
    placements: [
      { left: 700, top: 660, width: 600, height: 280, transform: 'rotate(-14 1000 800)', variant: 'white', colour: '{onBrand}', finish: 'flat', opacity: 0.96 },
      { left: 1110, top: 890, width: 580, height: 300, transform: 'rotate(7 1400 1040)', finish: 'print', surface: '#FBFAF7' },
    ],
  };
}

/** Lines of typed text as soft grey bars: `widths` are shares of `w`, one bar a line. */
function textLines(art: Art, x: number, y: number, w: number, widths: readonly number[], o: { gap: number; height: number; colour: string; opacity: number }): number {
  const bars = widths.map((f, i) => roundRect(x, y + i * o.gap, w * f, o.height, o.height / 2));
  art.path(bars.join(''), o.colour, `fill-opacity="${o.opacity}"`);
  return y + widths.length * o.gap;
}

/** A paragraph's line widths: full lines and a shorter last one. */
function paragraph(lines: number, seed: number): number[] {
  return Array.from({ length: lines }, (_, i) => (i === lines - 1 ? 0.35 + hash(i, seed) * 0.3 : 0.9 + hash(i, seed) * 0.1));
}

/** Pale oak boards seen from above, lit from the top left (the grain tile goes on later, over everything). */
function oakDesk(art: Art): void {
  art.fillAll('#D8C3A5');
  const grain: string[] = [];
  for (let i = 0; i < 70; i++) {
    const y = hash(i, 1) * 1800;
    const a = (hash(i, 2) - 0.5) * 30;
    grain.push(`M0 ${y.toFixed(0)}C700 ${(y + a).toFixed(0)} 1500 ${(y - a).toFixed(0)} 2400 ${(y + a * 0.5).toFixed(0)}V${(y + a * 0.5 + 2 + hash(i, 3) * 3).toFixed(0)}C1500 ${(y - a + 3).toFixed(0)} 700 ${(y + a + 3).toFixed(0)} 0 ${(y + 3).toFixed(0)}Z`);
  }
  art.path(grain.join(''), '#8A6A46', 'fill-opacity="0.08"');
  const seams: string[] = [];
  for (const y of [520, 1240]) seams.push(rect(0, y, 2400, 3));
  art.path(seams.join(''), '#6E5234', 'fill-opacity="0.3"');
}

/** A sheet of paper lying flat: a wide faint shadow, a tight contact shadow, the sheet, a sheen. */
function sheet(art: Art, x: number, y: number, w: number, h: number, paint: string): void {
  art.softShadow(x, y, w, h, 2, { spread: 50, opacity: 0.18, dx: 20, dy: 30, steps: 10 });
  art.softShadow(x, y, w, h, 2, { spread: 6, opacity: 0.25, dx: 3, dy: 4, steps: 3 });
  art.path(rect(x, y, w, h), paint);
  art.path(rect(x, y, w, h), art.linear(x, y, x + w, y + h, [[0, '#FFFFFF', 0.3], [0.5, '#FFFFFF', 0], [1, '#000000', 0.06]]));
}

/** A pen lying on the desk: barrel, clip, metal tip, its shadow. */
function pen(art: Art, cx: number, cy: number, angle: number, len: number, body: string): void {
  const x = cx - len / 2;
  art.draw(`<g transform="rotate(${angle} ${cx} ${cy})">`);
  art.softShadow(x + 20, cy - 12, len - 20, 24, 12, { spread: 18, opacity: 0.3, dx: 14, dy: 22, steps: 6 });
  art.path(`M${x} ${cy}L${x + 70} ${cy - 12}H${x + 90}V${cy + 12}H${x + 70}Z`, art.linear(0, cy - 12, 0, cy + 12, [[0, '#F2F2F2'], [0.4, '#B8B8B8'], [1, '#6A6A6A']]));
  art.path(roundRect(x + 88, cy - 14, len - 88, 28, 14), body);
  art.path(roundRect(x + 88, cy - 14, len - 88, 28, 14), art.linear(0, cy - 14, 0, cy + 14, [[0, '#FFFFFF', 0.35], [0.35, '#FFFFFF', 0.05], [1, '#000000', 0.35]]));
  art.path(rect(x + len * 0.62, cy - 16, 10, 32), '#C9A85A');
  art.path(roundRect(x + len * 0.64, cy - 22, len * 0.3, 9, 4), art.linear(0, cy - 22, 0, cy - 13, [[0, '#F4F4F4'], [1, '#8E8E8E']]));
  art.draw('</g>');
}

/** A letterhead with a matching envelope on an oak desk: the letter's header in the design's background colour, the envelope in the brand colour. */
function letterheadEnvelope(): Scene {
  const art = new Art();
  oakDesk(art);
  // A cup of coffee at the top right, half out of the picture.
  art.contactShadow(2250, 300, 330, 300, 0.25);
  art.path(ellipse(2230, 270, 300, 300), '#F4F1EC');
  art.path(ellipse(2230, 270, 300, 300), art.linear(1930, 0, 2530, 540, [[0, '#FFFFFF', 0.5], [1, '#000000', 0.15]]));
  art.path(ellipse(2250, 290, 190, 190), '#000000', 'fill-opacity="0.12"');
  art.path(ellipse(2230, 270, 180, 180), '#FAF8F5');
  art.path(ellipse(2230, 270, 150, 150), art.radial(2215, 255, 150, [[0, '#8A5A34'], [0.75, '#5E3A1E'], [0.92, '#C79A6A'], [1, '#4A2C16']]));

  // The letter, A4, turned a little.
  const lx = 420;
  const ly = 250;
  const lw = 900;
  const lh = 1272;
  art.draw(`<g transform="rotate(-5 ${lx + lw / 2} ${ly + lh / 2})">`);
  sheet(art, lx, ly, lw, lh, '#FCFBF8');
  art.path(rect(lx, ly, lw, 240), '{paper}');
  art.path(rect(lx, ly + 240, lw, 6), '{brand}');
  let y = ly + 330;
  y = textLines(art, lx + 90, y, lw - 180, [0.26, 0.34, 0.3], { gap: 25, height: 8, colour: '#5A5A5A', opacity: 0.45 });
  y = textLines(art, lx + lw - 260, y - 75, 170, [1], { gap: 25, height: 8, colour: '#5A5A5A', opacity: 0.4 }) + 60;
  y = textLines(art, lx + 90, y + 30, lw - 180, [0.2], { gap: 25, height: 9, colour: '#333333', opacity: 0.5 }) + 20;
  for (const [n, seed] of [[6, 1], [5, 2], [7, 3]] as const) y = textLines(art, lx + 90, y, lw - 180, paragraph(n, seed), { gap: 25, height: 7, colour: '#6A6A6A', opacity: 0.38 }) + 26;
  textLines(art, lx + 90, y + 10, lw - 180, [0.16, 0.24], { gap: 28, height: 8, colour: '#333333', opacity: 0.45 });
  art.path(rect(lx + 90, ly + lh - 110, lw - 180, 3), '{brand}', 'fill-opacity="0.7"');
  textLines(art, lx + 90, ly + lh - 84, lw - 180, [0.7], { gap: 25, height: 7, colour: '#6A6A6A', opacity: 0.35 });
  art.draw('</g>');
  art.logo();

  // The envelope (DL), back up, its flap in the brand colour too.
  const ex = 1200;
  const ey = 1000;
  const ew = 1040;
  const eh = 520;
  art.draw(`<g transform="rotate(8 ${ex + ew / 2} ${ey + eh / 2})">`);
  sheet(art, ex, ey, ew, eh, '{brand}');
  art.path(`M${ex} ${ey}L${ex + ew / 2} ${ey + eh * 0.56}L${ex + ew} ${ey}Z`, '#000000', 'fill-opacity="0.1"');
  art.path(`M${ex} ${ey}L${ex + ew / 2} ${ey + eh * 0.56}L${ex + ew} ${ey}L${ex + ew} ${ey + 4}L${ex + ew / 2} ${ey + eh * 0.56 + 5}L${ex} ${ey + 4}Z`, '#000000', 'fill-opacity="0.25"');
  art.path(`M${ex} ${ey + eh}L${ex + ew * 0.42} ${ey + eh * 0.5}H${ex + ew * 0.58}L${ex + ew} ${ey + eh}Z`, '#FFFFFF', 'fill-opacity="0.05"');
  art.path(rect(ex, ey, ew, eh), art.linear(ex, ey, ex + ew, ey + eh, [[0, '#FFFFFF', 0.12], [1, '#000000', 0.12]]));
  art.draw('</g>');
  art.logo();

  pen(art, 1640, 730, -18, 680, '#1E1F22');
  art.grain(0.45, undefined, 2);
  lens(art, 0.34, 0.14);

  return {
    id: 'letterhead-envelope',
    number: 102,
    label: { zh: '信纸与信封', en: 'Letterhead and envelope' },
    tags: ['stationery'],
    keywords: { zh: ['信纸', '信封', '办公用品', '公文', '印刷'], en: ['letterhead', 'envelope', 'letter', 'office stationery', 'print'] },
    art: art.done(),
    placements: [
      { left: lx + 200, top: ly + 40, width: lw - 400, height: 160, transform: `rotate(-5 ${lx + lw / 2} ${ly + lh / 2})`, finish: 'flat' },
      { left: ex + ew / 2 - 200, top: ey + eh * 0.62, width: 400, height: 140, transform: `rotate(8 ${ex + ew / 2} ${ey + eh / 2})`, variant: 'white', colour: '{onBrand}', finish: 'flat', opacity: 0.95 },
    ],
  };
}

/** A succulent in a pot seen from above: a rosette of pointed leaves, lit from the top left. */
function succulent(art: Art, cx: number, cy: number, r: number): void {
  art.contactShadow(cx + r * 0.15, cy + r * 0.2, r * 1.25, r * 1.25, 0.35);
  art.path(ellipse(cx, cy, r, r), art.linear(cx - r, cy - r, cx + r, cy + r, [[0, '#E9E4DC'], [1, '#A9A298']]));
  art.path(ellipse(cx, cy, r * 0.86, r * 0.86), '#4A3A2C');
  for (const [ring, count, len] of [[0, 11, 0.82], [1, 8, 0.58], [2, 6, 0.34]] as const) {
    const leaves: string[] = [];
    for (let i = 0; i < count; i++) {
      const a = ((i + ring * 0.5) / count) * Math.PI * 2;
      const l = r * len;
      const w = r * (0.2 - ring * 0.03);
      const tx = cx + Math.cos(a) * l;
      const ty = cy + Math.sin(a) * l;
      const nx = -Math.sin(a) * w;
      const ny = Math.cos(a) * w;
      const mx = cx + Math.cos(a) * l * 0.5;
      const my = cy + Math.sin(a) * l * 0.5;
      leaves.push(`M${cx.toFixed(0)} ${cy.toFixed(0)}Q${(mx + nx).toFixed(0)} ${(my + ny).toFixed(0)} ${tx.toFixed(0)} ${ty.toFixed(0)}Q${(mx - nx).toFixed(0)} ${(my - ny).toFixed(0)} ${cx.toFixed(0)} ${cy.toFixed(0)}Z`);
    }
    art.path(leaves.join(''), ['#6E9478', '#86AD8E', '#A3C6A6'][ring]!);
    art.path(leaves.join(''), '#000000', 'fill-opacity="0.08"');
  }
  art.path(ellipse(cx, cy, r * 0.86, r * 0.86), art.linear(cx - r, cy - r, cx + r, cy + r, [[0, '#FFFFFF', 0.2], [0.5, '#FFFFFF', 0], [1, '#000000', 0.3]]));
}

/** A hardcover notebook in the brand colour with a gold-foil logo, an elastic band and a ribbon, on a kraft one, on concrete. */
function notebookFoil(): Scene {
  const art = new Art();
  art.fillAll('#B9B4AC');
  const blotches: string[] = [];
  for (let i = 0; i < 14; i++) blotches.push(ellipse(hash(i, 7) * 2400, hash(i, 9) * 1800, 120 + hash(i, 11) * 200, 90 + hash(i, 13) * 140));
  art.path(blotches.join(''), '#000000', 'fill-opacity="0.018"');

  succulent(art, 2080, 330, 210);

  // The kraft notebook underneath, turned the other way.
  art.draw('<g transform="rotate(9 1300 950)">');
  art.softShadow(880, 330, 860, 1220, 18, { spread: 60, opacity: 0.28, dx: 24, dy: 36, steps: 10 });
  art.path(roundRect(880, 330, 860, 1220, 18), '#B48B5E');
  art.path(roundRect(880, 330, 860, 1220, 18), art.linear(880, 330, 1740, 1550, [[0, '#FFFFFF', 0.18], [1, '#000000', 0.12]]));
  art.path(rect(940, 330, 3, 1220), '#000000', 'fill-opacity="0.18"');
  art.draw('</g>');

  // The notebook: page block peeking out, cover, hinge, elastic band, ribbon.
  const x = 700;
  const y = 300;
  const w = 880;
  const h = 1240;
  const turn = `rotate(-7 ${x + w / 2} ${y + h / 2})`;
  art.draw(`<g transform="${turn}">`);
  art.softShadow(x, y, w, h, 20, { spread: 70, opacity: 0.32, dx: 30, dy: 44, steps: 12 });
  art.softShadow(x, y, w, h, 20, { spread: 8, opacity: 0.4, dx: 4, dy: 6, steps: 4 });
  art.path(`M${x + w - 30} ${y + 80}H${x + w + 4}V${y + h - 20}H${x + w - 30}Z`, '#EFE8DA');
  const leaves: string[] = [];
  for (let i = 0; i < 7; i++) leaves.push(rect(x + w - 30, y + 80 + i * 0.2, 34 - i * 0.5, 1));
  art.path(`M${x + w - 10} ${y + 60}Q${x + w + 30} ${y + h / 2} ${x + w - 10} ${y + h - 40}`, 'none', 'stroke="#C9BFAE" stroke-width="1.5"');
  art.path(`M${x + w * 0.74} ${y + h - 40}L${x + w * 0.74 + 40} ${y + h + 150}L${x + w * 0.74 + 58} ${y + h + 124}L${x + w * 0.74 + 76} ${y + h + 146}L${x + w * 0.74 + 56} ${y + h - 40}Z`, '{accent}');
  art.path(`M${x + w * 0.74} ${y + h - 40}L${x + w * 0.74 + 40} ${y + h + 150}L${x + w * 0.74 + 58} ${y + h + 124}L${x + w * 0.74 + 76} ${y + h + 146}L${x + w * 0.74 + 56} ${y + h - 40}Z`, art.linear(x + w * 0.74, 0, x + w * 0.74 + 76, 0, [[0, '#FFFFFF', 0.2], [1, '#000000', 0.25]]));
  art.path(roundRect(x, y, w, h, 20), '{brand}');
  art.path(roundRect(x, y, w, h, 20), art.linear(x, y, x + w, y + h, [[0, '#FFFFFF', 0.16], [0.5, '#FFFFFF', 0.02], [1, '#000000', 0.2]]));
  // The cover's board edge and the spine hinge.
  art.path(`${roundRect(x, y, w, h, 20)}${roundRect(x + 5, y + 5, w - 10, h - 10, 16)}`, '#000000', 'fill-rule="evenodd" fill-opacity="0.18"');
  art.path(rect(x + 74, y + 4, 10, h - 8), '#000000', 'fill-opacity="0.22"');
  art.path(rect(x + 84, y + 4, 4, h - 8), '#FFFFFF', 'fill-opacity="0.12"');
  art.draw('</g>');
  art.logo();
  // Light sliding across the cover and the foil, then the elastic band over it.
  art.draw(`<g transform="${turn}">`);
  art.path(roundRect(x, y, w, h, 20), art.linear(x, y + h * 0.2, x + w, y + h * 0.5, [[0, '#FFFFFF', 0], [0.45, '#FFFFFF', 0.1], [0.6, '#FFFFFF', 0]]));
  art.draw('</g>');
  // The elastic band over the cover, with its own shadow.
  art.draw(`<g transform="${turn}">`);
  art.path(rect(x + w - 118, y - 6, 46, h + 12), '#000000', 'fill-opacity="0.25"');
  art.path(rect(x + w - 128, y - 8, 40, h + 16), '{brandDark}');
  art.path(rect(x + w - 128, y - 8, 40, h + 16), art.linear(x + w - 128, 0, x + w - 88, 0, [[0, '#FFFFFF', 0.18], [0.5, '#FFFFFF', 0], [1, '#000000', 0.35]]));
  art.draw('</g>');

  // A brass pen on the right.
  pen(art, 1900, 1080, 74, 700, '#B08D57');
  art.grain(0.4, undefined, 2);
  lens(art, 0.4, 0.14);

  return {
    id: 'notebook-foil',
    number: 103,
    label: { zh: '烫金笔记本', en: 'Notebook with gold foil' },
    tags: ['stationery', 'merchandise'],
    keywords: { zh: ['笔记本', '烫金', '本子', '文具', '礼品'], en: ['notebook', 'gold foil', 'journal', 'hardcover', 'gift'] },
    art: art.done(),
    placements: [{ left: x + 200, top: y + 330, width: w - 380, height: 420, transform: turn, finish: 'foil-gold' }],
  };
}

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
function letterpressCards(): Scene {
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

/** A wooden rubber stamp lying on its side, seen from above: knob, neck, block, the rubber die at its foot. */
function rubberStamp(art: Art, x: number, cy: number, angle: number): void {
  art.draw(`<g transform="rotate(${angle} ${x + 300} ${cy})">`);
  const outline = `M${x + 20} ${cy}C${x + 20} ${cy - 120} ${x + 200} ${cy - 120} ${x + 210} ${cy - 50}C${x + 260} ${cy - 52} ${x + 300} ${cy - 60} ${x + 330} ${cy - 150}H${x + 600}V${cy + 150}H${x + 330}C${x + 300} ${cy + 60} ${x + 260} ${cy + 52} ${x + 210} ${cy + 50}C${x + 200} ${cy + 120} ${x + 20} ${cy + 120} ${x + 20} ${cy}Z`;
  art.shapeShadow(outline, { spread: 30, opacity: 0.4, dx: 22, dy: 30, steps: 8 });
  art.path(outline, '#B8875A');
  // Round parts shaded as cylinders across their width, the block with grain lines.
  art.path(outline, art.linear(0, cy - 150, 0, cy + 150, [[0, '#FFFFFF', 0.25], [0.3, '#FFFFFF', 0.05], [0.7, '#000000', 0.12], [1, '#000000', 0.4]]));
  const grain: string[] = [];
  for (let i = 0; i < 14; i++) {
    const gy = cy - 140 + i * 20 + hash(i, 8) * 8;
    grain.push(`M${x + 340} ${gy.toFixed(0)}C${x + 420} ${(gy + 6).toFixed(0)} ${x + 500} ${(gy - 6).toFixed(0)} ${x + 590} ${gy.toFixed(0)}V${(gy + 2).toFixed(0)}C${x + 500} ${(gy - 4).toFixed(0)} ${x + 420} ${(gy + 8).toFixed(0)} ${x + 340} ${(gy + 2).toFixed(0)}Z`);
  }
  art.path(grain.join(''), '#6E4A2A', 'fill-opacity="0.3"');
  art.path(rect(x + 330, cy - 150, 6, 300), '#000000', 'fill-opacity="0.15"');
  // The rubber die and its mount: a dark foam strip, then the inked rubber.
  art.path(rect(x + 600, cy - 146, 18, 292), '#2E2E2E');
  art.path(rect(x + 618, cy - 140, 14, 280), '{brandDark}');
  art.path(ellipse(x + 110, cy - 40, 40, 20), '#FFFFFF', 'fill-opacity="0.25"');
  art.draw('</g>');
}

/** A stamp pad seen from above: a metal tray with the pad soaked in the brand colour, its hinged lid open flat beside it. */
function inkPad(art: Art, x: number, y: number, w: number, h: number): void {
  art.softShadow(x, y - h - 8, w, h * 2 + 8, 22, { spread: 30, opacity: 0.32, dx: 18, dy: 26, steps: 8 });
  const metal = (top: number) => art.linear(x, top, x + w, top + h, [[0, '#F2F3F4'], [0.45, '#AEB4BA'], [0.55, '#D9DDE1'], [1, '#7A8188']]);
  // The lid, its inside up, joined to the tray by the hinge.
  art.path(roundRect(x, y - h - 8, w, h, 22), metal(y - h - 8));
  art.path(roundRect(x + 16, y - h + 8, w - 32, h - 32, 14), '#000000', 'fill-opacity="0.08"');
  art.path(rect(x + 30, y - 12, w - 60, 16), '#6E757C');
  art.path(roundRect(x, y, w, h, 22), metal(y));
  art.path(roundRect(x + 22, y + 22, w - 44, h - 44, 12), '#3E4247');
  art.path(roundRect(x + 28, y + 28, w - 56, h - 56, 10), '{brandDark}');
  art.path(roundRect(x + 28, y + 28, w - 56, h - 56, 10), art.linear(x, y, x + w, y + h, [[0, '#FFFFFF', 0.16], [0.5, '#FFFFFF', 0.03], [1, '#000000', 0.3]]));
}

/** Worn spots over an imprint: tiny flecks of the paper's colour where the ink did not take. */
function inkWear(art: Art, x: number, y: number, w: number, h: number, colour: string, seed: number): void {
  const flecks: string[] = [];
  for (let i = 0; i < 360; i++) {
    const r = 1.5 + hash(i, seed + 3) * 4;
    flecks.push(`<circle cx="${(x + hash(i, seed) * w).toFixed(0)}" cy="${(y + hash(i, seed + 1) * h).toFixed(0)}" r="${r.toFixed(1)}"/>`);
  }
  art.draw(`<g fill="${colour}" fill-opacity="0.55">${flecks.join('')}</g>`);
}

/** A rubber stamp beside its imprints in the brand colour, on kraft paper and on a white gift tag, with the stamp pad. */
function rubberStampImprint(): Scene {
  const art = new Art();
  const kraft = '#C49C6C';
  // Kraft paper with fibres.
  art.fillAll(kraft);
  const fibres: [string[], string[]] = [[], []];
  for (let i = 0; i < 420; i++) {
    const fx = hash(i, 21) * 2400;
    const fy = hash(i, 23) * 1800;
    const a = hash(i, 25) * Math.PI;
    const l = 10 + hash(i, 27) * 26;
    fibres[i % 2]!.push(`M${fx.toFixed(0)} ${fy.toFixed(0)}l${(Math.cos(a) * l).toFixed(0)} ${(Math.sin(a) * l).toFixed(0)}`);
  }
  art.path(fibres[0].join(''), 'none', 'stroke="#7A5530" stroke-opacity="0.22" stroke-width="2"');
  art.path(fibres[1].join(''), 'none', 'stroke="#F1DDBE" stroke-opacity="0.35" stroke-width="2"');
  art.logo();
  inkWear(art, 300, 330, 1000, 620, kraft, 40);

  // A white gift tag at the bottom left, its string running off the picture.
  const tag = 'rotate(-10 640 1440)';
  art.draw(`<g transform="${tag}">`);
  const tagShape = `M330 1260H1000V1620H330L230 1530V1350Z${ellipse(310, 1440, 22, 22)}`;
  art.shapeShadow(tagShape, { spread: 24, opacity: 0.3, dx: 16, dy: 22, steps: 8 });
  art.path(tagShape, '#F7F4EE', 'fill-rule="evenodd"');
  art.path(`${ellipse(310, 1440, 30, 30)}${ellipse(310, 1440, 22, 22)}`, '#D8CDB8', 'fill-rule="evenodd"');
  art.draw('</g>');
  art.logo();
  art.path('M300 1460C200 1520 120 1620 60 1700C20 1760 0 1790 -20 1820', 'none', 'stroke="#000000" stroke-opacity="0.18" stroke-width="7" transform="translate(8 10)"');
  art.path('M300 1460C200 1520 120 1620 60 1700C20 1760 0 1790 -20 1820', 'none', 'stroke="#D9C7A4" stroke-width="6"');
  art.path('M300 1460C200 1520 120 1620 60 1700C20 1760 0 1790 -20 1820', 'none', 'stroke="#8E7654" stroke-width="6" stroke-dasharray="3 7"');
  art.draw(`<g transform="${tag}">`);
  inkWear(art, 440, 1290, 520, 300, '#F7F4EE', 80);
  art.draw('</g>');

  inkPad(art, 1700, 480, 540, 340);
  rubberStamp(art, 1300, 1280, -28);
  art.grain(0.5, undefined, 2);
  lens(art, 0.36, 0.16);

  return {
    id: 'rubber-stamp-imprint',
    number: 105,
    label: { zh: '橡皮印章与印迹', en: 'Rubber stamp and imprint' },
    tags: ['stationery', 'packaging'],
    keywords: { zh: ['印章', '橡皮章', '盖章', '牛皮纸', '吊牌'], en: ['rubber stamp', 'stamp', 'imprint', 'kraft paper', 'gift tag'] },
    art: art.done(),
    placements: [
      { left: 300, top: 330, width: 1000, height: 620, transform: 'rotate(-4 800 640)', colour: '{brand}', finish: 'print' },
      { left: 440, top: 1300, width: 520, height: 280, transform: tag, colour: '{brand}', finish: 'flat' },
    ],
  };
}

type Cubic = readonly [Point, Point, Point, Point];

/** The point of a cubic Bézier at t, and the angle (radians) of its tangent there. */
function cubicAt([p0, p1, p2, p3]: Cubic, t: number): [Point, number] {
  const u = 1 - t;
  const at = (i: 0 | 1): number => u * u * u * p0[i] + 3 * u * u * t * p1[i] + 3 * u * t * t * p2[i] + t * t * t * p3[i];
  const d = (i: 0 | 1): number => 3 * u * u * (p1[i] - p0[i]) + 6 * u * t * (p2[i] - p1[i]) + 3 * t * t * (p3[i] - p2[i]);
  return [[at(0), at(1)], Math.atan2(d(1), d(0))];
}

/** A staff ID badge on its lanyard, lying on a desk: the strap in the brand colour printed with the logo, the card with a brand header, photo and name. */
function idBadgeLanyard(): Scene {
  const art = new Art();
  art.fillAll('#DAD8D3');
  pen(art, 2000, 1240, 62, 640, '{brand}');

  // The lanyard: a flat strap lying in a loose loop, both ends joined at the clip.
  const clip: [number, number] = [1200, 640];
  const left: Cubic = [[1186, 628], [1000, 520], [700, 440], [620, 260]];
  const right: Cubic = [[1760, 300], [1730, 440], [1400, 530], [1214, 628]];
  const loop = `M${left[0].join(' ')}C${left[1].join(' ')} ${left[2].join(' ')} ${left[3].join(' ')}C540 80 800 40 1150 60C1500 80 1790 120 ${right[0].join(' ')}C${right[1].join(' ')} ${right[2].join(' ')} ${right[3].join(' ')}`;
  art.path(loop, 'none', 'stroke="#000000" stroke-opacity="0.16" stroke-width="78" stroke-linejoin="round" transform="translate(12 18)"');
  art.path(loop, 'none', 'stroke="{brandDark}" stroke-width="72" stroke-linejoin="round"');
  art.path(loop, 'none', 'stroke="{brand}" stroke-width="64" stroke-linejoin="round"');
  art.path(loop, 'none', 'stroke="#FFFFFF" stroke-opacity="0.08" stroke-width="30" stroke-linejoin="round"');
  art.logo();
  art.logo();

  // The swivel clip from the strap down to the card's slot.
  art.path(`M${clip[0] - 40} ${clip[1] - 30}H${clip[0] + 40}L${clip[0] + 28} ${clip[1] + 24}H${clip[0] - 28}Z`, art.linear(clip[0] - 40, 0, clip[0] + 40, 0, [[0, '#8E959C'], [0.4, '#F1F3F5'], [1, '#5E656C']]));
  art.path(`M${clip[0] - 10} ${clip[1] + 20}H${clip[0] + 10}V${clip[1] + 70}H${clip[0] - 10}Z`, '#9AA1A8');
  art.path(`${ellipse(clip[0], clip[1] + 96, 30, 34)}${ellipse(clip[0], clip[1] + 96, 20, 24)}`, art.linear(clip[0] - 30, 0, clip[0] + 30, 0, [[0, '#7E858C'], [0.4, '#EEF0F2'], [1, '#5A6168']]), 'fill-rule="evenodd"');

  // The card, turned a little, with a slot punched near its top.
  const cx = 1200;
  const top = 700;
  const w = 580;
  const h = 900;
  const x = cx - w / 2;
  const turn = `rotate(-4 ${cx} ${top})`;
  art.draw(`<g transform="${turn}">`);
  art.softShadow(x, top, w, h, 26, { spread: 50, opacity: 0.26, dx: 22, dy: 32, steps: 10 });
  art.softShadow(x, top, w, h, 26, { spread: 6, opacity: 0.3, dx: 3, dy: 4, steps: 3 });
  art.path(roundRect(x, top, w, h, 26), '#FFFFFF');
  art.path(`M${x + 26} ${top}H${x + w - 26}C${x + w - 12} ${top} ${x + w} ${top + 12} ${x + w} ${top + 26}V${top + 300}H${x}V${top + 26}C${x} ${top + 12} ${x + 12} ${top} ${x + 26} ${top}Z`, '{brand}');
  art.path(roundRect(cx - 70, top + 40, 140, 26, 13), '#E9E8E4');
  art.path(roundRect(cx - 70, top + 40, 140, 26, 13), '#000000', 'fill-opacity="0.12"');
  // Photo, name, role, an access code.
  const py = top + 340;
  art.path(roundRect(cx - 105, py, 210, 236, 18), '#DADDE1');
  art.path(`M${cx - 105} ${py + 218}C${cx - 95} ${py + 150} ${cx - 48} ${py + 134} ${cx} ${py + 134}C${cx + 48} ${py + 134} ${cx + 95} ${py + 150} ${cx + 105} ${py + 218}Q${cx + 105} ${py + 236} ${cx + 87} ${py + 236}H${cx - 87}Q${cx - 105} ${py + 236} ${cx - 105} ${py + 218}Z${ellipse(cx, py + 82, 48, 54)}`, '#A9AFB6');
  art.path(`${roundRect(cx - 150, py + 272, 300, 24, 12)}`, '#2A2D31', 'fill-opacity="0.85"');
  art.path(`${roundRect(cx - 100, py + 314, 200, 15, 7.5)}`, '#7A7F86', 'fill-opacity="0.7"');
  const code: string[] = [];
  for (let i = 0; i < 34; i++) if (hash(i, 5) > 0.35) code.push(rect(cx - 170 + i * 10, py + 370, 4 + Math.round(hash(i, 6) * 4), 80));
  art.path(code.join(''), '#2A2D31', 'fill-opacity="0.8"');
  art.path(rect(x, top + h - 40, w, 14), '{accent}');
  art.draw('</g>');
  art.logo();
  // The plastic's gloss, over the printed logo too.
  art.draw(`<g transform="${turn}">`);
  art.path(roundRect(x, top, w, h, 26), art.linear(x, top, x + w, top + h, [[0, '#FFFFFF', 0.22], [0.3, '#FFFFFF', 0.04], [0.42, '#FFFFFF', 0.16], [0.5, '#FFFFFF', 0], [1, '#000000', 0.06]]));
  art.draw('</g>');
  art.grain(0.35, undefined, 2);
  lens(art, 0.32, 0.14);

  // A logo printed along the strap, centred at t on a run, turned with it.
  const onStrap = (c: Cubic, t: number) => {
    const [[x, y], a] = cubicAt(c, t);
    const deg = (((a * 180) / Math.PI + 450) % 180) - 90;
    return { left: x - 150, top: y - 24, width: 300, height: 48, transform: `rotate(${deg.toFixed(2)} ${x.toFixed(1)} ${y.toFixed(1)})` };
  };
  return {
    id: 'id-badge-lanyard',
    number: 106,
    label: { zh: '工牌与挂绳', en: 'ID badge and lanyard' },
    tags: ['stationery', 'merchandise'],
    keywords: { zh: ['工牌', '挂绳', '胸牌', '员工证', '会议'], en: ['ID badge', 'lanyard', 'name badge', 'staff card', 'event'] },
    art: art.done(),
    placements: [
      { ...onStrap(left, 0.45), variant: 'white', colour: '{onBrand}', finish: 'flat', opacity: 0.92 },
      { ...onStrap(right, 0.55), variant: 'white', colour: '{onBrand}', finish: 'flat', opacity: 0.92 },
      { left: x + 70, top: top + 90, width: w - 140, height: 180, transform: turn, variant: 'white', colour: '{onBrand}', finish: 'flat' },
    ],
  };
}

export const STATIONERY: readonly Scene[] = [businessCardsOnDesk(), letterheadEnvelope(), notebookFoil(), letterpressCards(), rubberStampImprint(), idBadgeLanyard()];
