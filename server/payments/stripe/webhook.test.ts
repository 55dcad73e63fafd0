import { describe, expect, it } from 'vitest';
import { NotificationRejected } from '../types';
import { StripeApiError } from './client';
import { stripeDriver } from './driver';
import { stripeTestSignatureHeader } from './signature';
import { fakeStripe, NOW_SEC, options, paymentIntent, stripeEvent, WEBHOOK_SECRET } from './testkit';

/** A driver whose re-read answers `intent` (or the given status/body). */
function setup(answer: { status: number; body: unknown } = { status: 200, body: paymentIntent() }) {
  const server = fakeStripe(() => answer);
  return { server, driver: stripeDriver(options({ fetch: server.fetch })) };
}

function signed(payload: string, t = NOW_SEC, secret = WEBHOOK_SECRET): Record<string, string> {
  // Node hands handlers lower-case header names.
  return { 'stripe-signature': stripeTestSignatureHeader(payload, secret, t) };
}

async function rejection(p: Promise<unknown>): Promise<string> {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(NotificationRejected);
  return (err as NotificationRejected).message;
}

describe('stripeTestSignatureHeader', () => {
  it('builds t=…,v1=HMAC-SHA256(secret, "t.payload") like stripe-node (value checked with openssl)', () => {
    expect(stripeTestSignatureHeader('{"id":"evt_test_webhook","object":"event"}', 'whsec_test_secret', 1492774577.9)).toBe(
      't=1492774577,v1=88a022085c6bdb887b02cb26ff76dd681234d9675c0f22844059f55552a8883a',
    );
  });
});

