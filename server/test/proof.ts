import { createHash } from 'node:crypto';
import { challengeBits, leadingZeroBits, proofMessage, type TProof } from '../../core/proof';

/** Answers a proof-of-work challenge as a browser does (the first nonce whose hash has the bits asked). */
export function solveProof(challenge: string): TProof {
  const bits = challengeBits(challenge);
  if (!bits) throw new Error(`not a challenge: ${challenge}`);
  for (let nonce = 0; ; nonce++) {
    if (leadingZeroBits(createHash('sha256').update(proofMessage(challenge, nonce)).digest()) >= bits) return { challenge, nonce };
  }
}
