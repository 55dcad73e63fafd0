import { isUniqueViolation } from '../../lib/db-errors';
import type { FastifyRequest } from 'fastify';
import type { Locale } from '../../../core/constants';
import { INVOICE_CURRENCY, type TAdminInvoice, type TInvoiceApplication, type TInvoiceExcluded, type TInvoiceInfo } from '../../../core/invoice';
import { RULES } from '../../../core/permissions';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { loadLogoFor } from '../logo/access';
import type { LogoWithClient } from '../logo/repo';
import { presentAdminInvoice, presentPrevRecord, presentState } from './presenter';
import * as repo from './repo';

/** Invoices are a Chinese-site service (spec 01 §2, §6), and the site may switch them off. */
export function ensureInvoiceSite(ctx: AppContext, site: Locale): void {
  if (site !== 'zh' || !ctx.config.publicSite.invoiceEnabled) throw new AppError('INVOICE_NOT_AVAILABLE');
}

interface InvoiceableAmount {
  /** The CNY payments' sum, a 2-decimal string ('0.00' without any). */
  amount: string;
  /** The payments in other currencies, left out of the invoice. */
  excluded: TInvoiceExcluded[];
}

/** What an invoice of the logo covers: its CNY payments only, never a sum across currencies (core/invoice.ts). */
async function invoiceableAmount(db: Db, faId: number): Promise<InvoiceableAmount> {
  const totals = await repo.paidTotals(db, faId);
  const own = totals.find((t) => t.currency === INVOICE_CURRENCY);
  return {
    amount: own?.total ?? '0.00',
    excluded: totals
      .filter((t) => t.currency !== INVOICE_CURRENCY)
      .map((t) => ({ currency: t.currency, amount: Number(t.total), count: t.count })),
  };
}

/** GET /api/invoice/{logoId}: the user's previous record, the logo's latest application, the amount and what it leaves out. */
export async function invoiceInfo(ctx: AppContext, logo: LogoWithClient, userId: number): Promise<TInvoiceInfo> {
  const [prev, latest, { amount, excluded }] = await Promise.all([
    repo.latestForUser(ctx.db, userId),
    repo.latestForLogo(ctx.db, logo.fa_id),
    invoiceableAmount(ctx.db, logo.fa_id),
  ]);
  return {
    prevRecord: prev ? presentPrevRecord(prev) : null,
    state: latest ? presentState(latest) : null,
    amount: Number(amount),
    excluded,
  };
}

/**
 * Records an application (spec 01 §4): refused while one is pending or after
 * one was approved; a rejected one may be followed by a new one. The amount
 * is what the logo's CNY payments add up to now; without any there is
 * nothing to invoice (other currencies are never counted).
 */
export async function submitApplication(
  ctx: AppContext,
  logo: LogoWithClient,
  userId: number,
  input: TInvoiceApplication,
): Promise<void> {
  try {
    await ctx.db.transaction(async (tx) => {
      const db = tx as unknown as Db;
      const latest = await repo.latestForLogo(db, logo.fa_id);
      if (latest && latest.rejected === 0) throw new AppError(latest.audit === 1 ? 'INVOICE_ISSUED' : 'INVOICE_PENDING');
      const { amount, excluded } = await invoiceableAmount(db, logo.fa_id);
      if (Number(amount) <= 0) throw new AppError(excluded.length > 0 ? 'INVOICE_NO_CNY_PAYMENTS' : 'NO_PAYMENTS');
      await repo.insertApplication(db, {
        fa_id: logo.fa_id,
        user_id: userId,
        type: input.type,
        gmf_mc: input.GMF_MC,
        gmf_nsrsbh: input.GMF_NSRSBH,
        tax_number_unverified: input.tax_number_unverified,
        address: input.address,
        email: input.email,
        mobile: input.mobile,
        amount,
      });
    });
  } catch (err) {
    // Two submissions at once: the check above passed for both, the partial
    // unique index (one open application per logo) stopped the second.
    if (isUniqueViolation(err)) throw new AppError('INVOICE_PENDING');
    throw err;
  }
}

async function presentReviewed(ctx: AppContext, id: number): Promise<TAdminInvoice> {
  const row = await repo.findForAdmin(ctx.db, id);
  if (!row) throw new AppError('NOT_FOUND');
  return presentAdminInvoice(row);
}

/** Review queue or history for admins. */
export async function listApplications(ctx: AppContext, status: 'pending' | 'all'): Promise<TAdminInvoice[]> {
  return (await repo.listForAdmin(ctx.db, status)).map(presentAdminInvoice);
}

/**
 * Approves a pending application with its invoice PDF, stored under
 * invoices/{id}.pdf. The row stays locked while the file is written, so a
 * second reviewer waits and then finds it no longer pending.
 */
export async function approveApplication(ctx: AppContext, id: number, reviewerId: number, pdf: Buffer): Promise<TAdminInvoice> {
  await ctx.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    const row = await repo.lockApplication(db, id);
    if (!row) throw new AppError('NOT_FOUND');
    if (row.audit !== 0 || row.rejected !== 0) throw new AppError('INVOICE_NOT_PENDING');
    const key = `invoices/${id}.pdf`;
    await ctx.storage.put(key, pdf, 'application/pdf');
    await repo.markApproved(db, id, reviewerId, key);
  });
  return presentReviewed(ctx, id);
}

/** Rejects a pending application with a reason the owner will read (spec 01 §4). */
export async function rejectApplication(ctx: AppContext, id: number, reviewerId: number, notes: string): Promise<TAdminInvoice> {
  if (!notes) throw new AppError('INVOICE_NOTES_REQUIRED');
  const updated = await repo.markRejected(ctx.db, id, reviewerId, notes);
  if (!updated) {
    const exists = await repo.findApplication(ctx.db, id);
    throw new AppError(exists ? 'INVOICE_NOT_PENDING' : 'NOT_FOUND');
  }
  return presentReviewed(ctx, id);
}

/**
 * The issued PDF of an application, for the logo's owner or an admin
 * (spec 01 §7 GET /api/invoice/download?pdf=). Not issued yet → 404.
 */
export async function issuedInvoiceFile(
  ctx: AppContext,
  req: FastifyRequest,
  id: number,
): Promise<{ filename: string; key: string }> {
  const row = await repo.findApplication(ctx.db, id);
  if (!row) throw new AppError('NOT_FOUND');
  await loadLogoFor(ctx, req, row.fa_id, RULES.invoiceFile);
  if (row.audit !== 1 || !row.pdf_key) throw new AppError('NOT_FOUND', 'invoice not issued');
  return { filename: `invoice-${row.fa_id}-${row.id}.pdf`, key: row.pdf_key };
}
