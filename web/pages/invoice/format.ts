import type { Locale } from '../../../core/constants';
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
