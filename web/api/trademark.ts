import { useMutation, useQuery } from '@tanstack/react-query';
import { ZTrademarkEnquiryResponse, ZTrademarkStatusResponse, type TTrademarkEnquiry } from '../../core/trademark';
import { apiRequest } from './client';

/** Brand registration state of a logo (Chinese site; owner or admin). */
export function useTrademarkStatus(logoId: number | null) {
  return useQuery({
    queryKey: ['trademark', logoId],
    enabled: logoId !== null,
    retry: false,
    queryFn: ({ signal }) => apiRequest(`/api/trademark/status?logo=${logoId}`, ZTrademarkStatusResponse, { signal }),
  });
}

export function useTrademarkEnquiry() {
  return useMutation({
    mutationFn: (body: TTrademarkEnquiry) =>
      apiRequest('/api/trademark/enquiry', ZTrademarkEnquiryResponse, { method: 'POST', body }),
  });
}
