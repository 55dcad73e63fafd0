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

export function svgImageSlot(slot: ImageSlot, x: number, y: number, w: number, h: number, align = 'xMidYMid'): string {
  return `<image data-slot="${slot}" x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" preserveAspectRatio="${align} meet" href=""/>`;
}

/** Fills a preview's image slots with pictures (data or blob URLs). */
export function fillImageSlots(svg: string, images: Partial<Record<ImageSlot, string>>): string {
  return svg.replace(/<image data-slot="(logo|icon|logo-white|icon-white)"([^>]*?) href=""\/>/g, (whole, slot: ImageSlot, rest: string) => {
    const href = images[slot];
    return href ? `<image data-slot="${slot}"${rest} href="${escapeMarkup(href)}"/>` : whole;
  });
}
