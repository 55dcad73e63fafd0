/**
 * ICO container with PNG entries (Windows Vista and later, every browser).
 * Written here rather than with sharp-ico: sharp-ico 0.1.5 (ico-endec) stores
 * the PNG's bit depth per channel (8) as the entry's bit count, where readers
 * such as icotool and Windows expect bits per pixel (32 for RGBA).
 */

/** Icon sizes of the ico download, px (square). */
export const ICO_SIZES = [16, 32, 48, 64, 128, 256] as const;

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Width and height from a PNG's IHDR; throws when `png` is not a PNG. */
function pngSize(png: Buffer): { width: number; height: number; rgba: boolean } {
  if (png.length < 33 || !png.subarray(0, 8).equals(PNG_SIGNATURE) || png.toString('latin1', 12, 16) !== 'IHDR') {
    throw new Error('ico entry is not a PNG');
  }
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20), rgba: png[24] === 8 && png[25] === 6 };
}

/** Packs 8-bit RGBA PNGs (each at most 256×256) into one .ico file, in the order given. */
export function packIco(pngs: readonly Buffer[]): Buffer {
  const header = Buffer.alloc(6 + 16 * pngs.length);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(pngs.length, 4);
  let offset = header.length;
  pngs.forEach((png, i) => {
    const { width, height, rgba } = pngSize(png);
    if (width > 256 || height > 256) throw new Error(`ico entry ${width}×${height} is larger than 256`);
    if (!rgba) throw new Error('ico entries must be 8-bit RGBA PNGs');
    const at = 6 + 16 * i;
    header.writeUInt8(width === 256 ? 0 : width, at); // 0 means 256
    header.writeUInt8(height === 256 ? 0 : height, at + 1);
    header.writeUInt8(0, at + 2); // no palette
    header.writeUInt8(0, at + 3); // reserved
    header.writeUInt16LE(1, at + 4); // colour planes
    header.writeUInt16LE(32, at + 6); // bits per pixel
    header.writeUInt32LE(png.length, at + 8);
    header.writeUInt32LE(offset, at + 12);
    offset += png.length;
  });
  return Buffer.concat([header, ...pngs]);
}
