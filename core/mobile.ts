import mobile from './mobile-pattern.json';

/** A number in a range an operator issues: libphonenumber's pattern of China's mobile numbers, whole. */
const RANGES = new RegExp(`^(?:${mobile.pattern})$`);

/**
 * A mainland China mobile number as people type it: 11 digits starting with 1
 * (no country code, no separators), in a range an operator issues. The shape
 * alone lets through numbers no operator issues (120…, 128…), so the ranges
 * come from libphonenumber's mobile metadata — China's mobile pattern only
 * (core/mobile-pattern.json, made by scripts/make-mobile-pattern.mjs from the
 * installed package; core/mobile.test.ts checks it agrees with the package on
 * every prefix): a page that checks a mobile number loads a line of pattern,
 * not the library and its metadata. Every mainland mobile check uses this
 * one: invoice, SMS sign-in, trademark enquiry.
 */
export function isMainlandMobile(value: string): boolean {
  return /^1\d{10}$/.test(value) && RANGES.test(value);
}
