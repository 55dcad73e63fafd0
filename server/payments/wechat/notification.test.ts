import { describe, expect, it } from 'vitest';
import { NotificationRejected } from '../types';
import { wechatDriver } from './driver';
import { notification, NOW_SEC, options, platformHeaders, stranger, transaction } from './testkit';

const driver = wechatDriver(options());

async function rejection(headers: Record<string, string>, rawBody: Buffer): Promise<NotificationRejected> {
  const err = await driver.verifyNotification(headers, rawBody).then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(NotificationRejected);
  return err as NotificationRejected;
}

describe('wechat verifyNotification', () => {
  it('checks, decrypts and returns the facts of a TRANSACTION.SUCCESS notification', async () => {
    const n = notification();
    await expect(driver.verifyNotification(n.headers, n.rawBody)).resolves.toEqual({
      eventId: 'EV-2018022511223320873',
      orderNo: 'ZH20240501000123',
      providerTxnId: '4200002178202405011234567890',
      paid: true,
      amountMinor: 9900,
      currency: 'CNY',
    });
  });

  it('reads the Wechatpay-* headers whatever their case', async () => {
    const n = notification();
    const mixed = Object.fromEntries(Object.entries(n.headers).map(([k, v]) => [k.replace(/(^|-)\w/g, (c) => c.toUpperCase()), v]));
    expect(Object.keys(mixed)).toContain('Wechatpay-Signature');
    await expect(driver.verifyNotification(mixed, n.rawBody)).resolves.toMatchObject({ paid: true });
  });

  it('rejects a signature made with another key', async () => {
    const n = notification({ sign: { key: stranger.privateKey } });
    expect((await rejection(n.headers, n.rawBody)).message).toBe('platform signature does not verify');
  });

  it("rejects WeChat's signature probe (WECHATPAY/SIGNTEST/…)", async () => {
    const n = notification();
    const probe = { ...n.headers, 'wechatpay-signature': 'WECHATPAY/SIGNTEST/c2lnbmF0dXJl' };
    expect((await rejection(probe, n.rawBody)).message).toBe('platform signature does not verify');
  });

  it('rejects a body changed after signing', async () => {
    const n = notification();
    const changed = Buffer.from(n.rawBody.toString('utf8').replace('TRANSACTION.SUCCESS', 'TRANSACTION.SUCCESS '));
    expect((await rejection(n.headers, changed)).message).toBe('platform signature does not verify');
  });

  it('rejects an unknown Wechatpay-Serial', async () => {
    const n = notification({ sign: { serial: '7132D72A03E93CDDF8C03BBD1F37EEDF0B6C4A9B' } });
    expect((await rejection(n.headers, n.rawBody)).message).toMatch(/unknown platform key serial 7132D72A/);
  });

  it('rejects missing signature headers', async () => {
    const n = notification();
    const { 'wechatpay-nonce': _nonce, ...rest } = n.headers;
    expect((await rejection(rest, n.rawBody)).message).toBe('missing Wechatpay-* signature headers');
    expect((await rejection({}, n.rawBody)).message).toMatch(/Wechatpay-Timestamp/);
  });

  it('rejects a stale (replayed) or far-future timestamp, accepts one inside the tolerance', async () => {
    const stale = notification({ sign: { timestamp: NOW_SEC - 301 } });
    expect((await rejection(stale.headers, stale.rawBody)).message).toMatch(/^stale notification/);
    const future = notification({ sign: { timestamp: NOW_SEC + 301 } });
    expect((await rejection(future.headers, future.rawBody)).message).toMatch(/^stale notification/);
    const late = notification({ sign: { timestamp: NOW_SEC - 299 } });
    await expect(driver.verifyNotification(late.headers, late.rawBody)).resolves.toMatchObject({ paid: true });
  });

  it('rejects a tampered ciphertext (GCM authentication fails)', async () => {
    const n = notification({ tamper: true });
    expect((await rejection(n.headers, n.rawBody)).message).toMatch(/does not decrypt/);
  });

  it('rejects a resource encrypted with another APIv3 key', async () => {
    const n = notification({ apiV3Key: 'Z'.repeat(32) });
    expect((await rejection(n.headers, n.rawBody)).message).toMatch(/does not decrypt/);
  });

  it('reports a non-SUCCESS trade_state as not paid', async () => {
    const n = notification({ transaction: transaction({ trade_state: 'PAYERROR', transaction_id: undefined }) });
    await expect(driver.verifyNotification(n.headers, n.rawBody)).resolves.toMatchObject({ paid: false, orderNo: 'ZH20240501000123', providerTxnId: '' });
  });

  it('reports a SUCCESS transaction under another event type as not paid', async () => {
    const n = notification({ eventType: 'TRANSACTION.CLOSED' });
    await expect(driver.verifyNotification(n.headers, n.rawBody)).resolves.toMatchObject({ paid: false });
  });

  it("rejects a transaction of another merchant (mchid) even if it decrypts", async () => {
    const n = notification({ transaction: transaction({ mchid: '1900000001' }) });
    expect((await rejection(n.headers, n.rawBody)).message).toMatch(/merchant 1900000001/);
  });

  it('rejects a signed body that is not JSON, or not a notification', async () => {
    const text = '{"id":"EV-1","event_type":';
    expect((await rejection(platformHeaders(text), Buffer.from(text))).message).toBe('notification body is not JSON');
    const other = JSON.stringify({ hello: 'world' });
    expect((await rejection(platformHeaders(other), Buffer.from(other))).message).toMatch(/not a WeChat Pay notification/);
  });

  it('acks with 200 and the SUCCESS body', () => {
    expect(driver.ack()).toEqual({ status: 200, body: { code: 'SUCCESS', message: '成功' } });
  });
});
