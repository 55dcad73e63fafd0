import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ZCardPreview } from '../../core/cards/api';
import type { TCardInfo } from '../../core/cards/info';
import { apiRequest } from './client';

/**
 * The card designs' two sides with these details (every design, or only
 * `designs`; the preview call of core/cards/api.ts), or — `info` null —
 * every design with the site's sample person (the GET the page's HTML
 * preloads); the last answer stays while the next loads.
 */
export function useCardPreview(logoId: number, info: TCardInfo | null, opts: { enabled?: boolean; designs?: string[] } = {}) {
  const { enabled = true, designs } = opts;
  const path = `/api/logo/${logoId}/business-cards/preview`;
  return useQuery({
    queryKey: ['cards', logoId, info, designs ?? null],
    enabled,
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      info === null
        ? apiRequest(path, ZCardPreview, { signal })
        : apiRequest(path, ZCardPreview, { method: 'POST', body: designs ? { info, designs } : { info }, signal }),
  });
}
