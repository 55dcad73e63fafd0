import PDFDocument from 'pdfkit';
import { composeLogoSvg } from '../../../core/composer/compose';
import type { TDesign } from '../../../core/design';
import { fontNotice, type TFontPriceItem } from '../../../core/vi/fonts';
import { pdfFont } from '../../lib/pdf-fonts';
import { DOCUMENT_CREATOR } from '../../render/formats';
import { drawSceneShapes } from '../../render/formats/pdf';
import { sceneFromSvg } from '../../render/formats/scene';
import { outlinedDesign } from '../../render/outlined';

/**
 * The font licence certificate (spec 01 §6, spec 02 §9 "Font licence PDF
 * page 900x630, render ratio 2"): one 900×630 pt page, all vector (the logo
 * as outlines, the seal as paths), so a render at ratio 2 (1800×1260 px,
 * 144 dpi) is as sharp as the page. Chinese site only: its wording is Chinese.
 */

export const LICENCE_PAGE = { width: 900, height: 630 } as const;

export interface LicenceInput {
  faId: number;
  logoName: string;
  design: TDesign;
  fonts: readonly TFontPriceItem[];
  licensee: string;
  contact: string;
  /** When the authorisation was last saved: the certificate's date. */
  date: Date;
}

const INK = '#2B2118';
const MUTED = '#7A6A58';
const GOLD = '#B08A3E';
const SEAL = '#C8242B';

/** What the licence says about one font (spec 02 §8 notices), with the catalogue's terms page when it has one. */
function fontTerms(font: TFontPriceItem): string {
  const terms = font.authorization_url ? `\n授权条款：${font.authorization_url}` : '';
  switch (fontNotice(font)) {
    case 'free':
      return `免费商用${terms}`;
    case 'provider':
      return `字体提供方免费授权商用${terms}`;
    case 'paid':
      return `不在本授权范围内：商用须另购授权（¥${font.price.toFixed(2)}）${terms}`;
  }
}

function zhDate(d: Date): string {
  const p = (n: number) => String(n).padStart(2, '0');
  // Beijing time: the certificate's date is the day in China.
  const t = new Date(d.getTime() + 8 * 3600_000);
  return `${t.getUTCFullYear()}年${p(t.getUTCMonth() + 1)}月${p(t.getUTCDate())}日`;
}

/** The certificate's number: the logo id and the date, so it can be looked up. */
export function licenceNumber(faId: number, date: Date): string {
  const t = new Date(date.getTime() + 8 * 3600_000);
  return `FL${t.toISOString().slice(0, 10).replace(/-/g, '')}${String(faId).padStart(8, '0')}`;
}

/** A five-pointed star's path centred at (cx, cy). */
function star(doc: PDFKit.PDFDocument, cx: number, cy: number, r: number): void {
  for (let i = 0; i < 10; i++) {
    const radius = i % 2 === 0 ? r : r * 0.4;
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    const x = cx + radius * Math.cos(a);
    const y = cy + radius * Math.sin(a);
    if (i === 0) doc.moveTo(x, y);
    else doc.lineTo(x, y);
  }
  doc.closePath();
}

