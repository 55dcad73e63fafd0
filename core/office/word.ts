import type { Locale } from '../constants';
import type { Bilingual } from './brand';

/**
 * A Word template as structure (spec 02 §2 "Word and PPT templates page",
 * §3 "Word template"): page, header and footer, then blocks of real
 * document content — title, headings, paragraphs, field lists, tables,
 * lists, signature lines. The server writes it as a .docx with named
 * styles (server/modules/templates/docx.ts); `word-preview.ts` draws its
 * first page as the card's preview SVG. Text may hold {name}, {slogan},
 * {date} and {year}.
 */

export type WordBlock =
  | { t: 'title'; text: Bilingual }
  | { t: 'subtitle'; text: Bilingual }
  | { t: 'h1'; text: Bilingual }
  | { t: 'h2'; text: Bilingual }
  | { t: 'p'; text: Bilingual; align?: 'left' | 'center' | 'right'; muted?: boolean; size?: number }
  /** Label → value lines, two columns of a borderless table. */
  | { t: 'fields'; rows: ReadonlyArray<readonly [Bilingual, Bilingual]> }
  /** A table: a head row in the brand colour, body rows, optional totals right-aligned below. */
  | { t: 'table'; head: readonly Bilingual[]; rows: ReadonlyArray<readonly Bilingual[]>; widths: readonly number[]; totals?: ReadonlyArray<readonly [Bilingual, Bilingual]> }
  | { t: 'bullets'; items: readonly Bilingual[] }
  /** Signature lines side by side, each with its caption. */
  | { t: 'sign'; captions: readonly Bilingual[] }
  /** A block of colour across the text width with a title, a subtitle and lines under it: a cover. */
  | { t: 'cover'; title: Bilingual; subtitle: Bilingual; lines: readonly Bilingual[] }
  /** An address block set in from the left (an envelope's recipient). */
  | { t: 'address'; lines: readonly Bilingual[]; indent: number }
  | { t: 'space'; mm: number }
  | { t: 'rule' };

export type WordHeader = 'letterhead' | 'centred' | 'envelope' | 'none';
export type WordPageKind = 'page' | 'envelope';

export interface WordTemplate {
  /** wordtpl_id. */
  id: number;
  /** File names and test ids. */
  slug: string;
  name: Bilingual;
  page: WordPageKind;
  landscape?: boolean;
  header: WordHeader;
  /** A footer with the slogan and page number. */
  footer: boolean;
  /** A frame around the page (certificates). */
  frame?: boolean;
  blocks: readonly WordBlock[];
}

/** A page size in millimetres, portrait. */
export interface PageSize {
  width: number;
  height: number;
  label: string;
}

/**
 * Paper per site: ISO sizes in China (A4, DL envelope), US sizes on the
 * English site (Letter, #10 envelope) — what each market's printers load.
 */
export const PAPER: Record<Locale, Record<WordPageKind, PageSize>> = {
  zh: { page: { width: 210, height: 297, label: 'A4' }, envelope: { width: 220, height: 110, label: 'DL' } },
  en: { page: { width: 215.9, height: 279.4, label: 'Letter' }, envelope: { width: 241.3, height: 104.8, label: '#10' } },
};

/** The inner margins of the documents' table cells (twentieths of a point), the letterhead's header table's among them. */
export const CELL_MARGIN_TWIPS = { top: 60, bottom: 60, left: 100, right: 100 } as const;

/** Page margins (mm): top, right, bottom, left; the header and footer sit inside the top and bottom ones. */
export function pageMargins(tpl: Pick<WordTemplate, 'page' | 'landscape' | 'frame'>): { top: number; right: number; bottom: number; left: number; header: number; footer: number } {
  if (tpl.page === 'envelope') return { top: 12, right: 15, bottom: 10, left: 15, header: 8, footer: 5 };
  if (tpl.frame) return { top: 30, right: 30, bottom: 25, left: 30, header: 14, footer: 10 };
  return { top: 38, right: 22, bottom: 24, left: 22, header: 12, footer: 10 };
}

/** The page of a template on a site, oriented. */
export function pageOf(tpl: Pick<WordTemplate, 'page' | 'landscape'>, site: Locale): PageSize {
  const p = PAPER[site][tpl.page];
  // An envelope is listed lying down already; a landscape page turns the sheet.
  return tpl.page === 'page' && tpl.landscape ? { width: p.height, height: p.width, label: p.label } : p;
}

/** Body sizes (pt) every writer uses, so the preview and the document agree. */
export const WORD_TYPE = { title: 26, subtitle: 13, h1: 16, h2: 12.5, body: 10.5, small: 8.5, cover: 30 } as const;
