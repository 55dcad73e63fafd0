import { describe, expect, it } from 'vitest';
import { trademarkState } from './state';

const status = (brand_register: number, orderUrl: string | null = null) => ({
  code: 200 as const,
  brand_register,
  order_no: orderUrl ? 'TM1' : null,
  orderUrl,
  price: 999,
});

describe('trademarkState: /tm says only what is true of the viewer and the logo', () => {
  it('without a logo (or one the viewer may not act on): no-logo, never a bought registration', () => {
    expect(trademarkState({ mayAct: false, owner: false, status: undefined })).toBe('no-logo');
  });
  it('registration not bought: the owner may buy it, an admin only sees that it is not bought', () => {
    expect(trademarkState({ mayAct: true, owner: true, status: status(0) })).toBe('not-bought');
    expect(trademarkState({ mayAct: true, owner: false, status: status(0) })).toBe('not-bought-other');
  });
  it('bought without an order: the enquiry; with an order: its page', () => {
    expect(trademarkState({ mayAct: true, owner: true, status: status(1) })).toBe('bought');
    expect(trademarkState({ mayAct: true, owner: false, status: status(1) })).toBe('bought-other');
    expect(trademarkState({ mayAct: true, owner: true, status: status(1, '/trademark/order/TM1') })).toBe('ordered');
  });
  it('waits for the state of a logo it may act on', () => {
    expect(trademarkState({ mayAct: true, owner: true, status: undefined })).toBe('loading');
  });
});
