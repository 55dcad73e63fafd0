/// <reference lib="webworker" />
import { sha256 } from '@noble/hashes/sha2';
import { challengeBits, leadingZeroBits, proofMessage } from '../../core/proof';

/**
 * Searches for the nonce a proof-of-work challenge asks for (core/proof.ts),
 * off the page's thread so the page stays responsive. Posts `{ nonce }`.
 */
self.onmessage = (event: MessageEvent<{ challenge: string }>) => {
  const { challenge } = event.data;
  const bits = challengeBits(challenge);
  const encoder = new TextEncoder();
  for (let nonce = 0; ; nonce++) {
    if (leadingZeroBits(sha256(encoder.encode(proofMessage(challenge, nonce)))) >= bits) {
      self.postMessage({ nonce });
      return;
    }
  }
};
