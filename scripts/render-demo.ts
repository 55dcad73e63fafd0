/**
 * Renders every applicable variant of every demo logo to .tmp/demo/{id}-{variant}.png
 * (800×600), a contact sheet of them all (.tmp/demo/sheet.png) and a sheet of
 * the main variant at other output shapes (.tmp/demo/sizes.png), to look at
 * the designs and the layout the way a customer will.
 *
 *   npx tsx scripts/render-demo.ts
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { LOGO_VARIANTS, ZDesign } from '../core/design';
import { applicableVariants, composeLogoSvg, outlineDesign } from '../core/composer';
import { DEMO_DESIGNS } from '../server/demo/designs';
import { serverFontSource } from '../server/render/fonts';
import { svgToPng } from '../server/render/raster';

const OUT = join(process.cwd(), '.tmp', 'demo');
const TILE = { width: 400, height: 300 };
const GAP = 8;

interface Tile {
  png: Buffer;
  col: number;
  row: number;
}

async function sheet(tiles: Tile[], cols: number, rows: number, tile: { width: number; height: number }, file: string) {
  const composites = await Promise.all(
    tiles.map(async (t) => ({
      input: await sharp(t.png).resize(tile.width, tile.height, { fit: 'contain', background: '#00000000' }).png().toBuffer(),
      left: GAP + t.col * (tile.width + GAP),
      top: GAP + t.row * (tile.height + GAP),
    })),
  );
  await sharp({
    create: {
      width: GAP + cols * (tile.width + GAP),
      height: GAP + rows * (tile.height + GAP),
      channels: 4,
      background: '#9CA3AF',
    },
  })
    .composite(composites)
    .png()
    .toFile(join(OUT, file));
}

async function main() {
  mkdirSync(OUT, { recursive: true });
  const tiles: Tile[] = [];
  const sizeTiles: Tile[] = [];
  const ids = Object.keys(DEMO_DESIGNS).map(Number);
  const started = performance.now();
  let outlineMs = 0;
  for (const [row, id] of ids.entries()) {
    const t0 = performance.now();
    const outlined = outlineDesign(ZDesign.parse(DEMO_DESIGNS[id]), serverFontSource);
    outlineMs += performance.now() - t0;
    for (const variant of applicableVariants(outlined)) {
      const svg = composeLogoSvg(outlined, { variant, width: 800, height: 600 });
      const png = await svgToPng(svg, { width: 800 });
      writeFileSync(join(OUT, `${id}-${variant}.png`), png);
      writeFileSync(join(OUT, `${id}-${variant}.svg`), svg);
      tiles.push({ png, row, col: LOGO_VARIANTS.indexOf(variant) });
    }
    const sizes = [
      [1000, 1000],
      [1640, 624],
      [5000, 3750],
    ] as const;
    for (const [col, [w, h]] of sizes.entries()) {
      const png = await svgToPng(composeLogoSvg(outlined, { variant: 'main', width: w, height: h }), { width: w });
      if (w === 5000) writeFileSync(join(OUT, `${id}-main-5000.png`), png);
      sizeTiles.push({ png, row, col });
    }
  }
  await sheet(tiles, LOGO_VARIANTS.length, ids.length, TILE, 'sheet.png');
  await sheet(sizeTiles, 3, ids.length, { width: 420, height: 300 }, 'sizes.png');
  console.log(
    `rendered ${tiles.length} variants of ${ids.length} logos in ${Math.round(performance.now() - started)} ms ` +
      `(outlining ${Math.round(outlineMs)} ms incl. font loading) → ${OUT}`,
  );
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
