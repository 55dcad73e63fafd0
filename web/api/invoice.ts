import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ZAdminInvoiceList,
  ZAdminInvoiceResponse,
  ZInvoiceInfoResponse,
  ZInvoiceSubmitResponse,
  type TInvoiceApplicationInput,
} from '../../core/invoice';
import { apiRequest } from './client';

export const invoiceKey = (logoId: number) => ['invoice', logoId] as const;
export const adminInvoicesKey = (status: 'pending' | 'all') => ['admin', 'invoices', status] as const;

/** spec 01 §7 "fetch previous invoice record": GET /api/invoice/{logoId} → prevRecord, state, amount. */
export function useInvoiceInfo(logoId: number) {
  return useQuery({
    queryKey: invoiceKey(logoId),
    queryFn: async ({ signal }) => (await apiRequest(`/api/invoice/${logoId}`, ZInvoiceInfoResponse, { signal })).data,
  });
}

/** spec 01 §7 "submit invoice application": POST /api/invoice/{logoId} → status and msg. */
export function useSubmitInvoice(logoId: number) {
  return useMutation({
    mutationFn: (application: TInvoiceApplicationInput) =>
      apiRequest(`/api/invoice/${logoId}`, ZInvoiceSubmitResponse, { method: 'POST', body: application }),
  });
}

/** Admin review list: pending applications (oldest first) or the latest of any state. */
export function useAdminInvoices(status: 'pending' | 'all') {
  return useQuery({
    queryKey: adminInvoicesKey(status),
    queryFn: async ({ signal }) =>
      (await apiRequest(`/api/admin/invoices?status=${status}`, ZAdminInvoiceList, { signal })).data,
  });
}

type Review = { id: number; action: 'approve'; pdf: File } | { id: number; action: 'reject'; notes: string };

/**
 * Approve (with the invoice PDF) or reject (with the reason) an application.
 * The lists are not refreshed here: the dialog closes and says it is done
 * first, then calls useRefreshAdminInvoices (a refresh awaited here would keep
 * the dialog spinning while its row leaves the queue).
 */
export function useReviewInvoice() {
  return useMutation({
    mutationFn: async (review: Review) => {
      if (review.action === 'approve') {
        const form = new FormData();
        form.append('pdf', review.pdf);
        return apiRequest(`/api/admin/invoices/${review.id}/approve`, ZAdminInvoiceResponse, { method: 'POST', body: form });
      }
      return apiRequest(`/api/admin/invoices/${review.id}/reject`, ZAdminInvoiceResponse, {
        method: 'POST',
        body: { notes: review.notes },
      });
    },
  });
}

/** Reloads the admin lists (after a review, or a refusal that says the list is out of date). */
export function useRefreshAdminInvoices(): () => void {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: ['admin', 'invoices'] });
}
