/**
 * Renders mockup scenes with demo logos to JPG files, for looking at the
 * scene library while drawing it, and prints each render's time.
 *
 *   npx tsx scripts/mockup-sheet.ts [--logos 1001,1003] [--width 1200] [--out .tmp/mockups] [--docs] [scene-id …]
 *
 * Without scene ids every scene is rendered. Files: {out}/{scene}-{logo}.jpg,
 * a PNG of each (1200 px, for image viewers) and {out}/sheet-{logo}.png, a
 * contact sheet of all rendered scenes. With --docs only a 1200 px JPG of
 * each (the pictures docs/mockups holds).
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { ZDesign } from '../core/design';
import { composeSceneSvg } from '../core/mockups/compose';
import { SCENES } from '../core/mockups/library';
import { DEMO_DESIGNS } from '../server/demo/designs';
import { outlinedDesign } from '../server/render/outlined';
import { cliArgs } from './args';

const { option, flag, rest: args } = cliArgs();
const logos = option('--logos', '1001,1003').split(',').map(Number);
const width = Number(option('--width', '1200'));
const out = option('--out', '.tmp/mockups');
const docs = flag('--docs');
const scenes = args.length > 0 ? SCENES.filter((s) => args.includes(s.id)) : SCENES;
mkdirSync(out, { recursive: true });

for (const logo of logos) {
  const design = outlinedDesign(ZDesign.parse(DEMO_DESIGNS[logo]));
  const tiles: Buffer[] = [];
  for (const scene of scenes) {
    const t0 = performance.now();
    const svg = composeSceneSvg(design, scene, { width });
    const t1 = performance.now();
    // Best of three, the way the server's warm render pool would see it.
    let jpg = Buffer.alloc(0);
    let raster = Infinity;
    for (let i = 0; i < 3; i++) {
      const s = performance.now();
      jpg = await sharp(Buffer.from(svg), { density: 72 }).flatten({ background: '#ffffff' }).jpeg({ quality: 92, chromaSubsampling: '4:4:4' }).toBuffer();
      raster = Math.min(raster, performance.now() - s);
    }
    if (docs) {
      await sharp(jpg).resize(1200).jpeg({ quality: 84, mozjpeg: true }).toFile(join(out, `${scene.id}-${logo}.jpg`));
    } else {
      await sharp(jpg).toFile(join(out, `${scene.id}-${logo}.jpg`));
      await sharp(jpg).resize(1200).png().toFile(join(out, `${scene.id}-${logo}.png`));
      tiles.push(await sharp(jpg).resize(480).toBuffer());
    }
    console.log(`${scene.id} ${logo}: compose ${(t1 - t0).toFixed(0)} ms, raster+jpg ${raster.toFixed(0)} ms, svg ${(svg.length / 1024).toFixed(0)} KB`);
  }
  const cols = 4;
  const rows = Math.ceil(tiles.length / cols);
  if (tiles.length > 0) {
    await sharp({ create: { width: cols * 480, height: rows * 360, channels: 3, background: '#ffffff' } })
      .composite(tiles.map((input, i) => ({ input, left: (i % cols) * 480, top: Math.floor(i / cols) * 360 })))
      .png()
      .toFile(join(out, `sheet-${logo}.png`));
  }
}
