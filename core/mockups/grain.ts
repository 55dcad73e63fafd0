/**
 * The grain texture scenes lay over paper, fabric, wood and walls: a small
 * tile of deterministic noise, written as a PNG data URL by the few lines
 * below (stored deflate blocks, no compression library), so the browser and
 * the server build the very same bytes. An SVG turbulence filter would draw
 * the same kind of grain but costs ~100 ms a 2400 px render here; a tiled
 * image costs almost nothing.
 */

/** Side of the tile in px (it repeats; 128 px of noise shows no visible period). */
export const GRAIN_TILE = 128;

const CRC_TABLE = (() => {
  const t = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    t[n] = c >>> 0;
  }
  return t;
})();

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function adler32(bytes: Uint8Array): number {
  let a = 1;
  let b = 0;
  for (const x of bytes) {
    a = (a + x) % 65521;
    b = (b + a) % 65521;
  }
  return ((b << 16) | a) >>> 0;
}

function u32(n: number): number[] {
  return [(n >>> 24) & 0xff, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff];
}

function chunk(type: string, data: Uint8Array): number[] {
  const body = new Uint8Array(4 + data.length);
  for (let i = 0; i < 4; i++) body[i] = type.charCodeAt(i);
  body.set(data, 4);
  return [...u32(data.length), ...body, ...u32(crc32(body))];
}

/** zlib stream of stored (uncompressed) blocks. */
function zlibStored(raw: Uint8Array): Uint8Array {
  const out: number[] = [0x78, 0x01];
  for (let i = 0; i < raw.length || i === 0; i += 65535) {
    const block = raw.subarray(i, Math.min(i + 65535, raw.length));
    const last = i + 65535 >= raw.length ? 1 : 0;
    out.push(last, block.length & 0xff, block.length >>> 8, ~block.length & 0xff, (~block.length >>> 8) & 0xff, ...block);
  }
  out.push(...u32(adler32(raw)));
  return Uint8Array.from(out);
}

/** Base64 without Buffer or btoa (core runs in both). */
function base64(bytes: Uint8Array): string {
  const A = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
  let s = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const n = (bytes[i]! << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
    s += A[(n >>> 18) & 63]! + A[(n >>> 12) & 63]! + (i + 1 < bytes.length ? A[(n >>> 6) & 63]! : '=') + (i + 2 < bytes.length ? A[n & 63]! : '=');
  }
  return s;
}

/** A grey + alpha PNG (8 bits each) of `side`² pixels from `pixel(x, y) → [grey, alpha]`. */
export function greyAlphaPng(side: number, pixel: (x: number, y: number) => readonly [number, number]): string {
  const raw = new Uint8Array(side * (1 + side * 2));
  let o = 0;
  for (let y = 0; y < side; y++) {
    raw[o++] = 0; // filter: none
    for (let x = 0; x < side; x++) {
      const [g, a] = pixel(x, y);
      raw[o++] = g;
      raw[o++] = a;
    }
  }
  const ihdr = Uint8Array.from([...u32(side), ...u32(side), 8, 4, 0, 0, 0]);
  const png = [137, 80, 78, 71, 13, 10, 26, 10, ...chunk('IHDR', ihdr), ...chunk('IDAT', zlibStored(raw)), ...chunk('IEND', new Uint8Array(0))];
  return `data:image/png;base64,${base64(Uint8Array.from(png))}`;
}

/** Mulberry32: a small seeded generator, the same numbers everywhere. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

let grain: string | undefined;

/**
 * The grain tile: black and white specks of varying strength on transparency
 * (mean alpha ~8 %), so a scene lays it over any colour with an opacity of
 * its own choosing.
 */
export function grainDataUrl(): string {
  if (grain === undefined) {
    const next = random(20261124);
    grain = greyAlphaPng(GRAIN_TILE, () => {
      const v = next();
      const strength = next();
      return [v < 0.5 ? 0 : 255, Math.round(strength * strength * 64)];
    });
  }
  return grain;
}