describe('stripe verifyNotification', () => {
  it('checks the signature, re-reads the PaymentIntent and returns its facts', async () => {
    const { server, driver } = setup();
    const body = stripeEvent('payment_intent.succeeded');
    await expect(driver.verifyNotification(signed(body), Buffer.from(body))).resolves.toEqual({
      eventId: 'evt_3PabcDEFghiJKL0a1xYz9876',
      orderNo: 'EN20240501000042',
      providerTxnId: 'ch_3PabcDEFghiJKL0a1f5g6h7i',
      paid: true,
      amountMinor: 2900,
      currency: 'USD',
    });
    expect(server.seen).toHaveLength(1);
    expect(server.seen[0]).toMatchObject({ method: 'GET', path: '/v1/payment_intents/pi_3PabcDEFghiJKL0a1b2c3d4e' });
  });

  it('accepts the header name in any case', async () => {
    const { driver } = setup();
    const body = stripeEvent('payment_intent.succeeded');
    const header = { 'Stripe-Signature': stripeTestSignatureHeader(body, WEBHOOK_SECRET, NOW_SEC) };
    await expect(driver.verifyNotification(header, Buffer.from(body))).resolves.toMatchObject({ paid: true });
  });

  it('takes the amount, currency and order from the re-read, not from the event body', async () => {
    const { driver } = setup();
    const lying = paymentIntent({ amount: 1, amount_received: 1, currency: 'eur', metadata: { order_no: 'EN-FORGED' } });
    const body = stripeEvent('payment_intent.succeeded', lying);
    await expect(driver.verifyNotification(signed(body), Buffer.from(body))).resolves.toMatchObject({
      orderNo: 'EN20240501000042',
      amountMinor: 2900,
      currency: 'USD',
    });
  });

  it('is not paid when the event says succeeded but the re-read intent says requires_payment_method', async () => {
    const now = paymentIntent({ status: 'requires_payment_method', amount_received: 0, latest_charge: null });
    const { driver } = setup({ status: 200, body: now });
    const body = stripeEvent('payment_intent.succeeded');
    await expect(driver.verifyNotification(signed(body), Buffer.from(body))).resolves.toMatchObject({
      paid: false,
      amountMinor: 2900,
      providerTxnId: 'pi_3PabcDEFghiJKL0a1b2c3d4e',
    });
  });

  it('is not paid for payment_intent.payment_failed, nor for a charge event, though the intent has since succeeded', async () => {
    const { server, driver } = setup();
    const failed = stripeEvent('payment_intent.payment_failed', paymentIntent({ status: 'requires_payment_method' }), 'evt_failed');
    await expect(driver.verifyNotification(signed(failed), Buffer.from(failed))).resolves.toMatchObject({ eventId: 'evt_failed', paid: false });
    const charge = stripeEvent('charge.succeeded', { id: 'ch_3PabcDEFghiJKL0a1f5g6h7i', object: 'charge', payment_intent: 'pi_3PabcDEFghiJKL0a1b2c3d4e' });
    await expect(driver.verifyNotification(signed(charge), Buffer.from(charge))).resolves.toMatchObject({ paid: false, orderNo: 'EN20240501000042' });
    expect(server.seen.map((r) => r.path)).toEqual(['/v1/payment_intents/pi_3PabcDEFghiJKL0a1b2c3d4e', '/v1/payment_intents/pi_3PabcDEFghiJKL0a1b2c3d4e']);
  });

  it('rejects a forged signature without calling Stripe', async () => {
    const { server, driver } = setup();
    const body = stripeEvent('payment_intent.succeeded');
    const forged = { 'stripe-signature': `t=${NOW_SEC},v1=${'ab'.repeat(32)}` };
    expect(await rejection(driver.verifyNotification(forged, Buffer.from(body)))).toBe('no v1 signature matches the payload');
    expect(server.seen).toHaveLength(0);
  });

  it('rejects a signature made with another secret', async () => {
    const { driver } = setup();
    const body = stripeEvent('payment_intent.succeeded');
    expect(await rejection(driver.verifyNotification(signed(body, NOW_SEC, 'whsec_other'), Buffer.from(body)))).toBe('no v1 signature matches the payload');
  });

  it('rejects a body changed after signing (the raw bytes are what is signed)', async () => {
    const { driver } = setup();
    const body = stripeEvent('payment_intent.succeeded');
    const reformatted = JSON.stringify(JSON.parse(body));
    expect(await rejection(driver.verifyNotification(signed(body), Buffer.from(reformatted)))).toBe('no v1 signature matches the payload');
  });

  it('rejects a stale (replayed) timestamp, accepts one inside the tolerance', async () => {
    const { driver } = setup();
    const body = stripeEvent('payment_intent.succeeded');
    expect(await rejection(driver.verifyNotification(signed(body, NOW_SEC - 301), Buffer.from(body)))).toMatch(/^stale webhook/);
    expect(await rejection(driver.verifyNotification(signed(body, NOW_SEC + 301), Buffer.from(body)))).toMatch(/^stale webhook/);
    await expect(driver.verifyNotification(signed(body, NOW_SEC - 299), Buffer.from(body))).resolves.toMatchObject({ paid: true });
  });

  it('accepts a header with several v1 signatures when one matches (secret being rolled)', async () => {
    const { driver } = setup();
    const body = stripeEvent('payment_intent.succeeded');
    const good = stripeTestSignatureHeader(body, WEBHOOK_SECRET, NOW_SEC).split(',')[1];
    const oldSecret = stripeTestSignatureHeader(body, 'whsec_previous', NOW_SEC).split(',')[1];
    const header = { 'stripe-signature': `t=${NOW_SEC},${oldSecret},${good},v0=6ffbb59b2300aae63f272406069a9788598b792a944a07aba816edb039989a39` };
    await expect(driver.verifyNotification(header, Buffer.from(body))).resolves.toMatchObject({ paid: true });
  });

  it('rejects a missing or malformed header', async () => {
    const { driver } = setup();
    const body = Buffer.from(stripeEvent('payment_intent.succeeded'));
    expect(await rejection(driver.verifyNotification({}, body))).toBe('missing Stripe-Signature header');
    expect(await rejection(driver.verifyNotification({ 'stripe-signature': `t=${NOW_SEC}` }, body))).toMatch(/no timestamp or no v1/);
    expect(await rejection(driver.verifyNotification({ 'stripe-signature': 'v1=abc' }, body))).toMatch(/no timestamp or no v1/);
  });

  it('rejects a signed body that is not JSON or not an event', async () => {
    const { driver } = setup();
    expect(await rejection(driver.verifyNotification(signed('{"id":'), Buffer.from('{"id":')))).toBe('webhook body is not JSON');
    const notEvent = JSON.stringify({ id: 'x', object: 'customer' });
    expect(await rejection(driver.verifyNotification(signed(notEvent), Buffer.from(notEvent)))).toBe('webhook body is not a Stripe event');
  });

  it('rejects an event that concerns no PaymentIntent, without calling Stripe', async () => {
    const { server, driver } = setup();
    const body = stripeEvent('customer.created', { id: 'cus_Q1w2e3r4', object: 'customer' });
    expect(await rejection(driver.verifyNotification(signed(body), Buffer.from(body)))).toMatch(/customer.created concerns no PaymentIntent/);
    expect(server.seen).toHaveLength(0);
  });

  it('rejects an intent without metadata.order_no, and one this key cannot find', async () => {
    const body = stripeEvent('payment_intent.succeeded');
    const foreign = setup({ status: 200, body: paymentIntent({ metadata: {} }) });
    expect(await rejection(foreign.driver.verifyNotification(signed(body), Buffer.from(body)))).toMatch(/not one of ours/);
    const missing = setup({ status: 404, body: { error: { code: 'resource_missing', message: "No such payment_intent: 'pi_3Pabc'", param: 'intent', type: 'invalid_request_error' } } });
    expect(await rejection(missing.driver.verifyNotification(signed(body), Buffer.from(body)))).toMatch(/not found with this key/);
  });

  it('lets a Stripe outage during the re-read surface as an error (so the event is retried), not a rejection', async () => {
    const { driver } = setup({ status: 500, body: { error: { type: 'api_error', message: 'An unknown error occurred' } } });
    const body = stripeEvent('payment_intent.succeeded');
    const err = await driver.verifyNotification(signed(body), Buffer.from(body)).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(StripeApiError);
    expect(err).not.toBeInstanceOf(NotificationRejected);
  });
});
