import { describe, expect, it } from 'vitest';
import type { CreateOrderInput } from '../types';
import { WechatApiError } from './client';
import { wechatDriver, withRedirect } from './driver';
import { APP_ID, fakeWechat, MCH_ID, MERCHANT_SERIAL, NOW_SEC, options, stranger, transaction } from './testkit';

const order = (over: Partial<CreateOrderInput> = {}): CreateOrderInput => ({
  orderNo: 'ZH20240501000123',
  amountMinor: 9900,
  currency: 'CNY',
  description: '标志设计-基础套餐',
  channel: 'native',
  clientIp: '203.0.113.7',
  returnUrl: 'https://zh.example.com/download/pay-return?order=ZH20240501000123',
  ...over,
});

describe('wechat createOrder', () => {
  it('creates a native order: signed POST with the documented body, answers the QR content', async () => {
    const server = fakeWechat(() => ({ status: 200, body: { code_url: 'weixin://wxpay/bizpayurl?pr=p4lpSuKzz' } }));
    const driver = wechatDriver(options({ fetch: server.fetch }));

    const created = await driver.createOrder(order());

    expect(created).toEqual({ providerRef: null, codeUrl: 'weixin://wxpay/bizpayurl?pr=p4lpSuKzz' });
    const [req] = server.seen;
    expect(req.method).toBe('POST');
    expect(req.path).toBe('/v3/pay/transactions/native');
    expect(req.auth).toMatchObject({ mchid: MCH_ID, serial_no: MERCHANT_SERIAL, timestamp: String(NOW_SEC) });
    expect(req.auth.nonce_str).toMatch(/^[0-9A-F]{32}$/);
    expect(req.headers).toMatchObject({ Accept: 'application/json', 'Content-Type': 'application/json' });
    expect(req.headers['User-Agent']).toBeTruthy();
    expect(JSON.parse(req.body)).toEqual({
      appid: APP_ID,
      mchid: MCH_ID,
      description: '标志设计-基础套餐',
      out_trade_no: 'ZH20240501000123',
      notify_url: 'https://zh.example.com/api/payments/wechat/notify',
      amount: { total: 9900, currency: 'CNY' },
    });
  });

  it('creates an H5 order with scene_info and appends the URL-encoded redirect_url', async () => {
    const h5 = 'https://wx.tenpay.com/cgi-bin/mmpayweb-bin/checkmweb?prepay_id=wx2916263004719461949c84457c735b0000&package=2150917749';
    const server = fakeWechat(() => ({ status: 200, body: { h5_url: h5 } }));
    const driver = wechatDriver(options({ fetch: server.fetch }));

    const created = await driver.createOrder(order({ channel: 'h5' }));

    expect(server.seen[0].path).toBe('/v3/pay/transactions/h5');
    expect(JSON.parse(server.seen[0].body).scene_info).toEqual({ payer_client_ip: '203.0.113.7', h5_info: { type: 'Wap' } });
    expect(created.providerRef).toBe('wx2916263004719461949c84457c735b0000');
    expect(created.h5Url).toBe(
      `${h5}&redirect_url=https%3A%2F%2Fzh.example.com%2Fdownload%2Fpay-return%3Forder%3DZH20240501000123`,
    );
  });

  it('withRedirect starts the query string when h5_url has none, and encodes spaces and non-ASCII', () => {
    expect(withRedirect('https://wx.tenpay.com/x', 'https://a.cn/回 来')).toBe(
      'https://wx.tenpay.com/x?redirect_url=https%3A%2F%2Fa.cn%2F%E5%9B%9E%20%E6%9D%A5',
    );
  });

  it('refuses channels and currencies WeChat Pay does not take, before calling WeChat', async () => {
    const server = fakeWechat(() => ({ status: 200, body: {} }));
    const driver = wechatDriver(options({ fetch: server.fetch }));
    await expect(driver.createOrder(order({ channel: 'card' }))).rejects.toThrow(/native and h5 channels, not card/);
    await expect(driver.createOrder(order({ currency: 'USD' }))).rejects.toThrow(/CNY only, not USD/);
    await expect(driver.createOrder(order({ amountMinor: 99.5 }))).rejects.toThrow(/whole number of fen/);
    expect(server.seen).toHaveLength(0);
  });

  it('refuses an answer signed with a key that is not the platform key', async () => {
    const server = fakeWechat(() => ({ status: 200, body: { code_url: 'weixin://wxpay/bizpayurl?pr=evil' }, signing: 'forged' }));
    const driver = wechatDriver(options({ fetch: server.fetch }));
    await expect(driver.createOrder(order())).rejects.toThrow(/refused: platform signature does not verify/);
  });

  it('refuses an unsigned answer', async () => {
    const server = fakeWechat(() => ({ status: 200, body: { code_url: 'weixin://wxpay/bizpayurl?pr=evil' }, signing: 'none' }));
    const driver = wechatDriver(options({ fetch: server.fetch }));
    await expect(driver.createOrder(order())).rejects.toThrow(/refused: missing Wechatpay-\* signature headers/);
  });

  it("surfaces WeChat's error code and message", async () => {
    const server = fakeWechat(() => ({
      status: 400,
      body: { code: 'PARAM_ERROR', message: '参数错误', detail: { field: '/amount/total', issue: 'must be >= 1' } },
    }));
    const driver = wechatDriver(options({ fetch: server.fetch }));
    const err = await driver.createOrder(order()).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(WechatApiError);
    expect(err).toMatchObject({ status: 400, code: 'PARAM_ERROR', wechatMessage: '参数错误' });
    expect(String(err)).toContain('PARAM_ERROR: 参数错误');
  });

  it('is refused by WeChat (401 SIGN_ERROR) when signing with a key that is not the registered merchant key', async () => {
    const server = fakeWechat(() => ({ status: 200, body: { code_url: 'weixin://x' } }));
    const wrongKey = stranger.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    const driver = wechatDriver(options({ fetch: server.fetch, merchantPrivateKeyPem: wrongKey }));
    await expect(driver.createOrder(order())).rejects.toMatchObject({ status: 401, code: 'SIGN_ERROR' });
  });
});

