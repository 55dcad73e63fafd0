import { describe, expect, it } from 'vitest';
import { formatAmount, formatExcluded, formatTime } from './format';

describe('invoice formatting', () => {
  it('shows the submission time as date and minutes', () => {
    const text = formatTime('2025-03-04T05:06:07.000Z', 'zh');
    expect(text).toMatch(/^2025\/03\/0[45] \d{2}:06$/);
  });

  it('keeps an unreadable time as it came', () => {
    expect(formatTime('not a date', 'zh')).toBe('not a date');
  });

  it('lists the payments an invoice leaves out, one sum per currency', () => {
    expect(formatExcluded([{ currency: 'USD', amount: 99, count: 2 }], 'zh')).toBe('USD 99.00');
    expect(formatExcluded([{ currency: 'EUR', amount: 10, count: 1 }, { currency: 'USD', amount: 59, count: 1 }], 'en')).toBe('EUR 10.00 and USD 59.00');
  });

  it('shows amounts with two decimals', () => {
    expect([formatAmount(99), formatAmount(0.1 + 0.2), formatAmount(1234.5)]).toEqual(['99.00', '0.30', '1234.50']);
  });
});
