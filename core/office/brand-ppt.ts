import { z } from 'zod';
import { BRAND_PPT_OUTLINE_AMOUNT, type Locale } from '../constants';
import { ZId } from '../ids';
import { isTypedText } from '../text';
import { ZOfficeBrand } from './brand';
import { DECK_PATTERNS, DECK_STYLES, SLIDE_LAYOUTS, type SlideContent, type SlideLayout } from './slides';

/**
 * The brand PPT (spec 01 §2 "Brand PPT page", §3 "Brand PPT stored detail",
 * §4 states, §7 "Generate outline", §9 outline amount 8): the form (colour,
 * keyword "brand name + slogan", the logo as a data URL, background
 * pattern), the outline of sections built from the keyword, the title, and
 * — beyond the stored detail the spec names — the deck as edited (style and
 * slides), which the editor changes and the export writes.
 */

export const OUTLINE_MAX_AMOUNT = 12;
export const KEYWORD_MAX = 120;
export const DECK_MAX_SLIDES = 30;
/** The form's logo picture: an SVG or PNG data URL, at most this many characters. */
export const LOGO_DATA_URL_MAX = 600_000;

const typed = (max: number) =>
  z
    .string()
    .max(max)
    .refine(isTypedText, 'control characters');

export const ZOutlineSection = z.object({
  title: typed(120).pipe(z.string().trim().min(1)),
  points: z.array(typed(240)).max(8),
});
export const ZOutline = z.array(ZOutlineSection).min(1).max(OUTLINE_MAX_AMOUNT);
export type TOutline = z.infer<typeof ZOutline>;

export const ZOutlineRequest = z.object({
  amount: z.number().int().min(1).max(OUTLINE_MAX_AMOUNT).default(BRAND_PPT_OUTLINE_AMOUNT),
  keyword: typed(KEYWORD_MAX).pipe(z.string().trim().min(1)),
});
export type TOutlineRequest = z.infer<typeof ZOutlineRequest>;
/** The call as the page makes it: the outline is for one logo's brand PPT (its owner's, professional package). */
export const ZOutlineCall = ZOutlineRequest.extend({ logo: ZId });
export const ZOutlineResponse = z.object({ code: z.literal(200), outline: ZOutline });

