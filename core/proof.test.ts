import { describe, expect, it } from 'vitest';
import { challengeBits, leadingZeroBits, proofMessage, ZProof } from './proof';

describe('proof of work (core/proof.ts)', () => {
  it('counts leading zero bits across bytes', () => {
    expect(leadingZeroBits(Uint8Array.from([0x80]))).toBe(0);
    expect(leadingZeroBits(Uint8Array.from([0x01, 0xff]))).toBe(7);
    expect(leadingZeroBits(Uint8Array.from([0x00, 0x00, 0x1f]))).toBe(19);
    expect(leadingZeroBits(Uint8Array.from([0x00, 0x00]))).toBe(16);
  });

  it('reads the bits a challenge asks for, and 0 from anything else', () => {
    const challenge = `v1.18.1764300000000.${'a'.repeat(32)}.${'b'.repeat(64)}`;
    expect(challengeBits(challenge)).toBe(18);
    expect(challengeBits('v1.18.oops')).toBe(0);
    expect(challengeBits(`v2.18.1.${'a'.repeat(32)}.${'b'.repeat(64)}`)).toBe(0);
    expect(proofMessage(challenge, 42)).toBe(`${challenge}.42`);
  });

  it('accepts a proof with a challenge and a whole nonce only', () => {
    const challenge = `v1.16.1764300000000.${'0'.repeat(32)}.${'f'.repeat(64)}`;
    expect(ZProof.safeParse({ challenge, nonce: 7 }).success).toBe(true);
    expect(ZProof.safeParse({ challenge, nonce: -1 }).success).toBe(false);
    expect(ZProof.safeParse({ challenge, nonce: 1.5 }).success).toBe(false);
    expect(ZProof.safeParse({ challenge: `${challenge}<script>`, nonce: 1 }).success).toBe(false);
  });
});
