import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ZCardPreview } from '../../core/cards/api';
import type { TCardInfo } from '../../core/cards/info';
import { apiRequest } from './client';

/**
 * The card designs' two sides with these details (every design, or only
 * `designs`; the preview call of core/cards/api.ts); the last answer stays
 * while the next loads.
 */
export function useCardPreview(logoId: number, info: TCardInfo, opts: { enabled?: boolean; designs?: string[] } = {}) {
  const { enabled = true, designs } = opts;
  return useQuery({
    queryKey: ['cards', logoId, info, designs ?? null],
    enabled,
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      apiRequest(`/api/logo/${logoId}/business-cards/preview`, ZCardPreview, { method: 'POST', body: designs ? { info, designs } : { info }, signal }),
  });
}
