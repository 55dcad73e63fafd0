import type { TTrademarkStatusResponse } from '../../../core/trademark';

/**
 * What /tm offers (spec 01 §4), one wording per state so the page never
 * says more than is true:
 * - no-logo: no logo on the page, or not the caller's (spec 01 §2 "/tm:
 *   no logo needed"): the enquiry without a logo, made when asked for (never
 *   opened by itself: nothing was bought), and the way to a logo's own;
 * - not-bought: brand_register 0, the owner can buy it (the purchase dialog);
 * - not-bought-other: brand_register 0 seen by an admin, who cannot buy;
 * - bought: brand_register 1 without an order: the owner's enquiry, opened for them;
 * - bought-other: the same seen by an admin, who may make the enquiry for the
 *   owner but has bought nothing, so it is neither said nor opened for them;
 * - ordered: an order exists: its page on the trademark site.
 */
export type TrademarkState = 'loading' | 'no-logo' | 'not-bought' | 'not-bought-other' | 'bought' | 'bought-other' | 'ordered';

export function trademarkState(input: {
  mayAct: boolean;
  owner: boolean;
  status: TTrademarkStatusResponse | undefined;
}): TrademarkState {
  if (!input.mayAct) return 'no-logo';
  if (!input.status) return 'loading';
  if (input.status.orderUrl) return 'ordered';
  if (input.status.brand_register === 1) return input.owner ? 'bought' : 'bought-other';
  return input.owner ? 'not-bought' : 'not-bought-other';
}
