import type { TProof } from '../../core/proof';
import { ApiError } from './client';

/** Finds the answer to a proof-of-work challenge in a worker (a fraction of a second to a few seconds). */
export function solveProof(challenge: string): Promise<TProof> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./proof.worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (event: MessageEvent<{ nonce: number }>) => {
      worker.terminate();
      resolve({ challenge, nonce: event.data.nonce });
    };
    worker.onerror = (event) => {
      worker.terminate();
      reject(new Error(event.message || 'the security check could not run'));
    };
    worker.postMessage({ challenge });
  });
}

/**
 * Makes a call that sends a code; when the server first asks for the proof
 * step (SMS_PROOF_REQUIRED, after a few codes from one address), answers its
 * challenge and makes the call again with the proof. `onChecking` says when
 * the check runs, for the page to show it.
 */
export async function withProof<T>(call: (proof?: TProof) => Promise<T>, onChecking?: (checking: boolean) => void): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof ApiError) || error.code !== 'SMS_PROOF_REQUIRED' || !error.challenge) throw error;
    onChecking?.(true);
    try {
      return await call(await solveProof(error.challenge));
    } finally {
      onChecking?.(false);
    }
  }
}
