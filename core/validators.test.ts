import { describe, expect, it } from 'vitest';
import { isMainlandMobile } from './mobile';
import { filterTaxNumberInput, isEmailAddress, isUscc, USCC_CHARSET, usccCheckChar } from './validators';

/**
 * Real unified social credit codes published online: python-stdnum's test
 * suite (tests/test_cn_uscc.doctest), hutool's CreditCodeUtilTest, and the
 * registration certificates of two foundations and a social organisation
 * (民政, 5x) found on public pages.
 */
const VALID_USCC = [
  // python-stdnum: enterprises (91), individual businesses (92), a public institution (12)
  '91110000600037341L',
  '91110000710926094P',
  '91120224064012553U',
  '911522010783710635',
  '91152201078371135X',
  '9115220107837757XE',
  '91310000631696382C',
  '913101127033980359',
  '91310115MA1K3BTP2B',
  '9131012056010553X5',
  '91340600MA2PBM9HXD',
  '9144030071526726XG',
  '91620105L015101280',
  '92340602MA2PBMEM24',
  '92340603MA2PBN17X5',
  '121200004013590816',
  // hutool
  '91310115591693856A',
  '91310110666007217T',
  // 社会团体 and 基金会 (民政)
  '51310110501144395U',
  '53100000500019795A',
];

/** The next character of the charset: a real code with a wrong check character. */
function mutateCheck(code: string): string {
  const next = USCC_CHARSET[(USCC_CHARSET.indexOf(code[17]) + 1) % USCC_CHARSET.length];
  return code.slice(0, 17) + next;
}

/** A code with one position replaced and the check character recomputed, so only the replaced rule fails. */
function withPosition(code: string, index: number, char: string): string {
  const first17 = code.slice(0, index) + char + code.slice(index + 1, 17);
  return first17 + usccCheckChar(first17);
}

describe('isUscc (GB 32100-2015)', () => {
  it.each(VALID_USCC)('accepts the published code %s', (code) => {
    expect(isUscc(code)).toBe(true);
  });

  it.each(VALID_USCC)('refuses %s with its check character changed', (code) => {
    expect(isUscc(mutateCheck(code))).toBe(false);
  });

  it('computes the check character of the weights 1, 3, 9 … 28 modulo 31', () => {
    expect(usccCheckChar('91110000600037341')).toBe('L');
    expect(usccCheckChar('12120000401359081')).toBe('6');
    // 31 − (Σ mod 31) = 31 maps to 0
    expect(VALID_USCC.map((c) => usccCheckChar(c))).toEqual(VALID_USCC.map((c) => c[17]));
  });

  it('refuses a code of a pilot region that does not follow the standard (hutool keeps it as its counter-example)', () => {
    expect(isUscc('91350211M00013FA1N')).toBe(false);
  });

  it('refuses wrong lengths, lower case and the letters I, O, S, V, Z', () => {
    const code = '91110000600037341L';
    for (const bad of ['', '12345', code.slice(0, 17), `${code}0`, code.toLowerCase(), ` ${code}`]) {
      expect(isUscc(bad), bad).toBe(false);
    }
    for (const letter of ['I', 'O', 'S', 'V', 'Z']) {
      expect(isUscc(code.slice(0, 10) + letter + code.slice(11)), letter).toBe(false);
      expect(isUscc(code.slice(0, 17) + letter), letter).toBe(false);
    }
  });

  it('refuses an unknown registration department and a type its department does not have', () => {
    const code = '91110000600037341L';
    // departments 0, B, C … do not exist
    for (const dept of ['0', 'B', 'C', 'X']) expect(isUscc(withPosition(code, 0, dept)), dept).toBe(false);
    // 工商 (9) has types 1–3 only; 其他 (Y) only 1; 机构编制 (1) has no type 4
    expect(isUscc(withPosition(code, 1, '4'))).toBe(false);
    expect(isUscc(withPosition(code, 1, '9'))).toBe(false);
    expect(isUscc(withPosition(withPosition(code, 0, 'Y'), 1, '2'))).toBe(false);
    expect(isUscc(withPosition(withPosition(code, 0, '1'), 1, '4'))).toBe(false);
    // …and the same positions with allowed values pass
    expect(isUscc(withPosition(code, 1, '3'))).toBe(true);
    expect(isUscc(withPosition(withPosition(code, 0, 'Y'), 1, '1'))).toBe(true);
    expect(isUscc(withPosition(withPosition(code, 0, 'N'), 1, '9'))).toBe(true);
  });

  it('refuses a letter in the administrative division (positions 3–8 are digits)', () => {
    expect(isUscc(withPosition('91110000600037341L', 4, 'A'))).toBe(false);
  });
});