export function fontLicencePdf(input: LicenceInput): Promise<Buffer> {
  const { width: W, height: H } = LICENCE_PAGE;
  const doc = new PDFDocument({
    size: [W, H],
    margin: 0,
    info: { Title: `${input.logoName} 字体授权证书`, Author: DOCUMENT_CREATOR, Creator: DOCUMENT_CREATOR, CreationDate: input.date },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const text = (s: string, x: number, y: number, size: number, opts: { bold?: boolean; colour?: string; width?: number; align?: 'left' | 'center' | 'right'; spacing?: number } = {}) => {
    doc
      .font(pdfFont(s, opts.bold))
      .fontSize(size)
      .fillColor(opts.colour ?? INK)
      .text(s, x, y, { lineBreak: opts.width !== undefined, width: opts.width, align: opts.align ?? 'left', characterSpacing: opts.spacing ?? 0 });
  };

  // Paper, a double frame in gold, corner marks.
  doc.rect(0, 0, W, H).fill('#FBF7EF');
  doc.rect(22, 22, W - 44, H - 44).lineWidth(2.2).strokeColor(GOLD).stroke();
  doc.rect(30, 30, W - 60, H - 60).lineWidth(0.6).strokeColor(GOLD).stroke();
  for (const [x, y, sx, sy] of [[30, 30, 1, 1], [W - 30, 30, -1, 1], [30, H - 30, 1, -1], [W - 30, H - 30, -1, -1]] as const) {
    doc.moveTo(x, y + sy * 34).lineTo(x, y).lineTo(x + sx * 34, y).lineWidth(3).strokeColor(GOLD).stroke();
    doc.circle(x + sx * 10, y + sy * 10, 2.4).fill(GOLD);
  }

  text('字体授权证书', 0, 62, 34, { bold: true, width: W, align: 'center', spacing: 6 });
  text('FONT LICENCE CERTIFICATE', 0, 108, 11, { colour: GOLD, width: W, align: 'center', spacing: 4 });
  doc.moveTo(W / 2 - 120, 132).lineTo(W / 2 + 120, 132).lineWidth(0.8).strokeColor(GOLD).stroke();

  // The logo on a white card at the left, as outlines.
  const card = { x: 70, y: 168, w: 250, h: 188 };
  doc.roundedRect(card.x, card.y, card.w, card.h, 8).fill('#FFFFFF');
  doc.roundedRect(card.x, card.y, card.w, card.h, 8).lineWidth(0.6).strokeColor('#E6DCC8').stroke();
  const outlined = outlinedDesign(input.design);
  const scene = sceneFromSvg(composeLogoSvg(outlined, { variant: 'main', background: null, width: 800, height: 600 }));
  const scale = Math.min((card.w - 24) / scene.width, (card.h - 24) / scene.height);
  doc.save();
  doc.translate(card.x + (card.w - scene.width * scale) / 2, card.y + (card.h - scene.height * scale) / 2).scale(scale);
  drawSceneShapes(doc, scene);
  doc.restore();
  text(input.logoName, card.x, card.y + card.h + 12, 13, { bold: true, width: card.w, align: 'center' });

  // The terms, a label and a value a row.
  const left = 360;
  const valueX = left + 92;
  const valueW = W - 70 - valueX;
  let y = 170;
  const row = (label: string, value: string, size = 12.5) => {
    text(label, left, y, 11, { colour: MUTED });
    text(value, valueX, y - 1, size, { bold: true, width: valueW });
    const h = doc.font(pdfFont(value, true)).fontSize(size).heightOfString(value, { width: valueW });
    y += Math.max(22, h + 10);
  };
  row('被授权人', input.licensee);
  row('联系电话', input.contact);
  row('授权标志', `「${input.logoName}」Logo（编号 ${input.faId}）`);
  for (const [i, f] of input.fonts.entries()) {
    row(i === 0 ? '授权字体' : '', `${f.font_name} · ${f.role === 'name' ? '标志名称' : '标语'}\n${fontTerms(f)}`, 11.5);
  }
  row('授权范围', '标注为免费商用或提供方免费授权的字体，可用于该Logo及其品牌视觉（印刷、网站、社交媒体、商品包装等）的商业使用；标注须另购授权的字体，购得授权后方可商用。不含字体文件的转售或再分发。', 10.5);

  // Footer: date and number at the left, the seal at the right.
  const footY = H - 128;
  doc.moveTo(70, footY - 12).lineTo(W - 70, footY - 12).lineWidth(0.5).strokeColor('#E6DCC8').stroke();
  text(`授权日期：${zhDate(input.date)}`, 70, footY + 8, 11.5);
  text(`证书编号：${licenceNumber(input.faId, input.date)}`, 70, footY + 30, 11.5);
  text('本证书由 Logo设计 平台依据被授权人填写的信息出具。', 70, footY + 54, 9.5, { colour: MUTED });

  const seal = { x: W - 170, y: footY + 30, r: 52 };
  doc.save();
  doc.rotate(-12, { origin: [seal.x, seal.y] });
  doc.circle(seal.x, seal.y, seal.r).lineWidth(3.2).strokeColor(SEAL).strokeOpacity(0.85).stroke();
  doc.circle(seal.x, seal.y, seal.r - 6).lineWidth(0.9).strokeColor(SEAL).stroke();
  star(doc, seal.x, seal.y - 6, 14);
  doc.fillColor(SEAL).fillOpacity(0.85).fill();
  text('字体授权专用章', seal.x - 40, seal.y + 14, 10, { bold: true, colour: SEAL, width: 80, align: 'center' });
  text('LOGO MAKER', seal.x - 40, seal.y - 36, 7, { colour: SEAL, width: 80, align: 'center', spacing: 1.5 });
  doc.restore();

  doc.end();
  return done;
}
