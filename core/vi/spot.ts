import { z } from 'zod';
import type { Locale } from '../constants';
import { ZHexColor } from '../design';

/**
 * Spot colours (issue 47): the owner may name, for each brand colour, the
 * spot ink a printer mixes for it ("PANTONE 186 C", "HKS 43 K", "RAL 3020").
 * Pantone's library is licensed, so the product ships no spot data: the name
 * is free text whose form is checked, and the CMYK beside it stays the
 * profile's approximation. Print files carry each named colour as a
 * /Separation colour space of that name with the CMYK as its alternate.
 *
 * The form: what a RIP and a PDF name read safely — printable ASCII letters,
 * digits, spaces and - . / + & ( ) ', starting with a letter or digit, at
 * most 40 characters; not the name of a process ink or of the registration
 * and die-line colours (those plates exist already); each name once per logo
 * (two brand colours on one plate would be one colour).
 */

export const SPOT_NAME_MAX = 40;
const SPOT_NAME_FORM = /^[A-Za-z0-9][A-Za-z0-9 .\-/+&()']*$/;
/** Names a file's plates already carry: the process inks, the registration colour, the die line. */
export const RESERVED_SPOT_NAMES = ['Cyan', 'Magenta', 'Yellow', 'Black', 'All', 'None', 'CutContour'] as const;

/** A name as it is stored: spaces at the ends dropped, runs of spaces made one. */
export function tidySpotName(raw: string): string {
  return raw.trim().replace(/ {2,}/g, ' ');
}

export type TSpotNameProblem = 'SPOT_NAME_INVALID' | 'SPOT_NAME_RESERVED' | 'SPOT_NAME_REPEATED';

/** What is wrong with one (tidied, non-empty) name, or null. */
export function spotNameProblem(name: string): Exclude<TSpotNameProblem, 'SPOT_NAME_REPEATED'> | null {
  if (name.length > SPOT_NAME_MAX || !SPOT_NAME_FORM.test(name)) return 'SPOT_NAME_INVALID';
  if (RESERVED_SPOT_NAMES.some((r) => r.toLowerCase() === name.toLowerCase())) return 'SPOT_NAME_RESERVED';
  return null;
}

/** PUT /api/logo/{id}/vi/spots: a name per brand colour (by its HEX); an empty name clears it. */
export const ZSpotColoursBody = z.object({
  spots: z
    .array(z.object({ hex: ZHexColor, name: z.string().max(200) }))
    .max(8),
});
export type TSpotColoursBody = z.infer<typeof ZSpotColoursBody>;

/** A named spot colour of a print file: the brand colour, its name and the CMYK alternate (percent). */
export interface SpotInk {
  hex: string;
  name: string;
  cmyk: readonly [number, number, number, number];
}

/**
 * The first problem of a whole set of names (in order), with the index of
 * the name it is about, or null: names tidied, empty ones skipped.
 */
export function spotSetProblem(names: readonly string[]): { problem: TSpotNameProblem; index: number } | null {
  const seen = new Set<string>();
  for (const [index, raw] of names.entries()) {
    const name = tidySpotName(raw);
    if (!name) continue;
    const problem = spotNameProblem(name);
    if (problem) return { problem, index };
    const key = name.toLowerCase();
    if (seen.has(key)) return { problem: 'SPOT_NAME_REPEATED', index };
    seen.add(key);
  }
  return null;
}

/** The texts of the naming dialog (it loads them with its code) and its checks' messages (the server answers the same with its error codes). */
export const SPOT_MESSAGES: Record<TSpotNameProblem | 'saved' | 'approximation' | 'title' | 'lead', Record<Locale, string>> = {
  title: { zh: '专色', en: 'Spot colours' },
  lead: {
    zh: '如果印刷厂为某个品牌色调配专色油墨（例如 Pantone、HKS 或 RAL 色号），请填写其名称：印刷文件将以该名称的专色输出这个颜色。不用专色的颜色请留空。',
    en: 'If your printer mixes an ink for a brand colour (a Pantone, HKS or RAL colour, say), enter its name: print files then carry that colour as a spot ink of this name. Leave a field empty for none.',
  },
  SPOT_NAME_INVALID: {
    zh: `专色名称只能使用英文字母、数字、空格和 - . / + & ( ) '，以字母或数字开头，最多 ${SPOT_NAME_MAX} 个字符，例如 PANTONE 186 C`,
    en: `A spot colour name uses letters, digits, spaces and - . / + & ( ) ' only, starts with a letter or digit and is at most ${SPOT_NAME_MAX} characters, e.g. PANTONE 186 C`,
  },
  SPOT_NAME_RESERVED: {
    zh: 'Cyan、Magenta、Yellow、Black、All、None 和 CutContour 是四色、套准色和模切线的名称，不能用作专色名称',
    en: 'Cyan, Magenta, Yellow, Black, All, None and CutContour name the process inks, registration and the die line: choose another spot colour name',
  },
  SPOT_NAME_REPEATED: {
    zh: '两个品牌色不能使用同一个专色名称',
    en: 'Two brand colours cannot share one spot colour name',
  },
  saved: { zh: '专色名称已保存', en: 'Spot colour names saved' },
  approximation: {
    zh: '这里的 CMYK 数值是近似值：专色请以印刷厂的色卡为准。本产品不附带 Pantone 等色库，名称由您填写。',
    en: 'The CMYK values here are an approximation: match a spot colour against your printer’s swatch book. No Pantone or other colour library ships with this product; the names are yours to enter.',
  },
};
