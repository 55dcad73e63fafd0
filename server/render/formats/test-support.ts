import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp, { type Sharp } from 'sharp';
import { MARGIN_RATIO } from '../../../core/composer/compose';
import { layoutLogo } from '../../../core/composer/layout';
import { ZDesign, type TDesignInput, type TLogoVariant, type TOutlinedDesign } from '../../../core/design';
import { DEMO_DESIGNS } from '../../demo/designs';
import { outlinedDesign } from '../outlined';

/** Shared by the format tests: designs, pixel helpers, and the Debian tools. */

/** Northwind Coffee: icon-top, icon + name + slogan, light background. */
export const coffee = (): TOutlinedDesign => outlinedDesign(ZDesign.parse(DEMO_DESIGNS[1001]));
/** 青山茶舍: icon-left, Chinese text (long paths). */
export const teaHouse = (): TOutlinedDesign => outlinedDesign(ZDesign.parse(DEMO_DESIGNS[1009]));
/** Kettle & Co: text only, no icon ("&" in the name). */
export const kettle = (): TOutlinedDesign => outlinedDesign(ZDesign.parse(DEMO_DESIGNS[1006]));

/**
 * A design as a user might upload it: an icon drawn with relative commands,
 * H/V, S/T reflections, quadratics and elliptical arcs (flags written without
 * separators), and a translucent shape overlapping nothing else.
 */
export const USER_ICON_DESIGN: TDesignInput = {
  width: 800,
  height: 600,
  background: '#FDF6E3',
  layout: 'icon-top',
  icon: {
    viewBox: [120, 100],
    shapes: [
      // A ring (two arcs each way) with relative arcs and compact flags.
      { d: 'M10 50a40 40 0 1 1 80 0a40 40 0 1 1-80 0zm12 0a28 28 0 1 0 56 0a28 28 0 1 0-56 0z', fill: '#268BD2' },
      // A tab of h/v lines and a smooth cubic.
      { d: 'm95 10h20v30c0 5-5 10-10 10s-10-5-10-10z', fill: '#D33682' },
      // A quadratic wave with a T reflection, translucent.
      { d: 'M95 60Q102.5 50 110 60T120 60V95H95Z', fill: '#859900', opacity: 0.5 },
      // A rotated elliptical arc.
      { d: 'M30 96A30 8 -20 0 0 80 90L80 100L30 100Z', fill: '#2AA198' },
    ],
  },
  iconSize: 170,
  name: { text: 'Arc & Co', font: 'inter-700', color: '#073642', size: 64 },
  slogan: { text: 'relative paths', font: 'inter-400', color: '#586E75', size: 26 },
  colors: ['#073642', '#268BD2', '#D33682'],
};
export const userIcon = (): TOutlinedDesign => outlinedDesign(ZDesign.parse(USER_ICON_DESIGN));

/** Where the composer puts the logo's parts (its layout, fitted as compose.ts fits it), in px. */
export function artworkBox(d: TOutlinedDesign, variant: TLogoVariant, W: number, H: number) {
  const layout = layoutLogo(d, variant === 'symbol' ? 'symbol' : d.layout, variant !== 'no-slogan');
  const margin = Math.min(W, H) * MARGIN_RATIO;
  const s = Math.min((W - 2 * margin) / layout.width, (H - 2 * margin) / layout.height);
  const x = (W - layout.width * s) / 2;
  const y = (H - layout.height * s) / 2;
  return { minX: x, minY: y, maxX: x + layout.width * s, maxY: y + layout.height * s };
}

export interface Pixels {
  width: number;
  height: number;
  channels: number;
  data: Buffer;
  at(x: number, y: number): number[];
}

export async function pixels(image: Buffer | Sharp): Promise<Pixels> {
  const s = Buffer.isBuffer(image) ? sharp(image) : image;
  const { data, info } = await s.raw().toBuffer({ resolveWithObject: true });
  return {
    width: info.width,
    height: info.height,
    channels: info.channels,
    data,
    at(x, y) {
      const i = (y * info.width + x) * info.channels;
      return [...data.subarray(i, i + info.channels)];
    },
  };
}

/** Opaque RGB pixels of an image, flattened on `paper` (what a printer or viewer shows). */
export const rgbOn = (image: Buffer, paper = '#FFFFFF') => pixels(sharp(image).flatten({ background: paper }).removeAlpha());

/** Mean absolute difference per channel (0–255) of two same-size RGB images. */
export function meanDiff(a: Pixels, b: Pixels): number {
  if (a.width !== b.width || a.height !== b.height || a.channels !== b.channels) {
    throw new Error(`size differs: ${a.width}×${a.height}×${a.channels} vs ${b.width}×${b.height}×${b.channels}`);
  }
  let sum = 0;
  for (let i = 0; i < a.data.length; i++) sum += Math.abs(a.data[i] - b.data[i]);
  return sum / a.data.length;
}

export const hex = (px: number[]) => `#${px.slice(0, 3).map((c) => c.toString(16).padStart(2, '0')).join('')}`.toUpperCase();

/** Largest channel difference between a pixel and a '#rrggbb' colour. */
export function colourDistance(px: number[], colour: string): number {
  const n = parseInt(colour.slice(1), 16);
  const rgb = [(n >> 16) & 255, (n >> 8) & 255, n & 255];
  return Math.max(...rgb.map((c, i) => Math.abs(c - px[i])));
}

/** Bounds of the pixels with alpha above `threshold` (inclusive pixel edges), or null. */
export function alphaBounds(p: Pixels, threshold = 0) {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (let y = 0; y < p.height; y++) {
    for (let x = 0; x < p.width; x++) {
      if (p.data[(y * p.width + x) * p.channels + 3] > threshold) {
        minX = Math.min(minX, x);
        maxX = Math.max(maxX, x + 1);
        minY = Math.min(minY, y);
        maxY = Math.max(maxY, y + 1);
      }
    }
  }
  return minX === Infinity ? null : { minX, minY, maxX, maxY };
}

/** True when a Debian tool is on the PATH (CI installs them; a test skips with a message when missing). */
export function hasTool(name: string): boolean {
  try {
    execFileSync('sh', ['-c', `command -v ${name}`], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

export function missingToolMessage(name: string, pkg: string): string {
  return `SKIPPED: ${name} is not installed (Debian ${pkg}; CI installs it)`;
}

/** Runs a command on `input` written to a temp file; returns stdout and the files it wrote there. */
export function withTempFile<T>(name: string, input: Buffer, run: (path: string, dir: string) => T): T {
  const dir = mkdtempSync(join(tmpdir(), 'formats-'));
  try {
    const path = join(dir, name);
    writeFileSync(path, input);
    return run(path, dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export const run = (cmd: string, args: string[]) => execFileSync(cmd, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
export const runBuffer = (cmd: string, args: string[]) => execFileSync(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'] });
export const readBuffer = (path: string) => readFileSync(path);
