/**
 * Renders every business-card design, front and back, for demo logos to a
 * contact sheet, for looking at the designs while drawing them.
 *
 *   npx tsx scripts/card-sheet.ts [--logos 1001,1009] [--long] [--out .tmp/cards]
 *
 * --long fills the card with very long values (they must still fit).
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { composeCardSvg } from '../core/cards/compose';
import { CARD_DESIGNS } from '../core/cards/designs';
import { SAMPLE_CARD_INFO } from '../core/cards/info';
import { ZDesign } from '../core/design';
import { DEMO_DESIGNS } from '../server/demo/designs';
import { cardSideInput } from '../server/render/cards';
import { cliArgs } from './args';

const { option, flag } = cliArgs();
const logos = option('--logos', '1001,1009').split(',').map(Number);
const out = option('--out', '.tmp/cards');
const long = flag('--long');
mkdirSync(out, { recursive: true });

const LONG = {
  name: 'Maximilian Alexander von Hohenberg-Richter',
  title: 'Senior Vice President of International Business Development',
  phone: '+44 (0) 20 7946 0958 ext. 12345',
  email: 'maximilian.hohenberg-richter@internationaldevelopment.example.com',
  address: 'Apartment 1205, The Residences at Riverside Park, 1250 West Embarcadero Boulevard, San Francisco',
  website: 'www.international-business-development-group.example.com/contact',
};

for (const id of logos) {
  const design = ZDesign.parse(DEMO_DESIGNS[id]);
  const site = /[\u4e00-\u9fff]/.test(design.name.text) ? 'zh' : 'en';
  const info = long ? LONG : SAMPLE_CARD_INFO[site];
  const tiles: Buffer[] = [];
  const t0 = performance.now();
  for (const card of CARD_DESIGNS) {
    for (const side of ['front', 'back'] as const) {
      const svg = composeCardSvg(card, side, cardSideInput(design, info, site), { bleed: false, unitsPerMm: 8 });
      tiles.push(await sharp(Buffer.from(svg)).png().toBuffer());
    }
  }
  console.log(`${id}: ${CARD_DESIGNS.length * 2} sides in ${(performance.now() - t0).toFixed(0)} ms`);
  const { width = 720, height = 432 } = await sharp(tiles[0]).metadata();
  const gap = 24;
  await sharp({ create: { width: 2 * width + 3 * gap, height: CARD_DESIGNS.length * (height + gap) + gap, channels: 3, background: '#d9dde4' } })
    .composite(tiles.map((input, i) => ({ input, left: gap + (i % 2) * (width + gap), top: gap + Math.floor(i / 2) * (height + gap) })))
    .png()
    .toFile(join(out, `cards-${id}${long ? '-long' : ''}.png`));
}
