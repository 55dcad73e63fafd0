import { isValidPhoneNumber, type MetadataJson } from 'libphonenumber-js/core';
import metadata from './mobile-metadata.json';

/**
 * A mainland China mobile number as people type it: 11 digits starting with 1
 * (no country code, no separators), in a range an operator issues. The shape
 * alone lets through numbers no operator issues (120…, 128…), so the ranges
 * come from libphonenumber's mobile metadata (its smallest build that knows
 * number types: the default "min" build only checks the length) — China's
 * part of it only (core/mobile-metadata.json, made by
 * scripts/make-mobile-metadata.mjs): a page that checks a mobile number loads
 * ~5 KB of ranges instead of every country's 98 KB. Every mainland mobile
 * check uses this one: invoice, SMS sign-in, trademark enquiry.
 */
export function isMainlandMobile(value: string): boolean {
  return /^1\d{10}$/.test(value) && isValidPhoneNumber(value, 'CN', metadata as unknown as MetadataJson);
}
