import { z } from 'zod';
import { ZProof } from './proof';
import { isMainlandMobile } from './validators';

/**
 * SMS sign-in of the Chinese site (POST /api/auth/sms/send, /api/auth/sms/login),
 * for the auth routes and the sign-in page. Kept out of core/api.ts: the
 * mobile check carries libphonenumber's range metadata, which only the pages
 * that ask for a mobile number should load.
 */

/** spec 02 §5: mobile is 11 digits, 1 followed by 10 digits, in a range an operator issues. */
export const ZMobile = z.string().refine(isMainlandMobile);
/** `proof`: the answer to the challenge of an SMS_PROOF_REQUIRED refusal (core/proof.ts). */
export const ZSmsSend = z.object({ mobile: ZMobile, proof: ZProof.optional() });
export const ZSmsLogin = z.object({ mobile: ZMobile, code: z.string().regex(/^\d{6}$/) });
