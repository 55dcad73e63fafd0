import { logoAspect } from '../composer/compose';
import type { TOutlinedDesign } from '../design';
import { escapeMarkup } from '../text';

/** Small SVG writers shared by the office previews (documents and slides). */

const n = (v: number) => String(Math.round(v * 100) / 100);

export function svgRect(x: number, y: number, w: number, h: number, fill: string, extra = ''): string {
  return `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="${fill}"${extra}/>`;
}

export function svgLine(x1: number, y1: number, x2: number, y2: number, stroke: string, width: number): string {
  return `<line x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}" stroke="${stroke}" stroke-width="${n(width)}"/>`;
}

export interface SvgTextStyle {
  size: number;
  fill: string;
  family: string;
  weight?: number;
  anchor?: 'start' | 'middle' | 'end';
  italic?: boolean;
  spacing?: number;
}

/** One line of text at its baseline. */
export function svgText(x: number, y: number, text: string, s: SvgTextStyle): string {
  const attrs = [
    `x="${n(x)}"`,
    `y="${n(y)}"`,
    `font-size="${n(s.size)}"`,
    `fill="${s.fill}"`,
    `font-family="${escapeMarkup(s.family)}"`,
    s.weight ? `font-weight="${s.weight}"` : '',
    s.anchor && s.anchor !== 'start' ? `text-anchor="${s.anchor}"` : '',
    s.italic ? 'font-style="italic"' : '',
    s.spacing ? `letter-spacing="${n(s.spacing)}"` : '',
  ].filter(Boolean);
  return `<text ${attrs.join(' ')}>${escapeMarkup(text)}</text>`;
}

/**
 * An image slot the page fills (spec 02 §7: "logo and icon are inserted into
 * its image elements"): empty until then, fitted into its box.
 */
export type ImageSlot = 'logo' | 'icon' | 'logo-white' | 'icon-white';
/** Width over height of each slot's picture, when known: slots are then drawn at the picture's own size. */
export type SlotAspects = Partial<Record<ImageSlot, number>>;
export type SlotAlign = 'left' | 'center' | 'right';

/** The size (w, h) a picture of `aspect` takes fitted into w × h. */
export function fitBox(aspect: number, w: number, h: number): { w: number; h: number } {
  return aspect > w / h ? { w, h: w / aspect } : { w: h * aspect, h };
}

/** Where a picture of `aspect` sits in the box x, y, w, h: fitted, aligned left, centre or right, centred up and down. */
export function placeInBox(aspect: number, x: number, y: number, w: number, h: number, align: SlotAlign): { x: number; y: number; w: number; h: number } {
  const box = fitBox(aspect, w, h);
  return { x: align === 'left' ? x : align === 'right' ? x + w - box.w : x + (w - box.w) / 2, y: y + (h - box.h) / 2, ...box };
}

/** The aspects of a logo's slot pictures (the icon is the logo again without one; white versions keep their shape). */
export function slotAspects(design: TOutlinedDesign): SlotAspects {
  const logo = logoAspect(design, 'main');
  const icon = design.icon ? logoAspect(design, 'symbol') : logo;
  return { logo, 'logo-white': logo, icon, 'icon-white': icon };
}

export function svgImageSlot(slot: ImageSlot, x: number, y: number, w: number, h: number, align: SlotAlign = 'center', aspect?: number): string {
  // With the picture's aspect the slot is its exact box: browsers centre an SVG picture in a wider box whatever the alignment asks.
  const b = aspect ? placeInBox(aspect, x, y, w, h, align) : { x, y, w, h };
  const keep = align === 'left' ? 'xMinYMid' : align === 'right' ? 'xMaxYMid' : 'xMidYMid';
  return `<image data-slot="${slot}" x="${n(b.x)}" y="${n(b.y)}" width="${n(b.w)}" height="${n(b.h)}" preserveAspectRatio="${keep} meet" href=""/>`;
}

/** Fills a preview's image slots with pictures (data or blob URLs). */
export function fillImageSlots(svg: string, images: Partial<Record<ImageSlot, string>>): string {
  return svg.replace(/<image data-slot="(logo|icon|logo-white|icon-white)"([^>]*?) href=""\/>/g, (whole, slot: ImageSlot, rest: string) => {
    const href = images[slot];
    return href ? `<image data-slot="${slot}"${rest} href="${escapeMarkup(href)}"/>` : whole;
  });
}
