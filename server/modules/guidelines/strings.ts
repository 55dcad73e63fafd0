import type { Locale } from '../../../core/constants';
import type { TLogoVariant } from '../../../core/design';

/**
 * Every word of the brand guidelines PDF, in both site languages. `{name}`
 * style placeholders are filled by `say`. The zh wording is written for the
 * Chinese site, not translated word for word.
 */
export const STRINGS = {
  brandGuidelines: { zh: '品牌规范手册', en: 'Brand guidelines' },
  fileName: { zh: '{name}-品牌规范手册.pdf', en: '{name}-brand-guidelines.pdf' },
  edition: { zh: '第 1 版 · {date}', en: 'Edition 1 · {date}' },
  coverLine: { zh: '标志 · 色彩 · 字体 · 应用', en: 'Logo · Colour · Typography · Usage' },
  copyright: { zh: '© {year} {name} 版权所有', en: '© {year} {name}. All rights reserved.' },
  contents: { zh: '目录', en: 'Contents' },
  contentsIntro: {
    zh: '本手册说明如何正确使用{name}的标志、色彩与字体，让品牌在每一次出现时都保持一致、清晰、可识别。请将它与标志文件一同交给设计师、印刷厂和合作伙伴。',
    en: 'This book sets out how to use the {name} logo, colours and typefaces so the brand looks the same, clear and recognisable wherever it appears. Share it with your logo files with designers, printers and partners.',
  },
  backNote: {
    zh: '有疑问时，请以本手册与随附的标志源文件为准。',
    en: 'When in doubt, follow this book and the logo files that come with it.',
  },

  // Section titles and their introductions.
  versionsTitle: { zh: '标志版本', en: 'Logo versions' },
  versionsIntro: {
    zh: '标志有多个版本，适配不同的底色与用途。请始终使用提供的文件，不要自行重绘或改动。',
    en: 'The logo comes in several versions for different backgrounds and uses. Always use the supplied files; never redraw or edit the logo.',
  },
  clearTitle: { zh: '安全空间与最小尺寸', en: 'Clear space and minimum size' },
  clearIntro: {
    zh: '标志四周需留出安全空间，不得放置文字、图片或版面边缘，让标志保持醒目。',
    en: 'Keep a clear space around the logo, free of text, images and page edges, so the logo always stands out.',
  },
  layoutsTitle: { zh: '标志版式', en: 'Logo layouts' },
  layoutsIntro: {
    zh: '同一标志的不同排列，适配横向、竖向和方形空间。每种版式都有自己的安全空间与最小宽度。',
    en: 'The same logo arranged for wide, tall and square spaces. Each layout keeps its own clear space and minimum width.',
  },
  layoutMinimum: { zh: '最小宽度 {mm} 毫米 · {px} 像素', en: 'Minimum width {mm} mm · {px} px' },
  coloursTitle: { zh: '品牌色彩', en: 'Brand colours' },
  coloursIntro: {
    zh: '色彩是品牌最直观的记忆点。屏幕使用 HEX 或 RGB 色值，印刷使用 CMYK 色值。',
    en: 'Colour is the most immediate part of the brand. Use HEX or RGB values on screen and CMYK values in print.',
  },
  typeTitle: { zh: '品牌字体', en: 'Typography' },
  typeIntro: {
    zh: '标志使用以下字体。在标题、包装和宣传物料中沿用它们，可以让品牌保持统一的气质。',
    en: 'These are the typefaces of the logo. Using them for headlines, packaging and promotion keeps the brand consistent.',
  },
  usageTitle: { zh: '正确与错误用法', en: 'Do’s and don’ts' },
  usageIntro: {
    zh: '标志的比例、颜色和角度都经过设计。以下做法会削弱品牌识别，请避免。',
    en: 'The logo’s proportions, colours and angle are designed. The misuses below weaken the brand: avoid them.',
  },
  smallTitle: { zh: '小尺寸识别度', en: 'Small-size legibility' },
  smallIntro: {
    zh: '网站图标、应用图标和社交头像会以很小的像素尺寸显示。左侧为放大后的像素效果，右侧为实际大小。',
    en: 'Favicons, app icons and avatars are shown at a handful of pixels. Each panel shows the pixels enlarged, and the actual size beside them.',
  },
  mockupsTitle: { zh: '应用示例', en: 'The brand in use' },
  mockupsIntro: {
    zh: '标志在真实场景中的效果示例：名片、周边与门店标识。',
    en: 'How the logo looks on real things: stationery, merchandise and signage.',
  },

  // Logo versions.
  variant: {
    main: { zh: '标准标志', en: 'Main logo' },
    inverse: { zh: '反色标志', en: 'Inverse' },
    white: { zh: '白色标志', en: 'White' },
    black: { zh: '黑色标志', en: 'Black' },
    symbol: { zh: '图形标志', en: 'Symbol' },
    'no-slogan': { zh: '无标语标志', en: 'Without slogan' },
  } satisfies Record<TLogoVariant, Record<Locale, string>>,
  variantUse: {
    main: { zh: '首选版本，用于品牌底色与浅色背景。', en: 'The first choice, on the brand background and light surfaces.' },
    inverse: { zh: '用于深色背景与品牌主色块。', en: 'For dark surfaces and blocks of the name colour.' },
    white: { zh: '用于照片、深色品牌色和单色白印。', en: 'On photos, dark brand colours and white print.' },
    black: { zh: '用于单色印刷、印章、传真与雕刻。', en: 'For one-colour print, stamps, fax and engraving.' },
    symbol: { zh: '用于应用图标、网站图标与社交头像。', en: 'For app icons, favicons and social avatars.' },
    'no-slogan': { zh: '小尺寸时使用，标语已难以辨认。', en: 'For small sizes, where the slogan no longer reads.' },
  } satisfies Record<TLogoVariant, Record<Locale, string>>,

  // Clear space and minimum size.
  clearSpace: { zh: '安全空间', en: 'Clear space' },
  clearRuleName: {
    zh: 'X = 标志名称的字高。标志四周至少留出 X 的空间。',
    en: 'X = the height of the name’s letters. Keep at least X clear on every side.',
  },
  clearRuleCapped: {
    zh: 'X = 标志高度的四分之一（名称字高较大时取此值）。标志四周至少留出 X 的空间。',
    en: 'X = a quarter of the logo’s height (the name’s letters are taller). Keep at least X clear on every side.',
  },
  minimumSize: { zh: '最小宽度', en: 'Minimum width' },
  print: { zh: '印刷', en: 'Print' },
  screen: { zh: '屏幕', en: 'Screen' },
  minFull: { zh: '完整标志', en: 'Full logo' },
  minNoSlogan: { zh: '无标语标志', en: 'Without slogan' },
  minSymbol: { zh: '图形标志', en: 'Symbol' },
  minRationale: {
    zh: '按标志中最小的文字计算：印刷时字高不低于 {mm} 毫米，屏幕上不低于 {px} 像素，再小笔画就会糊在一起。',
    en: 'Set by the smallest lettering: at least {mm} mm tall in print and {px} px on screen, below which strokes fill in.',
  },
  minSmaller: {
    both: { zh: '需要更小时，请改用无标语标志或图形标志。', en: 'To go smaller, use the version without slogan or the symbol.' },
    noSlogan: { zh: '需要更小时，请改用无标语标志。', en: 'To go smaller, use the version without slogan.' },
    symbol: { zh: '需要更小时，请改用图形标志。', en: 'To go smaller, use the symbol.' },
  },
  minSamples: { zh: '样图为实际印刷宽度。', en: 'Samples are shown at their printed width.' },

  // Colours.
  colourBalance: { zh: '用色比例', en: 'Colour balance' },
  cmykNote: {
    zh: 'CMYK 色值由 sRGB 经 ICC 配置文件“{profile}”换算。不同纸张与印刷工艺会有差异，批量印刷前请先打样确认。',
    en: 'CMYK values are converted from sRGB with the ICC profile “{profile}”. Paper and press vary: ask your printer for a proof before a print run.',
  },
  /** The row of a colour the owner named a spot colour (core/vi/spot.ts). */
  spot: { zh: '专色', en: 'Spot' },
  /** Added to cmykNote when a colour has a spot name. */
  spotNote: {
    zh: '专色的 CMYK 为近似值，请以印刷厂色卡为准。',
    en: 'Spot colour CMYK values are approximations: check your printer’s swatch book.',
  },

  // Typography.
  nameFont: { zh: '名称字体', en: 'Name typeface' },
  sloganFont: { zh: '标语字体', en: 'Slogan typeface' },
  bothFont: { zh: '名称与标语字体', en: 'Name and slogan typeface' },
  bodyFont: { zh: '正文字体', en: 'Body typeface' },
  bodyUse: { zh: '正文、文档、网站与社交媒体文案', en: 'Body text, documents, the website and social posts' },
  bodySample: { zh: '好的品牌，从每一个细节开始。', en: 'Good brands are built one detail at a time.' },
  usedFor: { zh: '用途', en: 'Used for' },
  nameUse: { zh: '标志名称、标题、包装上的品牌名', en: 'The logo’s name, headlines, the brand name on packaging' },
  sloganUse: { zh: '标语、副标题、小标题', en: 'The slogan, subheadings, short lines' },
  licence: { zh: '授权', en: 'Licence' },
  licenceNote: { zh: '{licence}，可免费商用 · {url}', en: '{licence}: free for commercial use · {url}' },
  specimenLatin: { zh: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', en: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ' },
  specimenLatinLower: { zh: 'abcdefghijklmnopqrstuvwxyz 0123456789', en: 'abcdefghijklmnopqrstuvwxyz 0123456789' },
  specimenCjk: { zh: '天地玄黄 宇宙洪荒 日月盈昃 辰宿列张', en: '天地玄黄 宇宙洪荒 日月盈昃 辰宿列张' },
  specimenCjkLine: { zh: '品牌规范 标志设计 0123456789', en: '品牌规范 标志设计 0123456789' },

  // Do's and don'ts.
  correct: { zh: '正确：按原样使用', en: 'Do: use it as supplied' },
  misuse: {
    stretch: { zh: '不要拉伸或压扁', en: 'Don’t stretch or squash' },
    recolour: { zh: '不要更改颜色', en: 'Don’t change the colours' },
    rotate: { zh: '不要旋转', en: 'Don’t rotate' },
    busy: { zh: '不要放在杂乱的背景上', en: 'Don’t place on busy backgrounds' },
    crowd: { zh: '不要挤占安全空间或过小使用', en: 'Don’t crowd it or set it too small' },
    shadow: { zh: '不要添加投影', en: 'Don’t add a drop shadow' },
    outline: { zh: '不要添加描边', en: 'Don’t add an outline' },
  },

  // Small sizes.
  onLight: { zh: '浅色背景', en: 'On light' },
  onDark: { zh: '深色背景', en: 'On dark' },
  pixels: { zh: '{n} 像素', en: '{n} px' },
  actualSize: { zh: '实际大小', en: 'Actual size' },
  enlarged: { zh: '放大 {n} 倍', en: 'Enlarged ×{n}' },
} as const;

/** A string of the table in the site's language, its `{placeholders}` filled. */
export function say(entry: Readonly<Record<Locale, string>>, site: Locale, values: Record<string, string | number> = {}): string {
  return entry[site].replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}

/** The cover's date: "12 November 2026" / "2026年11月12日", on the site's calendar day. */
export function bookDate(date: Date, site: Locale): string {
  return new Intl.DateTimeFormat(site === 'zh' ? 'zh-CN' : 'en-GB', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: site === 'zh' ? 'Asia/Shanghai' : 'UTC',
  }).format(date);
}

/** The downloaded file's name, without characters file systems refuse. */
export function guidelinesFileName(logoName: string, site: Locale): string {
  const name = logoName.replace(/[\\/:*?"<>|]+/g, ' ').trim();
  return say(STRINGS.fileName, site, { name });
}
