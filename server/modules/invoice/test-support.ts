import PDFDocument from 'pdfkit';
import type { Db } from '../../db/client';
import { paymentRecords } from '../../db/schema';

/** Test helpers of the invoice module's route tests (not used by the app). */

/** A real registered company's unified social credit code (python-stdnum's test data). */
export const VALID_TAX_NUMBER = '91110000600037341L';

export interface PaymentOpts {
  fa_id: number;
  user_id: number;
  amount?: string;
  currency?: string;
  product?: string;
  created_at?: Date;
}

/** A payment record of a logo (99.00 CNY for the logo package unless told otherwise). */
export async function createPayment(db: Db, opts: PaymentOpts) {
  const [row] = await db
    .insert(paymentRecords)
    .values({
      fa_id: opts.fa_id,
      user_id: opts.user_id,
      actual_amount: opts.amount ?? '99.00',
      currency: opts.currency ?? 'CNY',
      provider: 'sandbox',
      product: opts.product ?? 'logo-package',
      ...(opts.created_at ? { created_at: opts.created_at } : {}),
    })
    .returning();
  return row;
}

/** A one-page PDF made by pdfkit, as an issued invoice would be. */
export function samplePdf(text = 'Invoice 0001'): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A5' });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  doc.text(text);
  doc.end();
  return done;
}
