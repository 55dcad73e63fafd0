import { describe, expect, it } from 'vitest';
import type { TOrderStatusResponse } from '../../core/products';
import { noticeApplies } from './PaymentNotice';

const NOW = Date.parse('2026-11-24T10:00:00Z');
const order = (status: TOrderStatusResponse['status'], paidMinutesAgo: number | null): TOrderStatusResponse => ({
  code: 200,
  order_no: 'EN1',
  status,
  product: 'package_basic',
  amount: 29,
  currency: 'USD',
  paid_at: paidMinutesAgo === null ? null : new Date(NOW - paidMinutesAgo * 60_000).toISOString(),
});

describe('the payment notice is for the viewer’s own order, just paid', () => {
  it('shows for an order paid (applied or not) within the hour, or come back cancelled', () => {
    expect(noticeApplies(order('paid', 1), NOW)).toBe(true);
    expect(noticeApplies(order('refunded', 5), NOW)).toBe(true);
    expect(noticeApplies(order('refund_due', 59), NOW)).toBe(true);
    expect(noticeApplies(order('cancelled', null), NOW)).toBe(true);
  });
  it('not for no order (someone else’s: the server answers only its buyer), a pending one, or one paid long ago', () => {
    expect(noticeApplies(undefined, NOW)).toBe(false);
    expect(noticeApplies(order('pending', null), NOW)).toBe(false);
    expect(noticeApplies(order('paid', 61), NOW)).toBe(false);
    expect(noticeApplies(order('paid', 60 * 24 * 3), NOW)).toBe(false);
  });
});
