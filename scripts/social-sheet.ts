/**
 * Renders a whole social media kit (core/social) of demo logos into one
 * contact sheet: a row per logo, its site's images side by side (each tile
 * scaled to the same height), in one look — and prints each image's render
 * time at its full size.
 *
 *   npx tsx scripts/social-sheet.ts [out.png] [--logos 1001,1009,1006] [--look field] [--only x-header,instagram-post]
 *
 * A logo whose name is Chinese is shown with the Chinese site's platforms.
 */
import sharp, { type OverlayOptions } from 'sharp';
import { composeSocialSvg, defaultSocialTexts, ZSocialLook } from '../core/social/compose';
import { SOCIAL_SLOTS } from '../core/social/platforms';
import { outlineRun } from '../core/composer/outline';
import { ZDesign } from '../core/design';
import { DEMO_DESIGNS } from '../server/demo/designs';
import { rasterise } from '../server/render/formats/bitmap';
import { serverFontSource } from '../server/render/fonts';
import { outlinedDesign } from '../server/render/outlined';
import { cliArgs } from './args';

const { option, rest: args } = cliArgs();
const logos = option('--logos', '1001,1009,1006').split(',').map(Number);
const look = ZSocialLook.parse(option('--look', 'field'));
const only = option('--only', '').split(',').filter((s) => s !== '');
const out = args[0] ?? '/tmp/social-sheet.png';
const ROW = 360;
const GAP = 16;

const rows: { tiles: OverlayOptions[]; width: number }[] = [];
for (const id of logos) {
  const design = ZDesign.parse(DEMO_DESIGNS[id]);
  const site = /[\u4e00-\u9fff]/.test(design.name.text) ? 'zh' : 'en';
  const input = {
    design: outlinedDesign(design),
    site,
    shaper: (text: string, font: Parameters<typeof outlineRun>[1], size: number, spacing: number) => outlineRun(text, font, size, serverFontSource, spacing),
    brandName: design.name.text,
    slogan: design.slogan?.text ?? null,
    texts: defaultSocialTexts(site, design.slogan?.text ?? null, design.name.text),
  } as const;
  const tiles: OverlayOptions[] = [];
  let x = 0;
  for (const slot of SOCIAL_SLOTS[site].filter((s) => only.length === 0 || only.includes(s.id))) {
    const t = performance.now();
    const png = await (await rasterise(composeSocialSvg(slot, look, input))).png().toBuffer();
    console.log(`${id} ${slot.id} ${slot.width}×${slot.height}: ${(performance.now() - t).toFixed(0)} ms`);
    const h = slot.height >= slot.width ? ROW : Math.round(ROW * 0.6);
    const tile = await sharp(png).resize({ height: h }).png().toBuffer();
    const meta = await sharp(tile).metadata();
    tiles.push({ input: tile, left: x, top: rows.length * (ROW + GAP) + (ROW - h) / 2 });
    x += meta.width! + GAP;
  }
  rows.push({ tiles, width: x });
}
await sharp({ create: { width: Math.max(...rows.map((r) => r.width)), height: rows.length * (ROW + GAP), channels: 3, background: '#E8E8E8' } })
  .composite(rows.flatMap((r) => r.tiles))
  .png()
  .toFile(out);
console.log(`wrote ${out}`);
