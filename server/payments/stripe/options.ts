import { z } from 'zod';
import type { FetchLike } from '../types';

export const STRIPE_BASE_URL = 'https://api.stripe.com';

/**
 * The API version every request pins (Stripe-Version), so the shapes we read
 * do not change with the account's dashboard setting. `latest_charge` needs
 * 2022-11-15 or later.
 */
export const STRIPE_API_VERSION = '2024-06-20';

/** What the config loader must supply for Stripe PaymentIntents and webhooks. */
export const ZStripeOptions = z.object({
  /** Secret (sk_…) or restricted (rk_…) key; a restricted one needs PaymentIntents write. */
  secretKey: z.string().regex(/^(sk|rk)_(test|live)_\w+$/, 'expected a Stripe secret key (sk_test_… / sk_live_…)'),
  /** The webhook endpoint's signing secret (whsec_…), used whole as the HMAC key. */
  webhookSecret: z.string().startsWith('whsec_'),
  baseUrl: z.url().default(STRIPE_BASE_URL),
  /** Webhooks signed longer ago (or further ahead) than this are refused as replays. */
  toleranceSec: z.number().int().positive().default(300),
  apiVersion: z.string().min(1).default(STRIPE_API_VERSION),
});

export type TStripeOptions = z.infer<typeof ZStripeOptions>;

/** The factory's argument: the validated config plus the test seams. */
export type StripeDriverOptions = z.input<typeof ZStripeOptions> & {
  fetch?: FetchLike;
  /** Milliseconds since the epoch, as Date.now. */
  now?: () => number;
};
