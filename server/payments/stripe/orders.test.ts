import { describe, expect, it } from 'vitest';
import type { CreateOrderInput } from '../types';
import { formEncode, StripeApiError } from './client';
import { stripeDriver } from './driver';
import { fakeStripe, options, paymentIntent, SECRET_KEY } from './testkit';

const order = (over: Partial<CreateOrderInput> = {}): CreateOrderInput => ({
  orderNo: 'EN20240501000042',
  amountMinor: 2900,
  currency: 'USD',
  description: 'Logo package: Basic & more',
  channel: 'card',
  clientIp: '198.51.100.4',
  returnUrl: 'https://en.example.com/download/pay-return',
  ...over,
});

const created = paymentIntent({ status: 'requires_payment_method', amount_received: 0, latest_charge: null, payment_method: null });

describe('stripe createOrder', () => {
  it('POSTs a form-encoded PaymentIntent with bearer auth and an idempotency key, answers id and client secret', async () => {
    const server = fakeStripe(() => ({ status: 200, body: created }));
    const result = await stripeDriver(options({ fetch: server.fetch })).createOrder(order());

    expect(result).toEqual({ providerRef: 'pi_3PabcDEFghiJKL0a1b2c3d4e', clientSecret: 'pi_3PabcDEFghiJKL0a1b2c3d4e_secret_Zx9Yw8Vu7Ts6Rq5Po4' });
    const [req] = server.seen;
    expect(req.method).toBe('POST');
    expect(req.path).toBe('/v1/payment_intents');
    expect(req.headers).toMatchObject({
      Authorization: `Bearer ${SECRET_KEY}`,
      'Content-Type': 'application/x-www-form-urlencoded',
      'Idempotency-Key': 'create-EN20240501000042',
      'Stripe-Version': '2024-06-20',
    });
    expect(req.body).toBe(
      'amount=2900&currency=usd&description=Logo%20package%3A%20Basic%20%26%20more' +
        '&automatic_payment_methods[enabled]=true&metadata[order_no]=EN20240501000042',
    );
    expect(Object.fromEntries(new URLSearchParams(req.body))).toEqual({
      amount: '2900',
      currency: 'usd',
      description: 'Logo package: Basic & more',
      'automatic_payment_methods[enabled]': 'true',
      'metadata[order_no]': 'EN20240501000042',
    });
  });

  it('refuses channels other than card and currencies other than USD, before calling Stripe', async () => {
    const server = fakeStripe(() => ({ status: 200, body: created }));
    const driver = stripeDriver(options({ fetch: server.fetch }));
    await expect(driver.createOrder(order({ channel: 'native' }))).rejects.toThrow(/card channel only, not native/);
    await expect(driver.createOrder(order({ currency: 'CNY' }))).rejects.toThrow(/USD only, not CNY/);
    await expect(driver.createOrder(order({ amountMinor: 0 }))).rejects.toThrow(/positive whole number of cents/);
    expect(server.seen).toHaveLength(0);
  });

  it("surfaces Stripe's error type, code, message and request id", async () => {
    const server = fakeStripe(() => ({
      status: 400,
      body: {
        error: {
          code: 'amount_too_small',
          doc_url: 'https://stripe.com/docs/error-codes/amount-too-small',
          message: 'Amount must be at least $0.50 usd',
          param: 'amount',
          type: 'invalid_request_error',
        },
      },
    }));
    const err = await stripeDriver(options({ fetch: server.fetch }))
      .createOrder(order({ amountMinor: 10 }))
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(StripeApiError);
    expect(err).toMatchObject({ status: 400, type: 'invalid_request_error', code: 'amount_too_small', requestId: 'req_AbCdEf123456' });
    expect(String(err)).toContain('Amount must be at least $0.50 usd');
  });

  it('surfaces an authentication error on a bad key', async () => {
    const server = fakeStripe(() => ({
      status: 401,
      body: { error: { message: 'Invalid API Key provided: sk_test_****6789', type: 'invalid_request_error' } },
    }));
    await expect(stripeDriver(options({ fetch: server.fetch })).createOrder(order())).rejects.toMatchObject({ status: 401, code: null });
  });
});

