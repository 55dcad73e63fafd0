import type { TOffer } from '../../core/products';

/** "¥199" / "$59" (no decimals when whole). */
export function formatPrice(offer: Pick<TOffer, 'price' | 'currency'>): string {
  const symbol = offer.currency === 'CNY' ? '¥' : '$';
  const amount = Number.isInteger(offer.price) ? String(offer.price) : offer.price.toFixed(2);
  return `${symbol}${amount}`;
}

/**
 * The address to come back to after paying in the QR and card flows (the
 * server's return address for other flows), with the order number so the
 * notice can say what the payment did.
 */
export function paidUrl(logoId: number, product: string, orderNo: string): string {
  const extra = product === 'designer_fix' || product === 'brand_register' ? `&product=${product}` : '';
  return `/download/?logo=${logoId}&payment=1${extra}&order=${encodeURIComponent(orderNo)}`;
}
