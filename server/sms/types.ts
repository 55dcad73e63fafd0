/**
 * Sends a sign-in code by SMS. One driver per provider (SMS_DRIVER): the
 * providers send an approved template with the code as its parameter, never
 * free text. A refusal is an `SmsError` (./errors.ts) naming what went wrong.
 */
export interface SmsDriver {
  readonly name: string;
  sendCode(mobile: string, code: string): Promise<{ id: string }>;
}
