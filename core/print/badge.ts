import type { CardFormat } from '../cards/format';
import { roundedRectPath } from './die';
import type { PrintSize } from './items';
import { CARD_CORNER, inkOnPaper, MUTED, painter, type PrintInput, type PrintPage } from './paint';

/** A name badge: the logo on a band of the brand's colour, the name and title the customer typed, the card's round corners as the die line (and a lanyard slot on the vertical one). */
export function badge(input: PrintInput, format: CardFormat, size: PrintSize): PrintPage {
  const p = painter(input, format);
  const info = input.info;
  p.fill('#FFFFFF');
  const cuts = [roundedRectPath(0, 0, p.W, p.H, CARD_CORNER)];
  if (size.id === 'vertical') {
    const band = p.H * 0.36;
    p.rect(-p.bleed, -p.bleed, p.W + 2 * p.bleed, band + p.bleed, p.c.brand!);
    const slot = { w: 13, h: 3, y: 4.5 };
    cuts.push(roundedRectPath(p.W / 2 - slot.w / 2, slot.y, slot.w, slot.h, slot.h / 2));
    p.logo({ x: p.W * 0.16, y: slot.y + slot.h + 3.5, w: p.W * 0.68, h: band - slot.y - slot.h - 7 }, 'white', p.c.onBrand);
    const next = p.text(info.name, p.W / 2, p.H * 0.6, p.W - 2 * p.safe, { role: 'strong', size: 5.6, colour: inkOnPaper(input.design), align: 'center', maxLines: 2 });
    p.text(info.title, p.W / 2, next + 0.6, p.W - 2 * p.safe, { role: 'body', size: 3.1, colour: MUTED, align: 'center', maxLines: 2 });
    p.text(input.brandName, p.W / 2, p.H - 7.5, p.W - 2 * p.safe, { role: 'display', size: 2.8, colour: p.c.brand!, align: 'center' });
    p.rect(-p.bleed, p.H - 3, p.W + 2 * p.bleed, 3 + p.bleed, p.c.brand!);
  } else {
    const band = p.W * 0.32;
    p.rect(-p.bleed, -p.bleed, band + p.bleed, p.H + 2 * p.bleed, p.c.brand!);
    p.logo({ x: p.safe + 1, y: p.H * 0.25, w: band - 2 * p.safe - 2, h: p.H * 0.5 }, 'symbol', p.c.onBrand);
    const x = band + 5;
    const maxWidth = p.W - x - p.safe - 1;
    const next = p.text(info.name, x, p.H * 0.42, maxWidth, { role: 'strong', size: 5, colour: inkOnPaper(input.design), maxLines: 2 });
    p.text(info.title, x, next + 0.4, maxWidth, { role: 'body', size: 2.9, colour: MUTED, maxLines: 2 });
    p.text(input.brandName, x, p.H - p.safe - 2, maxWidth, { role: 'display', size: 2.6, colour: p.c.brand! });
  }
  return { markup: p.markup(), cuts };
}

