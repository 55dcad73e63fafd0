import type { FetchLike } from '../types';
import type { StripeDriverOptions } from './options';

/**
 * Test kit: plays Stripe's side with answers shaped as Stripe's API reference
 * shows them (PaymentIntent, Event, error). Used by the *.test.ts here.
 */

export const NOW_MS = 1_714_557_600_000;
export const NOW_SEC = NOW_MS / 1000;
export const SECRET_KEY = 'sk_test_51PabcDEFghiJKLmnoPQRstuVWXyz0123456789';
export const WEBHOOK_SECRET = 'whsec_test_3f9b2c7d1e8a4b6c0d5e9f2a7b1c8d3e';

export function options(overrides: Partial<StripeDriverOptions> = {}): StripeDriverOptions {
  return { secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET, now: () => NOW_MS, ...overrides };
}

/** A PaymentIntent as GET /v1/payment_intents/:id returns it. */
export function paymentIntent(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id: 'pi_3PabcDEFghiJKL0a1b2c3d4e',
    object: 'payment_intent',
    amount: 2900,
    amount_capturable: 0,
    amount_received: 2900,
    automatic_payment_methods: { allow_redirects: 'always', enabled: true },
    capture_method: 'automatic',
    client_secret: 'pi_3PabcDEFghiJKL0a1b2c3d4e_secret_Zx9Yw8Vu7Ts6Rq5Po4',
    confirmation_method: 'automatic',
    created: 1714557500,
    currency: 'usd',
    description: 'Logo package: Basic',
    last_payment_error: null,
    latest_charge: 'ch_3PabcDEFghiJKL0a1f5g6h7i',
    livemode: false,
    metadata: { order_no: 'EN20240501000042' },
    payment_method: 'pm_1PabcDEFghiJKLmnoPQRstuv',
    payment_method_types: ['card', 'link'],
    status: 'succeeded',
    ...overrides,
  };
}

/** An Event as Stripe posts it to the webhook endpoint. */
export function stripeEvent(type: string, object: Record<string, unknown> = paymentIntent(), id = 'evt_3PabcDEFghiJKL0a1xYz9876'): string {
  return JSON.stringify(
    {
      id,
      object: 'event',
      api_version: '2024-06-20',
      created: NOW_SEC - 2,
      data: { object },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
    },
    null,
    2,
  );
}

export interface SeenRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: string | undefined;
}

/** A fake api.stripe.com answering each request with `answer`'s status and JSON. */
export function fakeStripe(answer: (req: SeenRequest) => { status: number; body: unknown }): { fetch: FetchLike; seen: SeenRequest[] } {
  const seen: SeenRequest[] = [];
  const fetchImpl: FetchLike = async (url, init) => {
    const u = new URL(url);
    const req: SeenRequest = { method: init.method, path: u.pathname + u.search, headers: init.headers, body: init.body };
    seen.push(req);
    const a = answer(req);
    const headers = new Headers({ 'Content-Type': 'application/json', 'Request-Id': 'req_AbCdEf123456' });
    return { status: a.status, headers, text: async () => JSON.stringify(a.body) };
  };
  return { fetch: fetchImpl, seen };
}
