import { useEffect, useState } from 'react';
import { ReloadOutlined } from '@ant-design/icons';
import { Button, Result, Segmented } from 'antd';
import { useAdminInvoices } from '../../api/invoice';
import { translate, useT } from '../../i18n';
import { errorMessageKey } from '../../i18n/errors';
import { useLayoutMode } from '../../layout/useLayoutMode';
import type { ReviewAction } from './cells';
import { ReviewCards, ReviewTable } from './ReviewList';
import { ApproveDialog, RejectDialog } from './ReviewDialogs';
import './admin-invoices.css';

type Status = 'pending' | 'all';

/**
 * Admin review of invoice applications (Chinese site): the pending queue,
 * approve with a PDF, reject with a reason. A table beside the menu, cards on
 * a phone.
 */
export default function AdminInvoicesPage() {
  const t = useT();
  const mode = useLayoutMode();
  const [status, setStatus] = useState<Status>('pending');
  const [action, setAction] = useState<ReviewAction | null>(null);
  const list = useAdminInvoices(status);

  useEffect(() => {
    document.title = translate('adminInvoices.documentTitle');
  }, []);

  const List = mode === 'mobile' ? ReviewCards : ReviewTable;

  return (
    <div className="admin-invoices" data-testid="admin-invoices">
      <header className="admin-invoices__header">
        <div>
          <p className="admin-invoices__eyebrow">{t('adminInvoices.eyebrow')}</p>
          <h1 className="admin-invoices__title">{t('adminInvoices.title')}</h1>
        </div>
        <Segmented<Status>
          value={status}
          onChange={setStatus}
          options={[
            { value: 'pending', label: t('adminInvoices.filter.pending') },
            { value: 'all', label: t('adminInvoices.filter.all') },
          ]}
          data-testid="admin-invoices-filter"
        />
      </header>
      {list.isError ? (
        <Result
          status="warning"
          title={t('invoice.loadError')}
          subTitle={t(errorMessageKey(list.error))}
          extra={
            <Button icon={<ReloadOutlined />} onClick={() => void list.refetch()}>
              {t('common.retry')}
            </Button>
          }
        />
      ) : (
        <List
          applications={list.data ?? []}
          loading={list.isPending}
          emptyText={t(status === 'pending' ? 'adminInvoices.emptyPending' : 'adminInvoices.empty')}
          t={t}
          act={setAction}
        />
      )}
      <ApproveDialog application={action?.kind === 'approve' ? action.application : null} onClose={() => setAction(null)} />
      <RejectDialog application={action?.kind === 'reject' ? action.application : null} onClose={() => setAction(null)} />
    </div>
  );
}
