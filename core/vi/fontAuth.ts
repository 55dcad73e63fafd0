import { z } from 'zod';
import { isMainlandMobile } from '../mobile';
import { isTypedText } from '../text';
import { FONT_AUTH_MESSAGES, FONT_AUTH_NAME_MAX } from './fonts';

/**
 * The font authorisation's payload (spec 01 §3, §5, §7), apart from the font
 * list: its contact check carries the mobile ranges (core/mobile.ts), which
 * load with the authorisation dialog, not with the brand-identity page.
 */

/** A mainland landline as people write it: area code 0xx or 0xxx, 7–8 digits, optional extension. */
const LANDLINE = /^0\d{2,3}-?\d{7,8}(-\d{1,6})?$/;

/** The contact number of a licensee: a mainland mobile or landline number. */
export function isContactNumber(value: string): boolean {
  return isMainlandMobile(value) || LANDLINE.test(value);
}

/** spec 01 §3/§7: the save's payload; both fields required, trimmed. */
export const ZFontAuthorization = z.object({
  authorized_name: z
    .string()
    .trim()
    .min(1, FONT_AUTH_MESSAGES.nameRequired)
    .max(FONT_AUTH_NAME_MAX, FONT_AUTH_MESSAGES.nameTooLong)
    .refine(isTypedText, FONT_AUTH_MESSAGES.nameRequired),
  authorized_contact_number: z
    .string()
    .trim()
    .refine(isContactNumber, FONT_AUTH_MESSAGES.contactInvalid),
});
export type TFontAuthorization = z.infer<typeof ZFontAuthorization>;

