import { z } from 'zod';
import { fieldError } from './api';
import { ZProof } from './proof';
import { isMainlandMobile } from './mobile';

/**
 * SMS sign-in of the Chinese site (POST /api/auth/sms/send, /api/auth/sms/login),
 * for the auth routes and the sign-in page. Kept out of core/api.ts: the
 * mobile check carries the operators' ranges (core/mobile.ts), which only the pages
 * that ask for a mobile number should load.
 */

/** spec 02 §5: mobile is 11 digits, 1 followed by 10 digits, in a range an operator issues. */
export const ZMobile = z.string().refine(isMainlandMobile, fieldError('MOBILE_INVALID'));

/**
 * The ranges of China's virtual operators (170, 171, 162, 165, 167): numbers
 * an installation may refuse for SMS sign-in (SMS_REFUSE_VIRTUAL, docs/SMS.md),
 * as they are what SMS fraud uses most.
 */
export const VIRTUAL_OPERATOR_PREFIXES = ['170', '171', '162', '165', '167'] as const;

export function isVirtualOperatorMobile(mobile: string): boolean {
  return VIRTUAL_OPERATOR_PREFIXES.some((prefix) => mobile.startsWith(prefix));
}
/** `proof`: the answer to the challenge of an SMS_PROOF_REQUIRED refusal (core/proof.ts). */
export const ZSmsSend = z.object({ mobile: ZMobile, proof: ZProof.optional() });
export const ZSmsLogin = z.object({ mobile: ZMobile, code: z.string().regex(/^\d{6}$/) });
