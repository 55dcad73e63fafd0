import type { KeyObject } from 'node:crypto';
import type { CreatedOrder, CreateOrderInput, FetchLike, OrderStatus, PaymentDriver, RefundInput } from '../types';
import { wechatClient } from './client';
import { verifyWechatNotification } from './notification';
import { ZWechatOptions, type WechatDriverOptions } from './options';
import { loadPrivateKey, loadPublicKey } from './signing';
import { ZH5OrderResponse, ZNativeOrderResponse, ZRefund, ZTransaction } from './wire';

/**
 * WeChat Pay API v3, merchant direct mode: Native (QR code on desktop) and H5
 * (mobile browser) orders, signed notifications with encrypted resources,
 * and the order query used when polling. Throws at construction on a bad
 * option or an unreadable key, so a wrong config stops the server at start.
 */
export function wechatDriver(options: WechatDriverOptions): PaymentDriver {
  const o = ZWechatOptions.parse(options);
  const fetchImpl: FetchLike = options.fetch ?? ((url, init) => fetch(url, init));
  const now = options.now ?? Date.now;
  const platformKeys = new Map<string, KeyObject>();
  for (const [serial, pem] of Object.entries(o.platformPublicKeys)) {
    try {
      platformKeys.set(serial, loadPublicKey(pem));
    } catch (e) {
      throw new Error(`WeChat Pay platform key ${serial} is not a readable public key or certificate: ${String(e)}`);
    }
  }
  const client = wechatClient({
    mchId: o.mchId,
    merchantSerialNo: o.merchantSerialNo,
    privateKey: loadPrivateKey(o.merchantPrivateKeyPem),
    platformKeys,
    baseUrl: o.baseUrl,
    fetch: fetchImpl,
    now,
  });

  async function createOrder(input: CreateOrderInput): Promise<CreatedOrder> {
    if (input.currency !== 'CNY') throw new Error(`WeChat Pay charges CNY only, not ${input.currency}`);
    if (input.channel !== 'native' && input.channel !== 'h5') {
      throw new Error(`WeChat Pay driver supports the native and h5 channels, not ${input.channel}`);
    }
    if (!Number.isInteger(input.amountMinor) || input.amountMinor <= 0) {
      throw new Error(`WeChat Pay amount must be a positive whole number of fen, not ${input.amountMinor}`);
    }
    const body = {
      appid: o.appId,
      mchid: o.mchId,
      description: input.description,
      out_trade_no: input.orderNo,
      notify_url: o.notifyUrl,
      amount: { total: input.amountMinor, currency: 'CNY' },
      ...(input.channel === 'h5' ? { scene_info: { payer_client_ip: input.clientIp, h5_info: { type: 'Wap' } } } : {}),
    };
    if (input.channel === 'native') {
      const res = ZNativeOrderResponse.parse(await client.call('POST', '/v3/pay/transactions/native', body));
      // Native answers carry no prepay id; the order is found again by out_trade_no.
      return { providerRef: null, codeUrl: res.code_url };
    }
    const res = ZH5OrderResponse.parse(await client.call('POST', '/v3/pay/transactions/h5', body));
    return { providerRef: prepayIdOf(res.h5_url), h5Url: withRedirect(res.h5_url, input.returnUrl) };
  }

  async function queryOrder(orderNo: string): Promise<OrderStatus> {
    const path = `/v3/pay/transactions/out-trade-no/${encodeURIComponent(orderNo)}?mchid=${encodeURIComponent(o.mchId)}`;
    const t = ZTransaction.parse(await client.call('GET', path));
    if (t.out_trade_no !== orderNo) throw new Error(`WeChat Pay answered for order ${t.out_trade_no}, asked ${orderNo}`);
    return {
      // REFUND, CLOSED, NOTPAY, USERPAYING, PAYERROR, REVOKED: not (or no longer) paid.
      paid: t.trade_state === 'SUCCESS',
      amountMinor: t.amount?.total ?? 0,
      currency: t.amount?.currency ?? 'CNY',
      providerTxnId: t.transaction_id ?? null,
    };
  }

  /**
   * Pays the order back in full (API v3 domestic refund). `out_refund_no` is
   * derived from the order number, so asking twice makes one refund; a refund
   * WeChat closed or marked abnormal is an error (the order stays refund_due).
   */
  async function refund(input: RefundInput): Promise<void> {
    if (input.currency !== 'CNY') throw new Error(`WeChat Pay refunds CNY only, not ${input.currency}`);
    const body = {
      ...(input.providerTxnId ? { transaction_id: input.providerTxnId } : { out_trade_no: input.orderNo }),
      out_refund_no: `R${input.orderNo}`,
      reason: '订单已不适用，全额退款',
      amount: { refund: input.amountMinor, total: input.amountMinor, currency: 'CNY' },
    };
    const r = ZRefund.parse(await client.call('POST', '/v3/refund/domestic/refunds', body));
    if (r.status !== 'SUCCESS' && r.status !== 'PROCESSING') throw new Error(`WeChat Pay refund ${r.refund_id} of order ${input.orderNo} is ${r.status}`);
  }

  return {
    name: 'wechat',
    createOrder,
    refund,
    async verifyNotification(headers, rawBody) {
      return verifyWechatNotification(
        { mchId: o.mchId, apiV3Key: o.apiV3Key, platformKeys, toleranceSec: o.timestampToleranceSec, now },
        headers,
        rawBody,
      );
    },
    queryOrder,
    // WeChat accepts 200 or 204 and ignores the body today; older v3 docs asked for this body, so it is kept.
    ack: () => ({ status: 200, body: { code: 'SUCCESS', message: '成功' } }),
  };
}

/**
 * WeChat's H5 page returns the customer to `redirect_url`, which the merchant
 * appends, URL-encoded, to h5_url (its domain must be the one registered for H5).
 */
export function withRedirect(h5Url: string, returnUrl: string): string {
  if (!returnUrl) return h5Url;
  return `${h5Url}${h5Url.includes('?') ? '&' : '?'}redirect_url=${encodeURIComponent(returnUrl)}`;
}

function prepayIdOf(h5Url: string): string | null {
  try {
    return new URL(h5Url).searchParams.get('prepay_id');
  } catch {
    return null;
  }
}
