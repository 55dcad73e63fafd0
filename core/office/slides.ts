import { mix, officePalette, type OfficeBrand, type OfficePalette } from './brand';
import { wrapText } from './measure';
import { svgImageSlot, svgLine, svgRect, svgText, type ImageSlot, type SlotAspects } from './svg';
import { SANS_FALLBACK } from './word-preview';

/**
 * Slides drawn once for every place that shows them (house rule: what the
 * browser and the server both draw lives in core): a deck is slides of
 * content (layout, title, subtitle, lines) in a style and a background
 * pattern; `composeSlide` turns one into positioned elements — rectangles,
 * ellipses, lines, text boxes, logo pictures — in inches on a 16:9 slide.
 * The PPT templates' previews and the brand PPT editor draw them as SVG
 * (`slideSvg`); the server writes the same elements into a .pptx with
 * pptxgenjs (real shapes and editable text boxes).
 */

export const SLIDE_W = 13.333;
export const SLIDE_H = 7.5;

export const SLIDE_LAYOUTS = ['cover', 'section', 'bullets', 'two-column', 'stats', 'timeline', 'quote', 'closing'] as const;
export type SlideLayout = (typeof SLIDE_LAYOUTS)[number];

export const DECK_STYLES = ['bold', 'minimal', 'split', 'band'] as const;
export type DeckStyle = (typeof DECK_STYLES)[number];

export const DECK_PATTERNS = ['none', 'dots', 'lines', 'circles', 'grid'] as const;
export type DeckPattern = (typeof DECK_PATTERNS)[number];

export interface SlideContent {
  layout: SlideLayout;
  title: string;
  subtitle?: string;
  /** Bullet points, columns' lines ("Heading: text"), figures ("98% | Customers who return"), steps. */
  lines: readonly string[];
}

export interface DeckLook {
  brand: OfficeBrand;
  style: DeckStyle;
  pattern: DeckPattern;
  /** The deck's main colour, when the customer chose one (brand PPT); else the brand's primary. */
  colour?: string;
}

export type SlideElement =
  | { k: 'rect'; x: number; y: number; w: number; h: number; fill: string; opacity?: number }
  | { k: 'ellipse'; x: number; y: number; w: number; h: number; fill: string; opacity?: number }
  | { k: 'line'; x1: number; y1: number; x2: number; y2: number; colour: string; width: number }
  | {
      k: 'text';
      x: number;
      y: number;
      w: number;
      h: number;
      text: string;
      /** Points. */
      size: number;
      colour: string;
      font: 'heading' | 'body';
      bold?: boolean;
      align?: 'left' | 'center' | 'right';
      valign?: 'top' | 'middle' | 'bottom';
      bullets?: boolean;
    }
  /** A logo picture fitted into its box (aspect kept), aligned left, centre or right. */
  | { k: 'image'; slot: ImageSlot; x: number; y: number; w: number; h: number; align: 'left' | 'center' | 'right' };

interface Paint {
  pal: OfficePalette;
  main: string;
  deep: string;
  light: string;
  ink: string;
  muted: string;
}

function paintOf(look: DeckLook): Paint {
  const pal = officePalette(look.colour ? { colours: [look.colour, ...look.brand.colours] } : look.brand);
  return { pal, main: pal.primary, deep: mix(pal.primary, '#0B0E14', 0.35), light: pal.tint, ink: pal.ink, muted: pal.muted };
}

