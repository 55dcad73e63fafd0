import type { CardFormat } from '../cards/format';
import type { Locale } from '../constants';
import { officePalette } from '../office/brand';
import { pageMargins } from '../office/word';
import { HEADER_LOGO_MM, letterheadHeader } from '../office/word-preview';
import { brandColours } from '../vi/colours';
import { roundedRectPath } from './die';
import type { PrintSize } from './items';
import { inkOnPaper, leftLogoBox, MUTED, painter, paperVariant, phoneAndMail, SMALL, type PrintInput, type PrintPage } from './paint';

/** The stationery of the print shop: letterhead, envelope, compliment slip (core/print/paint.ts). */

/**
 * The letterhead for pre-printed stock: the Word letterhead's header (logo,
 * contact lines, the rule under them) and footer line at the same places
 * (core/office/word-preview.ts), with a band of the brand colour at the foot.
 */
export function letterhead(input: PrintInput, format: CardFormat): PrintPage {
  const p = painter(input, format);
  const m = pageMargins({ page: 'page' });
  const head = letterheadHeader(m);
  const width = p.W - m.left - m.right;
  p.fill('#FFFFFF');
  p.logo(leftLogoBox(input, head.logo.x, head.logo.y, head.logo.w, head.logo.h), paperVariant(input.design));
  const info = input.info;
  [info.address, phoneAndMail(info), info.website].filter((l) => l !== '').forEach((line, i) => {
    p.text(line, p.W - m.right, m.header + 5 + i * 4.2, width - 75, { role: 'body', size: SMALL, colour: MUTED, align: 'right' });
  });
  // The rule in the Word letterhead's colour (its palette's primary).
  const rule = officePalette({ colours: brandColours(input.design, input.site).map((c) => c.hex) }).primary;
  p.rect(m.left, head.ruleY, width, head.ruleHeight, rule);
  const foot = p.H - m.footer;
  p.rect(m.left, foot - 5 - 0.15, width, 0.3, '#D9DCE3');
  // The footer's icon where the logo has one (the Word letterhead's place), the brand's name beside it.
  const icon = p.hasIcon ? 6.5 : 0;
  if (p.hasIcon) p.logo({ x: m.left, y: foot - 3.6, w: 4.5, h: 4.5 }, 'symbol');
  p.text([input.brandName, input.slogan].filter(Boolean).join(' · '), m.left + icon, foot, width - 6.5, { role: 'body', size: SMALL, colour: MUTED });
  p.rect(-p.bleed, p.H - 4, p.W + 2 * p.bleed, 4 + p.bleed, p.c.brand!);
  return { markup: p.markup(), cuts: [] };
}

/** An envelope's address window (mm from the left and the bottom): DIN 680 for the metric sizes, the US #10 window. */
function windowOf(size: PrintSize): { x: number; y: number; w: number; h: number } {
  if (size.id === 'no10') return { x: 0.875 * 25.4, y: size.height - 0.5 * 25.4 - 1.125 * 25.4, w: 4.5 * 25.4, h: 1.125 * 25.4 };
  return { x: 20, y: size.height - 15 - 45, w: 90, h: 45 };
}

/** The front of an envelope: the logo and return address top left, a brand band at the foot, the window cut out (nothing printed there). */
export function envelope(input: PrintInput, format: CardFormat, size: PrintSize, window: boolean): PrintPage {
  const p = painter(input, format);
  const m = pageMargins({ page: 'envelope' });
  const h = HEADER_LOGO_MM.envelope;
  p.fill('#FFFFFF');
  p.logo(leftLogoBox(input, m.left, m.header, 55, h), paperVariant(input.design));
  const lines = [input.brandName, input.info.address, phoneAndMail(input.info)].filter((l) => l !== '');
  lines.forEach((line, i) => p.text(line, m.left, m.header + h + 5 + i * 3.6, 95, { role: i === 0 ? 'strong' : 'body', size: SMALL * 0.95, colour: i === 0 ? inkOnPaper(input.design) : MUTED }));
  p.rect(-p.bleed, p.H - 3, p.W + 2 * p.bleed, 3 + p.bleed, p.c.brand!);
  const cuts: string[] = [];
  if (window) {
    const w = windowOf(size);
    cuts.push(roundedRectPath(w.x, w.y, w.w, w.h, 2));
  }
  return { markup: p.markup(), cuts };
}

const COMPLIMENTS: Record<Locale, string> = { zh: '谨致问候', en: 'With compliments' };

/** A compliment slip: the logo, the greeting in the brand's colour, the contact lines at the foot above a brand band. */
export function slip(input: PrintInput, format: CardFormat): PrintPage {
  const p = painter(input, format);
  const s = 14;
  p.fill('#FFFFFF');
  p.logo(leftLogoBox(input, s, s, 70, 16), paperVariant(input.design));
  p.text(COMPLIMENTS[input.site], p.W - s, s + 9, p.W * 0.4, { role: 'display', size: 6.2, colour: p.c.brand!, align: 'right' });
  const info = input.info;
  const foot = p.H - 4 - 7;
  [info.address, phoneAndMail(info)].filter((l) => l !== '').reverse().forEach((line, i) => p.text(line, s, foot - i * 4.2, p.W * 0.6, { role: 'body', size: SMALL, colour: MUTED }));
  if (info.website !== '') p.text(info.website, p.W - s, foot, p.W * 0.3, { role: 'strong', size: SMALL, colour: p.c.brand!, align: 'right' });
  p.rect(-p.bleed, p.H - 4, p.W + 2 * p.bleed, 4 + p.bleed, p.c.brand!);
  return { markup: p.markup(), cuts: [] };
}

