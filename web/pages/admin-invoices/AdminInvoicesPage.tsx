import { useEffect, useState } from 'react';
import { ReloadOutlined } from '@ant-design/icons';
import { useAdminInvoices } from '../../api/invoice';
import { Button } from '../../components/Button';
import { lazyDialog } from '../../components/lazyDialog';
import { Result } from '../../components/Result';
import { Segmented } from '../../components/Segmented';
import { translate, useT } from '../../i18n';
import { errorMessageKey } from '../../i18n/errors';
import { useLayoutMode } from '../../layout/useLayoutMode';
import type { ReviewAction } from './cells';
import { ReviewCards, ReviewTable } from './ReviewList';
import './admin-invoices.css';

type Status = 'pending' | 'all';

/** The approve and reject dialogs, loaded when one first opens (in antd's scope: components/lazyDialog), or before, once a pointer or the focus reaches the queue. */
const loadDialogs = () => import('./ReviewDialogs');
const ApproveDialog = lazyDialog(() => loadDialogs().then((m) => m.ApproveDialog));
const RejectDialog = lazyDialog(() => loadDialogs().then((m) => m.RejectDialog));

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
          legend={t('adminInvoices.filter.label')}
          legendHidden
          value={status}
          onChange={setStatus}
          options={[
            { value: 'pending', label: t('adminInvoices.filter.pending'), testId: 'admin-invoices-filter-pending' },
            { value: 'all', label: t('adminInvoices.filter.all'), testId: 'admin-invoices-filter-all' },
          ]}
          testId="admin-invoices-filter"
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
        <div onPointerEnter={ApproveDialog.preload} onFocus={ApproveDialog.preload}>
        <List
          applications={list.data ?? []}
          loading={list.isPending}
          emptyText={t(status === 'pending' ? 'adminInvoices.emptyPending' : 'adminInvoices.empty')}
          t={t}
          act={setAction}
        />
        </div>
      )}
      <ApproveDialog open={action?.kind === 'approve'} application={action?.kind === 'approve' ? action.application : null} onClose={() => setAction(null)} />
      <RejectDialog open={action?.kind === 'reject'} application={action?.kind === 'reject' ? action.application : null} onClose={() => setAction(null)} />
    </div>
  );
}
