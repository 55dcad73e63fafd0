import { useState, type ReactNode } from 'react';
import type { TAdminInvoice } from '../../../core/invoice';
import { LoadingBlock } from '../../components/LoadingBlock';
import { Result } from '../../components/Result';
import type { Translate } from '../../i18n';
import { ActionsCell, AmountCell, ApplicantCell, InvoiceCell, StateCell, type ReviewAction } from './cells';

/** Fixed widths of the short columns; applicant and invoice share the rest, so the queue fits the 1280 px page. */
const COLUMN_WIDTH = { amount: 110, state: 120, actions: 150 } as const;
export const PAGE_SIZE = 20;

interface ReviewListProps {
  applications: TAdminInvoice[];
  loading: boolean;
  emptyText: string;
  t: Translate;
  act: (action: ReviewAction) => void;
}

interface Column {
  key: string;
  title: string;
  width?: number;
  numeric?: boolean;
  cell: (a: TAdminInvoice) => ReactNode;
}

function columns(t: Translate, act: (action: ReviewAction) => void): Column[] {
  return [
    { key: 'applicant', title: t('adminInvoices.col.logo'), cell: (a) => <ApplicantCell a={a} /> },
    { key: 'invoice', title: t('adminInvoices.col.title'), cell: (a) => <InvoiceCell a={a} t={t} /> },
    { key: 'amount', title: t('invoice.amount'), width: COLUMN_WIDTH.amount, numeric: true, cell: (a) => <AmountCell a={a} t={t} /> },
    { key: 'state', title: t('adminInvoices.col.state'), width: COLUMN_WIDTH.state, cell: (a) => <StateCell a={a} t={t} /> },
    { key: 'actions', title: t('adminInvoices.col.actions'), width: COLUMN_WIDTH.actions, cell: (a) => <ActionsCell a={a} t={t} act={act} /> },
  ];
}

/** The applications of one page of the queue, and the page links under it (none when one page holds them all). */
function usePages(applications: TAdminInvoice[]): { rows: TAdminInvoice[]; pager: (t: Translate) => ReactNode } {
  const [page, setPage] = useState(1);
  const count = Math.max(1, Math.ceil(applications.length / PAGE_SIZE));
  // A shorter list (an application reviewed, the filter changed) keeps the page in range.
  const current = Math.min(page, count);
  const rows = applications.slice((current - 1) * PAGE_SIZE, current * PAGE_SIZE);
  const pager = (t: Translate) =>
    count > 1 ? (
      <nav className="admin-invoices__pager" aria-label={t('adminInvoices.pages')}>
        {Array.from({ length: count }, (_, i) => i + 1).map((n) => (
          <button
            key={n}
            type="button"
            className={`admin-invoices__page${n === current ? ' admin-invoices__page--current' : ''}`}
            aria-label={t('adminInvoices.page', { n })}
            aria-current={n === current ? 'page' : undefined}
            onClick={() => setPage(n)}
          >
            {n}
          </button>
        ))}
      </nav>
    ) : null;
  return { rows, pager };
}

function Empty({ text }: { text: string }) {
  return <Result status="empty" subTitle={text} data-testid="admin-invoices-empty" />;
}

/** The queue as a table: five columns in the width of the page, no sideways scrolling. */
export function ReviewTable({ applications, loading, emptyText, t, act }: ReviewListProps) {
  const { rows, pager } = usePages(applications);
  const cols = columns(t, act);
  if (loading) return <LoadingBlock rows={6} />;
  return (
    <>
      <div className="admin-invoices__table-wrap">
        <table className="admin-invoices__table">
          <colgroup>
            {cols.map((c) => (
              <col key={c.key} style={c.width ? { width: c.width } : undefined} />
            ))}
          </colgroup>
          <thead>
            <tr>
              {cols.map((c) => (
                <th key={c.key} scope="col" className={c.numeric ? 'admin-invoices__num' : undefined}>
                  {c.title}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 ? (
              <tr>
                <td colSpan={cols.length}>
                  <Empty text={emptyText} />
                </td>
              </tr>
            ) : (
              rows.map((a) => (
                <tr key={a.id} data-row-key={a.id}>
                  {cols.map((c) => (
                    <td key={c.key} className={c.numeric ? 'admin-invoices__num' : undefined}>
                      {c.cell(a)}
                    </td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      {pager(t)}
    </>
  );
}

/** The queue on a phone: one card per application, every part stacked, the actions full width. */
export function ReviewCards({ applications, loading, emptyText, t, act }: ReviewListProps) {
  const { rows, pager } = usePages(applications);
  if (loading) return <LoadingBlock rows={6} />;
  if (applications.length === 0) return <Empty text={emptyText} />;
  return (
    <>
      <ul className="admin-invoices__cards">
        {rows.map((a) => (
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
      {pager(t)}
    </>
  );
}
