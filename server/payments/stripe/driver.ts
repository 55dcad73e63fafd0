import {
  NotificationRejected,
  type CreatedOrder,
  type CreateOrderInput,
  type FetchLike,
  type OrderStatus,
  type PaymentDriver,
  type RefundInput,
  type VerifiedNotification,
} from '../types';
import { StripeApiError, stripeClient } from './client';
import { ZStripeOptions, type StripeDriverOptions } from './options';
import { verifyStripeSignature } from './signature';
import { idOf, ZPaymentIntent, ZRefund, ZStripeEvent, type TPaymentIntent } from './wire';

/**
 * Stripe PaymentIntents (card payments on the en site, confirmed in the
 * browser with the Payment Element) and their webhooks. A webhook only tells
 * us which PaymentIntent to look at: its facts are re-read from the API, as
 * Stripe advises, so a replayed or out-of-order event cannot credit an order.
 */
export function stripeDriver(options: StripeDriverOptions): PaymentDriver {
  const o = ZStripeOptions.parse(options);
  const fetchImpl: FetchLike = options.fetch ?? ((url, init) => fetch(url, init));
  const now = options.now ?? Date.now;
  const client = stripeClient({ secretKey: o.secretKey, baseUrl: o.baseUrl, apiVersion: o.apiVersion, fetch: fetchImpl });

  async function readIntent(id: string): Promise<TPaymentIntent> {
    return ZPaymentIntent.parse(await client.call('GET', `/v1/payment_intents/${encodeURIComponent(id)}`));
  }

  async function createOrder(input: CreateOrderInput): Promise<CreatedOrder> {
    if (input.channel !== 'card') throw new Error(`Stripe driver supports the card channel only, not ${input.channel}`);
    if (input.currency !== 'USD') throw new Error(`Stripe driver charges USD only, not ${input.currency}`);
    if (!Number.isInteger(input.amountMinor) || input.amountMinor <= 0) {
      throw new Error(`Stripe amount must be a positive whole number of cents, not ${input.amountMinor}`);
    }
    const intent = ZPaymentIntent.parse(
      await client.call('POST', '/v1/payment_intents', {
        form: {
          amount: input.amountMinor,
          currency: 'usd',
          description: input.description,
          automatic_payment_methods: { enabled: true },
          metadata: { order_no: input.orderNo },
        },
        // A retried create (time-out, double click) returns the same PaymentIntent for 24 h.
        idempotencyKey: `create-${input.orderNo}`,
      }),
    );
    if (!intent.client_secret) throw new Error(`Stripe PaymentIntent ${intent.id} came back without a client_secret`);
    return { providerRef: intent.id, clientSecret: intent.client_secret };
  }

  async function verifyNotification(headers: Readonly<Record<string, string | undefined>>, rawBody: Buffer): Promise<VerifiedNotification> {
    verifyStripeSignature(headerValue(headers, 'Stripe-Signature'), rawBody, o.webhookSecret, o.toleranceSec, now() / 1000);
    let json: unknown;
    try {
      json = JSON.parse(rawBody.toString('utf8'));
    } catch {
      throw new NotificationRejected('webhook body is not JSON');
    }
    const parsed = ZStripeEvent.safeParse(json);
    if (!parsed.success) throw new NotificationRejected('webhook body is not a Stripe event');
    const event = parsed.data;
    const object = event.data.object;
    const intentId = object.object === 'payment_intent' ? (object.id ?? null) : idOf(object.payment_intent);
    if (!intentId) throw new NotificationRejected(`event ${event.type} concerns no PaymentIntent`);

    let intent: TPaymentIntent;
    try {
      intent = await readIntent(intentId);
    } catch (e) {
      // Unknown to this key (other account or mode): retrying will not help. Other failures are
      // left to propagate as errors (answered 5xx), so Stripe delivers the event again later.
      if (e instanceof StripeApiError && e.status === 404) throw new NotificationRejected(`PaymentIntent ${intentId} not found with this key`);
      throw e;
    }
    const orderNo = intent.metadata.order_no;
    if (!orderNo) throw new NotificationRejected(`PaymentIntent ${intent.id} has no metadata.order_no: not one of ours`);
    const facts = statusOf(intent);
    return {
      eventId: event.id,
      orderNo,
      providerTxnId: facts.providerTxnId ?? intent.id,
      // Both must agree: the event says it succeeded AND Stripe's current truth says so.
      paid: event.type === 'payment_intent.succeeded' && facts.paid,
      amountMinor: facts.amountMinor,
      currency: facts.currency,
    };
  }

  async function queryOrder(orderNo: string, providerRef: string | null): Promise<OrderStatus> {
    if (!providerRef) throw new Error(`Stripe order ${orderNo} has no PaymentIntent id to query`);
    const intent = await readIntent(providerRef);
    if (intent.metadata.order_no !== orderNo) {
      throw new Error(`Stripe PaymentIntent ${providerRef} belongs to order ${intent.metadata.order_no ?? '(none)'}, not ${orderNo}`);
    }
    return statusOf(intent);
  }

  /**
   * Pays the PaymentIntent back in full (POST /v1/refunds). The order number
   * is the idempotency key, so asking twice makes one refund; a refund that
   * Stripe failed or cancelled is an error (the order stays refund_due).
   */
  async function refund(input: RefundInput): Promise<void> {
    if (!input.providerRef) throw new Error(`Stripe order ${input.orderNo} has no PaymentIntent to refund`);
    const r = ZRefund.parse(
      await client.call('POST', '/v1/refunds', {
        form: { payment_intent: input.providerRef, amount: input.amountMinor, metadata: { order_no: input.orderNo } },
        idempotencyKey: `refund-${input.orderNo}`,
      }),
    );
    if (r.status === 'failed' || r.status === 'canceled') throw new Error(`Stripe refund ${r.id} of order ${input.orderNo} is ${r.status}`);
  }

  return {
    name: 'stripe',
    createOrder,
    verifyNotification,
    queryOrder,
    refund,
    ack: () => ({ status: 200, body: { received: true } }),
  };
}

/** The order's facts from a PaymentIntent; currency upper-cased to match our `Currency` ('USD'). */
function statusOf(intent: TPaymentIntent): OrderStatus {
  const paid = intent.status === 'succeeded';
  return {
    paid,
    amountMinor: paid ? intent.amount_received : intent.amount,
    currency: intent.currency.toUpperCase(),
    providerTxnId: idOf(intent.latest_charge),
  };
}

function headerValue(headers: Readonly<Record<string, string | undefined>>, name: string): string | null {
  const wanted = name.toLowerCase();
  for (const [k, v] of Object.entries(headers)) {
    if (k.toLowerCase() === wanted && v !== undefined) return v;
  }
  return null;
}
