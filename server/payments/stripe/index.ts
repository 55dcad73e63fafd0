/** Stripe PaymentIntents driver (en site): see driver.ts. */
export { stripeDriver } from './driver';
export { StripeApiError, formEncode } from './client';
export { stripeTestSignatureHeader } from './signature';
export { ZStripeOptions, STRIPE_BASE_URL, STRIPE_API_VERSION, type TStripeOptions, type StripeDriverOptions } from './options';