describe('stripe queryOrder', () => {
  it('GETs the PaymentIntent and reads its state', async () => {
    const server = fakeStripe(() => ({ status: 200, body: paymentIntent() }));
    const status = await stripeDriver(options({ fetch: server.fetch })).queryOrder('EN20240501000042', 'pi_3PabcDEFghiJKL0a1b2c3d4e');
    expect(server.seen[0]).toMatchObject({ method: 'GET', path: '/v1/payment_intents/pi_3PabcDEFghiJKL0a1b2c3d4e', body: undefined });
    expect(server.seen[0].headers.Authorization).toBe(`Bearer ${SECRET_KEY}`);
    expect(status).toEqual({ paid: true, amountMinor: 2900, currency: 'USD', providerTxnId: 'ch_3PabcDEFghiJKL0a1f5g6h7i' });
  });

  it('reads an unpaid intent as not paid, with its requested amount', async () => {
    const server = fakeStripe(() => ({ status: 200, body: created }));
    const status = await stripeDriver(options({ fetch: server.fetch })).queryOrder('EN20240501000042', 'pi_3PabcDEFghiJKL0a1b2c3d4e');
    expect(status).toEqual({ paid: false, amountMinor: 2900, currency: 'USD', providerTxnId: null });
  });

  it('refuses an intent of another order, and an order without a PaymentIntent id', async () => {
    const server = fakeStripe(() => ({ status: 200, body: paymentIntent({ metadata: { order_no: 'EN-OTHER' } }) }));
    const driver = stripeDriver(options({ fetch: server.fetch }));
    await expect(driver.queryOrder('EN20240501000042', 'pi_3PabcDEFghiJKL0a1b2c3d4e')).rejects.toThrow(/belongs to order EN-OTHER/);
    await expect(driver.queryOrder('EN20240501000042', null)).rejects.toThrow(/no PaymentIntent id/);
  });
});

describe('stripe formEncode and options', () => {
  it('encodes values and keeps nested keys in brackets', () => {
    expect(formEncode({ a: 'x y/é', m: { 'k 1': 'v&w' }, b: false })).toBe('a=x%20y%2F%C3%A9&m[k%201]=v%26w&b=false');
  });

  it('refuses a publishable key and a webhook secret that is not whsec_', () => {
    expect(() => stripeDriver(options({ secretKey: 'pk_test_abc' }))).toThrow(/secret key/);
    expect(() => stripeDriver(options({ webhookSecret: 'secret' }))).toThrow();
  });

  it('acks with 200 {received: true}', () => {
    expect(stripeDriver(options()).ack()).toEqual({ status: 200, body: { received: true } });
  });
});

describe('stripe refund', () => {
  const input = { orderNo: 'EN20240501000042', providerRef: 'pi_3PabcDEFghiJKL0a1b2c3d4e', providerTxnId: 'ch_3PabcDEFghiJKL0a1f5g6h7i', amountMinor: 2900, currency: 'USD' as const };
  const refund = (status: string) => ({ status: 200, body: { id: 're_3PabcDEFghiJKL0a1r9s8t7u', object: 'refund', amount: 2900, currency: 'usd', payment_intent: input.providerRef, status } });

  it('POSTs a full refund of the PaymentIntent with the order as idempotency key', async () => {
    const server = fakeStripe(() => refund('pending'));
    await stripeDriver(options({ fetch: server.fetch })).refund!(input);
    const [req] = server.seen;
    expect(req.method).toBe('POST');
    expect(req.path).toBe('/v1/refunds');
    expect(req.headers).toMatchObject({ Authorization: `Bearer ${SECRET_KEY}`, 'Idempotency-Key': 'refund-EN20240501000042' });
    expect(Object.fromEntries(new URLSearchParams(req.body))).toEqual({
      payment_intent: input.providerRef,
      amount: '2900',
      'metadata[order_no]': 'EN20240501000042',
    });
  });

  it('a failed or cancelled refund, or an order without a PaymentIntent, is an error', async () => {
    const failed = fakeStripe(() => refund('failed'));
    await expect(stripeDriver(options({ fetch: failed.fetch })).refund!(input)).rejects.toThrow(/is failed/);
    const none = fakeStripe(() => refund('succeeded'));
    await expect(stripeDriver(options({ fetch: none.fetch })).refund!({ ...input, providerRef: null })).rejects.toThrow(/no PaymentIntent/);
    expect(none.seen).toHaveLength(0);
  });
});
