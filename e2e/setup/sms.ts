import { readFileSync, statSync } from 'node:fs';
import { sharedServer } from './browser';

/** Where the server log ends now: codes sent after this byte are the journey's. */
export function serverLogSize(): number {
  return statSync(sharedServer().serverLog).size;
}

/**
 * The newest 6-digit code the log SMS driver sent to `mobile` after byte
 * `from` of the server log (polls up to 10 s): sign-in codes and the partner
 * site's activation codes alike.
 */
export async function smsCodeFromLog(mobile: string, from: number): Promise<string> {
  const pattern = new RegExp(`\\[sms\\] to ${mobile}: [^\\n]*?(\\d{6})`, 'g');
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const text = readFileSync(sharedServer().serverLog).subarray(from).toString('utf8');
    const codes = [...text.matchAll(pattern)].map((m) => m[1]);
    if (codes.length > 0) return codes[codes.length - 1];
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no SMS code for ${mobile} in the server log`);
}
