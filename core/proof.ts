import { z } from 'zod';

/**
 * The proof step before more SMS codes from one client address (issue 31): a
 * proof of work the product verifies itself, no third-party captcha. The
 * server hands out a challenge (signed, bound to the address, short-lived,
 * single use) that names how many leading zero bits the SHA-256 of
 * `${challenge}.${nonce}` must have; the browser searches for such a nonce
 * (about 2^bits hashes: a fraction of a second for a person, a cost per code
 * for a bot that sends thousands) and sends it with the request.
 */

/** The challenge as the server writes it: `v1.<bits>.<expires ms>.<salt>.<mac>`. */
export const ZProofChallenge = z.string().regex(/^v1\.\d{1,2}\.\d{1,15}\.[0-9a-f]{32}\.[0-9a-f]{64}$/);
export const ZProof = z.object({
  challenge: ZProofChallenge,
  nonce: z.number().int().min(0).max(2 ** 40),
});
export type TProof = z.infer<typeof ZProof>;

/** How many leading zero bits a challenge asks for (0 for a string that is no challenge). */
export function challengeBits(challenge: string): number {
  return ZProofChallenge.safeParse(challenge).success ? Number(challenge.split('.')[1]) : 0;
}

/** What is hashed for a nonce. */
export function proofMessage(challenge: string, nonce: number): string {
  return `${challenge}.${nonce}`;
}

/** Leading zero bits of a hash. */
export function leadingZeroBits(hash: Uint8Array): number {
  let bits = 0;
  for (const byte of hash) {
    if (byte === 0) {
      bits += 8;
      continue;
    }
    return bits + Math.clz32(byte) - 24;
  }
  return bits;
}
