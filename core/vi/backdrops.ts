import type { Bounds } from '../geometry';
import { Art, ellipse } from '../mockups/art';
import { grainDataUrl } from '../mockups/grain';
import { hash, random, rect } from '../mockups/library/props';
import { SCENE_HEIGHT, SCENE_WIDTH } from '../mockups/scene';
import { formatNumber as n } from '../path-data';

/**
 * The effects' backdrops (effects.ts), drawn in code in the scenes' 2400×1800
 * space, each with at most one full-canvas radial (they cost the most):
 * leather for gold foil, slate for silver, a brick wall the neon lights, a
 * night sky for the glow.
 */

const W = SCENE_WIDTH;
const H = SCENE_HEIGHT;

/** The grain tile as a pattern of `scale` (1, 2 or 3: other scales cost up to a second). */
export function grainPattern(id: string, scale: number): string {
  const side = 128 * scale;
  return `<pattern id="${id}" patternUnits="userSpaceOnUse" width="${side}" height="${side}"><image href="${grainDataUrl()}" width="${side}" height="${side}"/></pattern>`;
}

/**
 * Light and lens in the backdrop's one full-canvas radial: a pool of `tint`
 * behind the logo (a little towards the light at the top left), falling off
 * to dark corners.
 */
function pool(art: Art, logo: Bounds, tint: string, strength: number, dark: number): void {
  const cx = (logo.minX + logo.maxX) / 2 - 60;
  const cy = (logo.minY + logo.maxY) / 2 - 50;
  art.fillAll(
    art.radial(cx, cy, 1500, [
      [0, tint, strength],
      [0.2, tint, strength * 0.7],
      [0.42, tint, strength * 0.25],
      [0.58, '#000000', dark * 0.12],
      [0.8, '#000000', dark * 0.5],
      [1, '#000000', dark],
    ], 1150),
  );
}

/** Creases of a hide or a paper's fibres: short faint curves, dark with a lit lip. */
function creases(art: Art, seed: number, count: number, opacity: number): void {
  const rnd = random(seed);
  const list: string[] = [];
  for (let i = 0; i < count; i++) {
    const x = rnd() * W;
    const y = rnd() * H;
    const len = 120 + rnd() * 260;
    const a = (rnd() - 0.5) * 0.9;
    const dx = Math.cos(a) * len;
    const dy = Math.sin(a) * len;
    const bend = (rnd() - 0.5) * 30;
    list.push(`M${n(x)} ${n(y)}Q${n(x + dx / 2 - dy * 0.1)} ${n(y + dy / 2 + bend)} ${n(x + dx)} ${n(y + dy)}`);
  }
  const d = list.join('');
  art.draw(`<path d="${d}" fill="none" stroke="#000000" stroke-opacity="${n(opacity)}" stroke-width="2.5" stroke-linecap="round"/>`);
  art.draw(`<path d="${d}" fill="none" stroke="#FFFFFF" stroke-opacity="${n(opacity * 0.2)}" stroke-width="2" stroke-linecap="round" transform="translate(0 2.5)"/>`);
}

/** Black leather under the gold: fine pebbling, a few creases, a warm pool of light behind the metal, dark corners. */
export function leather(art: Art, logo: Bounds): void {
  art.fillAll('#1A1815');
  art.grain(0.7, undefined, 2);
  creases(art, 11, 22, 0.2);
  pool(art, logo, '#D9A952', 0.13, 0.72);
}

/** Dark slate under the silver: cool charcoal with the stone's faint layers, a cool pool of light, dark corners. */
export function slate(art: Art, logo: Bounds): void {
  art.fillAll('#2A2F35');
  // Cleavage layers: long faint bands, lighter and darker.
  const rnd = random(23);
  const light: string[] = [];
  const dark: string[] = [];
  for (let i = 0; i < 60; i++) {
    const y = rnd() * (H + 400) - 200;
    const a = 10 + rnd() * 50;
    const w = 2 + rnd() * 14;
    const x0 = -200 + rnd() * 400;
    const d = `M${n(x0)} ${n(y)}C${n(x0 + 800)} ${n(y - a)} ${n(x0 + 1600)} ${n(y + a)} 2600 ${n(y - a / 3)}V${n(y - a / 3 + w)}C${n(x0 + 1600)} ${n(y + a + w)} ${n(x0 + 800)} ${n(y - a + w)} ${n(x0)} ${n(y + w)}Z`;
    (i % 3 === 0 ? light : dark).push(d);
  }
  art.path(dark.join(''), '#0A0C0F', 'fill-opacity="0.16"');
  art.path(light.join(''), '#C9D3DC', 'fill-opacity="0.035"');
  art.grain(0.55, undefined, 2);
  pool(art, logo, '#C4D2E0', 0.12, 0.7);
}

