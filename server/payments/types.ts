/**
 * One interface for every payment provider (spec 01 §4/§7; ARCHITECTURE
 * "Money and partners"). A driver talks to its provider only: orders, prices,
 * crediting and idempotency live in server/modules/payments/.
 */

export const PROVIDERS = ['sandbox', 'wechat', 'stripe'] as const;
export type ProviderName = (typeof PROVIDERS)[number];

/** How the customer pays: WeChat QR (desktop) or H5 link (mobile), card (Stripe), local checkout. */
export type PaymentChannel = 'native' | 'h5' | 'card' | 'sandbox';

export type Currency = 'CNY' | 'USD';

export interface CreateOrderInput {
  /** Our order number (out_trade_no / metadata.order_no). */
  orderNo: string;
  /** Amount in minor units: fen or cents. */
  amountMinor: number;
  currency: Currency;
  /** Shown to the customer by the provider. */
  description: string;
  channel: PaymentChannel;
  /** The customer's IP (WeChat H5 requires it). */
  clientIp: string;
  /** Where the customer returns after paying (H5, sandbox). */
  returnUrl: string;
}

export interface CreatedOrder {
  /** Provider's reference: WeChat prepay id, Stripe PaymentIntent id, sandbox order no. */
  providerRef: string | null;
  /** WeChat native: content of the QR code to show. */
  codeUrl?: string;
  /** WeChat H5: page that opens WeChat to pay. */
  h5Url?: string;
  /** Stripe: client secret for the Payment Element. */
  clientSecret?: string;
  /** Sandbox: the local checkout page. */
  checkoutUrl?: string;
}

/** The facts of a notification after its signature was checked and its body decrypted. */
export interface VerifiedNotification {
  /** Provider's event id: a second delivery of the same id is a replay. */
  eventId: string;
  orderNo: string;
  providerTxnId: string;
  paid: boolean;
  amountMinor: number;
  currency: string;
}

/** The provider's current truth about an order. */
export interface OrderStatus {
  paid: boolean;
  amountMinor: number;
  currency: string;
  providerTxnId: string | null;
}

/** Raised when a notification is forged, stale or malformed: answered 400, never credited. */
export class NotificationRejected extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'NotificationRejected';
  }
}

export interface PaymentDriver {
  readonly name: ProviderName;
  createOrder(input: CreateOrderInput): Promise<CreatedOrder>;
  /**
   * Checks the notification's signature (and timestamp), decrypts it where the
   * provider encrypts, and where the provider's own advice is to re-read the
   * object (Stripe), re-reads it. Throws NotificationRejected otherwise.
   */
  verifyNotification(headers: Readonly<Record<string, string | undefined>>, rawBody: Buffer): Promise<VerifiedNotification>;
  /** Reads the order's state from the provider (used when polling and to double-check). */
  queryOrder(orderNo: string, providerRef: string | null): Promise<OrderStatus>;
  /** The HTTP answer the provider expects for an accepted notification. */
  ack(): { status: number; body: unknown };
  /**
   * Pays a received payment back in full, idempotently (the order number is
   * the refund's key: asking twice refunds once). Throws when the provider
   * refuses or fails it; the order then stays refund_due.
   */
  refund(input: RefundInput): Promise<void>;
}

export interface RefundInput {
  orderNo: string;
  providerRef: string | null;
  providerTxnId: string | null;
  amountMinor: number;
  currency: Currency;
}

/** fetch, injectable so driver tests replay recorded provider answers. */
export type FetchLike = (url: string, init: { method: string; headers: Record<string, string>; body?: string }) => Promise<{
  status: number;
  headers: { get(name: string): string | null };
  text(): Promise<string>;
}>;
