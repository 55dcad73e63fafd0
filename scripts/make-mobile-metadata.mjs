// `node scripts/make-mobile-metadata.mjs`: core/mobile-metadata.json, the part of libphonenumber's
// mobile metadata that a mainland number's check reads (China, +86), from the installed package.
// Run after an upgrade of libphonenumber-js (core/mobile.test.ts fails until then).
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/** The metadata of `countries` only, in libphonenumber's own format (its `core` functions take it as their last argument). */
export function metadataOf(full, countries) {
  const codes = Object.fromEntries(
    Object.entries(full.country_calling_codes)
      .map(([code, list]) => [code, list.filter((c) => countries.includes(c))])
      .filter(([, list]) => list.length > 0),
  );
  return { version: full.version, country_calling_codes: codes, countries: Object.fromEntries(countries.map((c) => [c, full.countries[c]])), nonGeographic: {} };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const require = createRequire(import.meta.url);
  const full = JSON.parse(readFileSync(require.resolve('libphonenumber-js/metadata.mobile.json'), 'utf8'));
  const out = new URL('../core/mobile-metadata.json', import.meta.url);
  writeFileSync(out, `${JSON.stringify(metadataOf(full, ['CN']))}\n`);
  console.log(`wrote ${out.pathname}`);
}
