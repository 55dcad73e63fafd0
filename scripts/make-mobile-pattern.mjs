// `node scripts/make-mobile-pattern.mjs`: core/mobile-pattern.json, the pattern of a mainland China mobile
// number in libphonenumber's mobile metadata (its type MOBILE of China, +86), from the installed package.
// Run after an upgrade of libphonenumber-js (core/mobile.test.ts fails until then).
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Metadata } from 'libphonenumber-js/core';

/** China's mobile pattern and the lengths it allows, as libphonenumber's metadata `full` gives them. */
export function mobilePatternOf(full) {
  const metadata = new Metadata(full);
  metadata.selectNumberingPlan('CN');
  const mobile = metadata.numberingPlan.type('MOBILE');
  return { version: full.version, pattern: mobile.pattern(), lengths: mobile.possibleLengths() };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const require = createRequire(import.meta.url);
  const full = JSON.parse(readFileSync(require.resolve('libphonenumber-js/metadata.mobile.json'), 'utf8'));
  const out = new URL('../core/mobile-pattern.json', import.meta.url);
  writeFileSync(out, `${JSON.stringify(mobilePatternOf(full))}\n`);
  console.log(`wrote ${out.pathname}`);
}
