import {
  AlignmentType,
  BorderStyle,
  convertMillimetersToTwip,
  Document,
  Footer,
  Header,
  HeadingLevel,
  HeightRule,
  ImageRun,
  LevelFormat,
  LineRuleType,
  Packer,
  PageBorderDisplay,
  PageBorderOffsetFrom,
  PageNumber,
  PageOrientation,
  Paragraph,
  ShadingType,
  Table,
  TableCell,
  TableLayoutType,
  TableRow,
  TabStopType,
  TextRun,
  VerticalAlign,
  WidthType,
  type IBorderOptions,
  type ParagraphChild,
} from 'docx';
import { fill, officePalette, officeVars, type OfficeBrand, type OfficeVars } from '../../../core/office/brand';
import { EAST_ASIAN_FONT, officeThemeXml } from '../../../core/office/theme';
import { CELL_MARGIN_TWIPS, pageMargins, pageOf, WORD_TYPE, type WordBlock, type WordTemplate } from '../../../core/office/word';
import { HEADER_CONTACT, HEADER_LOGO_MM, PARA_AFTER_MM } from '../../../core/office/word-preview';
import { fitBox, type ImageSlot } from '../../../core/office/svg';
import type { OfficeImages } from './images';
import { replaceParts } from './package';

/**
 * A Word template as a real .docx (docx 9): named styles (Title, Subtitle,
 * Heading 1/2 in the brand's heading font and colours, Normal in the body
 * font), the letterhead in the header (the logo as a print-resolution PNG,
 * the contact lines), the slogan and page number in the footer,
 * tables with a head row in the brand colour, bulleted lists, and the
 * brand's Office theme in place of the writer's. Sizes and margins are the
 * ones the preview (core/office/word-preview.ts) draws.
 */

