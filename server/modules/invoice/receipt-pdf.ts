import PDFDocument from 'pdfkit';
import { pdfFont } from '../../lib/pdf-fonts';

/** What a payment receipt shows (spec 01 §2: the invoice alert leads to a receipt of the payments). */
export interface ReceiptData {
  number: string;
  issuedAt: Date;
  /** E-mail (or mobile) of the buyer. */
  buyer: string;
  logo: { fa_id: number; name: string };
  payments: Array<{ date: Date; product: string; amount: string; currency: string }>;
}

const INK = '#1f2533';
const MUTED = '#6b7385';
const ACCENT = '#4384f5';
const RULE = '#e3e7ef';

const day = (d: Date) => d.toISOString().slice(0, 10);
/** 'logo-package' → 'Logo package'. */
const productLabel = (p: string) => {
  const words = p.replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};
const money = (cents: number) => (cents / 100).toFixed(2);
const cents = (amount: string) => Math.round(Number(amount) * 100);

/** Totals per currency, in the order the currencies first appear. */
function totals(payments: ReceiptData['payments']): Array<[string, number]> {
  const out = new Map<string, number>();
  for (const p of payments) out.set(p.currency, (out.get(p.currency) ?? 0) + cents(p.amount));
  return [...out];
}

/** A one-or-more page A4 receipt: seller, buyer, logo, the payments table and the total. */
export function renderReceiptPdf(data: ReceiptData): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    info: { Title: `Receipt ${data.number}`, Author: 'Logo Maker', Subject: `Logo ${data.logo.fa_id}`, CreationDate: data.issuedAt },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const write = (text: string, x: number, y: number, opts: { size?: number; bold?: boolean; color?: string; width?: number; align?: 'left' | 'right' } = {}) => {
    doc.font(pdfFont(text, opts.bold)).fontSize(opts.size ?? 10).fillColor(opts.color ?? INK);
    doc.text(text, x, y, { width: opts.width, align: opts.align ?? 'left', lineBreak: opts.width !== undefined });
  };
  const rule = (y: number) => doc.moveTo(left, y).lineTo(left + width, y).lineWidth(0.75).strokeColor(RULE).stroke();

  // Seller and title.
  write('Logo Maker', left, 56, { size: 20, bold: true });
  write('Online logo design', left, 82, { color: MUTED });
  write('RECEIPT', left, 56, { size: 22, bold: true, color: ACCENT, width, align: 'right' });
  write(`No. ${data.number}`, left, 84, { color: MUTED, width, align: 'right' });
  write(`Date ${day(data.issuedAt)}`, left, 98, { color: MUTED, width, align: 'right' });
  rule(124);

  // Buyer and logo.
  write('BILLED TO', left, 140, { size: 8, bold: true, color: MUTED });
  write(data.buyer, left, 152, { size: 11, width: width / 2 - 12 });
  write('LOGO', left + width / 2, 140, { size: 8, bold: true, color: MUTED });
  write(data.logo.name, left + width / 2, 152, { size: 11, width: width / 2 });
  write(`Logo ID ${data.logo.fa_id}`, left + width / 2, 168, { color: MUTED });

  // Payments table.
  const cols = [
    { title: 'DATE', x: left, w: 90, align: 'left' as const },
    { title: 'PRODUCT', x: left + 90, w: width - 90 - 170, align: 'left' as const },
    { title: 'AMOUNT', x: left + width - 170, w: 100, align: 'right' as const },
    { title: 'CURRENCY', x: left + width - 60, w: 60, align: 'right' as const },
  ];
  const header = (y: number) => {
    for (const c of cols) write(c.title, c.x, y, { size: 8, bold: true, color: MUTED, width: c.w, align: c.align });
    rule(y + 16);
    return y + 24;
  };
  let y = header(210);
  const bottom = doc.page.height - doc.page.margins.bottom - 60;
  for (const p of data.payments) {
    if (y > bottom) {
      doc.addPage();
      y = header(doc.page.margins.top);
    }
    const cells = [day(p.date), productLabel(p.product), money(cents(p.amount)), p.currency];
    cells.forEach((text, i) => write(text, cols[i].x, y, { width: cols[i].w, align: cols[i].align }));
    rule(y + 18);
    y += 26;
  }

  // Totals, one line per currency.
  y += 6;
  for (const [currency, sum] of totals(data.payments)) {
    write('Total paid', cols[1].x, y, { bold: true, size: 11, width: cols[1].w, align: 'right' });
    write(money(sum), cols[2].x, y, { bold: true, size: 11, width: cols[2].w, align: 'right' });
    write(currency, cols[3].x, y, { bold: true, size: 11, width: cols[3].w, align: 'right' });
    y += 20;
  }

  write('Thank you for your purchase. This receipt confirms the payments listed above; it is not a tax invoice.', left, y + 24, {
    color: MUTED,
    size: 9,
    width,
  });
  doc.end();
  return done;
}
