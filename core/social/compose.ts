import { z } from 'zod';
import { CardPainter, cardFonts, LINE_PITCH, type Shaper, type TextStyle } from '../cards/compose';
import { setLineProblem, type CardFieldProblem, type TCardInfo } from '../cards/info';
import { contrast } from '../composer/colour';
import { logoAspect } from '../composer/compose';
import { lockupsOf, type TLockup } from '../composer/lockups';
import type { Locale } from '../constants';
import type { TOutlinedDesign } from '../design';
import { sceneColours } from '../mockups/compose';
import type { Area, SocialSlot, SocialText } from './platforms';

/**
 * The social media kit's images (core/social/platforms.ts), designed from the
 * logo's structure: one of four looks chosen for the whole kit, the logo in
 * the lockup that fits the shape (square for profile pictures, horizontal
 * for banners and link previews, stacked for posts and stories), nothing
 * that matters where the platform covers or crops the picture, and the
 * editable text (a banner's tagline, a post's headline and call to action)
 * set as outlines by the card painter (fitted, wrapped, never past its box).
 * One SVG of paths, rectangles and gradients: the page's preview and the
 * server's PNG/JPG.
 */

export const SOCIAL_LOOKS = ['field', 'gradient', 'split', 'minimal'] as const;
export const ZSocialLook = z.enum(SOCIAL_LOOKS);
export type TSocialLook = (typeof SOCIAL_LOOKS)[number];

/** Longest text of each kind (characters). */
export const SOCIAL_TEXT_MAX: Record<SocialText, number> = { tagline: 80, headline: 60, cta: 24 };

export type TSocialTexts = Record<SocialText, string>;

/** Why a text is refused (the card fields' checks: one typed line the fonts can set), or null; empty is allowed (the image leaves it out). */
export function socialTextProblem(kind: SocialText, raw: string): Exclude<CardFieldProblem, 'required'> | null {
  const value = raw.trim();
  return value === '' ? null : setLineProblem(value, SOCIAL_TEXT_MAX[kind]);
}

export const ZSocialTexts = z
  .object({
    tagline: z.string().max(SOCIAL_TEXT_MAX.tagline + 20).default(''),
    headline: z.string().max(SOCIAL_TEXT_MAX.headline + 20).default(''),
    cta: z.string().max(SOCIAL_TEXT_MAX.cta + 20).default(''),
  })
  .transform((t): TSocialTexts => ({ tagline: t.tagline.trim(), headline: t.headline.trim(), cta: t.cta.trim() }))
  .superRefine((t, ctx) => {
    for (const kind of ['tagline', 'headline', 'cta'] as const) {
      const problem = socialTextProblem(kind, t[kind]);
      if (problem) ctx.addIssue({ code: 'custom', path: [kind], message: problem });
    }
  });

/** What the images say before the buyer writes anything: the slogan, and a greeting and call to action per site. */
export function defaultSocialTexts(site: Locale, slogan: string | null, brandName: string): TSocialTexts {
  return site === 'zh'
    ? { tagline: slogan ?? '', headline: slogan ?? `欢迎来到${brandName}`, cta: '了解更多' }
    : { tagline: slogan ?? '', headline: slogan ?? `Welcome to ${brandName}`, cta: 'Learn more' };
}

export interface SocialInput {
  design: TOutlinedDesign;
  site: Locale;
  shaper: Shaper;
  brandName: string;
  slogan: string | null;
  texts: TSocialTexts;
}

const EMPTY_INFO: TCardInfo = { name: '', title: '', phone: '', email: '', address: '', website: '' };

function n(v: number): string {
  const r = Math.round(v * 100) / 100;
  return Object.is(r, -0) ? '0' : String(r);
}

/** The lockup for a shape, falling back to the logo's own layout where it has not that one. */
function lockupFor(d: TOutlinedDesign, wanted: TLockup): TLockup {
  return lockupsOf(d).includes(wanted) ? wanted : 'original';
}

