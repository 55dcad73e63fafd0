import { Empty, Spin, Table, type TableColumnsType } from 'antd';
import type { TAdminInvoice } from '../../../core/invoice';
import type { Translate } from '../../i18n';
import { ActionsCell, AmountCell, ApplicantCell, InvoiceCell, StateCell, type ReviewAction } from './cells';

/** Fixed widths of the short columns; applicant and invoice share the rest, so the queue fits the 1280 px page. */
const COLUMN_WIDTH = { amount: 110, state: 120, actions: 150 } as const;
const PAGE_SIZE = 20;

interface ReviewListProps {
  applications: TAdminInvoice[];
  loading: boolean;
  emptyText: string;
  t: Translate;
  act: (action: ReviewAction) => void;
}

function columns(t: Translate, act: (action: ReviewAction) => void): TableColumnsType<TAdminInvoice> {
  return [
    { title: t('adminInvoices.col.logo'), key: 'applicant', render: (_, a) => <ApplicantCell a={a} /> },
    { title: t('adminInvoices.col.title'), key: 'invoice', render: (_, a) => <InvoiceCell a={a} t={t} /> },
    { title: t('invoice.amount'), key: 'amount', width: COLUMN_WIDTH.amount, align: 'right', render: (_, a) => <AmountCell a={a} t={t} /> },
    { title: t('adminInvoices.col.state'), key: 'state', width: COLUMN_WIDTH.state, render: (_, a) => <StateCell a={a} t={t} /> },
    { title: t('adminInvoices.col.actions'), key: 'actions', width: COLUMN_WIDTH.actions, render: (_, a) => <ActionsCell a={a} t={t} act={act} /> },
  ];
}

/** The queue as a table: five columns in the width of the page, no sideways scrolling. */
export function ReviewTable({ applications, loading, emptyText, t, act }: ReviewListProps) {
  return (
    <Table<TAdminInvoice>
      className="admin-invoices__table"
      rowKey="id"
      tableLayout="fixed"
      loading={loading}
      dataSource={applications}
      columns={columns(t, act)}
      pagination={{ pageSize: PAGE_SIZE, hideOnSinglePage: true }}
      locale={{ emptyText }}
    />
  );
}

/** The queue on a phone: one card per application, every part stacked, the actions full width. */
export function ReviewCards({ applications, loading, emptyText, t, act }: ReviewListProps) {
  if (loading) return <Spin className="admin-invoices__spin" />;
  if (applications.length === 0) return <Empty className="admin-invoices__empty" description={emptyText} />;
  return (
    <ul className="admin-invoices__cards">
      {applications.map((a) => (
        <li key={a.id} className="admin-invoices__card" data-row-key={a.id}>
          <div className="admin-invoices__card-head">
            <div>
              <ApplicantCell a={a} />
            </div>
            <div className="admin-invoices__card-side">
              <AmountCell a={a} t={t} />
              <StateCell a={a} t={t} />
            </div>
          </div>
          <div className="admin-invoices__card-body">
            <InvoiceCell a={a} t={t} />
          </div>
          <ActionsCell a={a} t={t} act={act} />
        </li>
      ))}
    </ul>
  );
}
