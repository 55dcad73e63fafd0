import { useEffect, useId, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { TLogoDetails } from '../../core/api';
import { DELAYS } from '../../core/constants';
import { INCLUDES_DESIGNER_FIX, type TOrderStatusResponse } from '../../core/products';
import { useOrderStatus } from '../api/payments';
import { Button } from '../components/Button';
import { Dialog } from '../components/Dialog';
import { Result } from '../components/Result';
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
  // The upgrade to luxury refused on a professional logo: its designer fix was already there, which is all it adds.
  const reason = order.product === 'upgrade_luxury' && logo.package === 'professional' ? 'purchase.notApplied.luxuryFix' : NOT_APPLIED_REASON[order.product];
  // Two sentences, joined as each language joins them (a space in English, none after 。).
  return t('purchase.notApplied.text', { reason: t(reason, values), refund: t(refund) });
}

/** How long after its payment an order still brings the notice: a link opened later says nothing. */
const JUST_PAID_MS = 60 * 60_000;

/**
 * Whether the notice is for this visit: the order named by `?order=` is the
 * viewer's (the server answers only its buyer) and its money arrived within
 * the last hour (applied or not), or it came back cancelled. `?payment=1`
 * alone, someone else's order, or an old one brings nothing; a pending order
 * is polled until the provider says.
 */
export function noticeApplies(order: TOrderStatusResponse | undefined, now = Date.now()): boolean {
  if (!order || order.status === 'pending') return false;
  if (order.status === 'cancelled') return true;
  // paid, refund_due, refunded: the money arrived, when?
  return order.paid_at !== null && now - Date.parse(order.paid_at) <= JUST_PAID_MS;
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
  const product = params.get('product');
  const orderNo = params.get('payment') === '1' ? params.get('order') : null;
  const order = useOrderStatus(orderNo);
  const [open, setOpen] = useState(false);
  const titleId = useId();
  // Only for the viewer's own order, just paid (or come back unpaid or not applied).
  const paid = orderNo !== null && noticeApplies(order.data);
  const known = order.isSuccess;
  const refunded = notApplied(order.data);
  // WeChat's H5 page sends the customer back whether or not they paid.
  const unpaid = order.data?.status === 'cancelled';
  // The luxury package comes with a designer fix, whose request is to be written.
  const withFix = !!order.data && INCLUDES_DESIGNER_FIX.has(order.data.product);

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
      : product === 'designer_fix'
        ? t(site.locale === 'zh' ? 'purchase.success.designerFix' : 'purchase.success.designerFixRequest')
        : withFix
          ? t('purchase.success.luxury')
          : t('purchase.success.text');
  // The English site stays on the page after a designer fix (spec 01 §4 moves only the Chinese one), and
  // both stay after a luxury package that includes one: the notice says where the request is written.
  const toRequest = ((product === 'designer_fix' && site.locale !== 'zh') || withFix) && !refunded && !unpaid;

  return (
    <Dialog open={open} onClose={close} labelledBy={titleId} data-testid="payment-notice">
      <Result
        status={refunded || unpaid ? 'info' : 'success'}
        title={<span id={titleId}>{t(refunded ? 'purchase.notApplied.title' : unpaid ? 'purchase.notPaid.title' : 'purchase.success.title')}</span>}
        subTitle={<span data-testid="payment-notice-text" data-outcome={order.data?.status ?? 'paid'}>{subtitle}</span>}
        extra={[
          toRequest ? (
            <Button
              type="primary"
              key="request"
              onClick={() => {
                setOpen(false);
                navigate({ pathname: '/mod', search: keptQuery(search) });
              }}
              data-testid="payment-notice-request"
              data-autofocus
            >
              {t('purchase.success.writeRequest')}
            </Button>
          ) : null,
          <Button type={toRequest ? 'default' : 'primary'} key="close" onClick={close} data-testid="payment-notice-close" data-autofocus={toRequest ? undefined : true}>
            {t('purchase.success.close')}
          </Button>,
        ]}
      />
    </Dialog>
  );
}
