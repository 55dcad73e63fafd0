/**
 * Median render time of every download format at 800×600, 2000×1500 and
 * 5000×3750, next to the same composer SVG rendered by sharp's own SVG path
 * (librsvg) — with sharp's default encoder settings, and with exactly the
 * settings of our format — and by the other rasteriser (resvg + sharp), so the
 * choice of RASTER_ENGINE in server/render/formats/bitmap.ts can be re-checked
 * on any machine. Runs are interleaved (every contender once per round), so
 * load from other processes hits them alike.
 *
 *   npx tsx scripts/bench-formats.ts [--logo 1001] [--variant main] [--rounds 7]
 *
 * `npm run bench` runs it too, as the first part of scripts/bench.ts.
 */
import { cpus } from 'node:os';
import sharp from 'sharp';
import { composeLogoSvg, outlineDesign, variantBackground } from '../core/composer';
import { DOWNLOAD_FORMATS } from '../core/constants';
import { ZDesign, ZLogoVariant } from '../core/design';
import { DEMO_DESIGNS } from '../server/demo/designs';
import { serverFontSource } from '../server/render/fonts';
import { FORMAT_INFO, renderFormat } from '../server/render/formats';
import { RASTER_ENGINE, encodeJpg, encodePng, rasterise, type RasterEngine } from '../server/render/formats/bitmap';

const SIZES = [
  [800, 600],
  [2000, 1500],
  [5000, 3750],
] as const;

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 && process.argv[i + 1] ? process.argv[i + 1] : fallback;
}

export const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

async function timed(f: () => Promise<unknown>): Promise<number> {
  const t = performance.now();
  await f();
  return performance.now() - t;
}

export interface FormatBenchOptions {
  logo: number;
  variant: string;
  rounds: number;
}

/** Prints the table; `npm run bench` (scripts/bench.ts) runs it as its first part. */
export async function benchFormats(opts: FormatBenchOptions): Promise<void> {
  const logo = opts.logo;
  const variant = ZLogoVariant.parse(opts.variant);
  const baseRounds = opts.rounds;
  const outlined = outlineDesign(ZDesign.parse(DEMO_DESIGNS[logo]), serverFontSource);
  const other: RasterEngine = RASTER_ENGINE === 'sharp' ? 'resvg' : 'sharp';
  const bg = variantBackground(outlined, variant);

  console.log(
    `logo ${logo} ${variant}; ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}; node ${process.version}; ` +
      `sharp ${sharp.versions.sharp} (libvips ${sharp.versions.vips}); concurrency ${sharp.concurrency()}; engine ${RASTER_ENGINE}`,
  );
  console.log('median ms (bytes of our file); ×same = ours / sharp-SVG with our settings; ×default = ours / sharp-SVG defaults');

  for (const [width, height] of SIZES) {
    const rounds = width >= 5000 ? Math.max(3, Math.ceil(baseRounds / 2)) : baseRounds;
    const svg = composeLogoSvg(outlined, { variant, width, height });
    const svgBuf = Buffer.from(svg);
    type Contender = { name: string; run: () => Promise<unknown> };
    const contenders: Contender[] = [
      ...DOWNLOAD_FORMATS.map((format) => ({ name: format, run: () => renderFormat(outlined, { variant, format, width, height }) })),
      { name: 'ref:png default', run: () => sharp(svgBuf).png().toBuffer() },
      { name: 'ref:jpg default', run: () => sharp(svgBuf).flatten({ background: bg }).jpeg().toBuffer() },
    ];
    for (const q of ['low', 'high'] as const) {
      contenders.push(
        { name: `ref:png-${q} same`, run: async () => encodePng(sharp(svgBuf), q, true) },
        { name: `ref:jpg-${q} same`, run: async () => encodeJpg(sharp(svgBuf), q, bg) },
        { name: `alt:png-${q} ${other}`, run: async () => encodePng(await rasterise(svg, other), q, true) },
        { name: `alt:jpg-${q} ${other}`, run: async () => encodeJpg(await rasterise(svg, other), q, bg) },
      );
    }
    const times = new Map<string, number[]>(contenders.map((c) => [c.name, []]));
    for (const c of contenders) await c.run(); // warm-up
    for (let r = 0; r < rounds; r++) for (const c of contenders) times.get(c.name)?.push(await timed(c.run));
    const med = (name: string) => median(times.get(name) ?? [NaN]);

    console.log(`\n${width}×${height} (${rounds} rounds)`);
    for (const format of DOWNLOAD_FORMATS) {
      const bytes = (await renderFormat(outlined, { variant, format, width, height })).body.length;
      const ms = med(format);
      let note = '';
      const q = FORMAT_INFO[format].quality;
      const kind = FORMAT_INFO[format].ext;
      if (q && (kind === 'png' || kind === 'jpg')) {
        note =
          `  ×same ${(ms / med(`ref:${kind}-${q} same`)).toFixed(2)}` +
          `  ×default ${(ms / med(`ref:${kind} default`)).toFixed(2)}` +
          `  | ${other}: ${med(`alt:${kind}-${q} ${other}`).toFixed(1)} ms`;
      }
      console.log(`  ${format.padEnd(9)} ${ms.toFixed(1).padStart(8)} ms ${String(bytes).padStart(9)} B${note}`);
    }
    for (const name of ['ref:png default', 'ref:jpg default']) console.log(`  ${name.padEnd(16)} ${med(name).toFixed(1).padStart(8)} ms`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  benchFormats({ logo: Number(arg('logo', '1001')), variant: arg('variant', 'main'), rounds: Number(arg('rounds', '7')) }).catch(
    (err: unknown) => {
      console.error(err);
      process.exit(1);
    },
  );
}
