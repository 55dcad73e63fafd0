import { keepPreviousData, queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { SOCIAL_FIRST_LOOK, ZSocialPreview, type TSocialPreview } from '../../core/social/api';
import type { TSocialLook, TSocialTexts } from '../../core/social/compose';
import { apiRequest } from './client';

/**
 * The first previews: the first look with the texts the page starts with,
 * which the server makes from the logo's names as the page does — a GET the
 * page's HTML preloads (server/http/pages.ts dataPreloads).
 */
function firstPreviewQuery(logoId: number) {
  return queryOptions({
    queryKey: ['social', logoId, 'first'],
    staleTime: 5 * 60_000,
    queryFn: ({ signal }) => apiRequest(`/api/logo/${logoId}/social/preview?look=${SOCIAL_FIRST_LOOK}`, ZSocialPreview, { signal }),
  });
}

/** Asks for the first previews as the area opens on the page, while its code still loads (routes.tsx `prefetch`). */
export function prefetchSocial(client: QueryClient, logoId: number): Promise<void> {
  return client.prefetchQuery(firstPreviewQuery(logoId));
}

const same = (a: TSocialTexts, b: TSocialTexts) => a.tagline === b.tagline && a.headline === b.headline && a.cta === b.cta;

/**
 * The site's social media kit images with this look and these texts (the
 * preview call of core/social/api.ts); the last answer stays while the next
 * loads. `starting`: the page's first look and texts, answered by the first
 * previews when they drew the same texts.
 */
export function useSocialPreview(logoId: number, look: TSocialLook, texts: TSocialTexts, starting: boolean) {
  const client = useQueryClient();
  const firstOf = (answer: TSocialPreview | undefined | null) => (starting && answer && same(answer.texts, texts) ? answer : undefined);
  return useQuery({
    queryKey: ['social', logoId, look, texts],
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
    // Already here (preloaded with the page): drawn in the page's first render.
    initialData: () => firstOf(client.getQueryData(firstPreviewQuery(logoId).queryKey)),
    initialDataUpdatedAt: () => client.getQueryState(firstPreviewQuery(logoId).queryKey)?.dataUpdatedAt,
    queryFn: async ({ signal }) => {
      const first = starting ? firstOf(await client.fetchQuery(firstPreviewQuery(logoId)).catch(() => null)) : undefined;
      if (first) return first;
      return apiRequest(`/api/logo/${logoId}/social/preview`, ZSocialPreview, { method: 'POST', body: { look, texts }, signal });
    },
  });
}
