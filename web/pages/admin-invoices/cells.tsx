import { Button } from '../../components/Button';
import { Tag } from '../../components/Tag';
import { INVOICE_TYPES, type TAdminInvoice } from '../../../core/invoice';
import type { Translate } from '../../i18n';
import { site } from '../../site';
import { formatAmount, formatTime } from '../invoice/format';
import { Name } from '../../components/Name';

/**
 * The parts of one application as the review queue shows it, shared by the
 * table (wide and narrow layouts) and the cards (phones).
 */

export type ReviewAction = { kind: 'approve' | 'reject'; application: TAdminInvoice };

const isPending = (a: TAdminInvoice) => a.audit === 0 && a.rejected === 0;

/** Who applied for which logo, and when. */
export function ApplicantCell({ a }: { a: TAdminInvoice }) {
  return (
    <>
      <div className="admin-invoices__strong"><Name>{a.logo_name}</Name></div>
      <div className="admin-invoices__muted">
        #{a.fa_id} · {a.user_email ?? a.user_id}
      </div>
      <div className="admin-invoices__muted">{formatTime(a.created_at, site.locale)}</div>
    </>
  );
}

/** What the invoice is made out to: title, tax number (flagged when it fails the check character), contact. */
export function InvoiceCell({ a, t }: { a: TAdminInvoice; t: Translate }) {
  return (
    <>
      <div className="admin-invoices__strong">{a.GMF_MC}</div>
      <div className="admin-invoices__muted admin-invoices__mono">
        {a.type === INVOICE_TYPES.company ? a.GMF_NSRSBH : t('invoice.form.personal')}
      </div>
      {a.tax_number_unverified && (
        <Tag color="warning" className="admin-invoices__flag" data-testid={`tax-unverified-${a.id}`}>
          {t('adminInvoices.taxUnverified')}
        </Tag>
      )}
      {[a.email, a.mobile, a.address].filter(Boolean).map((line) => (
        <div key={line} className="admin-invoices__muted">
          {line}
        </div>
      ))}
    </>
  );
}

/** The amount in yuan (an invoice covers the CNY payments only). */
export function AmountCell({ a, t }: { a: TAdminInvoice; t: Translate }) {
  return (
    <span className="admin-invoices__amount" data-testid={`amount-${a.id}`}>
      {t('invoice.amountValue', { amount: formatAmount(a.amount) })}
    </span>
  );
}

/** Pending, issued or rejected (with the reason). */
export function StateCell({ a, t }: { a: TAdminInvoice; t: Translate }) {
  const [color, key] =
    a.audit === 1
      ? (['success', 'adminInvoices.state.issued'] as const)
      : a.rejected === 1
        ? (['error', 'adminInvoices.state.rejected'] as const)
        : (['processing', 'adminInvoices.state.pending'] as const);
  return (
    <>
      <Tag color={color} data-testid={`state-${a.id}`}>
        {t(key)}
      </Tag>
      {a.reject_notes && <div className="admin-invoices__muted">{a.reject_notes}</div>}
    </>
  );
}

/** Approve / reject while pending; the issued PDF after. */
export function ActionsCell({ a, t, act }: { a: TAdminInvoice; t: Translate; act: (action: ReviewAction) => void }) {
  if (isPending(a)) {
    return (
      <div className="admin-invoices__actions">
        <Button type="primary" size="small" onClick={() => act({ kind: 'approve', application: a })} data-testid={`approve-${a.id}`}>
          {t('adminInvoices.approve')}
        </Button>
        <Button danger size="small" onClick={() => act({ kind: 'reject', application: a })} data-testid={`reject-${a.id}`}>
          {t('adminInvoices.reject')}
        </Button>
      </div>
    );
  }
  return a.pdf_url ? (
    <a href={a.pdf_url} download>
      {t('invoice.issued.download')}
    </a>
  ) : null;
}