/** The background pattern, drawn in a colour over a region. */
function pattern(kind: DeckPattern, x: number, y: number, w: number, h: number, colour: string, opacity: number): SlideElement[] {
  const out: SlideElement[] = [];
  if (kind === 'dots') {
    for (let i = x + 0.25; i < x + w; i += 0.42) for (let j = y + 0.25; j < y + h; j += 0.42) out.push({ k: 'ellipse', x: i, y: j, w: 0.07, h: 0.07, fill: colour, opacity });
  } else if (kind === 'lines') {
    for (let j = y + 0.3; j < y + h; j += 0.3) out.push({ k: 'rect', x, y: j, w, h: 0.025, fill: colour, opacity });
  } else if (kind === 'circles') {
    out.push({ k: 'ellipse', x: x + w * 0.45, y: y - h * 0.15, w: w * 0.9, h: w * 0.9, fill: colour, opacity });
    out.push({ k: 'ellipse', x: x - w * 0.2, y: y + h * 0.55, w: w * 0.55, h: w * 0.55, fill: colour, opacity: opacity * 0.8 });
  } else if (kind === 'grid') {
    for (let i = x + 0.5; i < x + w; i += 0.5) out.push({ k: 'rect', x: i, y, w: 0.015, h, fill: colour, opacity });
    for (let j = y + 0.5; j < y + h; j += 0.5) out.push({ k: 'rect', x, y: j, w, h: 0.015, fill: colour, opacity });
  }
  return out;
}

const text = (x: number, y: number, w: number, h: number, value: string, size: number, colour: string, more: Partial<Extract<SlideElement, { k: 'text' }>> = {}): SlideElement => ({
  k: 'text',
  x,
  y,
  w,
  h,
  text: value,
  size,
  colour,
  font: 'body',
  ...more,
});

/** The content of a slide below its title: one routine per layout, in a box. */
function body(s: SlideContent, p: Paint, x: number, y: number, w: number, h: number): SlideElement[] {
  const out: SlideElement[] = [];
  const lines = s.lines.filter((l) => l.trim() !== '');
  switch (s.layout) {
    case 'two-column': {
      const half = lines.length > 1 ? Math.ceil(lines.length / 2) : 1;
      [lines.slice(0, half), lines.slice(half)].forEach((col, i) => {
        if (!col.length) return;
        const cx = x + i * (w / 2 + 0.2);
        const cw = w / 2 - 0.2;
        out.push({ k: 'rect', x: cx, y, w: cw, h: 0.06, fill: i === 0 ? p.main : p.pal.secondary });
        col.forEach((line, j) => {
          const [head, rest] = splitHead(line);
          out.push(text(cx, y + 0.25 + j * 1.25, cw, 0.4, head, 16, p.ink, { bold: true, font: 'heading' }));
          if (rest) out.push(text(cx, y + 0.65 + j * 1.25, cw, 0.7, rest, 12, p.muted));
        });
      });
      return out;
    }
    case 'stats': {
      const items = lines.slice(0, 4);
      const cw = (w - 0.3 * (items.length - 1)) / Math.max(1, items.length);
      items.forEach((line, i) => {
        const [figure, label] = line.split('|').map((v) => v.trim());
        const cx = x + i * (cw + 0.3);
        out.push({ k: 'rect', x: cx, y: y + 0.2, w: cw, h: 2.4, fill: p.light });
        out.push({ k: 'rect', x: cx, y: y + 0.2, w: cw, h: 0.07, fill: p.main });
        out.push(text(cx + 0.2, y + 0.55, cw - 0.4, 1, figure ?? '', 36, p.main, { bold: true, font: 'heading' }));
        out.push(text(cx + 0.2, y + 1.55, cw - 0.4, 0.9, label ?? '', 13, p.ink));
      });
      return out;
    }
    case 'timeline': {
      const items = lines.slice(0, 5);
      const cy = y + 1.0;
      out.push({ k: 'rect', x, y: cy, w, h: 0.05, fill: p.pal.line });
      const step = w / Math.max(1, items.length);
      items.forEach((line, i) => {
        const [head, rest] = splitHead(line);
        const cx = x + step * i + step / 2;
        out.push({ k: 'ellipse', x: cx - 0.17, y: cy - 0.15, w: 0.34, h: 0.34, fill: i === 0 ? p.main : p.pal.secondary });
        out.push(text(cx - step / 2 + 0.1, y + 0.1, step - 0.2, 0.6, head, 15, p.main, { bold: true, align: 'center', font: 'heading', valign: 'bottom' }));
        if (rest) out.push(text(cx - step / 2 + 0.1, cy + 0.45, step - 0.2, 1.4, rest, 12, p.muted, { align: 'center' }));
      });
      return out;
    }
    case 'quote':
      out.push(text(x, y, 1, 1, '“', 96, p.main, { font: 'heading', bold: true }));
      out.push(text(x + 0.9, y + 0.3, w - 0.9, 2.2, lines[0] ?? '', 26, p.ink, { font: 'heading' }));
      if (lines[1]) out.push(text(x + 0.9, y + 2.6, w - 0.9, 0.5, `— ${lines[1]}`, 14, p.muted));
      return out;
    default:
      out.push(text(x, y, w, h, lines.join('\n'), lines.length > 5 ? 16 : 20, p.ink, { bullets: true }));
      return out;
  }
}

