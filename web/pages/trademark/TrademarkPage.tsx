import { SafetyCertificateOutlined } from '@ant-design/icons';
import { Button, Card, Skeleton } from 'antd';
import { useEffect, useState } from 'react';
import { DELAYS } from '../../../core/constants';
import { useTrademarkStatus } from '../../api/trademark';
import { useArea } from '../../area/AreaContext';
import { useT } from '../../i18n';
import { PurchaseDialog } from '../../purchase/PurchaseDialog';
import { formatPrice } from '../../purchase/price';
import { EnquiryDialog } from './EnquiryDialog';
import './trademark.css';

/**
 * Trademark registration (Chinese site, spec 01 §4): brand_register 0 opens the
 * purchase dialog; 1 opens the enquiry dialog after 3 s when no order exists;
 * with an order, its page on the trademark site. Works without a logo too.
 */
export default function TrademarkPage() {
  const t = useT();
  const { logoId, details, roles } = useArea();
  const mayBuy = roles.has('owner') && logoId !== null;
  const status = useTrademarkStatus(mayBuy ? logoId : null);
  const [buying, setBuying] = useState(false);
  const [asking, setAsking] = useState(false);
  const registered = !mayBuy || status.data?.brand_register === 1;

  useEffect(() => {
    if (status.data?.orderUrl) {
      window.location.assign(status.data.orderUrl);
      return;
    }
    if (mayBuy && status.data?.brand_register === 0) setBuying(true);
    if (registered && (!mayBuy || status.isSuccess)) {
      const timer = window.setTimeout(() => setAsking(true), DELAYS.trademarkDialog);
      return () => window.clearTimeout(timer);
    }
  }, [status.data, status.isSuccess, mayBuy, registered]);

  if (mayBuy && status.isPending) return <Skeleton active />;

  return (
    <div className="trademark-page">
      <Card className="trademark-hero">
        <SafetyCertificateOutlined className="trademark-hero__icon" />
        <h1 data-testid="trademark-title">{t('trademark.title')}</h1>
        <p>{t(registered ? 'trademark.leadRegistered' : 'trademark.lead')}</p>
        {!registered && status.data && (
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
        {registered && (
          <Button type="primary" size="large" onClick={() => setAsking(true)} data-testid="trademark-enquire">
            {t('trademark.enquire')}
          </Button>
        )}
      </Card>
      {mayBuy && logoId !== null && (
        <PurchaseDialog
          logoId={logoId}
          open={buying}
          onClose={() => setBuying(false)}
          products={['brand_register']}
          title="purchase.title.brandRegister"
        />
      )}
      <EnquiryDialog open={asking} onClose={() => setAsking(false)} logoId={mayBuy ? logoId : null} defaultName={details?.logo_name} />
    </div>
  );
}
