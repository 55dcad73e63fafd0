import { readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import opentype from 'opentype.js';
import type { Font } from 'opentype.js';
import type { TFontId } from '../../core/design';
import type { FontSource } from '../../core/composer/outline';
import { readPairKerning, type PairKerning } from '../../core/composer/kerning';

/**
 * The font files behind FONT_IDS, from the @expo-google-fonts packages (plain
 * TTF: opentype.js 1.3.4 reads neither .ttc nor woff2). All are under the SIL
 * Open Font License 1.1 (checked in each package's LICENSE_FONT), so they may
 * be handed to customers with their logo, licence text alongside.
 */

interface CatalogueEntry {
  /** Name shown to customers, e.g. "Inter Bold". */
  name: string;
  family: string;
  weight: number;
  /** npm package and file inside it. */
  pkg: string;
  file: string;
  /** Public URL the download area serves the TTF at. */
  font_url: string;
}

const entry = (name: string, family: string, weight: number, pkg: string, file: string, slug: string): CatalogueEntry => ({
  name,
  family,
  weight,
  pkg: `@expo-google-fonts/${pkg}`,
  file,
  font_url: `/download/fonts/${slug}.ttf`,
});

export const FONT_CATALOGUE: Readonly<Record<TFontId, CatalogueEntry>> = {
  'inter-700': entry('Inter Bold', 'Inter', 700, 'inter', '700Bold/Inter_700Bold.ttf', 'inter-700'),
  'inter-400': entry('Inter Regular', 'Inter', 400, 'inter', '400Regular/Inter_400Regular.ttf', 'inter-400'),
  'montserrat-800': entry('Montserrat ExtraBold', 'Montserrat', 800, 'montserrat', '800ExtraBold/Montserrat_800ExtraBold.ttf', 'montserrat-800'),
  'montserrat-500': entry('Montserrat Medium', 'Montserrat', 500, 'montserrat', '500Medium/Montserrat_500Medium.ttf', 'montserrat-500'),
  'playfair-700': entry('Playfair Display Bold', 'Playfair Display', 700, 'playfair-display', '700Bold/PlayfairDisplay_700Bold.ttf', 'playfair-700'),
  'pacifico-400': entry('Pacifico Regular', 'Pacifico', 400, 'pacifico', '400Regular/Pacifico_400Regular.ttf', 'pacifico-400'),
  'noto-sans-sc-700': entry('Noto Sans SC Bold', 'Noto Sans SC', 700, 'noto-sans-sc', '700Bold/NotoSansSC_700Bold.ttf', 'noto-sans-sc-700'),
  'noto-sans-sc-400': entry('Noto Sans SC Regular', 'Noto Sans SC', 400, 'noto-sans-sc', '400Regular/NotoSansSC_400Regular.ttf', 'noto-sans-sc-400'),
  'zcool-kuaile-400': entry('ZCOOL KuaiLe Regular', 'ZCOOL KuaiLe', 400, 'zcool-kuaile', '400Regular/ZCOOLKuaiLe_400Regular.ttf', 'zcool-kuaile-400'),
};

export const FONT_LICENSE = {
  name: 'SIL Open Font License 1.1',
  spdx: 'OFL-1.1',
  url: 'https://openfontlicense.org',
} as const;

export interface FontFileInfo {
  id: TFontId;
  name: string;
  family: string;
  weight: number;
  /** Absolute path of the TTF. */
  path: string;
  bytes: number;
  font_url: string;
  license: typeof FONT_LICENSE;
  /** Absolute path of the package's licence text, to ship next to the font. */
  licensePath: string;
}

const require = createRequire(import.meta.url);

/** Absolute path of a font's TTF (throws at first use if the package is missing). */
export function fontPath(id: TFontId): string {
  const { pkg, file } = FONT_CATALOGUE[id];
  return require.resolve(`${pkg}/${file}`);
}

/** Everything the download area needs to hand a font file to a customer. */
export function fontFileInfo(id: TFontId): FontFileInfo {
  const c = FONT_CATALOGUE[id];
  const path = fontPath(id);
  return {
    id,
    name: c.name,
    family: c.family,
    weight: c.weight,
    path,
    bytes: statSync(path).size,
    font_url: c.font_url,
    license: FONT_LICENSE,
    licensePath: join(dirname(require.resolve(`${c.pkg}/package.json`)), 'LICENSE_FONT'),
  };
}

interface Loaded {
  font: Font;
  kerning: PairKerning;
}

// Parsed once per process, on first use, so a server that only renders Latin
// logos never pays for Noto Sans SC (10.6 MB a weight). Each glyph's outline is
// read when first drawn (opentype.js's lowMemory): a weight of Noto Sans SC
// parses in 0.43 s with 9 MB of heap instead of 1.1–1.2 s and 61 MB, all nine
// fonts in ~1 s and 24 MB instead of ~2.9 s and 176 MB; the same glyphs, advances
// and paths (fonts.test.ts).
const loaded = new Map<TFontId, Loaded>();

function load(id: TFontId): Loaded {
  let l = loaded.get(id);
  if (!l) {
    const buf = readFileSync(fontPath(id));
    const bytes = buf.buffer.slice(buf.byteOffset, buf.byteOffset + buf.byteLength);
    l = { font: opentype.parse(bytes, { lowMemory: true }), kerning: readPairKerning(bytes) };
    loaded.set(id, l);
  }
  return l;
}

/** The fonts of FONT_IDS, loaded lazily from node_modules and cached. */
export const serverFontSource: FontSource = {
  get: (id) => load(id).font,
  kerning: (id) => load(id).kerning,
};

/** The fonts parsed in this thread so far. */
export function parsedFonts(): TFontId[] {
  return [...loaded.keys()];
}
