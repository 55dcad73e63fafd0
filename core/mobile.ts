import { isValidPhoneNumber } from 'libphonenumber-js/mobile';

/**
 * A mainland China mobile number as people type it: 11 digits starting with 1
 * (no country code, no separators), in a range an operator issues. The shape
 * alone lets through numbers no operator issues (120…, 128…), so the ranges
 * come from libphonenumber's mobile metadata (its smallest build that knows
 * number types: the default "min" build only checks the length). Every
 * mainland mobile check uses this one: invoice, SMS sign-in, trademark enquiry.
 */
export function isMainlandMobile(value: string): boolean {
  return /^1\d{10}$/.test(value) && isValidPhoneNumber(value, 'CN');
}