describe('wechat queryOrder', () => {
  it('GETs the order by out_trade_no with an empty signed body and reads a paid transaction', async () => {
    const server = fakeWechat(() => ({ status: 200, body: transaction() }));
    const driver = wechatDriver(options({ fetch: server.fetch }));

    const status = await driver.queryOrder('ZH20240501000123', null);

    expect(server.seen[0]).toMatchObject({ method: 'GET', path: '/v3/pay/transactions/out-trade-no/ZH20240501000123?mchid=1230000109', body: '' });
    expect(server.seen[0].headers['Content-Type']).toBeUndefined();
    expect(status).toEqual({ paid: true, amountMinor: 9900, currency: 'CNY', providerTxnId: '4200002178202405011234567890' });
  });

  it('reads an unpaid order (NOTPAY: no transaction_id yet) as not paid', async () => {
    const notPaid = transaction({ trade_state: 'NOTPAY', trade_state_desc: '订单未支付', transaction_id: undefined, payer: undefined, amount: { payer_currency: 'CNY', total: 9900 } });
    const server = fakeWechat(() => ({ status: 200, body: notPaid }));
    const status = await wechatDriver(options({ fetch: server.fetch })).queryOrder('ZH20240501000123', null);
    expect(status).toEqual({ paid: false, amountMinor: 9900, currency: 'CNY', providerTxnId: null });
  });

  it('surfaces ORDER_NOT_EXIST, and refuses an answer about another order', async () => {
    const missing = fakeWechat(() => ({ status: 404, body: { code: 'ORDER_NOT_EXIST', message: '订单不存在' } }));
    await expect(wechatDriver(options({ fetch: missing.fetch })).queryOrder('ZH1', null)).rejects.toMatchObject({ code: 'ORDER_NOT_EXIST' });
    const other = fakeWechat(() => ({ status: 200, body: transaction({ out_trade_no: 'ZH-OTHER' }) }));
    await expect(wechatDriver(options({ fetch: other.fetch })).queryOrder('ZH1', null)).rejects.toThrow(/answered for order ZH-OTHER/);
  });
});

describe('wechat options', () => {
  it('refuses an APIv3 key that is not 32 bytes, an http notify URL and one with a query string', () => {
    expect(() => wechatDriver(options({ apiV3Key: 'short' }))).toThrow(/32 bytes/);
    expect(() => wechatDriver(options({ notifyUrl: 'http://zh.example.com/notify' }))).toThrow();
    expect(() => wechatDriver(options({ notifyUrl: 'https://zh.example.com/notify?site=zh' }))).toThrow(/query/);
  });

  it('names the platform key it cannot read', () => {
    expect(() => wechatDriver(options({ platformPublicKeys: { SERIAL1: '-----BEGIN PUBLIC KEY-----\nnope\n-----END PUBLIC KEY-----' } }))).toThrow(
      /platform key SERIAL1/,
    );
  });
});

describe('wechat refund', () => {
  const input = { orderNo: 'ZH20240501000123', providerRef: null, providerTxnId: '4200001234202405011234567890', amountMinor: 9900, currency: 'CNY' as const };
  const refundAnswer = (status: string) => ({
    status: 200,
    body: { refund_id: '50000000382019052709732678859', out_refund_no: 'RZH20240501000123', transaction_id: input.providerTxnId, status, amount: { refund: 9900, total: 9900, currency: 'CNY' } },
  });

  it('POSTs a signed full refund of the transaction with an out_refund_no derived from the order, so a retry refunds once', async () => {
    const server = fakeWechat(() => refundAnswer('PROCESSING'));
    await wechatDriver(options({ fetch: server.fetch })).refund!(input);
    const [req] = server.seen;
    expect(req.method).toBe('POST');
    expect(req.path).toBe('/v3/refund/domestic/refunds');
    expect(req.auth).toMatchObject({ mchid: MCH_ID, serial_no: MERCHANT_SERIAL });
    expect(JSON.parse(req.body)).toMatchObject({
      transaction_id: input.providerTxnId,
      out_refund_no: 'RZH20240501000123',
      amount: { refund: 9900, total: 9900, currency: 'CNY' },
    });
  });

  it('falls back to out_trade_no without a transaction id; a closed or abnormal refund is an error', async () => {
    const server = fakeWechat(() => refundAnswer('SUCCESS'));
    await wechatDriver(options({ fetch: server.fetch })).refund!({ ...input, providerTxnId: null });
    expect(JSON.parse(server.seen[0].body)).toMatchObject({ out_trade_no: 'ZH20240501000123' });
    const closed = fakeWechat(() => refundAnswer('ABNORMAL'));
    await expect(wechatDriver(options({ fetch: closed.fetch })).refund!(input)).rejects.toThrow(/is ABNORMAL/);
    const refused = fakeWechat(() => ({ status: 403, body: { code: 'NOT_ENOUGH', message: '基本账户余额不足' } }));
    await expect(wechatDriver(options({ fetch: refused.fetch })).refund!(input)).rejects.toThrow();
  });
});