function splitHead(line: string): [string, string] {
  const i = line.search(/[:：]/);
  return i > 0 ? [line.slice(0, i).trim(), line.slice(i + 1).trim()] : [line, ''];
}

/** The positioned elements of one slide. `index` counts from 0; the cover and closing slides carry no number. */
export function composeSlide(s: SlideContent, index: number, look: DeckLook): SlideElement[] {
  const p = paintOf(look);
  const W = SLIDE_W;
  const H = SLIDE_H;
  const out: SlideElement[] = [];
  const brandLine = [look.brand.name, look.brand.slogan].filter(Boolean).join(' · ');
  const dark = s.layout === 'cover' || s.layout === 'section' || s.layout === 'closing';

  if (dark) {
    const style = look.style;
    if (style === 'split') {
      out.push({ k: 'rect', x: 0, y: 0, w: W, h: H, fill: '#FFFFFF' });
      out.push({ k: 'rect', x: 0, y: 0, w: W * 0.52, h: H, fill: p.main });
      out.push(...pattern(look.pattern, 0, 0, W * 0.52, H, '#FFFFFF', 0.12));
      out.push({ k: 'rect', x: W * 0.52, y: 0, w: W * 0.48, h: H, fill: p.light });
      out.push({ k: 'image', slot: 'logo', x: W * 0.58, y: H * 0.3, w: W * 0.36, h: H * 0.4, align: 'center' });
      out.push(text(0.7, 1.9, W * 0.52 - 1.2, 2.2, s.title, s.layout === 'cover' ? 40 : 34, '#FFFFFF', { font: 'heading', bold: true, valign: 'bottom' }));
      out.push({ k: 'rect', x: 0.7, y: 4.3, w: 1.2, h: 0.06, fill: p.pal.accent });
      if (s.subtitle) out.push(text(0.7, 4.55, W * 0.52 - 1.2, 1.0, s.subtitle, 18, '#FFFFFF'));
      return out;
    }
    out.push({ k: 'rect', x: 0, y: 0, w: W, h: H, fill: style === 'minimal' ? '#FFFFFF' : p.main });
    if (style === 'minimal') {
      out.push({ k: 'rect', x: W * 0.62, y: 0, w: W * 0.38, h: H, fill: p.light });
      out.push(...pattern(look.pattern === 'none' ? 'dots' : look.pattern, W * 0.62, 0, W * 0.38, H, p.main, 0.18));
      out.push({ k: 'image', slot: 'logo', x: 0.8, y: 0.7, w: 3.6, h: 1.1, align: 'left' });
      out.push({ k: 'rect', x: 0.8, y: 2.55, w: 0.9, h: 0.07, fill: p.main });
      out.push(text(0.8, 2.75, W * 0.55, 1.9, s.title, 40, p.ink, { font: 'heading', bold: true }));
      if (s.subtitle) out.push(text(0.8, 4.7, W * 0.55, 0.9, s.subtitle, 18, p.muted));
      out.push(text(0.8, H - 0.9, W * 0.5, 0.4, brandLine, 11, p.muted));
      return out;
    }
    if (style === 'band') {
      out.push({ k: 'rect', x: 0, y: 0, w: W, h: H, fill: '#FFFFFF' });
      out.push({ k: 'rect', x: 0, y: H * 0.56, w: W, h: H * 0.44, fill: p.main });
      out.push(...pattern(look.pattern, 0, H * 0.56, W, H * 0.44, '#FFFFFF', 0.1));
      out.push({ k: 'rect', x: 0, y: H * 0.56 - 0.09, w: W, h: 0.09, fill: p.pal.accent });
      out.push({ k: 'image', slot: 'logo', x: 0.8, y: 0.8, w: 4.2, h: 2.4, align: 'left' });
      out.push(text(0.8, H * 0.56 + 0.45, W - 1.6, 1.3, s.title, 38, '#FFFFFF', { font: 'heading', bold: true }));
      if (s.subtitle) out.push(text(0.8, H * 0.56 + 1.75, W - 1.6, 0.7, s.subtitle, 18, '#FFFFFF'));
      return out;
    }
    // bold
    out.push({ k: 'ellipse', x: W * 0.58, y: -H * 0.35, w: H * 1.25, h: H * 1.25, fill: p.pal.secondary, opacity: 0.55 });
    out.push({ k: 'ellipse', x: W * 0.8, y: H * 0.55, w: H * 0.7, h: H * 0.7, fill: p.deep, opacity: 0.6 });
    out.push(...pattern(look.pattern, 0, 0, W * 0.55, H, '#FFFFFF', 0.1));
    out.push({ k: 'image', slot: 'logo-white', x: 0.8, y: 0.7, w: 3.4, h: 1.1, align: 'left' });
    out.push(text(0.8, 2.2, W * 0.62, 2.2, s.title, s.layout === 'cover' ? 46 : 38, '#FFFFFF', { font: 'heading', bold: true, valign: 'bottom' }));
    out.push({ k: 'rect', x: 0.8, y: 4.6, w: 1.1, h: 0.07, fill: '#FFFFFF' });
    if (s.subtitle) out.push(text(0.8, 4.85, W * 0.6, 0.9, s.subtitle, 20, '#FFFFFF'));
    return out;
  }

  // Content slides: white page, the style's frame, title, body, footer.
  out.push({ k: 'rect', x: 0, y: 0, w: W, h: H, fill: '#FFFFFF' });
  let top = 0.75;
  let left = 0.8;
  if (look.style === 'band') {
    out.push({ k: 'rect', x: 0, y: 0, w: W, h: 1.35, fill: p.main });
    out.push(...pattern(look.pattern, W * 0.6, 0, W * 0.4, 1.35, '#FFFFFF', 0.12));
    out.push(text(0.8, 0.25, W - 3.6, 0.85, s.title, 28, '#FFFFFF', { font: 'heading', bold: true, valign: 'middle' }));
    out.push({ k: 'image', slot: 'logo-white', x: W - 2.6, y: 0.35, w: 1.8, h: 0.65, align: 'right' });
    top = 1.9;
  } else {
    if (look.style === 'split') {
      out.push({ k: 'rect', x: 0, y: 0, w: 0.45, h: H, fill: p.main });
      out.push(text(0, 0.3, 0.45, 0.5, String(index + 1).padStart(2, '0'), 12, '#FFFFFF', { bold: true, align: 'center' }));
      left = 1.05;
    } else if (look.style === 'bold') {
      out.push({ k: 'rect', x: 0, y: 0.75, w: 0.22, h: 0.85, fill: p.main });
      out.push({ k: 'ellipse', x: W - 1.6, y: -0.9, w: 2.4, h: 2.4, fill: p.light });
    }
    out.push(...(look.pattern !== 'none' && look.style !== 'bold' ? pattern(look.pattern, W - 3.2, 0, 3.2, 1.6, p.main, 0.12) : []));
    out.push(text(left, top, W - left - 2.8, 0.85, s.title, 30, p.ink, { font: 'heading', bold: true, valign: 'middle' }));
    if (look.style === 'minimal') out.push({ k: 'rect', x: left, y: top + 0.95, w: 0.8, h: 0.05, fill: p.main });
    out.push({ k: 'image', slot: 'logo', x: W - 2.55, y: 0.7, w: 1.8, h: 0.65, align: 'right' });
    top += 1.35;
  }
  if (s.subtitle) {
    out.push(text(left, top - 0.1, W - left - 0.8, 0.5, s.subtitle, 15, p.muted));
    top += 0.55;
  }
  out.push(...body(s, p, left, top, W - left - 0.8, H - top - 0.9));
  out.push({ k: 'line', x1: left, y1: H - 0.55, x2: W - 0.8, y2: H - 0.55, colour: p.pal.line, width: 0.75 });
  out.push(text(left, H - 0.5, W * 0.6, 0.35, brandLine, 10, p.muted));
  out.push(text(W - 1.8, H - 0.5, 1.0, 0.35, String(index + 1), 10, p.muted, { align: 'right' }));
  return out;
}

