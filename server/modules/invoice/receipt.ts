import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import type { LogoWithClient } from '../logo/repo';
import { paymentsOf, userContact } from './repo';
import { renderReceiptPdf } from './receipt-pdf';

/**
 * The receipt number: logo and latest payment, so the same payments always
 * give the same number and a new payment gives a new one.
 */
export function receiptNumber(faId: number, lastPaymentId: number): string {
  return `R-${String(faId).padStart(6, '0')}-${String(lastPaymentId).padStart(6, '0')}`;
}

/** The payment receipt PDF of a logo; a logo whose payments add up to nothing has none. */
export async function logoReceipt(ctx: AppContext, logo: LogoWithClient): Promise<{ filename: string; body: Buffer }> {
  const payments = await paymentsOf(ctx.db, logo.fa_id);
  const total = payments.reduce((sum, p) => sum + Number(p.actual_amount), 0);
  if (payments.length === 0 || total <= 0) throw new AppError('NO_PAYMENTS');
  const buyer = await userContact(ctx.db, logo.user_id);
  const body = await renderReceiptPdf({
    number: receiptNumber(logo.fa_id, payments[payments.length - 1].id),
    issuedAt: new Date(),
    buyer: buyer?.email ?? buyer?.mobile ?? `User ${logo.user_id}`,
    logo: { fa_id: logo.fa_id, name: logo.logo_name },
    payments: payments.map((p) => ({ date: p.created_at, product: p.product, amount: p.actual_amount, currency: p.currency })),
  });
  return { filename: `receipt-${logo.fa_id}.pdf`, body };
}