/** A brick wall in running bond, each brick in one of a few shades with a lit top edge and a dark lower joint. */
export function brickWall(art: Art, neon: string, logo: Bounds): void {
  const bw = 150;
  const bh = 50;
  const joint = 8;
  const shades = ['#3B2A25', '#33241F', '#42302A', '#2D201C', '#4A362E', '#382822'];
  art.fillAll('#17110F');
  const groups: string[][] = shades.map(() => []);
  const tops: string[] = [];
  const bottoms: string[] = [];
  const chips: string[] = [];
  for (let r = 0; r * bh < H; r++) {
    const y = r * bh;
    const shift = r % 2 === 0 ? 0 : bw / 2;
    for (let c = -1; c * bw - shift < W; c++) {
      const x0 = Math.max(0, c * bw + shift);
      const x1 = Math.min(W, (c + 1) * bw + shift - joint);
      if (x1 - x0 < 2) continue;
      const hw = bh - joint;
      groups[Math.floor(hash(r, c) * shades.length)]!.push(rect(x0, y, x1 - x0, hw));
      tops.push(rect(x0, y, x1 - x0, 3));
      bottoms.push(rect(x0, y + hw - 4, x1 - x0, 4));
      if (hash(c, r) > 0.7) {
        const cx = x0 + hash(r + 3, c) * (x1 - x0);
        chips.push(ellipse(cx, y + hash(r, c + 5) * hw, 6 + hash(c, r + 2) * 10, 3 + hash(r + 1, c) * 5));
      }
    }
  }
  groups.forEach((g, i) => art.path(g.join(''), shades[i]!));
  art.path(tops.join(''), '#FFFFFF', 'fill-opacity="0.07"');
  art.path(bottoms.join(''), '#000000', 'fill-opacity="0.25"');
  art.path(chips.join(''), '#000000', 'fill-opacity="0.2"');
  art.grain(0.6, undefined, 2);
  // The sign's light on the wall: its colour near the tubes, dark corners (the one full-canvas radial).
  const cx = (logo.minX + logo.maxX) / 2;
  const cy = (logo.minY + logo.maxY) / 2;
  const rx = Math.max(900, (logo.maxX - logo.minX) * 0.75);
  art.fillAll(
    art.radial(cx, cy, rx, [[0, neon, 0.3], [0.35, neon, 0.13], [0.62, '#000000', 0.3], [1, '#000000', 0.78]], rx * 0.78),
  );
}

/** The night behind the glow: deep blue-black, lighter behind the logo, a few far lights out of focus. */
export function night(art: Art, logo: Bounds): void {
  const cx = (logo.minX + logo.maxX) / 2;
  const cy = (logo.minY + logo.maxY) / 2;
  art.fillAll(art.radial(cx, cy, 1500, [[0, '#0F2747'], [0.45, '#081731'], [1, '#02050C']], 1150));
  const rnd = random(5);
  const bokeh: string[] = [];
  for (let i = 0; i < 18; i++) {
    const x = rnd() * W;
    const y = rnd() * H;
    // Away from the logo.
    if (x > logo.minX - 150 && x < logo.maxX + 150 && y > logo.minY - 150 && y < logo.maxY + 150) continue;
    const r = 30 + rnd() * 70;
    bokeh.push(ellipse(x, y, r, r));
  }
  art.path(bokeh.join(''), '#5FC8FF', 'fill-opacity="0.025"');
  // No grain: the night is smooth (grain costs ~35 ms to draw and as much again to encode at 2400 px).
}