const PX = 72; // SVG units per inch (1 unit = 1 pt, so text sizes are points)

/** A slide as SVG (points): the template cards' previews and the brand PPT editor's live preview. */
export function slideSvg(elements: readonly SlideElement[], brand: Pick<OfficeBrand, 'headingFont' | 'bodyFont'>, aspects: SlotAspects = {}): string {
  const heading = `'${brand.headingFont}', ${SANS_FALLBACK}`;
  const bodyFont = `'${brand.bodyFont}', ${SANS_FALLBACK}`;
  const out: string[] = [];
  for (const e of elements) {
    if (e.k === 'rect') out.push(svgRect(e.x * PX, e.y * PX, e.w * PX, e.h * PX, e.fill, e.opacity === undefined ? '' : ` fill-opacity="${e.opacity}"`));
    else if (e.k === 'ellipse')
      out.push(`<ellipse cx="${((e.x + e.w / 2) * PX).toFixed(1)}" cy="${((e.y + e.h / 2) * PX).toFixed(1)}" rx="${((e.w / 2) * PX).toFixed(1)}" ry="${((e.h / 2) * PX).toFixed(1)}" fill="${e.fill}"${e.opacity === undefined ? '' : ` fill-opacity="${e.opacity}"`}/>`);
    else if (e.k === 'line') out.push(svgLine(e.x1 * PX, e.y1 * PX, e.x2 * PX, e.y2 * PX, e.colour, e.width));
    else if (e.k === 'image') out.push(svgImageSlot(e.slot, e.x * PX, e.y * PX, e.w * PX, e.h * PX, e.align, aspects[e.slot]));
    else {
      const family = e.font === 'heading' ? heading : bodyFont;
      const indent = e.bullets ? 0.3 * PX : 0;
      const width = e.w * PX - indent;
      const lineH = e.size * 1.2;
      const rows: { line: string; bullet: boolean }[] = [];
      for (const para of e.text.split('\n')) wrapText(para, width, e.size, !!e.bold).forEach((line, i) => rows.push({ line, bullet: !!e.bullets && i === 0 }));
      const gap = e.bullets ? e.size * 0.5 : 0;
      const total = rows.length * lineH + rows.filter((r) => r.bullet).length * gap;
      let y = e.y * PX + (e.valign === 'middle' ? (e.h * PX - total) / 2 : e.valign === 'bottom' ? e.h * PX - total : 0);
      const anchor = e.align === 'center' ? 'middle' : e.align === 'right' ? 'end' : 'start';
      const x = anchor === 'middle' ? e.x * PX + (e.w * PX) / 2 : anchor === 'end' ? (e.x + e.w) * PX : e.x * PX + indent;
      for (const r of rows) {
        if (r.bullet && y > e.y * PX) y += gap;
        y += lineH;
        if (r.bullet) out.push(`<circle cx="${(e.x * PX + 0.1 * PX).toFixed(1)}" cy="${(y - e.size * 0.36).toFixed(1)}" r="${(e.size * 0.15).toFixed(1)}" fill="${e.colour}"/>`);
        out.push(svgText(x, y - e.size * 0.22, r.line, { size: e.size, fill: e.colour, family, weight: e.bold ? 700 : undefined, anchor }));
      }
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${SLIDE_W * PX} ${SLIDE_H * PX}">${out.join('')}</svg>`;
}
