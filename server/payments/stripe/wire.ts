import { z } from 'zod';

/**
 * The Stripe objects we read, reduced to the fields we use. Parsed with zod
 * because they come from the network (and an event body from anyone who can
 * reach the webhook URL until its signature is checked).
 */

/** A PaymentIntent (API version pinned in options.ts). */
export const ZPaymentIntent = z.object({
  id: z.string().startsWith('pi_'),
  amount: z.number().int().nonnegative(),
  amount_received: z.number().int().nonnegative().default(0),
  currency: z.string().min(3),
  status: z.string(),
  client_secret: z.string().nullable().optional(),
  metadata: z.record(z.string(), z.string()).default({}),
  /** The charge id, or the charge itself when expanded; null until a payment attempt. */
  latest_charge: z.union([z.string(), z.object({ id: z.string() })]).nullable().optional(),
});
export type TPaymentIntent = z.infer<typeof ZPaymentIntent>;

/** An event's envelope; only the object's identity is trusted from it. */
export const ZStripeEvent = z.object({
  id: z.string().min(1),
  object: z.literal('event'),
  type: z.string().min(1),
  data: z.object({
    object: z.object({
      id: z.string().optional(),
      object: z.string(),
      /** Charges and other payment objects point at their PaymentIntent. */
      payment_intent: z.union([z.string(), z.object({ id: z.string() })]).nullable().optional(),
    }),
  }),
});

/** Error answers: {"error": {"type": "card_error", "code": "…", "message": "…"}}. */
/** A Refund (POST /v1/refunds): pending and succeeded are on their way; failed and canceled are not. */
export const ZRefund = z.object({
  id: z.string().min(1),
  object: z.literal('refund'),
  amount: z.number().int().nonnegative(),
  status: z.string().nullable(),
});

export const ZStripeError = z.object({
  error: z.object({
    type: z.string(),
    code: z.string().optional(),
    message: z.string().optional(),
    param: z.string().optional(),
    decline_code: z.string().optional(),
  }),
});

/** A reference Stripe may send as an id or as the expanded object. */
export function idOf(ref: string | { id: string } | null | undefined): string | null {
  if (!ref) return null;
  return typeof ref === 'string' ? ref : ref.id;
}
