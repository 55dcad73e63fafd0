import { Button, Result, Modal } from 'antd';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { TLogoDetails } from '../../core/api';
import { DELAYS } from '../../core/constants';
import type { TOrderStatusResponse } from '../../core/products';
import { useOrderStatus } from '../api/payments';
import { useT, type Translate } from '../i18n';
import { keptQuery } from '../navigation/query';
import { site } from '../site';
import { NOT_APPLIED_REASON, TIER_NAMES } from './labels';
import { formatPrice } from './price';

/** An order whose money arrived when it no longer applied (see core/products ORDER_STATUSES). */
function notApplied(order: TOrderStatusResponse | undefined): order is TOrderStatusResponse {
  return order?.status === 'refunded' || order?.status === 'refund_due';
}

/** What the notice says about a payment that changed nothing: why, and what happens to the money. */
function notAppliedText(t: Translate, order: TOrderStatusResponse, logo: TLogoDetails): string {
  const values = {
    amount: formatPrice({ price: order.amount, currency: order.currency }),
    package: logo.package ? t(TIER_NAMES[logo.package]) : '',
  };
  const refund = order.status === 'refunded' ? 'purchase.notApplied.refunded' : 'purchase.notApplied.refundDue';
  // Two sentences, joined as each language joins them (a space in English, none after 。).
  return t('purchase.notApplied.text', { reason: t(NOT_APPLIED_REASON[order.product], values), refund: t(refund) });
}

/**
 * spec 01 §4: after a payment redirect (?payment=1) a success notice appears
 * after 1 s; closing it removes the payment query and reloads when the bought
 * state is not real yet. Brand registration (zh) says so and reloads after 3 s;
 * a designer-fix payment on the Chinese site goes to the designer-fix page after 3 s.
 * With the order number (?order=) the notice says what the payment did: an
 * order paid when it no longer applied (another tab's order was paid first)
 * changed nothing, and the notice says why and that the money is refunded.
 */
export function PaymentNotice({ logo }: { logo: TLogoDetails }) {
  const t = useT();
  const { search } = useLocation();
  const navigate = useNavigate();
  const params = new URLSearchParams(search);
  const paid = params.get('payment') === '1';
  const product = params.get('product');
  const orderNo = paid ? params.get('order') : null;
  const order = useOrderStatus(orderNo);
  const [open, setOpen] = useState(false);
  // Without an order number the notice is the spec's success notice; with one, it waits for the order.
  const known = orderNo === null || order.isSuccess || order.isError;
  const refunded = notApplied(order.data);
  // WeChat's H5 page sends the customer back whether or not they paid.
  const unpaid = order.data?.status === 'cancelled';

  useEffect(() => {
    if (!paid || !known) return;
    const show = window.setTimeout(() => setOpen(true), DELAYS.paymentSuccessNotice);
    let follow: number | undefined;
    if (refunded || unpaid) {
      // Nothing changed: the customer reads the notice, nothing moves on by itself.
    } else if (product === 'brand_register') {
      // Back on the trademark page, which then opens the enquiry (spec 01 §4).
      follow = window.setTimeout(() => window.location.replace(`/download/tm${keptQuery(search)}`), DELAYS.reloadAfterPayment);
    } else if (product === 'designer_fix' && site.locale === 'zh') {
      follow = window.setTimeout(() => navigate({ pathname: '/mod', search: keptQuery(search) }), DELAYS.designerFixPaymentRedirect);
    }
    return () => {
      window.clearTimeout(show);
      window.clearTimeout(follow);
    };
  }, [paid, known, refunded, unpaid, product, search, navigate]);

  if (!paid) return null;

  const close = () => {
    setOpen(false);
    const clean = keptQuery(search);
    // The notification may not have arrived yet: reload to read the real state.
    if (!logo.is_bought) window.location.replace(`/download/${clean}`);
    else navigate({ pathname: '/', search: clean }, { replace: true });
  };

  const subtitle = notApplied(order.data)
    ? notAppliedText(t, order.data, logo)
    : unpaid
      ? t('purchase.notPaid.text')
      : product === 'brand_register'
      ? t('purchase.success.brandRegister')
      : product === 'designer_fix' && site.locale === 'zh'
        ? t('purchase.success.designerFix')
        : t('purchase.success.text');

  return (
    <Modal open={open} onCancel={close} footer={null} data-testid="payment-notice">
      <Result
        status={refunded || unpaid ? 'info' : 'success'}
        title={t(refunded ? 'purchase.notApplied.title' : unpaid ? 'purchase.notPaid.title' : 'purchase.success.title')}
        subTitle={<span data-testid="payment-notice-text" data-outcome={order.data?.status ?? 'paid'}>{subtitle}</span>}
        extra={
          <Button type="primary" onClick={close} data-testid="payment-notice-close">
            {t('purchase.success.close')}
          </Button>
        }
      />
    </Modal>
  );
}
