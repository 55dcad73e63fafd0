import type { FastifyBaseLogger } from 'fastify';
import type { Locale } from '../../../core/constants';
import type { AppContext } from '../../context';
import { sendQuietly } from '../../mail';
import { adminEmails } from '../designer/repo';
import * as repo from './repo';

const TEXT: Record<Locale, (o: repo.OrderRow, amount: string) => { subject: string; body: string }> = {
  zh: (o, amount) => ({
    subject: `待退款：订单 ${o.order_no}`,
    body: `订单 ${o.order_no}（${o.product}，Logo ${o.fa_id}）的款项 ${amount} 到账时该订单已不再适用，Logo 未作更改。请在支付服务商（${o.provider}，交易号 ${o.provider_txn_id ?? '—'}）后台全额退款。`,
  }),
  en: (o, amount) => ({
    subject: `Refund due: order ${o.order_no}`,
    body: `The payment of ${amount} for order ${o.order_no} (${o.product}, logo ${o.fa_id}) arrived when the order no longer applied; the logo was not changed. Please refund it in full in the provider's dashboard (${o.provider}, transaction ${o.provider_txn_id ?? '—'}).`,
  }),
};

/**
 * Tells the admins, once (when the money arrives), of a payment to refund by
 * hand: the provider's driver has no refund call, or its refund failed. The
 * order stays refund_due, and its buyer's notice says the team refunds it.
 */
export async function mailRefundDue(ctx: AppContext, orderNo: string, log: FastifyBaseLogger): Promise<void> {
  const order = await repo.findOrder(ctx.db, orderNo);
  if (order?.status !== 'refund_due') return;
  const site = order.site as Locale;
  const { subject, body } = TEXT[site](order, `${(order.amount_minor / 100).toFixed(2)} ${order.currency}`);
  const to = await adminEmails(ctx.db);
  await sendQuietly(ctx.mail, log, to.map((address) => ({ to: address, subject, text: body })));
}
