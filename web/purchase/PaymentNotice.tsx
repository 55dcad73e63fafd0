import { Button, Result, Modal } from 'antd';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { TLogoDetails } from '../../core/api';
import { DELAYS } from '../../core/constants';
import { useT } from '../i18n';
import { keptQuery } from '../navigation/query';
import { site } from '../site';

/**
 * spec 01 §4: after a payment redirect (?payment=1) a success notice appears
 * after 1 s; closing it removes the payment query and reloads when the bought
 * state is not real yet. Brand registration (zh) says so and reloads after 3 s;
 * a designer-fix payment on the Chinese site goes to the designer-fix page after 3 s.
 */
export function PaymentNotice({ logo }: { logo: TLogoDetails }) {
  const t = useT();
  const { search } = useLocation();
  const navigate = useNavigate();
  const params = new URLSearchParams(search);
  const paid = params.get('payment') === '1';
  const product = params.get('product');
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (!paid) return;
    const show = window.setTimeout(() => setOpen(true), DELAYS.paymentSuccessNotice);
    let follow: number | undefined;
    if (product === 'brand_register') {
      // Back on the trademark page, which then opens the enquiry (spec 01 §4).
      follow = window.setTimeout(() => window.location.replace(`/download/tm${keptQuery(search)}`), DELAYS.reloadAfterPayment);
    } else if (product === 'designer_fix' && site.locale === 'zh') {
      follow = window.setTimeout(() => navigate({ pathname: '/mod', search: keptQuery(search) }), DELAYS.designerFixPaymentRedirect);
    }
    return () => {
      window.clearTimeout(show);
      window.clearTimeout(follow);
    };
  }, [paid, product, search, navigate]);

  if (!paid) return null;

  const close = () => {
    setOpen(false);
    const clean = keptQuery(search);
    // The notification may not have arrived yet: reload to read the real state.
    if (!logo.is_bought) window.location.replace(`/download/${clean}`);
    else navigate({ pathname: '/', search: clean }, { replace: true });
  };

  const subtitle =
    product === 'brand_register'
      ? t('purchase.success.brandRegister')
      : product === 'designer_fix' && site.locale === 'zh'
        ? t('purchase.success.designerFix')
        : t('purchase.success.text');

  return (
    <Modal open={open} onCancel={close} footer={null} data-testid="payment-notice">
      <Result
        status="success"
        title={t('purchase.success.title')}
        subTitle={subtitle}
        extra={
          <Button type="primary" onClick={close} data-testid="payment-notice-close">
            {t('purchase.success.close')}
          </Button>
        }
      />
    </Modal>
  );
}