/** A box of width w and height h, its aspect kept, as large as fits in `room`, centred in it. */
function fitBox(aspect: number, room: Area): Area {
  const w = Math.min(room.w, room.h * aspect);
  const h = w / aspect;
  return { x: room.x + (room.w - w) / 2, y: room.y + (room.h - h) / 2, w, h };
}

/**
 * Where the image's content goes: the part every device shows, inset by a
 * margin, with what the platform covers cut away (the larger of the parts a
 * covered corner leaves: above it, or beside it).
 */
export function contentArea(slot: SocialSlot): Area {
  const base = slot.safe ?? { x: 0, y: 0, w: slot.width, h: slot.height };
  // The margin is the part every device shows's own (a share of the whole picture would leave YouTube's 1546 × 423 a thin band).
  const m = Math.min(base.w, base.h) * 0.07;
  let box: Area = { x: base.x + m, y: base.y + m, w: base.w - 2 * m, h: base.h - 2 * m };
  for (const c of slot.covered ?? []) {
    const overlapW = Math.min(box.x + box.w, c.x + c.w) - Math.max(box.x, c.x);
    const overlapH = Math.min(box.y + box.h, c.y + c.h) - Math.max(box.y, c.y);
    if (overlapW <= 0 || overlapH <= 0) continue;
    const gap = m * 0.5;
    const candidates: Area[] = [];
    // A full-width bar (a story's) cuts the box above or below it.
    if (c.y > box.y) candidates.push({ ...box, h: c.y - gap - box.y });
    if (c.y + c.h < box.y + box.h) candidates.push({ ...box, y: c.y + c.h + gap, h: box.y + box.h - (c.y + c.h + gap) });
    if (c.x > box.x) candidates.push({ ...box, w: c.x - gap - box.x });
    if (c.x + c.w < box.x + box.w) candidates.push({ ...box, x: c.x + c.w + gap, w: box.x + box.w - (c.x + c.w + gap) });
    // Keep the part with the most room for a wide logo: area, weighted toward height (a thin strip holds nothing).
    const score = (a: Area) => (a.w > 0 && a.h > 0 ? a.w * a.h * Math.min(1, a.h / (box.h * 0.9)) : -1);
    const best = candidates.sort((a, b) => score(b) - score(a))[0];
    if (best && score(best) > 0) box = best;
  }
  return box;
}

interface Palette {
  background: (p: CardPainter, slot: SocialSlot) => void;
  /** The logo's colouring: its own colours (undefined) or one colour. */
  mono?: string;
  text: string;
  /** The call to action's button and its text. */
  button: string;
  buttonText: string;
}

/** The colours of a look for a logo. */
function palette(d: TOutlinedDesign, look: TSocialLook): Palette {
  const c = sceneColours(d);
  const onBrand = c.onBrand!;
  switch (look) {
    case 'field':
      return {
        background: (p, slot) => {
          p.rect(0, 0, slot.width, slot.height, c.brand!);
          pattern(p, d, slot, onBrand);
        },
        mono: onBrand,
        text: onBrand,
        button: onBrand,
        buttonText: c.brand!,
      };
    case 'gradient':
      return {
        background: (p, slot) => p.gradient(0, 0, slot.width, slot.height, [c.brandDark!, c.brand!, c.accent!], 1, 1.2),
        mono: onBrand,
        text: onBrand,
        button: onBrand,
        buttonText: c.brandDark!,
      };
    case 'split':
    case 'minimal': {
      const paper = c.paper!;
      const ink = contrast(c.ink!, paper) >= 4.5 ? c.ink! : contrast('#1A1A1A', paper) >= contrast('#FFFFFF', paper) ? '#1A1A1A' : '#FFFFFF';
      return { background: (p, slot) => p.rect(0, 0, slot.width, slot.height, paper), text: ink, button: c.brand!, buttonText: onBrand };
    }
  }
}