const hex = (c: string) => c.replace('#', '');
const halfPoints = (pt: number) => Math.round(pt * 2);
const mmToPx = (mm: number) => Math.round((mm / 25.4) * 96);
const NONE: IBorderOptions = { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' };
const NO_BORDERS = { top: NONE, bottom: NONE, left: NONE, right: NONE, insideHorizontal: NONE, insideVertical: NONE };

export interface DocxInput {
  template: WordTemplate;
  brand: OfficeBrand;
  images: OfficeImages;
  today: Date;
  creator: string;
}

function image(images: OfficeImages, slot: ImageSlot, wMm: number, hMm: number): ImageRun {
  const pic = images[slot];
  const box = fitBox(pic.aspect, wMm, hMm);
  const transformation = { width: mmToPx(box.w), height: mmToPx(box.h) };
  // SVG with the PNG as its fallback (the blip every reader knows): Word draws the vector, LibreOffice and WPS the PNG.
  return new ImageRun({ type: 'svg', data: Buffer.from(pic.svg, 'utf8'), fallback: { type: 'png', data: pic.png }, transformation, altText: { name: 'Logo', description: 'Logo', title: 'Logo' } });
}

/** Runs of a text, its line feeds kept as breaks. */
function runs(value: string, style: { color?: string; size?: number; bold?: boolean } = {}): TextRun[] {
  return value.split('\n').map((line, i) => new TextRun({ text: line, ...(i > 0 ? { break: 1 } : {}), ...(style.color ? { color: hex(style.color) } : {}), ...(style.size ? { size: halfPoints(style.size) } : {}), ...(style.bold ? { bold: true } : {}) }));
}

export async function wordTemplateDocx(input: DocxInput): Promise<Buffer> {
  const { template: tpl, brand, images } = input;
  const site = brand.site;
  const pal = officePalette(brand);
  const vars: OfficeVars = officeVars(brand, input.today);
  const t = (v: { zh: string; en: string }) => fill(v[site], vars);
  const page = pageOf(tpl, site);
  const m = pageMargins(tpl);
  const textWidthMm = page.width - m.left - m.right;
  const textWidth = convertMillimetersToTwip(textWidthMm);
  const after = convertMillimetersToTwip(PARA_AFTER_MM);
  const centred = tpl.header === 'centred';

  const cell = (children: Paragraph[], opts: { width: number; fillColour?: string; borders?: boolean; span?: number; vAlign?: 'center' | 'top' } ) =>
    new TableCell({
      children,
      width: { size: opts.width, type: WidthType.PERCENTAGE },
      ...(opts.span ? { columnSpan: opts.span } : {}),
      ...(opts.fillColour ? { shading: { type: ShadingType.CLEAR, color: 'auto', fill: hex(opts.fillColour) } } : {}),
      ...(opts.vAlign === 'center' ? { verticalAlign: VerticalAlign.CENTER } : {}),
      margins: CELL_MARGIN_TWIPS,
      ...(opts.borders === false ? { borders: { top: NONE, bottom: NONE, left: NONE, right: NONE } } : {}),
    });

  const block = (b: WordBlock): (Paragraph | Table)[] => {
    switch (b.t) {
      case 'title':
        return [new Paragraph({ heading: HeadingLevel.TITLE, children: runs(t(b.text)), ...(centred ? { alignment: AlignmentType.CENTER } : {}) })];
      case 'subtitle': {
        const v = t(b.text);
        return v ? [new Paragraph({ style: 'Subtitle', children: runs(v), ...(centred ? { alignment: AlignmentType.CENTER } : {}) })] : [];
      }
      case 'h1':
        return [new Paragraph({ heading: HeadingLevel.HEADING_1, children: runs(t(b.text)) })];
      case 'h2':
        return [new Paragraph({ heading: HeadingLevel.HEADING_2, children: runs(t(b.text)) })];
      case 'p': {
        const v = t(b.text);
        if (!v) return [];
        const alignment = b.align === 'center' ? AlignmentType.CENTER : b.align === 'right' ? AlignmentType.RIGHT : AlignmentType.LEFT;
        return [new Paragraph({ alignment, children: runs(v, { ...(b.muted ? { color: pal.muted } : {}), ...(b.size ? { size: b.size } : {}) }) })];
      }
      case 'fields':
        return [
          new Table({
            width: { size: 100, type: WidthType.PERCENTAGE },
            layout: TableLayoutType.FIXED,
            borders: NO_BORDERS,
            rows: b.rows.map(
              ([label, value]) =>
                new TableRow({
                  children: [
                    cell([new Paragraph({ spacing: { after: 0 }, children: runs(t(label), { color: pal.muted }) })], { width: 22, borders: false }),
                    cell([new Paragraph({ spacing: { after: 0 }, children: runs(t(value)) })], { width: 78, borders: false }),
                  ],
                }),
            ),
          }),
          new Paragraph({ spacing: { after: 0 }, children: [] }),
        ];
      case 'table': {
        const total = b.widths.reduce((s, w) => s + w, 0);
        const pct = b.widths.map((w) => Math.round((w / total) * 100));
        const line: IBorderOptions = { style: BorderStyle.SINGLE, size: 4, color: hex(pal.line) };
        const numeric = (v: string, i: number) => i > 0 && v !== '' && /^[\d¥$€.,%\s-]+$/.test(v);
        const rows = [
          new TableRow({
            tableHeader: true,
            children: b.head.map((h, i) => cell([new Paragraph({ spacing: { after: 0 }, children: runs(t(h), { color: '#FFFFFF', bold: true }) })], { width: pct[i]!, fillColour: pal.primary })),
          }),
          ...b.rows.map(
            (r, ri) =>
              new TableRow({
                children: r.map((c, i) => {
                  const v = t(c);
                  return cell([new Paragraph({ spacing: { after: 0 }, alignment: numeric(v, i) ? AlignmentType.RIGHT : AlignmentType.LEFT, children: runs(v) })], { width: pct[i]!, ...(ri % 2 === 1 ? { fillColour: pal.tint } : {}) });
                }),
              }),
          ),
          ...(b.totals ?? []).map(([label, value], i, all) => {
            const last = i === all.length - 1;
            const style = last ? { color: pal.primary, bold: true } : {};
            return new TableRow({
              children: [
                cell([new Paragraph({ spacing: { after: 0 }, alignment: AlignmentType.RIGHT, children: runs(t(label), style) })], { width: 100 - pct[pct.length - 1]!, span: b.widths.length - 1, borders: false }),
                cell([new Paragraph({ spacing: { after: 0 }, alignment: AlignmentType.RIGHT, children: runs(t(value), style) })], { width: pct[pct.length - 1]!, borders: false }),
              ],
            });
          }),
        ];
        return [
          new Table({ width: { size: 100, type: WidthType.PERCENTAGE }, layout: TableLayoutType.FIXED, columnWidths: pct.map((p) => Math.round((p / 100) * textWidth)), borders: { top: line, bottom: line, left: NONE, right: NONE, insideHorizontal: line, insideVertical: NONE }, rows }),
          new Paragraph({ spacing: { after: 0 }, children: [] }),
        ];
      }
      case 'bullets':
        return b.items.map((item) => new Paragraph({ numbering: { reference: 'brand-bullets', level: 0 }, spacing: { after: 60 }, children: runs(t(item)) }));
      case 'sign': {
        const w = Math.floor(100 / b.captions.length);
        return [
          new Paragraph({ spacing: { before: convertMillimetersToTwip(10), after: 0 }, children: [] }),
          new Table({
            width: { size: 100, type: WidthType.PERCENTAGE },
            layout: TableLayoutType.FIXED,
            borders: NO_BORDERS,
            rows: [
              new TableRow({
                children: b.captions.map((cap) =>
                  cell([new Paragraph({ alignment: AlignmentType.CENTER, border: { top: { style: BorderStyle.SINGLE, size: 6, color: hex(pal.ink), space: 4 } }, children: runs(t(cap), { color: pal.muted, size: WORD_TYPE.small }) })], { width: w, borders: false }),
                ),
              }),
            ],
          }),
        ];
      }
      case 'cover': {
        const sub = t(b.subtitle);
        const white = { color: '#FFFFFF' };
        return [
          new Table({
            width: { size: 100, type: WidthType.PERCENTAGE },
            borders: NO_BORDERS,
            rows: [
              new TableRow({
                height: { value: convertMillimetersToTwip(95), rule: HeightRule.ATLEAST },
                children: [
                  new TableCell({
                    shading: { type: ShadingType.CLEAR, color: 'auto', fill: hex(pal.primary) },
                    verticalAlign: VerticalAlign.CENTER,
                    margins: { left: convertMillimetersToTwip(10), right: convertMillimetersToTwip(10), top: 400, bottom: 400 },
                    children: [
                      new Paragraph({ style: 'CoverTitle', children: runs(t(b.title)) }),
                      ...(sub ? [new Paragraph({ style: 'Subtitle', children: runs(sub, white) })] : []),
                      ...b.lines.map((l, i) => new Paragraph({ spacing: { before: i === 0 ? 360 : 0, after: 0 }, children: runs(t(l), white) })),
                    ],
                  }),
                ],
              }),
              new TableRow({ height: { value: convertMillimetersToTwip(3), rule: HeightRule.EXACT }, children: [new TableCell({ shading: { type: ShadingType.CLEAR, color: 'auto', fill: hex(pal.accent) }, children: [new Paragraph({ children: [] })] })] }),
            ],
          }),
        ];
      }
      case 'address':
        return b.lines.map((l) => new Paragraph({ indent: { left: Math.round(textWidth * b.indent) }, spacing: { after: 0 }, children: runs(t(l), { size: 12 }) }));
      case 'space':
        return [new Paragraph({ spacing: { before: convertMillimetersToTwip(b.mm), after: 0 }, children: [] })];
      case 'rule':
        return [new Paragraph({ border: { bottom: { style: BorderStyle.SINGLE, size: 6, color: hex(pal.line), space: 1 } }, children: [] })];
    }
  };

  // Header per kind.
  const small = { color: pal.muted, size: WORD_TYPE.small };
  let header: Header | undefined;
  if (tpl.header === 'letterhead') {
    header = new Header({
      children: [
        new Table({
          width: { size: 100, type: WidthType.PERCENTAGE },
          layout: TableLayoutType.FIXED,
          borders: NO_BORDERS,
          rows: [
            new TableRow({
              children: [
                cell([new Paragraph({ spacing: { after: 0 }, children: [image(images, 'logo', 70, HEADER_LOGO_MM.letterhead)] })], { width: 50, borders: false, vAlign: 'center' }),
                cell(
                  HEADER_CONTACT[site].map((line) => new Paragraph({ alignment: AlignmentType.RIGHT, spacing: { after: 0 }, children: runs(line, small) })),
                  { width: 50, borders: false, vAlign: 'center' },
                ),
              ],
            }),
          ],
        }),
        new Paragraph({ border: { bottom: { style: BorderStyle.SINGLE, size: 18, color: hex(pal.primary), space: 1 } }, spacing: { after: 0 }, children: [] }),
      ],
    });
  } else if (tpl.header === 'centred') {
    header = new Header({ children: [new Paragraph({ alignment: AlignmentType.CENTER, spacing: { before: convertMillimetersToTwip(4) }, children: [image(images, 'logo', 80, HEADER_LOGO_MM.centred)] })] });
  } else if (tpl.header === 'envelope') {
    header = new Header({
      children: [
        new Paragraph({ spacing: { after: 80 }, children: [image(images, 'logo', 55, HEADER_LOGO_MM.envelope)] }),
        ...[brand.name, ...HEADER_CONTACT[site]].map((line) => new Paragraph({ spacing: { after: 0 }, children: runs(line, small) })),
      ],
    });
  }

  let footer: Footer | undefined;
  if (tpl.footer) {
    const children: ParagraphChild[] = [image(images, 'icon', 4.5, 4.5), new TextRun({ text: `  ${[brand.name, brand.slogan].filter(Boolean).join(' · ')}`, color: hex(pal.muted), size: halfPoints(WORD_TYPE.small) }), new TextRun({ children: ['\t', PageNumber.CURRENT], color: hex(pal.muted), size: halfPoints(WORD_TYPE.small) })];
    footer = new Footer({
      children: [new Paragraph({ tabStops: [{ type: TabStopType.RIGHT, position: textWidth }], border: { top: { style: BorderStyle.SINGLE, size: 4, color: hex(pal.line), space: 6 } }, children })],
    });
  } else if (tpl.page === 'envelope') {
    footer = new Footer({ children: [new Paragraph({ border: { bottom: { style: BorderStyle.SINGLE, size: 36, color: hex(pal.primary), space: 1 } }, children: [] })] });
  }

  const body: (Paragraph | Table)[] = [];
  if (tpl.header === 'none') body.push(new Paragraph({ spacing: { after: convertMillimetersToTwip(6) }, children: [image(images, 'logo', 70, 20)] }));
  for (const b of tpl.blocks) body.push(...block(b));

  const frame: IBorderOptions | undefined = tpl.frame ? { style: BorderStyle.DOUBLE, size: 18, color: hex(pal.primary), space: 24 } : undefined;
  const font = (family: string) => ({ ascii: family, hAnsi: family, eastAsia: EAST_ASIAN_FONT, cs: family });
  const doc = new Document({
    creator: input.creator,
    title: `${brand.name} – ${tpl.name[site]}`,
    description: tpl.name[site],
    styles: {
      default: {
        document: { run: { font: font(brand.bodyFont), size: halfPoints(WORD_TYPE.body), color: hex(pal.ink) }, paragraph: { spacing: { after, line: 300, lineRule: LineRuleType.AUTO } } },
        title: { run: { font: font(brand.headingFont), size: halfPoints(WORD_TYPE.title), bold: true, color: hex(pal.primary) }, paragraph: { spacing: { after: 240, line: 264, lineRule: LineRuleType.AUTO } } },
        heading1: { run: { font: font(brand.headingFont), size: halfPoints(WORD_TYPE.h1), bold: true, color: hex(pal.primary) }, paragraph: { spacing: { before: 240, after: 120 } } },
        heading2: { run: { font: font(brand.headingFont), size: halfPoints(WORD_TYPE.h2), bold: true, color: hex(pal.secondary) }, paragraph: { spacing: { before: 180, after: 60 } } },
      },
      paragraphStyles: [
        { id: 'Subtitle', name: 'Subtitle', basedOn: 'Normal', next: 'Normal', quickFormat: true, run: { font: font(brand.headingFont), size: halfPoints(WORD_TYPE.subtitle), color: hex(pal.secondary) }, paragraph: { spacing: { after: 200 } } },
        { id: 'CoverTitle', name: 'Cover Title', basedOn: 'Title', next: 'Normal', quickFormat: true, run: { font: font(brand.headingFont), size: halfPoints(WORD_TYPE.cover), bold: true, color: 'FFFFFF' }, paragraph: { spacing: { after: 120 } } },
      ],
    },
    numbering: {
      config: [
        {
          reference: 'brand-bullets',
          levels: [{ level: 0, format: LevelFormat.BULLET, text: '•', alignment: AlignmentType.LEFT, style: { run: { color: hex(pal.primary) }, paragraph: { indent: { left: 360, hanging: 260 } } } }],
        },
      ],
    },
    sections: [
      {
        properties: {
          page: {
            size: {
              // Given upright: docx turns the sheet itself for a landscape orientation.
              width: convertMillimetersToTwip(Math.min(page.width, page.height)),
              height: convertMillimetersToTwip(Math.max(page.width, page.height)),
              orientation: page.width > page.height ? PageOrientation.LANDSCAPE : PageOrientation.PORTRAIT,
            },
            margin: {
              top: convertMillimetersToTwip(m.top),
              right: convertMillimetersToTwip(m.right),
              bottom: convertMillimetersToTwip(m.bottom),
              left: convertMillimetersToTwip(m.left),
              header: convertMillimetersToTwip(m.header),
              footer: convertMillimetersToTwip(m.footer),
            },
            ...(frame
              ? { borders: { pageBorders: { display: PageBorderDisplay.ALL_PAGES, offsetFrom: PageBorderOffsetFrom.PAGE }, pageBorderTop: frame, pageBorderBottom: frame, pageBorderLeft: frame, pageBorderRight: frame } }
              : {}),
          },
        },
        ...(header ? { headers: { default: header } } : {}),
        ...(footer ? { footers: { default: footer } } : {}),
        children: body,
      },
    ],
  });
  const file = await Packer.toBuffer(doc);
  return replaceParts(file, { 'word/theme/theme1.xml': officeThemeXml(brand) });
}
