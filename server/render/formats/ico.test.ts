import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { variantBackground } from '../../../core/composer/variants';
import type { TLogoVariant } from '../../../core/design';
import { ICO_SIZES, packIco } from './ico';
import { renderFormat } from './index';
import { coffee, colourDistance, hasTool, missingToolMessage, pixels, run, withTempFile } from './test-support';

const ICOTOOL = hasTool('icotool');
const skipReason = ICOTOOL ? '' : ` — ${missingToolMessage('icotool', 'icoutils')}`;

interface Entry {
  width: number;
  height: number;
  colours: number;
  planes: number;
  bitCount: number;
  png: Buffer;
}

/** Reads an ICO directory by hand (ICONDIR + ICONDIRENTRY), checking every field and offset. */
function readIco(ico: Buffer): Entry[] {
  expect(ico.readUInt16LE(0), 'reserved').toBe(0);
  expect(ico.readUInt16LE(2), 'type 1 = icon').toBe(1);
  const count = ico.readUInt16LE(4);
  const entries: Entry[] = [];
  let expectedOffset = 6 + 16 * count;
  for (let i = 0; i < count; i++) {
    const at = 6 + 16 * i;
    expect(ico.readUInt8(at + 3), 'entry reserved').toBe(0);
    const size = ico.readUInt32LE(at + 8);
    const offset = ico.readUInt32LE(at + 12);
    expect(offset, `entry ${i} follows the previous one`).toBe(expectedOffset);
    expectedOffset += size;
    entries.push({
      width: ico.readUInt8(at) || 256,
      height: ico.readUInt8(at + 1) || 256,
      colours: ico.readUInt8(at + 2),
      planes: ico.readUInt16LE(at + 4),
      bitCount: ico.readUInt16LE(at + 6),
      png: ico.subarray(offset, offset + size),
    });
  }
  expect(expectedOffset, 'no bytes after the last image').toBe(ico.length);
  return entries;
}

const ico = async (variant: TLogoVariant, background?: string | null) =>
  renderFormat(coffee(), { variant, format: 'ico', width: 800, height: 600, background });

describe('ico', () => {
  for (const variant of ['main', 'white', 'symbol'] as const) {
    it(`${variant}: six square 32-bit PNG entries, 16 to 256 px, on the variant's background`, async () => {
      const { body, contentType, ext } = await ico(variant);
      expect([contentType, ext]).toEqual(['image/x-icon', 'ico']);
      const entries = readIco(body);
      expect(entries.map((e) => [e.width, e.height])).toEqual(ICO_SIZES.map((s) => [s, s]));
      for (const e of entries) {
        expect([e.colours, e.planes, e.bitCount]).toEqual([0, 1, 32]);
        const meta = await sharp(e.png).metadata();
        expect([meta.format, meta.width, meta.height, meta.channels]).toEqual(['png', e.width, e.height, 4]);
        const p = await pixels(e.png);
        expect(p.at(0, 0)[3]).toBe(255);
        expect(colourDistance(p.at(0, 0), variantBackground(coffee(), variant))).toBe(0);
      }
    });
  }

  it('is transparent around the logo without a background', async () => {
    for (const e of readIco((await ico('symbol', null)).body)) {
      const p = await pixels(e.png);
      expect([p.at(0, 0)[3], p.at(e.width - 1, e.height - 1)[3]]).toEqual([0, 0]);
      const c = Math.floor(e.width / 2);
      expect(p.at(c, c)[3], `${e.width} px centre`).toBeGreaterThan(0);
    }
  });

  it('is deterministic and ignores the requested width and height', async () => {
    const a = (await ico('main')).body;
    const b = (await renderFormat(coffee(), { variant: 'main', format: 'ico', width: 1000, height: 1000 })).body;
    expect(b.equals(a)).toBe(true);
  });

  it.skipIf(!ICOTOOL)(`is listed by icotool with every size${skipReason}`, async () => {
    const listing = withTempFile('logo.ico', (await ico('main')).body, (file) => run('icotool', ['-l', file]));
    for (const [i, s] of ICO_SIZES.entries()) {
      expect(listing).toContain(`--icon --index=${i + 1} --width=${s} --height=${s} --bit-depth=32 --palette-size=0`);
    }
  });

  it('refuses entries that are not RGBA PNGs of at most 256 px', async () => {
    const rgb = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#000' } }).png().toBuffer();
    const big = await sharp({ create: { width: 300, height: 300, channels: 4, background: '#0000' } }).png().toBuffer();
    expect(() => packIco([rgb])).toThrow(/RGBA/);
    expect(() => packIco([big])).toThrow(/larger than 256/);
    expect(() => packIco([Buffer.from('not a png at all, not at all, no')])).toThrow(/not a PNG/);
  });
});
