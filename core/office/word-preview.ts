import type { Locale } from '../constants';
import { fill, officePalette, officeVars, type OfficeBrand, type OfficePalette, type OfficeVars } from './brand';
import { wrapText } from './measure';
import { svgImageSlot, svgLine, svgRect, svgText, type SlotAspects } from './svg';
import { CELL_MARGIN_TWIPS, pageMargins, pageOf, WORD_TYPE, type WordBlock, type WordTemplate } from './word';

/**
 * The first page of a Word template as an SVG (the card's preview, spec 02
 * §7): laid out from the same structure, sizes and margins as the .docx, in
 * millimetres. The logo and icon are empty image slots (`data-slot`) the
 * page fills with the logo it shows.
 */

/** Millimetres per point. */
export const MM_PER_PT = 25.4 / 72;
/** Height of the logo in a letterhead's header (mm); the .docx uses the same. */
export const HEADER_LOGO_MM = { letterhead: 14, centred: 18, envelope: 13 } as const;
/**
 * Where the .docx's letterhead header draws (mm): the logo inside its table
 * cell (the cell's margins move it in), the rule the border under the empty
 * paragraph after the table (one body line below the row, the border's 1 pt
 * space). The preview and the print shop's letterhead (core/print) use it,
 * so all three agree; a LibreOffice test measures the Word file against the
 * print PDF.
 */
export function letterheadHeader(m: { left: number; header: number }): { logo: { x: number; y: number; w: number; h: number }; ruleY: number; ruleHeight: number } {
  const twip = 25.4 / 1440;
  const h = HEADER_LOGO_MM.letterhead;
  const cellTop = CELL_MARGIN_TWIPS.top * twip;
  const cellLeft = CELL_MARGIN_TWIPS.left * twip;
  return {
    logo: { x: m.left + cellLeft, y: m.header + cellTop, w: 70, h },
    ruleY: m.header + h + 2 * cellTop + WORD_TYPE.body * MM_PER_PT * LINE_HEIGHT + MM_PER_PT,
    // The border: 18 eighths of a point.
    ruleHeight: 2.25 * MM_PER_PT,
  };
}

/** Space after a paragraph (mm), and line height as a multiple of the size. */
export const PARA_AFTER_MM = 2.6;
export const LINE_HEIGHT = 1.4;

export const SANS_FALLBACK = "Arial, 'Noto Sans CJK SC', 'Microsoft YaHei', sans-serif";

interface Ctx {
  site: Locale;
  vars: OfficeVars;
  pal: OfficePalette;
  heading: string;
  body: string;
  x: number;
  width: number;
  y: number;
  bottom: number;
  /** Titles centred (a certificate). */
  centred: boolean;
  out: string[];
}

const text = (c: Ctx, t: { zh: string; en: string }) => fill(t[c.site], c.vars);

function lines(c: Ctx, value: string, sizePt: number, opts: { family?: string; fill?: string; weight?: number; align?: 'left' | 'center' | 'right'; width?: number; x?: number }) {
  const size = sizePt * MM_PER_PT;
  const width = opts.width ?? c.width;
  const x0 = opts.x ?? c.x;
  const anchor = opts.align === 'center' ? 'middle' : opts.align === 'right' ? 'end' : 'start';
  const x = anchor === 'middle' ? x0 + width / 2 : anchor === 'end' ? x0 + width : x0;
  for (const line of wrapText(value, width, size, (opts.weight ?? 400) >= 600)) {
    if (c.y + size > c.bottom) return;
    c.y += size * LINE_HEIGHT;
    c.out.push(svgText(x, c.y - size * 0.3, line, { size, fill: opts.fill ?? c.pal.ink, family: opts.family ?? c.body, weight: opts.weight, anchor }));
  }
}

