import { isValidPhoneNumber } from 'libphonenumber-js/mobile';
import { describe, expect, it } from 'vitest';
import { isMainlandMobile } from './mobile';
import ours from './mobile-metadata.json';
import full from 'libphonenumber-js/metadata.mobile.json';
// @ts-expect-error: a plain JavaScript script, no types
import { metadataOf } from '../scripts/make-mobile-metadata.mjs';

describe('the mainland mobile check on China\'s part of libphonenumber\'s metadata', () => {
  it('holds exactly China\'s part of the installed package\'s mobile metadata (after an upgrade: node scripts/make-mobile-metadata.mjs)', () => {
    expect(ours).toEqual(metadataOf(full, ['CN']));
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
