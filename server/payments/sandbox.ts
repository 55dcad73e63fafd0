import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Storage } from '../storage';
import { NotificationRejected, type PaymentDriver, type VerifiedNotification } from './types';

const TOLERANCE_SEC = 300;

interface LedgerEntry {
  orderNo: string;
  paid: boolean;
  /** Paid back in full (the sandbox refunds for real, in its ledger). */
  refunded?: boolean;
  amountMinor: number;
  currency: string;
  txnId: string;
}

export interface SandboxDriver extends PaymentDriver {
  /**
   * What the local checkout page does when the customer presses Pay (or
   * Cancel): records it in the sandbox ledger and returns the signed
   * notification the "provider" sends, for delivery to the notify route.
   */
  settle(order: { orderNo: string; amountMinor: number; currency: string }, paid: boolean): Promise<{
    headers: Record<string, string>;
    body: string;
  }>;
  /** Whether the sandbox paid this order's money back (what a customer would see on a statement). */
  isRefunded(orderNo: string): Promise<boolean>;
  /** Whether the customer already paid or cancelled this order on the sandbox's checkout page. */
  isSettled(orderNo: string): Promise<boolean>;
}

function sign(secret: string, timestamp: string, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
}

/**
 * The local payment provider: a checkout page on this server, whose outcome
 * reaches the order through the same signed-notification path as a real
 * provider. Its ledger lives in storage, so any server process can read it.
 */
export function sandboxDriver(opts: { secret: string; storage: Storage; now?: () => number }): SandboxDriver {
  const now = opts.now ?? (() => Date.now());
  const ledgerKey = (orderNo: string) => `sandbox/${orderNo}.json`;

  return {
    name: 'sandbox',
    async createOrder(input) {
      return { providerRef: input.orderNo, checkoutUrl: `/pay/sandbox/${encodeURIComponent(input.orderNo)}` };
    },
    async settle(order, paid) {
      const entry: LedgerEntry = {
        orderNo: order.orderNo,
        paid,
        amountMinor: order.amountMinor,
        currency: order.currency,
        txnId: `sbx_${randomBytes(8).toString('hex')}`,
      };
      await opts.storage.put(ledgerKey(order.orderNo), Buffer.from(JSON.stringify(entry)), 'application/json');
      const body = JSON.stringify({
        id: `evt_${randomBytes(8).toString('hex')}`,
        order_no: entry.orderNo,
        txn_id: entry.txnId,
        status: paid ? 'paid' : 'cancelled',
        amount: entry.amountMinor,
        currency: entry.currency,
      });
      const timestamp = String(Math.floor(now() / 1000));
      return {
        headers: { 'content-type': 'application/json', 'x-sandbox-timestamp': timestamp, 'x-sandbox-signature': sign(opts.secret, timestamp, body) },
        body,
      };
    },
    async verifyNotification(headers, rawBody): Promise<VerifiedNotification> {
      const timestamp = headers['x-sandbox-timestamp'] ?? '';
      const signature = headers['x-sandbox-signature'] ?? '';
      const expected = Buffer.from(sign(opts.secret, timestamp, rawBody.toString('utf8')), 'hex');
      const given = Buffer.from(signature, 'hex');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
        throw new NotificationRejected('bad signature');
      }
      if (Math.abs(now() / 1000 - Number(timestamp)) > TOLERANCE_SEC) throw new NotificationRejected('stale timestamp');
      let body: { id?: unknown; order_no?: unknown; txn_id?: unknown; status?: unknown; amount?: unknown; currency?: unknown };
      try {
        body = JSON.parse(rawBody.toString('utf8'));
      } catch {
        throw new NotificationRejected('malformed body');
      }
      if (typeof body.id !== 'string' || typeof body.order_no !== 'string' || typeof body.amount !== 'number') {
        throw new NotificationRejected('malformed body');
      }
      return {
        eventId: body.id,
        orderNo: body.order_no,
        providerTxnId: String(body.txn_id ?? ''),
        paid: body.status === 'paid',
        amountMinor: body.amount,
        currency: String(body.currency ?? ''),
      };
    },
    async queryOrder(orderNo) {
      const raw = await opts.storage.get(ledgerKey(orderNo));
      if (!raw) return { paid: false, amountMinor: 0, currency: '', providerTxnId: null };
      const e = JSON.parse(raw.toString('utf8')) as LedgerEntry;
      return { paid: e.paid, amountMinor: e.amountMinor, currency: e.currency, providerTxnId: e.txnId };
    },
    ack() {
      return { status: 200, body: { received: true } };
    },
    async refund(input) {
      const raw = await opts.storage.get(ledgerKey(input.orderNo));
      if (!raw) throw new Error(`sandbox has no payment for ${input.orderNo}`);
      const e = JSON.parse(raw.toString('utf8')) as LedgerEntry;
      if (!e.paid || e.amountMinor !== input.amountMinor) throw new Error(`sandbox cannot refund ${input.orderNo}`);
      if (e.refunded) return;
      await opts.storage.put(ledgerKey(input.orderNo), Buffer.from(JSON.stringify({ ...e, refunded: true })), 'application/json');
    },
    async isSettled(orderNo) {
      return (await opts.storage.get(ledgerKey(orderNo))) !== null;
    },
    async isRefunded(orderNo) {
      const raw = await opts.storage.get(ledgerKey(orderNo));
      return !!raw && (JSON.parse(raw.toString('utf8')) as LedgerEntry).refunded === true;
    },
  };
}
