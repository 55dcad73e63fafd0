import { SafetyCertificateOutlined } from '@ant-design/icons';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { lazyDialog } from '../../components/lazyDialog';
import { useEffect, useState } from 'react';
import { DELAYS } from '../../../core/constants';
import { useTrademarkStatus } from '../../api/trademark';
import { useArea } from '../../area/AreaContext';
import { useT, type TKey } from '../../i18n';
import { errorMessageKey } from '../../i18n/errors';
import { PurchaseDialog } from '../../purchase/lazy';
import { formatPrice } from '../../purchase/price';
import { site } from '../../site';
import { trademarkState, type TrademarkState } from './state';
import './trademark.css';
import { LoadingBlock } from '../../components/LoadingBlock';

/** The enquiry form, loaded when it first opens (the area's own dialog: nothing of antd). */
const EnquiryDialog = lazyDialog(() => import('./EnquiryDialog').then((m) => m.EnquiryDialog), { antd: false });

const LEAD: Record<Exclude<TrademarkState, 'loading' | 'ordered'>, TKey> = {
  'no-logo': 'trademark.leadNoLogo',
  'not-bought': 'trademark.lead',
  'not-bought-other': 'trademark.leadNotBoughtOther',
  bought: 'trademark.leadRegistered',
  'bought-other': 'trademark.leadRegisteredOther',
};

/**
 * Trademark registration (Chinese site, spec 01 §4): brand_register 0 opens the
 * purchase dialog; 1 opens the enquiry dialog after 3 s when no order exists;
 * with an order, its page on the trademark site. The page opens without a
 * logo too (spec 01 §2 "no logo needed"): the enquiry is offered without one
 * (no logo id on to the trademark site), beside the way to a logo's own.
 */
export default function TrademarkPage() {
  const t = useT();
  const { logoId, details, roles } = useArea();
  const owner = roles.has('owner');
  const mayAct = logoId !== null && (owner || roles.has('admin'));
  const status = useTrademarkStatus(mayAct ? logoId : null);
  const [buying, setBuying] = useState(false);
  const [asking, setAsking] = useState(false);
  const state = trademarkState({ mayAct, owner, status: status.data });
  const logoName = details?.logo_name;

  useEffect(() => {
    document.title = logoName ? t('trademark.documentTitle', { name: logoName }) : t('trademark.documentTitleNoLogo');
  }, [logoName, t]);

  useEffect(() => {
    if (state === 'ordered' && status.data?.orderUrl) window.location.assign(status.data.orderUrl);
    if (state === 'not-bought') setBuying(true);
    if (state === 'bought') {
      const timer = window.setTimeout(() => setAsking(true), DELAYS.trademarkDialog);
      return () => window.clearTimeout(timer);
    }
  }, [state, status.data]);

  if (status.isError) return <Alert type="error" showIcon title={t(errorMessageKey(status.error))} />;
  if (state === 'loading' || state === 'ordered') return <LoadingBlock />;

  return (
    <div className="trademark-page">
      <section className="trademark-hero">
        <SafetyCertificateOutlined className="trademark-hero__icon" />
        <h1 data-testid="trademark-title">{t('trademark.title')}</h1>
        <p data-testid="trademark-lead" data-state={state}>
          {t(LEAD[state])}
        </p>
        {state === 'not-bought' && status.data && (
          <>
            <p className="trademark-price" data-testid="trademark-price">
              {formatPrice({ price: status.data.price, currency: 'CNY' })}
            </p>
            <p className="trademark-promise">{t('trademark.promise')}</p>
            <Button type="primary" size="large" onClick={() => setBuying(true)} data-testid="trademark-buy">
              {t('trademark.buy')}
            </Button>
          </>
        )}
        {(state === 'bought' || state === 'bought-other') && (
          <Button type="primary" size="large" onClick={() => setAsking(true)} data-testid="trademark-enquire">
            {t('trademark.enquire')}
          </Button>
        )}
        {state === 'no-logo' && (
          <div className="trademark-actions">
            <Button type="primary" size="large" onClick={() => setAsking(true)} data-testid="trademark-enquire">
              {t('trademark.enquire')}
            </Button>
            <Button size="large" href={site.editorUrl} data-testid="trademark-create-logo">
              {t('noLogo.createLogo')}
            </Button>
            <Button size="large" href={site.siteRoot} data-testid="trademark-site">
              {t('common.backToSite')}
            </Button>
          </div>
        )}
      </section>
      {state === 'not-bought' && logoId !== null && (
        <PurchaseDialog
          logoId={logoId}
          open={buying}
          onClose={() => setBuying(false)}
          products={['brand_register']}
          title="purchase.title.brandRegister"
        />
      )}
      {(state === 'bought' || state === 'bought-other') && logoId !== null && (
        <EnquiryDialog open={asking} onClose={() => setAsking(false)} logoId={logoId} defaultName={details?.logo_name} />
      )}
      {state === 'no-logo' && <EnquiryDialog open={asking} onClose={() => setAsking(false)} logoId={null} />}
    </div>
  );
}
