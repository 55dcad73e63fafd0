import { z } from 'zod';
import type { Locale } from '../constants';
import { isTypedText } from '../text';
import { isEmailAddress } from '../validators';

/**
 * What a business card says besides the logo (spec 02 §2 "Enter Card Info"):
 * name, title, phone, e-mail, address, website. The name is required; the
 * rest may be left empty and the designs close up around what is missing.
 * The browser keeps it per logo; the server checks it again before it sets
 * a card.
 */

export const CARD_FIELDS = ['name', 'title', 'phone', 'email', 'address', 'website'] as const;
export type CardField = (typeof CARD_FIELDS)[number];

export const CARD_FIELD_MAX: Record<CardField, number> = {
  name: 40,
  title: 60,
  phone: 30,
  email: 80,
  address: 120,
  website: 80,
};

/** Why a field's value is refused, or null when it may go on a card. */
export type CardFieldProblem = 'required' | 'tooLong' | 'invalid' | 'unprintable';

/**
 * What the cards' fonts can set: Latin, Greek and Cyrillic (Inter), Chinese
 * and kana (Noto Sans SC), digits and punctuation. Anything else (emoji,
 * Hangul, Arabic…) would print as empty boxes.
 */
const PRINTABLE = /^[\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Common}\p{Script=Inherited}]*$/u;
/** Emoji and other pictographs; ©, ® and ™ are in the fonts. */
const PICTOGRAPHS = /(?![\u00a9\u00ae\u2122])\p{Extended_Pictographic}/u;

const PHONE = /^\+?[0-9][0-9 ()\-.]{3,28}[0-9]$/;
const WEBSITE = /^(https?:\/\/)?([a-z0-9\u00a1-\uffff]([a-z0-9\u00a1-\uffff-]{0,61}[a-z0-9\u00a1-\uffff])?\.)+[a-z\u00a1-\uffff]{2,63}(:\d{2,5})?(\/[^\s]*)?$/i;

/**
 * Why a line of text set in the picture fonts (cards, the social kit's
 * images) is refused, or null: too long, not a single line a person typed,
 * or characters the fonts cannot set. Empty is the caller's to judge.
 */
export function setLineProblem(value: string, max: number): Exclude<CardFieldProblem, 'required'> | null {
  if (value.length > max) return 'tooLong';
  if (!isTypedText(value) || /[\r\n\t]/.test(value)) return 'invalid';
  if (!PRINTABLE.test(value) || PICTOGRAPHS.test(value)) return 'unprintable';
  return null;
}

/** The check of one field, shared by the form and the server. */
export function cardFieldProblem(field: CardField, raw: string): CardFieldProblem | null {
  const value = raw.trim();
  if (value === '') return field === 'name' ? 'required' : null;
  const line = setLineProblem(value, CARD_FIELD_MAX[field]);
  if (line) return line;
  if (field === 'phone' && !PHONE.test(value)) return 'invalid';
  if (field === 'email' && !isEmailAddress(value)) return 'invalid';
  if (field === 'website' && !WEBSITE.test(value)) return 'invalid';
  return null;
}

export type TCardInfo = Record<CardField, string>;

export const ZCardInfo = z
  .object(Object.fromEntries(CARD_FIELDS.map((f) => [f, z.string().max(CARD_FIELD_MAX[f] + 20).default('')])) as Record<CardField, z.ZodDefault<z.ZodString>>)
  .transform((info) => Object.fromEntries(CARD_FIELDS.map((f) => [f, info[f].trim()])) as TCardInfo)
  .superRefine((info, ctx) => {
    for (const f of CARD_FIELDS) {
      const problem = cardFieldProblem(f, info[f]);
      if (problem) ctx.addIssue({ code: 'custom', path: [f], message: problem });
    }
  });

/** What the cards show before the buyer has typed anything: a sample person per site. */
export const SAMPLE_CARD_INFO: Record<Locale, TCardInfo> = {
  zh: { name: '张明', title: '创始人', phone: '138 0000 0000', email: 'hello@example.com', address: '上海市静安区南京西路 1266 号', website: 'www.example.com' },
  en: { name: 'Alex Morgan', title: 'Founder', phone: '+1 555 0100 200', email: 'hello@example.com', address: '120 Market Street, San Francisco, CA', website: 'www.example.com' },
};