/** The brand colour field's pattern: the symbol (or the logo) repeated faintly on a tilted grid. */
function pattern(p: CardPainter, d: TOutlinedDesign, slot: SocialSlot, colour: string): void {
  const variant = d.icon ? 'symbol' : 'no-slogan';
  const aspect = logoAspect(d, variant);
  const cell = Math.max(slot.width, slot.height) / (slot.kind === 'profile' ? 4 : 7);
  // A mark a third of its cell high, a wordmark no wider than most of its cell.
  const h = Math.min(cell * 0.42, (cell * 0.78) / aspect);
  const w = h * aspect;
  const at: Array<{ x: number; y: number }> = [];
  for (let row = -1, y = -cell / 2; y < slot.height + cell; row++, y += cell * 0.8) {
    for (let x = row % 2 === 0 ? -cell / 2 : 0; x < slot.width + cell; x += cell) at.push({ x: x - w / 2, y: y - h / 2 });
  }
  p.logoTiles(at, { w, h }, variant, colour, 0.08);
}

/** The text style of a kind of text on an image `scale` px across its content. */
function textStyle(kind: SocialText, size: number, colour: string, align: TextStyle['align']): TextStyle {
  if (kind === 'headline') return { role: 'strong', size, colour, align, maxLines: 3, wrapAt: 0.85 };
  if (kind === 'cta') return { role: 'strong', size, colour, align: 'center', maxLines: 1 };
  return { role: 'body', size, colour, align, maxLines: 2, wrapAt: 0.85 };
}

/** A pill-shaped button path (absolute commands). */
function pill(x: number, y: number, w: number, h: number): string {
  const r = h / 2;
  return `M${n(x + r)} ${n(y)}H${n(x + w - r)}A${n(r)} ${n(r)} 0 0 1 ${n(x + w - r)} ${n(y + h)}H${n(x + r)}A${n(r)} ${n(r)} 0 0 1 ${n(x + r)} ${n(y)}Z`;
}

/** A ring between radii r1 > r2 around (cx, cy): the outer circle one way, the inner the other (non-zero fill leaves the hole). */
function ring(cx: number, cy: number, r1: number, r2: number): string {
  const circle = (r: number, sweep: 0 | 1) => `M${n(cx - r)} ${n(cy)}A${n(r)} ${n(r)} 0 1 ${sweep} ${n(cx + r)} ${n(cy)}A${n(r)} ${n(r)} 0 1 ${sweep} ${n(cx - r)} ${n(cy)}Z`;
  return circle(r1, 1) + circle(r2, 0);
}

/** Height text takes when fitted (its lines at the fitted size). */
function textHeight(p: CardPainter, text: string, style: TextStyle, width: number): { size: number; height: number } {
  if (text === '') return { size: style.size, height: 0 };
  const fitted = p.fit(text, style, width);
  return { size: fitted.size, height: fitted.size * (1 + (fitted.lines.length - 1) * LINE_PITCH) };
}

/** What an image holds that matters (logo, words, button), for the checks that keep it clear of what platforms cover. */
type Marks = Area[];

/** Sets text with its block's top at `top`; returns the bottom. */
function setText(p: CardPainter, marks: Marks, text: string, x: number, top: number, width: number, style: TextStyle): number {
  if (text === '') return top;
  const fitted = p.fit(text, style, width);
  const size = fitted.size;
  const height = size * (1 + (fitted.lines.length - 1) * LINE_PITCH);
  const widest = Math.max(...fitted.lines.map((l) => l.run.advance));
  const left = style.align === 'center' ? x - widest / 2 : style.align === 'right' ? x - widest : x;
  marks.push({ x: left, y: top, w: widest, h: height + size * 0.26 });
  // The first baseline sits a cap height (≈ 0.74 of the size) below the top.
  p.text(text, x, top + size * 0.78, width, style);
  return top + height;
}

/** The logo in a box, recorded as one of the image's marks. */
function logo(p: CardPainter, marks: Marks, box: Area, variant: 'main' | 'no-slogan', mono: string | undefined, lockup: TLockup): void {
  marks.push(box);
  p.logo(box, variant, mono, 1, lockup);
}