function block(c: Ctx, b: WordBlock): void {
  switch (b.t) {
    case 'title':
      lines(c, text(c, b.text), WORD_TYPE.title, { family: c.heading, fill: c.pal.primary, weight: 700, align: c.centred ? 'center' : undefined });
      c.y += 4;
      return;
    case 'subtitle': {
      const v = text(c, b.text);
      if (v) lines(c, v, WORD_TYPE.subtitle, { family: c.heading, fill: c.pal.secondary, align: c.centred ? 'center' : undefined });
      c.y += 3;
      return;
    }
    case 'h1':
      c.y += 3;
      lines(c, text(c, b.text), WORD_TYPE.h1, { family: c.heading, fill: c.pal.primary, weight: 700 });
      c.y += 2;
      return;
    case 'h2':
      c.y += 2;
      lines(c, text(c, b.text), WORD_TYPE.h2, { family: c.heading, fill: c.pal.secondary, weight: 700 });
      c.y += 1;
      return;
    case 'p': {
      const v = text(c, b.text);
      if (!v) return;
      lines(c, v, b.size ?? WORD_TYPE.body, { fill: b.muted ? c.pal.muted : c.pal.ink, align: b.align });
      c.y += PARA_AFTER_MM;
      return;
    }
    case 'fields': {
      const labelW = c.width * 0.22;
      for (const [label, value] of b.rows) {
        const y0 = c.y;
        lines(c, text(c, label), WORD_TYPE.body, { fill: c.pal.muted, width: labelW });
        const after = c.y;
        c.y = y0;
        lines(c, text(c, value), WORD_TYPE.body, { x: c.x + labelW, width: c.width - labelW });
        c.y = Math.max(c.y, after) + 1;
      }
      c.y += PARA_AFTER_MM;
      return;
    }
    case 'table': {
      const total = b.widths.reduce((s, w) => s + w, 0);
      const cols = b.widths.map((w) => (w / total) * c.width);
      const rowH = WORD_TYPE.body * MM_PER_PT * 2.2;
      const row = (cells: readonly { zh: string; en: string }[], head: boolean, shade: boolean) => {
        if (c.y + rowH > c.bottom) return;
        if (head) c.out.push(svgRect(c.x, c.y, c.width, rowH, c.pal.primary));
        else if (shade) c.out.push(svgRect(c.x, c.y, c.width, rowH, c.pal.tint));
        let x = c.x;
        cells.forEach((cell, i) => {
          const v = text(c, cell);
          const numeric = i > 0 && /^[\d¥$€.,%\s-]+$/.test(v) && v !== '';
          c.out.push(
            svgText(numeric ? x + cols[i]! - 2 : x + 2, c.y + rowH * 0.64, v, {
              size: WORD_TYPE.body * MM_PER_PT * 0.92,
              fill: head ? '#FFFFFF' : c.pal.ink,
              family: c.body,
              weight: head ? 700 : undefined,
              anchor: numeric ? 'end' : 'start',
            }),
          );
          x += cols[i]!;
        });
        c.y += rowH;
        c.out.push(svgLine(c.x, c.y, c.x + c.width, c.y, c.pal.line, 0.25));
      };
      row(b.head, true, false);
      b.rows.forEach((r, i) => row(r, false, i % 2 === 1));
      for (const [label, value] of b.totals ?? []) {
        if (c.y + rowH > c.bottom) break;
        const last = label === b.totals![b.totals!.length - 1]![0];
        const style = { size: WORD_TYPE.body * MM_PER_PT, fill: last ? c.pal.primary : c.pal.ink, family: c.body, weight: last ? 700 : undefined, anchor: 'end' as const };
        c.out.push(svgText(c.x + c.width * 0.78, c.y + rowH * 0.64, text(c, label), style));
        c.out.push(svgText(c.x + c.width - 2, c.y + rowH * 0.64, text(c, value), style));
        c.y += rowH;
      }
      c.y += PARA_AFTER_MM + 1;
      return;
    }
    case 'bullets':
      for (const item of b.items) {
        const size = WORD_TYPE.body * MM_PER_PT;
        if (c.y + size * LINE_HEIGHT <= c.bottom) c.out.push(`<circle cx="${c.x + 2.5}" cy="${c.y + size * LINE_HEIGHT - size * 0.62}" r="${size * 0.16}" fill="${c.pal.primary}"/>`);
        lines(c, text(c, item), WORD_TYPE.body, { x: c.x + 6, width: c.width - 6 });
        c.y += 0.8;
      }
      c.y += PARA_AFTER_MM;
      return;
    case 'sign': {
      c.y += 12;
      const w = (c.width - 12 * (b.captions.length - 1)) / b.captions.length;
      b.captions.forEach((cap, i) => {
        const x = c.x + i * (w + 12);
        c.out.push(svgLine(x, c.y, x + w, c.y, c.pal.ink, 0.3));
        c.out.push(svgText(x + w / 2, c.y + 5, text(c, cap), { size: WORD_TYPE.small * MM_PER_PT, fill: c.pal.muted, family: c.body, anchor: 'middle' }));
      });
      c.y += 8;
      return;
    }
    case 'cover': {
      const h = 95;
      c.out.push(svgRect(c.x - 6, c.y, c.width + 12, h, c.pal.primary));
      c.out.push(svgRect(c.x - 6, c.y + h, c.width + 12, 3, c.pal.accent));
      const y0 = c.y;
      c.y += 22;
      const inner = { x: c.x + 8, width: c.width - 16 };
      lines(c, text(c, b.title), WORD_TYPE.cover, { family: c.heading, fill: '#FFFFFF', weight: 700, ...inner });
      const sub = text(c, b.subtitle);
      if (sub) lines(c, sub, WORD_TYPE.subtitle, { family: c.heading, fill: '#FFFFFF', ...inner });
      c.y += 8;
      for (const l of b.lines) lines(c, text(c, l), WORD_TYPE.body, { fill: '#FFFFFF', ...inner });
      c.y = y0 + h + 3;
      return;
    }
    case 'address': {
      const x = c.x + c.width * b.indent;
      for (const l of b.lines) lines(c, text(c, l), 12, { x, width: c.width - (x - c.x) });
      return;
    }
    case 'space':
      c.y += b.mm;
      return;
    case 'rule':
      c.out.push(svgLine(c.x, c.y + 1, c.x + c.width, c.y + 1, c.pal.line, 0.4));
      c.y += 4;
      return;
  }
}