/** The form as the page sends it: the logo picture is not taken from the browser. */
export const ZBrandPptFormInput = z.object({
  color: z.string().regex(/^#[0-9A-Fa-f]{6}$/),
  keyword: typed(KEYWORD_MAX).pipe(z.string().trim().min(1)),
  pattern: z.enum(DECK_PATTERNS),
});
/** The stored form (spec 01 §3): with the logo as a data URL, which the server composes from the logo's design. */
export const ZBrandPptForm = ZBrandPptFormInput.extend({
  logo: z.string().max(LOGO_DATA_URL_MAX).regex(/^data:image\/svg\+xml[;,]/),
});
export type TBrandPptForm = z.infer<typeof ZBrandPptForm>;

export const ZDeckSlide = z.object({
  layout: z.enum(SLIDE_LAYOUTS),
  title: typed(120),
  subtitle: typed(200).optional(),
  lines: z.array(typed(240)).max(8),
});
export type TDeckSlide = z.infer<typeof ZDeckSlide>;

export const ZBrandPptDeck = z.object({
  style: z.enum(DECK_STYLES),
  slides: z.array(ZDeckSlide).min(1).max(DECK_MAX_SLIDES),
});
export type TBrandPptDeck = z.infer<typeof ZBrandPptDeck>;

/**
 * What the page saves: the stored detail without its hash and logo picture
 * (the server makes both), and the `updated_at` of the version it edited
 * (a save over a version changed since — another tab, an admin — is refused).
 */
export const ZBrandPptSave = z.object({
  form: ZBrandPptFormInput,
  outline: ZOutline,
  title: typed(120).pipe(z.string().trim().min(1)),
  deck: ZBrandPptDeck,
  base: z.string().max(40).optional(),
});
export type TBrandPptSave = z.infer<typeof ZBrandPptSave>;

export const ZBrandPptDetail = ZBrandPptSave.omit({ base: true, form: true }).extend({
  form: ZBrandPptForm,
  /** SHA-256 of the form and outline: which generation the deck came from. */
  hash: z.string().regex(/^[0-9a-f]{64}$/),
  updated_at: z.string(),
});
export type TBrandPptDetail = z.infer<typeof ZBrandPptDetail>;

export const ZBrandPptResponse = z.object({
  code: z.literal(200),
  detail: ZBrandPptDetail.nullable(),
  /** The brand the slides are drawn with: name, slogan, colours, fonts (the same the export uses). */
  brand: ZOfficeBrand,
});

/** The keyword of a logo: "brand name + slogan" (spec 01 §2), the name alone without a slogan. */
export function brandKeyword(name: string, slogan: string | null | undefined): string {
  const s = (slogan ?? '').trim();
  return (s ? `${name.trim()} + ${s}` : name.trim()).slice(0, KEYWORD_MAX);
}

/** A keyword read back into name and slogan: split at its first " + " (a "+" inside a name stays), else at a bare "+". */
export function splitKeyword(keyword: string): { name: string; slogan: string } {
  const spaced = keyword.indexOf(' + ');
  const i = spaced > 0 ? spaced : keyword.indexOf('+');
  if (i <= 0) return { name: keyword.trim(), slogan: '' };
  return { name: keyword.slice(0, i).trim(), slogan: keyword.slice(i + (spaced > 0 ? 3 : 1)).trim() };
}

type Phrases = readonly (readonly [string, readonly string[]])[];

/** Each section's title and points, in two or three phrasings; {n} the name, {s} the slogan. */
const SECTIONS: Record<Locale, readonly Phrases[]> = {
  en: [
    [['{n}', ['{s}']]],
    [
      ['Our story', ['How {n} began and the need we saw', 'What we have built since', 'Where we are going next']],
      ['The {n} story', ['Why {n} exists', 'The people behind it', 'The road so far']],
    ],
    [
      ['Mission and vision', ['Mission: what we do every day for our customers', 'Vision: the change we want to see', 'Promise: {s}']],
      ['What drives us', ['Mission: the work we show up for', 'Vision: where {n} will be in five years', 'In one line: {s}']],
    ],
    [
      ['What we offer', ['Products: what customers choose us for', 'Services: how we help before and after', 'Experience: what it feels like to work with us']],
      ['Products and services', ['Core offer: our best-known work', 'New: what we launched this year', 'Support: how we stay close to customers']],
    ],
    [
      ['Who we serve', ['Customers: who they are and what they need', 'Why they choose {n}', 'How we reach them']],
      ['Our audience', ['Primary audience and their needs', 'Secondary audience', 'Channels where they meet {n}']],
    ],
    [
      ['Brand values', ['Quality: we sweat the details', 'Trust: we keep our word', 'Care: people first', 'Progress: better every year']],
      ['What we stand for', ['Craft: work we are proud of', 'Honesty: plain words, fair prices', 'Warmth: every customer known by name', 'Curiosity: always learning']],
    ],
    [
      ['Visual identity', ['Logo: use it whole, with clear space around it', 'Colours: the brand colours, in print and on screen', 'Type: headings and text in the brand fonts']],
      ['Our look', ['Logo and its versions', 'Colour palette', 'Typography and imagery']],
    ],
    [
      ['Thank you', ['{n}', '{s}']],
      ["Let's work together", ['{n}', '{s}']],
    ],
  ],
  zh: [
    [['{n}', ['{s}']]],
    [
      ['品牌故事', ['{n}的由来与初心', '我们一路走来的成长', '下一步的方向']],
      ['关于{n}', ['为什么会有{n}', '我们的团队', '发展历程']],
    ],
    [
      ['使命与愿景', ['使命：每天为客户做好的事', '愿景：我们希望带来的改变', '承诺：{s}']],
      ['我们的追求', ['使命：我们坚持的工作', '愿景：五年后的{n}', '一句话：{s}']],
    ],
    [
      ['产品与服务', ['产品：客户选择我们的理由', '服务：售前售后的支持', '体验：与我们合作的感受']],
      ['我们提供什么', ['核心产品：最受欢迎的作品', '新品：今年推出的内容', '支持：与客户保持紧密联系']],
    ],
    [
      ['目标客户', ['客户是谁，需要什么', '为什么选择{n}', '我们如何触达他们']],
      ['我们服务的人群', ['主要客户及需求', '次要客户', '客户接触{n}的渠道']],
    ],
    [
      ['品牌价值观', ['品质：精益求精', '信任：言出必行', '关怀：以人为本', '进步：每年更好']],
      ['我们的坚持', ['匠心：做让自己骄傲的作品', '真诚：说实话，价格公道', '温暖：记住每位客户', '好奇：不断学习']],
    ],
    [
      ['视觉识别', ['标志：完整使用并保留安全空间', '色彩：品牌色的印刷与屏幕数值', '字体：标题与正文使用品牌字体']],
      ['品牌形象', ['标志及其版本', '品牌色板', '字体与图片风格']],
    ],
    [
      ['谢谢', ['{n}', '{s}']],
      ['期待合作', ['{n}', '{s}']],
    ],
  ],
};

/** A small stable hash of a text (FNV-1a): which phrasing each section takes. */
function seedOf(text: string): number {
  let h = 0x811c9dc5;
  for (const ch of text) h = Math.imul(h ^ ch.codePointAt(0)!, 0x01000193) >>> 0;
  return h;
}

/**
 * The outline built from the keyword, deterministically (the local driver
 * of the outline service; an AI text service can take its place): `amount`
 * sections — cover, story, mission, offer, audience, values, identity,
 * closing — each in one of its phrasings chosen by the keyword, with the
 * brand's name and slogan in it. Fewer sections drop from the middle; more
 * repeat the content sections.
 */
export function generateOutline(req: TOutlineRequest, site: Locale): TOutline {
  const { name, slogan } = splitKeyword(req.keyword);
  const seed = seedOf(req.keyword);
  const all = SECTIONS[site];
  const order: number[] = [0];
  const middle = [1, 2, 3, 4, 5, 6];
  for (let i = 0; order.length < req.amount - 1; i++) order.push(middle[i % middle.length]!);
  if (req.amount > 1) order.push(all.length - 1);
  // A function replacer: "$&" in a name is text, not a pattern.
  const fillIn = (t: string, max: number) => t.replace(/\{([ns])\}/g, (_, k: string) => (k === 'n' ? name : slogan)).trim().slice(0, max);
  return order.slice(0, req.amount).map((index, i) => {
    const variants = all[index]!;
    const [title, points] = variants[(seed >>> (i % 16)) % variants.length]!;
    return { title: fillIn(title, 120) || name.slice(0, 120), points: points.map((p) => fillIn(p, 240)).filter((p) => p !== '') };
  });
}

/** Which layout each section of the outline gets on its slide. */
const SECTION_LAYOUTS: readonly SlideLayout[] = ['cover', 'bullets', 'two-column', 'two-column', 'bullets', 'stats', 'bullets', 'closing'];

/** The first deck of an outline: a slide a section, the cover first and the closing last. */
export function outlineToSlides(outline: TOutline): TDeckSlide[] {
  return outline.map((section, i) => {
    const last = i === outline.length - 1 && outline.length > 1;
    const layout: SlideLayout = i === 0 ? 'cover' : last ? 'closing' : (SECTION_LAYOUTS[i] ?? 'bullets');
    if (layout === 'cover' || layout === 'closing') return { layout, title: section.title, subtitle: section.points.filter(Boolean).join(' · ') || undefined, lines: [] };
    if (layout === 'stats') return { layout, title: section.title, lines: section.points.slice(0, 4).map((p) => { const [head, rest] = p.split(/[:：]/); return rest ? `${head!.trim()} | ${rest.trim()}` : p; }) };
    return { layout, title: section.title, lines: section.points };
  });
}

/** Slides of the deck as the slide composer takes them. */
export function deckSlides(deck: TBrandPptDeck): SlideContent[] {
  return deck.slides.map((s) => ({ layout: s.layout, title: s.title, ...(s.subtitle ? { subtitle: s.subtitle } : {}), lines: s.lines }));
}
