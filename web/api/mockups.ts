import { useInfiniteQuery, useQuery, type QueryClient } from '@tanstack/react-query';
import { ZMockupList, ZMockupScene, ZMockupTags, type TMockupList } from '../../core/mockups/api';
import { LATEST_TAG, type MockupTag } from '../../core/mockups/catalogue';
import { apiRequest } from './client';

const tagsQuery = {
  queryKey: ['mockups', 'tags'],
  staleTime: Infinity,
  queryFn: ({ signal }: { signal: AbortSignal }) => apiRequest('/api/mockups/tags', ZMockupTags, { signal }),
};

/** The mockups page's chips: 'Latest' first, labels in the site's language. */
export function useMockupTags() {
  return useQuery(tagsQuery);
}

export interface MockupAsk {
  tag: MockupTag | null;
  keyword: string;
  logoId: number;
}

/**
 * The list, page by page: the first page for anyone, each further page
 * (load-more) only when the page has checked the viewer may (the server
 * refuses it otherwise).
 */
function listQuery({ tag, keyword, logoId }: MockupAsk) {
  return {
    queryKey: ['mockups', 'list', tag, keyword, logoId],
    initialPageParam: 1,
    staleTime: 5 * 60_000,
    getNextPageParam: (last: TMockupList) => (last.more ? last.page + 1 : undefined),
    queryFn: ({ pageParam, signal }: { pageParam: number; signal: AbortSignal }) => {
      const q = new URLSearchParams({ page: String(pageParam), logo: String(logoId) });
      if (keyword !== '') q.set('keyword', keyword);
      else if (tag) q.set('tag', tag);
      return apiRequest(`/api/mockups?${q.toString()}`, ZMockupList, { signal });
    },
  };
}

export function useMockupList(ask: MockupAsk) {
  return useInfiniteQuery(listQuery(ask));
}

/**
 * The page's first calls (the chips, the first page of 'Latest'), started
 * while the page's code is still loading (routes.tsx `prefetch`).
 */
export async function prefetchMockups(client: QueryClient, logoId: number): Promise<void> {
  await Promise.all([client.prefetchQuery(tagsQuery), client.prefetchInfiniteQuery(listQuery({ tag: LATEST_TAG, keyword: '', logoId }))]);
}

/** One scene's art and placements, fetched when its card comes into view; immutable per version. */
export function useMockupScene(id: string, version: string, enabled: boolean) {
  return useQuery({
    queryKey: ['mockups', 'scene', id, version],
    enabled,
    staleTime: Infinity,
    gcTime: 30 * 60_000,
    queryFn: async ({ signal }) =>
      (await apiRequest(`/api/mockups/scenes/${encodeURIComponent(id)}?v=${encodeURIComponent(version)}`, ZMockupScene, { signal })).scene,
  });
}
