import type { Locale } from '../../../core/constants';
import type { TInvoiceExcluded } from '../../../core/invoice';
import { htmlLang } from '../../site';

/** "2025/11/22 13:05" (zh) or "11/22/2025, 13:05" (en), in the browser's time zone. */
export function formatTime(iso: string, locale: Locale): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(htmlLang(locale), {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(date);
}

/** An amount with two decimals ("99.00"). */
export function formatAmount(amount: number): string {
  return amount.toFixed(2);
}

/** Payments left out of an invoice, one sum per currency: "USD 99.00" or "EUR 10.00 and USD 59.00" (a list in the page's language). */
export function formatExcluded(excluded: TInvoiceExcluded[], locale: Locale): string {
  const items = excluded.map((e) => `${e.currency} ${formatAmount(e.amount)}`);
  return new Intl.ListFormat(htmlLang(locale), { style: 'long', type: 'conjunction' }).format(items);
}
