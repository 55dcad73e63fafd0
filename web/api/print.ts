import { keepPreviousData, queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { CARD_FIELDS, type TCardInfo } from '../../core/cards/info';
import type { TOutlinedDesign } from '../../core/design';
import { PRINT_FIRST_ITEM, printFirstPreviewUrl, ZPrintPreview } from '../../core/print/api';
import { defaultSpec, type TPrintSpec } from '../../core/print/items';
import { designFingerprint } from '../components/ServerPicture';
import { site } from '../site';
import { apiRequest } from './client';

/** The page's first item with nothing typed: a GET the page's HTML preloads (server/http/pages.ts dataPreloads). */
function firstPreviewQuery(logoId: number) {
  return queryOptions({
    queryKey: ['print', logoId, 'first'],
    staleTime: 5 * 60_000,
    queryFn: ({ signal }) => apiRequest(printFirstPreviewUrl(logoId), ZPrintPreview, { signal }),
  });
}

/** Asks for the first preview as the area opens on the page, while its code still loads (routes.tsx `prefetch`). */
export function prefetchPrint(client: QueryClient, logoId: number): Promise<void> {
  return client.prefetchQuery(firstPreviewQuery(logoId));
}

/** Whether the page shows what the first preview drew: the first item in the site's first size, nothing typed. */
function isFirst(spec: TPrintSpec, info: TCardInfo): boolean {
  return JSON.stringify(spec) === JSON.stringify(defaultSpec(PRINT_FIRST_ITEM, site.locale)) && CARD_FIELDS.every((f) => info[f].trim() === '');
}

/**
 * An item of the print shop with these details, as the server composes it
 * (the preview call of core/print/api.ts), asked again once the logo has
 * changed (a designer's fix); the last answer stays while the next loads.
 */
export function usePrintPreview(logo: { fa_id: number; design: TOutlinedDesign }, spec: TPrintSpec, info: TCardInfo) {
  const client = useQueryClient();
  const logoId = logo.fa_id;
  const first = isFirst(spec, info);
  return useQuery({
    queryKey: ['print', logoId, designFingerprint(logo.design), spec, info],
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
    // Already here (preloaded with the page): drawn in the page's first render.
    initialData: () => (first ? client.getQueryData(firstPreviewQuery(logoId).queryKey) : undefined),
    initialDataUpdatedAt: () => client.getQueryState(firstPreviewQuery(logoId).queryKey)?.dataUpdatedAt,
    queryFn: async ({ signal }) => {
      if (first) {
        const answer = await client.fetchQuery(firstPreviewQuery(logoId)).catch(() => null);
        if (answer) return answer;
      }
      return apiRequest(`/api/logo/${logoId}/print/preview`, ZPrintPreview, { method: 'POST', body: { spec, info }, signal });
    },
  });
}
