import { ClockCircleOutlined, CloseCircleOutlined, DownloadOutlined, EditOutlined } from '@ant-design/icons';
import type { TInvoiceState } from '../../../core/invoice';
import { Button } from '../../components/Button';
import { Result } from '../../components/Result';
import { useT } from '../../i18n';
import { site } from '../../site';
import { formatTime } from './format';

/** spec 01 §4: audit 0, not rejected → the application waits for review; shows when it was sent. */
export function PendingNotice({ state }: { state: TInvoiceState }) {
  const t = useT();
  return (
    <Result
      className="invoice-notice"
      status="info"
      icon={<ClockCircleOutlined />}
      title={t('invoice.pending.title')}
      subTitle={
        <>
          <span className="invoice-notice__line">{t('invoice.pending.text')}</span>
          <span className="invoice-notice__line" data-testid="invoice-submitted-at">
            {t('invoice.pending.submittedAt', { time: formatTime(state.created_at, site.locale) })}
          </span>
        </>
      }
      data-testid="invoice-pending"
    />
  );
}

/** spec 01 §4: audit 0, rejected 1 → the reason, in place of the form; the owner may apply again. */
export function RejectedNotice({ state, onResubmit }: { state: TInvoiceState; onResubmit: () => void }) {
  const t = useT();
  return (
    <Result
      className="invoice-notice"
      status="error"
      icon={<CloseCircleOutlined />}
      title={t('invoice.rejected.title')}
      subTitle={
        <>
          <span className="invoice-notice__line">
            {t('invoice.rejected.reason')}
            <strong data-testid="invoice-reject-notes">{state.reject_notes ?? ''}</strong>
          </span>
          <span className="invoice-notice__line">
            {t('invoice.pending.submittedAt', { time: formatTime(state.created_at, site.locale) })}
          </span>
        </>
      }
      extra={
        <Button type="primary" icon={<EditOutlined />} onClick={onResubmit} data-testid="invoice-resubmit">
          {t('invoice.rejected.resubmit')}
        </Button>
      }
      data-testid="invoice-rejected"
    />
  );
}

/** spec 01 §4: audit 1 with pdf_url → the invoice downloads. */
export function IssuedNotice({ pdfUrl }: { pdfUrl: string }) {
  const t = useT();
  return (
    <Result
      className="invoice-notice"
      status="success"
      title={t('invoice.issued.title')}
      subTitle={t('invoice.issued.text')}
      extra={
        <Button type="primary" size="large" icon={<DownloadOutlined />} href={pdfUrl} download data-testid="invoice-download">
          {t('invoice.issued.download')}
        </Button>
      }
      data-testid="invoice-issued"
    />
  );
}
