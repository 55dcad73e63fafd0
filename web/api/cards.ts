import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ZCardPreview } from '../../core/cards/api';
import type { TCardInfo } from '../../core/cards/info';
import { apiRequest } from './client';

/** Every card design's two sides with these details (the preview call of core/cards/api.ts); the last answer stays while the next loads. */
export function useCardPreview(logoId: number, info: TCardInfo, enabled = true) {
  return useQuery({
    queryKey: ['cards', logoId, info],
    enabled,
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => apiRequest(`/api/logo/${logoId}/business-cards/preview`, ZCardPreview, { method: 'POST', body: { info }, signal }),
  });
}