function profileImage(p: CardPainter, marks: Marks, slot: SocialSlot, d: TOutlinedDesign, look: TSocialLook, pal: Palette): void {
  const side = Math.min(slot.width, slot.height);
  // Split: a brand-colour ring just inside the round crop (a band would be cut away by it).
  if (look === 'split') p.path(ring(slot.width / 2, slot.height / 2, side * 0.47, side * 0.43), sceneColours(d).brand!);
  // Inside the round crop: the inscribed square is 0.707 of the side; the mark keeps some air within it.
  const room = { x: (slot.width - side * 0.56) / 2, y: (slot.height - side * 0.56) / 2, w: side * 0.56, h: side * 0.56 };
  const lockup = lockupFor(d, 'square');
  logo(p, marks, fitBox(logoAspect(d, 'main', lockup), room), 'main', pal.mono, lockup);
}

function wideImage(p: CardPainter, marks: Marks, slot: SocialSlot, input: SocialInput, look: TSocialLook, pal: Palette): void {
  const d = input.design;
  const area = contentArea(slot);
  const tagline = slot.texts.includes('tagline') ? input.texts.tagline : '';
  const lockup = lockupFor(d, 'horizontal');
  // Where the image says something of its own, the logo leaves its slogan out (no line said twice).
  const variant = tagline !== '' && d.slogan ? 'no-slogan' : 'main';
  const aspect = logoAspect(d, variant, lockup);
  if (look === 'split' && area.w > area.h * 2.2) {
    // The logo on the paper, the tagline on a brand-colour panel to its right.
    const c = sceneColours(d);
    const panelX = area.x + area.w * 0.58;
    p.rect(panelX, 0, slot.width - panelX, slot.height, c.brand!);
    const logoRoom = { x: area.x, y: area.y + area.h * 0.12, w: panelX - area.x - area.h * 0.2, h: area.h * 0.76 };
    logo(p, marks, fitBox(aspect, logoRoom), variant, undefined, lockup);
    const tx = panelX + area.h * 0.25;
    const style = textStyle('tagline', Math.min(area.h * 0.2, 72), c.onBrand!, 'left');
    const width = area.x + area.w - tx;
    const { height } = textHeight(p, tagline, style, width);
    setText(p, marks, tagline, tx, area.y + (area.h - height) / 2, width, style);
    return;
  }
  const size = Math.min(area.h * 0.12, area.w * 0.06);
  const style = textStyle('tagline', size, pal.text, 'center');
  const text = textHeight(p, tagline, style, area.w * 0.9);
  const gap = tagline === '' ? 0 : area.h * 0.1;
  const logoRoom = { x: area.x, y: area.y, w: area.w * 0.82, h: (area.h - text.height - gap) * (tagline === '' ? 0.72 : 0.8) };
  const box = fitBox(aspect, logoRoom);
  const blockH = box.h + gap + text.height;
  const top = area.y + (area.h - blockH) / 2;
  logo(p, marks, { x: area.x + (area.w - box.w) / 2, y: top, w: box.w, h: box.h }, variant, pal.mono, lockup);
  setText(p, marks, tagline, area.x + area.w / 2, top + box.h + gap, area.w * 0.9, style);
  if (look === 'minimal') {
    const rule = Math.min(area.w * 0.08, 120);
    p.rect(area.x + (area.w - rule) / 2, top + blockH + gap * 0.8, rule, Math.max(2, area.h * 0.012), sceneColours(d).brand!);
  }
}