describe('filterTaxNumberInput (spec 01 §5, while typing)', () => {
  it('keeps letters, digits, dot and slash and drops everything else', () => {
    expect(filterTaxNumberInput('9111 0000-6000_3734 1L')).toBe('91110000600037341L');
    expect(filterTaxNumberInput('ab.12/34')).toBe('ab.12/34');
    expect(filterTaxNumberInput('税号：91110000600037341L！')).toBe('91110000600037341L');
    expect(filterTaxNumberInput('')).toBe('');
  });
});

describe('isMainlandMobile (11 digits starting with 1, in a range an operator issues)', () => {
  // validator.js isMobilePhone zh-CN vectors in their bare 11-digit form, and numbers of the 13x, 16x, 17x, 19x ranges
  it.each(['15323456787', '13523333233', '13898728332', '16637108167', '13800000001', '13800138000', '19912345678', '16612345678', '17012345678'])(
    'accepts %s',
    (mobile) => {
      expect(isMainlandMobile(mobile)).toBe(true);
    },
  );

  // Right shape, but no operator issues numbers under 10x, 11x, 12x or 128.
  it.each(['12038389438', '12838389438', '11012345678', '10012345678'])('refuses %s (no such range)', (mobile) => {
    expect(isMainlandMobile(mobile)).toBe(false);
  });

  it.each(['12345', '', '010-38238383', '+8613238234822', '08613487234567', '86-17823492338', '23523333233', '1352333323', '135233332331', '1352333323a'])(
    'refuses %s',
    (mobile) => {
      expect(isMainlandMobile(mobile)).toBe(false);
    },
  );
});

describe('isEmailAddress', () => {
  // validator.js isEmail vectors (the ASCII ones without quoted local parts)
  it.each([
    'foo@bar.com',
    'x@x.au',
    'foo@bar.com.au',
    'foo+bar@bar.com',
    'test123+ext@gmail.com',
    'some.name.midd.leNa.me.and.locality+extension@GoogleMail.com',
    'test@gmail.com',
    'test.1@gmail.com',
    'test@1337.com',
    `${'a'.repeat(64)}@${'a'.repeat(63)}.com`,
    'owner@demo.test',
  ])('accepts %s', (email) => {
    expect(isEmailAddress(email)).toBe(true);
  });

  it.each([
    'invalidemail@',
    'invalid.com',
    '@invalid.com',
    'foo@bar.com.',
    'foo@_bar.com',
    'somename@ｇｍａｉｌ.com',
    'foo@bar.co.uk.',
    'z@co.c',
    `${'a'.repeat(65)}@${'a'.repeat(250)}.com`,
    `${'a'.repeat(64)}@${'a'.repeat(64)}.com`,
    'test1@invalid.co m',
    'multiple..dots@stillinvalid.com',
    'test123+invalid! sub_address@gmail.com',
    'ends.with.dot.@gmail.com',
    'wrong()[]",:;<>@@gmail.com',
    'nbsp test@test.com',
    'hans.m端ller@test.com',
    'foo@localhost',
  ])('refuses %s', (email) => {
    expect(isEmailAddress(email)).toBe(false);
  });
});
