import { badge } from './badge';
import { PRINT_ITEM_NAMES, PRINT_SIZES, type TPrintSpec } from './items';
import { formatOf, type ComposedPrint, type PrintInput } from './paint';
import { embroidery, shirt } from './garment';
import { printLogo } from './logo';
import { sign } from './sign';
import { stamp } from './stamp';
import { envelope, letterhead, slip } from './stationery';
import { sticker } from './sticker';

export type { ComposedPrint, PrintInput, PrintPage } from './paint';

/** The item the customer picked, composed. `spec`'s size must be one offered (items.ts sizeOffered). */
export function composePrint(spec: TPrintSpec, input: PrintInput): ComposedPrint {
  if (spec.item === 'sticker') return sticker(input, spec);
  if (spec.item === 'sign') return sign(input, spec);
  if (spec.item === 'stamp') return stamp(input, spec.shape, spec.text);
  if (spec.item === 'shirt') return shirt(input, spec);
  if (spec.item === 'embroidery') return embroidery(input, spec);
  if (spec.item === 'logo') return printLogo(input, spec);
  const size = PRINT_SIZES[spec.size]!;
  const label = `${PRINT_ITEM_NAMES[spec.item][input.site]} ${size.label[input.site]}`;
  // The safe inset of each: what the painter's text keeps clear of the trim.
  const format = formatOf(size, size.label[input.site], spec.item === 'badge' ? 4 : spec.item === 'envelope' ? 8 : 10);
  const page =
    spec.item === 'letterhead' ? letterhead(input, format)
    : spec.item === 'envelope' ? envelope(input, format, size, spec.window)
    : spec.item === 'slip' ? slip(input, format)
    : badge(input, format, size);
  return { format, pages: [page], label, outlined: spec.item === 'badge' };
}

export interface PrintSvgOptions {
  /** Include the bleed (the print PDF) or show the trim only (the page's preview). */
  bleed: boolean;
  /** Output units per mm. */
  unitsPerMm: number;
  /** The die lines as a dashed magenta line over the art, the art cut to the item's outline (the preview), or not at all (the PDF draws them itself). */
  cuts: boolean;
  /** Areas (mm) to mark in red over the art: where an embroidery mark is too thin (the preview). */
  highlight?: readonly { x: number; y: number; w: number; h: number }[];
}

const num = (v: number) => String(Math.round(v * 1000) / 1000);

/** A page of a composed item as an SVG. */
export function printPageSvg(item: ComposedPrint, page: number, opts: PrintSvgOptions): string {
  const p = item.pages[page]!;
  const format = p.format ?? item.format;
  const k = opts.unitsPerMm;
  const margin = opts.bleed ? format.bleed : 0;
  const w = (format.width + 2 * margin) * k;
  const h = (format.height + 2 * margin) * k;
  const art = opts.cuts && item.outlined ? `<clipPath id="outline"><path d="${p.cuts[0]}"/></clipPath><g clip-path="url(#outline)">${p.markup}</g>` : p.markup;
  const cuts = opts.cuts && p.cuts.length > 0 ? `<path d="${p.cuts.join('')}" fill="none" stroke="#EC008C" stroke-width="${num(0.35)}" stroke-dasharray="1.6 1" data-cut="1"/>` : '';
  const marked = (opts.highlight ?? []).map((a) => `<rect x="${num(a.x)}" y="${num(a.y)}" width="${num(a.w)}" height="${num(a.h)}"/>`).join('');
  const highlight = marked === '' ? '' : `<g fill="#E11D48" fill-opacity="0.6" data-thin="1">${marked}</g>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${num(w)}" height="${num(h)}" viewBox="0 0 ${num(w)} ${num(h)}">` +
    `<g transform="matrix(${num(k)} 0 0 ${num(k)} ${num(margin * k)} ${num(margin * k)})">${art}${cuts}${highlight}</g></svg>`
  );
}
