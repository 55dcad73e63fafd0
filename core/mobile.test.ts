import { isValidPhoneNumber } from 'libphonenumber-js/mobile';
import { describe, expect, it } from 'vitest';
import { isMainlandMobile } from './mobile';
import ours from './mobile-pattern.json';
import full from 'libphonenumber-js/metadata.mobile.json';
// @ts-expect-error: a plain JavaScript script, no types
import { mobilePatternOf } from '../scripts/make-mobile-pattern.mjs';

describe('the mainland mobile check on China\'s mobile pattern from libphonenumber\'s metadata', () => {
  it('holds exactly the installed package\'s pattern of China\'s mobile numbers, 11 digits (after an upgrade: node scripts/make-mobile-pattern.mjs)', () => {
    expect(ours).toEqual(mobilePatternOf(full));
    expect(ours.lengths).toEqual([11]);
  });

  it('agrees with the whole metadata on every operator prefix (a number of each 1xxxx and 1xxxxx prefix)', () => {
    let checked = 0;
    for (let prefix = 10000; prefix < 20000; prefix++) {
      for (const rest of ['000000', '999999']) {
        const mobile = `${prefix}${rest}`;
        expect(isMainlandMobile(mobile), mobile).toBe(isValidPhoneNumber(mobile, 'CN'));
        checked += 1;
      }
    }
    for (let prefix = 174000; prefix < 174100; prefix++) {
      const mobile = `${prefix}12345`;
      expect(isMainlandMobile(mobile), mobile).toBe(isValidPhoneNumber(mobile, 'CN'));
      checked += 1;
    }
    expect(checked).toBe(20_100);
  });
});
