/**
 * Renders every lockup of demo logos (core/composer/lockups.ts) into one
 * contact sheet: a row per logo, a column per lockup, each tile the lockup's
 * PNG at its natural shape (the artwork and its clear space, the
 * clear-space frame drawn in grey) — what the download page's layout
 * switcher and the brand kit's `logo/<layout>/` folders give.
 *
 *   npx tsx scripts/lockup-sheet.ts [out.png] [--logos 1001,1006,1009,1011] [--variant main]
 */
import sharp, { type OverlayOptions } from 'sharp';
import { LOCKUPS, lockupCanvas, lockupsOf } from '../core/composer/lockups';
import { ZDesign, ZLogoVariant } from '../core/design';
import { DEMO_DESIGNS } from '../server/demo/designs';
import { renderFormat } from '../server/render/formats';
import { outlinedDesign } from '../server/render/outlined';
import { cliArgs } from './args';

const { option, rest: args } = cliArgs();
const logos = option('--logos', '1001,1006,1009,1011').split(',').map(Number);
const variant = ZLogoVariant.parse(option('--variant', 'main'));
const out = args[0] ?? '/tmp/lockup-sheet.png';
const TILE = 420;
const PAD = 20;

const tiles: OverlayOptions[] = [];
for (const [row, id] of logos.entries()) {
  const design = outlinedDesign(ZDesign.parse(DEMO_DESIGNS[id]));
  for (const [col, lockup] of LOCKUPS.entries()) {
    if (!lockupsOf(design).includes(lockup)) continue;
    const size = lockup === 'original' ? { width: 800, height: 600 } : lockupCanvas(design, lockup, variant !== 'no-slogan', TILE - 2 * PAD);
    const t = performance.now();
    const file = await renderFormat(design, { variant, format: 'png-high', ...size, ...(lockup === 'original' ? {} : { lockup }) });
    console.log(`${id} ${lockup}: ${size.width}×${size.height} ${(performance.now() - t).toFixed(0)} ms`);
    const fitted = await sharp(file.body).resize({ width: TILE - 2 * PAD, height: TILE - 2 * PAD, fit: 'inside' }).png().toBuffer();
    const meta = await sharp(fitted).metadata();
    const frame = `<svg xmlns="http://www.w3.org/2000/svg" width="${meta.width! + 2}" height="${meta.height! + 2}"><rect x="0.5" y="0.5" width="${meta.width! + 1}" height="${meta.height! + 1}" fill="none" stroke="#BBBBBB"/></svg>`;
    const left = col * TILE + Math.round((TILE - meta.width!) / 2);
    const top = row * TILE + Math.round((TILE - meta.height!) / 2);
    tiles.push({ input: Buffer.from(frame), left: left - 1, top: top - 1 }, { input: fitted, left, top });
  }
}
await sharp({ create: { width: LOCKUPS.length * TILE, height: logos.length * TILE, channels: 3, background: '#FFFFFF' } })
  .composite(tiles)
  .png()
  .toFile(out);
console.log(`wrote ${out}`);
