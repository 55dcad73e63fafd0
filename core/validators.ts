/**
 * Isomorphic checks of Chinese identifiers and contact details (invoice form,
 * spec 01 §5). Pure functions: the web form and the server use the same ones.
 * The mainland mobile check is core/mobile.ts: its range metadata (~30 KB of a
 * page's script) loads only with the pages that ask for a mobile number.
 */

/** GB 32100-2015 code characters, in value order (no I, O, S, V, Z). */
export const USCC_CHARSET = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const USCC_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28] as const;

/**
 * Registration management department (1st character) → the institution type
 * codes (2nd character) it may use. GB 32100-2015 Table 1 with the codes the
 * standard's administration assigned since (外交 2, 司法行政 3, 文化 4, 旅游 6,
 * 宗教 7, 工会 8, 中央军委改革和编制办公室 A, 农业 N).
 */
export const USCC_TYPES_BY_DEPARTMENT: Readonly<Record<string, string>> = {
  '1': '1239', // 机构编制: 机关, 事业单位, 中央编办直管群众团体, 其他
  '2': '19', // 外交: 外国常驻新闻机构, 其他
  '3': '123459', // 司法行政: 律师执业机构, 公证处, 基层法律服务所, 司法鉴定机构, 仲裁委员会, 其他
  '4': '19', // 文化: 外国在华文化中心, 其他
  '5': '1239', // 民政: 社会团体, 民办非企业单位, 基金会, 其他
  '6': '129', // 旅游: 外国旅游部门常驻代表机构, 港澳台地区旅游部门常驻代表机构, 其他
  '7': '129', // 宗教: 宗教活动场所, 宗教院校, 其他
  '8': '19', // 工会: 基层工会, 其他
  '9': '123', // 工商: 企业, 个体工商户, 农民专业合作社
  A: '19', // 中央军委改革和编制办公室: 军队事业单位, 其他
  N: '1239', // 农业: 组级, 村级, 乡镇级集体经济组织, 其他
  Y: '1', // 其他: not divided, always 1
};

const USCC_SHAPE = /^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/;

/** The check character of the first 17 characters of a code (31 − Σ mod 31, 31 → 0). */
export function usccCheckChar(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += USCC_CHARSET.indexOf(first17[i]) * USCC_WEIGHTS[i];
  return USCC_CHARSET[(31 - (sum % 31)) % 31];
}

/**
 * A unified social credit code (统一社会信用代码, GB 32100-2015): 18 characters
 * of the code charset; a known department and an institution type it allows;
 * a 6-digit administrative division; the check character. Upper case only.
 * Codes some pilot regions issued before the standard fail here, as they fail
 * every validator that follows it.
 */
export function isUscc(code: string): boolean {
  return hasUsccStructure(code) && usccCheckChar(code) === code[17];
}

/**
 * Everything of isUscc but the check character: the alphabet and shape, a
 * known department and a type it allows, the 6-digit division. Some codes
 * registered before GB 32100 was enforced have this and still fail the check
 * character; nothing else may be confirmed by the applicant.
 */
export function hasUsccStructure(code: string): boolean {
  if (!USCC_SHAPE.test(code)) return false;
  const types = USCC_TYPES_BY_DEPARTMENT[code[0]];
  return Boolean(types && types.includes(code[1]));
}

/** spec 01 §5: while typing a tax number, everything but letters, digits, dot and slash is dropped. */
export function filterTaxNumberInput(value: string): string {
  return value.replace(/[^A-Za-z0-9./]/g, '');
}


// Dot-atom local part (RFC 5322 atext, no leading, trailing or double dots),
// LDH domain labels, and an alphabetic top-level domain of 2+ letters. ASCII
// only: an e-invoice goes out through mail systems that may not speak SMTPUTF8.
const EMAIL_LOCAL = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
const EMAIL_LABEL = /^[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;

/** A plain e-mail address (spec 01 §5 "standard pattern"): local@domain.tld, at most 254 characters. */
export function isEmailAddress(value: string): boolean {
  if (value.length > 254) return false;
  const at = value.lastIndexOf('@');
  if (at <= 0) return false;
  const local = value.slice(0, at);
  const labels = value.slice(at + 1).split('.');
  if (local.length > 64 || !EMAIL_LOCAL.test(local)) return false;
  if (labels.length < 2 || !labels.every((label) => EMAIL_LABEL.test(label))) return false;
  return /^[A-Za-z]{2,63}$/.test(labels[labels.length - 1]);
}
