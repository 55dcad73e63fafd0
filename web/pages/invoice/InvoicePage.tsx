import { useEffect, useState } from 'react';
import { ReloadOutlined } from '@ant-design/icons';
import { invoiceView, type TInvoiceInfo } from '../../../core/invoice';
import { useInvoiceInfo } from '../../api/invoice';
import { useLogo } from '../../area/AreaContext';
import { translate, useT } from '../../i18n';
import { errorMessageKey } from '../../i18n/errors';
import { site } from '../../site';
import { formatAmount, formatExcluded } from './format';
import { InvoiceForm } from './InvoiceForm';
import { IssuedNotice, PendingNotice, RejectedNotice } from './InvoiceNotices';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { LoadingBlock } from '../../components/LoadingBlock';
import { Result } from '../../components/Result';
import './invoice.css';

/** The view of spec 01 §4 for the loaded state; a rejection gives way to the form on request. */
function InvoiceBody({ logoId, info }: { logoId: number; info: TInvoiceInfo }) {
  const t = useT();
  const [resubmitting, setResubmitting] = useState(false);
  const { state } = info;
  const view = invoiceView(state);

  if (state && view === 'pending') return <PendingNotice state={state} />;
  if (state?.pdf_url && view === 'issued') return <IssuedNotice pdfUrl={state.pdf_url} />;
  if (state && view === 'rejected' && !resubmitting) {
    return <RejectedNotice state={state} onResubmit={() => setResubmitting(true)} />;
  }
  if (info.amount <= 0) {
    return <Result status="empty" subTitle={t('invoice.empty')} data-testid="invoice-empty" />;
  }
  return <InvoiceForm logoId={logoId} prevRecord={info.prevRecord} onCancel={resubmitting ? () => setResubmitting(false) : undefined} />;
}

/** Invoice page of the Chinese site (spec 01 §2 '/invoice'): amount, then form, pending, rejection or download. */
export default function InvoicePage() {
  const t = useT();
  const logo = useLogo();
  const info = useInvoiceInfo(logo.fa_id);

  useEffect(() => {
    document.title = translate('invoice.documentTitle', { name: logo.logo_name });
  }, [logo.logo_name]);

  return (
    <div className="invoice-page" data-testid="invoice-page">
      <header className="invoice-header">
        <p className="invoice-header__eyebrow">{t('invoice.eyebrow')}</p>
        <h1 className="invoice-header__title">{t('invoice.title')}</h1>
        <p className="invoice-header__logo">{t('invoice.logo', { name: logo.logo_name, id: logo.fa_id })}</p>
      </header>
      <section className="invoice-card">
        {info.isPending && <LoadingBlock rows={6} data-testid="invoice-loading" />}
        {info.isError && (
          <Result
            status="warning"
            title={t('invoice.loadError')}
            subTitle={t(errorMessageKey(info.error))}
            extra={
              <Button icon={<ReloadOutlined />} onClick={() => void info.refetch()} data-testid="invoice-retry">
                {t('common.retry')}
              </Button>
            }
            data-testid="invoice-error"
          />
        )}
        {info.data && (
          <>
            <dl className="invoice-amount" data-testid="invoice-amount">
              <dt>{t('invoice.amount')}</dt>
              <dd>{t('invoice.amountValue', { amount: formatAmount(info.data.amount) })}</dd>
            </dl>
            {info.data.excluded.length > 0 && (
              <Alert
                type="info"
                showIcon
                className="invoice-excluded"
                title={t('invoice.excluded', { list: formatExcluded(info.data.excluded, site.locale) })}
                data-testid="invoice-excluded"
              />
            )}
            <InvoiceBody logoId={logo.fa_id} info={info.data} />
          </>
        )}
      </section>
    </div>
  );
}