/** The contact lines of the letterhead's header (sample details the customer replaces). */
export const HEADER_CONTACT: Record<Locale, readonly string[]> = {
  zh: ['上海市浦东新区世纪大道 100 号', '021-5888 0000 · hello@example.com'],
  en: ['100 Market Street, San Francisco, CA', '+1 (415) 555-0100 · hello@example.com'],
};

export function wordPreviewSvg(tpl: WordTemplate, brand: OfficeBrand, today: Date, aspects: SlotAspects = {}): string {
  const page = pageOf(tpl, brand.site);
  const m = pageMargins(tpl);
  const pal = officePalette(brand);
  const c: Ctx = {
    site: brand.site,
    vars: officeVars(brand, today),
    pal,
    heading: `'${brand.headingFont}', ${SANS_FALLBACK}`,
    body: `'${brand.bodyFont}', ${SANS_FALLBACK}`,
    x: m.left,
    width: page.width - m.left - m.right,
    y: m.top,
    bottom: page.height - m.bottom,
    centred: tpl.header === 'centred',
    out: [],
  };
  const out: string[] = [svgRect(0, 0, page.width, page.height, '#FFFFFF')];
  const small = { size: WORD_TYPE.small * MM_PER_PT, fill: pal.muted, family: c.body };
  if (tpl.frame) {
    out.push(`<rect x="10" y="10" width="${page.width - 20}" height="${page.height - 20}" fill="none" stroke="${pal.primary}" stroke-width="1.6"/>`);
    out.push(`<rect x="13" y="13" width="${page.width - 26}" height="${page.height - 26}" fill="none" stroke="${pal.accent}" stroke-width="0.5"/>`);
  }
  if (tpl.header === 'letterhead') {
    const head = letterheadHeader(m);
    out.push(svgImageSlot('logo', head.logo.x, head.logo.y, head.logo.w, head.logo.h, 'left', aspects.logo));
    HEADER_CONTACT[brand.site].forEach((line, i) => out.push(svgText(page.width - m.right, m.header + 5 + i * 4.2, line, { ...small, anchor: 'end' })));
    out.push(svgRect(m.left, head.ruleY, c.width, head.ruleHeight, pal.primary));
  } else if (tpl.header === 'centred') {
    const h = HEADER_LOGO_MM.centred;
    out.push(svgImageSlot('logo', page.width / 2 - 40, m.header + 4, 80, h, 'center', aspects.logo));
    c.y = m.header + h + 14;
  } else if (tpl.header === 'envelope') {
    const h = HEADER_LOGO_MM.envelope;
    out.push(svgImageSlot('logo', m.left, m.header, 55, h, 'left', aspects.logo));
    [brand.name, ...HEADER_CONTACT[brand.site]].forEach((line, i) => out.push(svgText(m.left, m.header + h + 5 + i * 3.6, line, small)));
    out.push(svgRect(m.left, page.height - m.footer - 2, c.width, 2, pal.primary));
    c.y = m.header + h + 12;
  } else if (tpl.header === 'none') {
    out.push(svgImageSlot('logo', m.left, m.top - 14, 70, 20, 'left', aspects.logo));
  }
  for (const b of tpl.blocks) block(c, b);
  out.push(...c.out);
  if (tpl.footer) {
    const y = page.height - m.footer;
    out.push(svgLine(m.left, y - 5, page.width - m.right, y - 5, pal.line, 0.3));
    out.push(svgImageSlot('icon', m.left, y - 3.6, 4.5, 4.5, 'left', aspects.icon));
    out.push(svgText(m.left + 6.5, y, [brand.name, brand.slogan].filter(Boolean).join(' · '), small));
    out.push(svgText(page.width - m.right, y, '1', { ...small, anchor: 'end' }));
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${page.width} ${page.height}" width="${page.width}mm" height="${page.height}mm">${out.join('')}</svg>`;
}
