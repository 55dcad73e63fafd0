import { useEffect, useState } from 'react';
import { ReloadOutlined } from '@ant-design/icons';
import { Button, Result, Segmented, Table, Tag, type TableColumnsType } from 'antd';
import { INVOICE_TYPES, type TAdminInvoice } from '../../../core/invoice';
import { useAdminInvoices } from '../../api/invoice';
import { translate, useT, type Translate } from '../../i18n';
import { errorMessageKey } from '../../i18n/errors';
import { site } from '../../site';
import { formatAmount, formatTime } from '../invoice/format';
import { ApproveDialog, RejectDialog } from './ReviewDialogs';
import './admin-invoices.css';

type Status = 'pending' | 'all';
type Action = { kind: 'approve' | 'reject'; application: TAdminInvoice } | null;

function StateTag({ a, t }: { a: TAdminInvoice; t: Translate }) {
  if (a.audit === 1) return <Tag color="success">{t('adminInvoices.state.issued')}</Tag>;
  if (a.rejected === 1) return <Tag color="error">{t('adminInvoices.state.rejected')}</Tag>;
  return <Tag color="processing">{t('adminInvoices.state.pending')}</Tag>;
}

function columns(t: Translate, act: (action: Action) => void): TableColumnsType<TAdminInvoice> {
  return [
    { title: t('adminInvoices.col.submitted'), dataIndex: 'created_at', width: 140, render: (v: string) => formatTime(v, site.locale) },
    {
      title: t('adminInvoices.col.logo'),
      key: 'logo',
      width: 190,
      render: (_, a) => (
        <>
          <div className="admin-invoices__strong">{a.logo_name}</div>
          <div className="admin-invoices__muted">#{a.fa_id} · {a.user_email ?? a.user_id}</div>
        </>
      ),
    },
    {
      title: t('adminInvoices.col.title'),
      key: 'title',
      width: 230,
      render: (_, a) => (
        <>
          <div className="admin-invoices__strong">{a.GMF_MC}</div>
          <div className="admin-invoices__muted admin-invoices__mono">
            {a.type === INVOICE_TYPES.company ? a.GMF_NSRSBH : t('invoice.form.personal')}
          </div>
        </>
      ),
    },
    {
      title: t('adminInvoices.col.contact'),
      key: 'contact',
      width: 210,
      render: (_, a) => (
        <div className="admin-invoices__muted">
          {[a.email, a.mobile, a.address].filter(Boolean).map((line) => (
            <div key={line}>{line}</div>
          ))}
        </div>
      ),
    },
    { title: t('invoice.amount'), dataIndex: 'amount', width: 110, align: 'right', render: (v: number) => formatAmount(v) },
    {
      title: t('adminInvoices.col.state'),
      key: 'state',
      width: 130,
      render: (_, a) => (
        <>
          <StateTag a={a} t={t} />
          {a.reject_notes && <div className="admin-invoices__muted">{a.reject_notes}</div>}
        </>
      ),
    },
    {
      title: t('adminInvoices.col.actions'),
      key: 'actions',
      width: 150,
      fixed: 'right',
      render: (_, a) =>
        a.audit === 0 && a.rejected === 0 ? (
          <div className="admin-invoices__actions">
            <Button type="primary" size="small" onClick={() => act({ kind: 'approve', application: a })} data-testid={`approve-${a.id}`}>
              {t('adminInvoices.approve')}
            </Button>
            <Button danger size="small" onClick={() => act({ kind: 'reject', application: a })} data-testid={`reject-${a.id}`}>
              {t('adminInvoices.reject')}
            </Button>
          </div>
        ) : a.pdf_url ? (
          <a href={a.pdf_url} download>
            {t('invoice.issued.download')}
          </a>
        ) : null,
    },
  ];
}

/** Admin review of invoice applications (Chinese site): the pending queue, approve with a PDF, reject with a reason. */
export default function AdminInvoicesPage() {
  const t = useT();
  const [status, setStatus] = useState<Status>('pending');
  const [action, setAction] = useState<Action>(null);
  const list = useAdminInvoices(status);

  useEffect(() => {
    document.title = translate('adminInvoices.documentTitle');
  }, []);

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
        <Table<TAdminInvoice>
          className="admin-invoices__table"
          rowKey="id"
          loading={list.isPending}
          dataSource={list.data ?? []}
          columns={columns(t, setAction)}
          pagination={{ pageSize: 20, hideOnSinglePage: true }}
          scroll={{ x: 1160 }}
          locale={{ emptyText: t(status === 'pending' ? 'adminInvoices.emptyPending' : 'adminInvoices.empty') }}
        />
      )}
      <ApproveDialog application={action?.kind === 'approve' ? action.application : null} onClose={() => setAction(null)} />
      <RejectDialog application={action?.kind === 'reject' ? action.application : null} onClose={() => setAction(null)} />
    </div>
  );
}
