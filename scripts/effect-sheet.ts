/**
 * Renders the four logo effects of the brand-identity page (core/vi/effects.ts)
 * for demo logos into one contact sheet, and prints each render's time at
 * 2400×1800 through the server's format pipeline (renderFormat: jpg-high on
 * the backdrop, png-high cut out; best of three, as a warm render worker
 * would see it).
 *
 *   npx tsx scripts/effect-sheet.ts [out.png] [--logos 1001,1003,1006,1009] [--cutouts]
 *
 * The sheet has a row per logo and a column per effect (600×450 tiles of
 * the JPG); with --cutouts a second sheet `{out}-cutouts.png` shows the PNGs
 * on a checkerboard. On a shared machine the times move with its load, so a
 * mockup scene with a documented time (docs/PERFORMANCE.md §7) is rendered
 * the same way first as a reference.
 */
import sharp from 'sharp';
import { ZDesign } from '../core/design';
import { EFFECTS } from '../core/vi/effects';
import { DEMO_DESIGNS } from '../server/demo/designs';
import { renderFormat } from '../server/render/formats';
import { outlinedDesign } from '../server/render/outlined';
import { cliArgs } from './args';

const { option, flag, rest: args } = cliArgs();
const logos = option('--logos', '1001,1003,1006,1009').split(',').map(Number);
const cutouts = flag('--cutouts');
const out = args[0] ?? '/tmp/effect-sheet.png';

const TILE_W = 600;
const TILE_H = 450;

async function best(run: () => Promise<Buffer>): Promise<{ body: Buffer; ms: number }> {
  let body: Buffer = Buffer.alloc(0);
  let ms = Infinity;
  for (let i = 0; i < 3; i++) {
    const t = performance.now();
    body = await run();
    ms = Math.min(ms, performance.now() - t);
  }
  return { body, ms };
}

/** A light/grey checkerboard under a cut-out, as image editors show transparency. */
async function onChecker(png: Buffer): Promise<Buffer> {
  const cell = 15;
  const squares: string[] = [];
  for (let y = 0; y < TILE_H; y += cell) {
    for (let x = 0; x < TILE_W; x += cell) if ((x / cell + y / cell) % 2 === 0) squares.push(`<rect x="${x}" y="${y}" width="${cell}" height="${cell}"/>`);
  }
  const checker = `<svg xmlns="http://www.w3.org/2000/svg" width="${TILE_W}" height="${TILE_H}"><rect width="100%" height="100%" fill="#FFFFFF"/><g fill="#D9D9D9">${squares.join('')}</g></svg>`;
  const small = await sharp(png).resize(TILE_W).toBuffer();
  return sharp(Buffer.from(checker)).composite([{ input: small }]).png().toBuffer();
}

{
  const design = outlinedDesign(ZDesign.parse(DEMO_DESIGNS[1001]));
  const ref = await best(async () => (await renderFormat(design, { variant: 'main', format: 'jpg-high', width: 2400, height: 1800, scene: 'neon-sign-brick' })).body);
  console.log(`reference: mockup neon-sign-brick 1001 jpg-high ${ref.ms.toFixed(0)} ms (librsvg; the mockup scenes measured 186 ms median, 237 ms slowest on an idle machine)`);
}

const tiles: { input: Buffer; left: number; top: number }[] = [];
const cutTiles: { input: Buffer; left: number; top: number }[] = [];
const times: Record<string, number[]> = {};
for (const [row, id] of logos.entries()) {
  const design = outlinedDesign(ZDesign.parse(DEMO_DESIGNS[id]));
  for (const [col, effect] of EFFECTS.entries()) {
    const size = { variant: 'main', width: 2400, height: 1800, effect } as const;
    const jpg = await best(async () => (await renderFormat(design, { ...size, format: 'jpg-high' })).body);
    const png = await best(async () => (await renderFormat(design, { ...size, format: 'png-high' })).body);
    (times[effect] ??= []).push(jpg.ms, png.ms);
    console.log(`${effect} ${id}: jpg-high ${jpg.ms.toFixed(0)} ms (${(jpg.body.length / 1024).toFixed(0)} KB), png-high ${png.ms.toFixed(0)} ms (${(png.body.length / 1024).toFixed(0)} KB)`);
    tiles.push({ input: await sharp(jpg.body).resize(TILE_W).toBuffer(), left: col * TILE_W, top: row * TILE_H });
    if (cutouts) cutTiles.push({ input: await onChecker(png.body), left: col * TILE_W, top: row * TILE_H });
  }
}
for (const [effect, ms] of Object.entries(times)) {
  console.log(`${effect}: worst ${Math.max(...ms).toFixed(0)} ms, median ${ms.sort((a, b) => a - b)[Math.floor(ms.length / 2)]!.toFixed(0)} ms`);
}
const sheet = (list: typeof tiles) =>
  sharp({ create: { width: EFFECTS.length * TILE_W, height: logos.length * TILE_H, channels: 3, background: '#FFFFFF' } }).composite(list).png();
await sheet(tiles).toFile(out);
if (cutouts) await sheet(cutTiles).toFile(out.replace(/\.png$/, '') + '-cutouts.png');
console.log(`wrote ${out}`);
