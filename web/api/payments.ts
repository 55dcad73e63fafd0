import { useMutation, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { ZCreateOrderRequest, ZCreateOrderResponse, ZOffersResponse, ZOrderStatusResponse } from '../../core/products';
import { apiRequest } from './client';

/** What the signed-in owner may buy for a logo, at the server's prices. */
export function useOffers(logoId: number, enabled: boolean) {
  return useQuery({
    queryKey: ['payments', 'offers', logoId],
    enabled,
    queryFn: ({ signal }) => apiRequest(`/api/payments/offers?logo=${logoId}`, ZOffersResponse, { signal }),
  });
}

export function useCreateOrder() {
  return useMutation({
    mutationFn: (body: z.infer<typeof ZCreateOrderRequest>) =>
      apiRequest('/api/payments/orders', ZCreateOrderResponse, { method: 'POST', body }),
  });
}

/** Polls an order every 2 s until it is no longer pending (WeChat QR payments). */
export function useOrderStatus(orderNo: string | null) {
  return useQuery({
    queryKey: ['payments', 'order', orderNo],
    enabled: orderNo !== null,
    queryFn: ({ signal }) => apiRequest(`/api/payments/orders/${orderNo}`, ZOrderStatusResponse, { signal }),
    refetchInterval: (query) => (query.state.data?.status === 'pending' || !query.state.data ? 2000 : false),
  });
}