function tallImage(p: CardPainter, marks: Marks, slot: SocialSlot, input: SocialInput, look: TSocialLook, pal: Palette): void {
  const d = input.design;
  const area = contentArea(slot);
  const lockup = lockupFor(d, 'stacked');
  const headline = slot.texts.includes('headline') ? input.texts.headline : slot.texts.includes('tagline') ? input.texts.tagline : '';
  const variant = headline !== '' && d.slogan ? 'no-slogan' : 'main';
  const aspect = logoAspect(d, variant, lockup);
  const cta = slot.texts.includes('cta') ? input.texts.cta : '';
  const c = sceneColours(d);
  const split = look === 'split';
  // Split: the logo on the paper above, the words on a brand-colour panel below.
  const panelTop = area.y + area.h * 0.56;
  if (split) p.rect(0, panelTop, slot.width, slot.height - panelTop, c.brand!);
  const textColour = split ? c.onBrand! : pal.text;
  const headStyle = textStyle('headline', area.w * 0.075, textColour, 'center');
  const head = textHeight(p, headline, headStyle, area.w * 0.9);
  const ctaStyle = textStyle('cta', area.w * 0.04, split ? c.brand! : pal.buttonText, 'center');
  const ctaH = cta === '' ? 0 : area.w * 0.1;
  const gap = area.h * 0.05;
  if (split) {
    logo(p, marks, fitBox(aspect, { x: area.x + area.w * 0.15, y: area.y + area.h * 0.06, w: area.w * 0.7, h: panelTop - area.y - area.h * 0.12 }), variant, undefined, lockup);
    const words = head.height + (cta === '' ? 0 : gap + ctaH);
    const top = panelTop + (area.y + area.h - panelTop - words) / 2;
    const bottom = setText(p, marks, headline, area.x + area.w / 2, top, area.w * 0.9, headStyle);
    if (cta !== '') button(p, marks, cta, area.x + area.w / 2, bottom + gap, area.w, ctaH, ctaStyle, c.onBrand!);
    return;
  }
  const words = head.height + (cta === '' ? 0 : gap + ctaH);
  const logoRoom = { x: area.x + area.w * 0.15, y: area.y, w: area.w * 0.7, h: (area.h - words - gap) * 0.62 };
  const box = fitBox(aspect, logoRoom);
  const blockH = box.h + gap * 1.4 + words;
  const top = area.y + (area.h - blockH) / 2;
  logo(p, marks, { x: area.x + (area.w - box.w) / 2, y: top, w: box.w, h: box.h }, variant, pal.mono, lockup);
  const bottom = setText(p, marks, headline, area.x + area.w / 2, top + box.h + gap * 1.4, area.w * 0.9, headStyle);
  if (cta !== '') button(p, marks, cta, area.x + area.w / 2, bottom + gap, area.w, ctaH, ctaStyle, pal.button);
}

/** The call to action: a pill centred on `cx`, as wide as its words need. */
function button(p: CardPainter, marks: Marks, text: string, cx: number, top: number, areaW: number, h: number, style: TextStyle, fill: string): void {
  const fitted = p.fit(text, style, areaW * 0.6);
  const w = Math.min(areaW * 0.7, Math.max(h * 2.6, fitted.lines[0]!.run.advance + h * 1.2));
  marks.push({ x: cx - w / 2, y: top, w, h });
  p.path(pill(cx - w / 2, top, w, h), fill);
  p.text(text, cx, top + h / 2 + fitted.size * 0.36, areaW * 0.6, style);
}

/** One kit image as an SVG, `slot.width` × `slot.height` px. */
export function composeSocialSvg(slot: SocialSlot, look: TSocialLook, input: SocialInput): string {
  return composeSocialImage(slot, look, input).svg;
}

/** One kit image: its SVG and the boxes of what matters in it (logo, words, button), in its pixels. */
export function composeSocialImage(slot: SocialSlot, look: TSocialLook, input: SocialInput): { svg: string; marks: Area[] } {
  const d = input.design;
  const p = new CardPainter({
    design: d,
    info: EMPTY_INFO,
    format: { width: slot.width, height: slot.height, bleed: 0, safe: 0, label: '' },
    fonts: cardFonts(input.site, 'inter-700'),
    shaper: input.shaper,
    brandName: input.brandName,
    slogan: input.slogan,
  });
  const pal = palette(d, look);
  const marks: Marks = [];
  pal.background(p, slot);
  if (slot.kind === 'profile') profileImage(p, marks, slot, d, look, pal);
  else if (slot.kind === 'post' || slot.kind === 'story' || slot.width / slot.height < 1.4) tallImage(p, marks, slot, input, look, pal);
  else wideImage(p, marks, slot, input, look, pal);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${slot.width}" height="${slot.height}" viewBox="0 0 ${slot.width} ${slot.height}">${p.markup()}</svg>`;
  return { svg, marks };
}
