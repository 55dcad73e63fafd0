import { z } from 'zod';

/**
 * The font stage of the brand-identity page (spec 02 §2, §3 "Font price
 * item", §5, §8; spec 01 §2 "Font authorisation dialog", §3, §5, §7):
 * the logo's fonts with their commercial licence and the logo's font
 * authorisation (licensee and contact), Chinese site only.
 */

/** spec 02 §8: the text shown while the font list is fetched. */
export const FONT_PRICES_PENDING = '正在拉取字体授权信息，请稍后……';

export const ZFontPriceItem = z.object({
  /** The catalogue entry's id (one price detail per font). */
  detail_id: z.number().int(),
  font_id: z.string(),
  font_name: z.string(),
  /** 0 = not free for commercial use, 1 = free (spec 02 §3). */
  isfree: z.union([z.literal(0), z.literal(1)]),
  /** Commercial licence price in yuan; 0 with isfree 0: the provider grants it free. */
  price: z.number().nonnegative(),
  authorization_url: z.string().nullable(),
  /** Only for the owner or an admin (spec 02 §6); null otherwise. */
  authorized_name: z.string().nullable(),
  authorized_contact_number: z.string().nullable(),
  /** Where the logo uses the font. */
  role: z.enum(['name', 'slogan']),
});
export type TFontPriceItem = z.infer<typeof ZFontPriceItem>;

export const ZFontPricesResponse = z.object({
  code: z.literal(200),
  list: z.array(ZFontPriceItem),
  /** Both authorisation fields are set (spec 01 §5). */
  authorized: z.boolean(),
  /** The authorisation itself, for the owner or an admin only (spec 02 §6); null otherwise or when missing. */
  authorization: z.object({ authorized_name: z.string(), authorized_contact_number: z.string() }).nullable(),
  /** The viewer may edit the authorisation and download the licence (owner or admin). */
  editable: z.boolean(),
  /** The logo is bought: an unbought logo is asked to fill in the authorisation (spec 02 §8). */
  bought: z.boolean(),
});
export type TFontPricesResponse = z.infer<typeof ZFontPricesResponse>;

/** The notice of one font (spec 02 §8). */
export type FontNotice = 'free' | 'paid' | 'provider';

export function fontNotice(item: Pick<TFontPriceItem, 'isfree' | 'price'>): FontNotice {
  if (item.isfree === 1) return 'free';
  return item.price > 0 ? 'paid' : 'provider';
}

export const FONT_AUTH_NAME_MAX = 60;

/** Messages of the authorisation form (the dialog and the server say the same). */
export const FONT_AUTH_MESSAGES = {
  nameRequired: '请填写被授权人（个人或企业名称）',
  nameTooLong: `被授权人名称最多${FONT_AUTH_NAME_MAX}个字`,
  contactInvalid: '请填写正确的联系电话（手机号或座机号）',
  saved: '字体授权信息已保存',
} as const;

/** spec 01 §7: the save answers status and msg. */
export const ZFontAuthorizationResponse = z.object({ status: z.literal(1), msg: z.string() });

/** The licence certificate's file name. */
export const FONT_LICENCE_NAME = (logoName: string) => `${logoName}-字体授权证书.pdf`;
