import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ZFeaturedResponse,
  ZLogoDetailsResponse,
  ZMyLogosResponse,
  ZShareStatusResponse,
  type TFeatured,
  type TLogoDetailsResponse,
} from '../../core/api';
import { apiRequest } from './client';

export const logoDetailsKey = (logoId: number) => ['logo', logoId, 'details'] as const;

/** spec 01 §4 page start: GET /api/logo/details?logo={id}: the hook's query, also fetched before the first render. */
export function logoDetailsQuery(logoId: number) {
  return queryOptions({
    queryKey: logoDetailsKey(logoId),
    // Fetched before the first render too (api/firstCalls.ts): a failure there, already retried, is the answer.
    retryOnMount: false,
    queryFn: ({ signal }) => apiRequest(`/api/logo/details?logo=${encodeURIComponent(String(logoId))}`, ZLogoDetailsResponse, { signal }),
  });
}

/** The logo's details; disabled without a logo. */
export function useLogoDetails(logoId: number | null) {
  return useQuery({ ...logoDetailsQuery(logoId ?? 0), enabled: logoId !== null });
}

/** The answer with shareSetting (and the 'shared' role) set to `shared`. */
export function withShareState(answer: TLogoDetailsResponse, shared: boolean): TLogoDetailsResponse {
  const roles = answer.roles.filter((role) => role !== 'shared');
  return {
    ...answer,
    logoIdDetails: { ...answer.logoIdDetails, shareSetting: shared },
    roles: shared ? [...roles, 'shared'] : roles,
  };
}

/**
 * spec 01 §4 share: POST /api/logo/{id}/download/share/status toggles the share
 * setting. Success only when code is 200; the new state is the answer's data.
 */
export function useShareToggle(logoId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (): Promise<boolean> =>
      (await apiRequest(`/api/logo/${logoId}/download/share/status`, ZShareStatusResponse, { method: 'POST' })).data,
    onSuccess: (shared) => {
      queryClient.setQueryData<TLogoDetailsResponse>(logoDetailsKey(logoId), (old) => (old ? withShareState(old, shared) : old));
    },
  });
}

/** The answer with the featured images' addresses filled in. */
export function withFeatured(answer: TLogoDetailsResponse, featured: TFeatured): TLogoDetailsResponse {
  return { ...answer, logoIdDetails: { ...answer.logoIdDetails, ...featured } };
}

/**
 * spec 01 §4 "Download page load": POST /api/logo/{id}/featured renders and
 * stores the featured jpg and png (2400×1800), the icon and the main-logo png;
 * the cached details take the new addresses without a second request.
 */
export function useFeaturedRender(logoId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (): Promise<TFeatured> =>
      (await apiRequest(`/api/logo/${logoId}/featured`, ZFeaturedResponse, { method: 'POST' })).data,
    onSuccess: (featured) => {
      queryClient.setQueryData<TLogoDetailsResponse>(logoDetailsKey(logoId), (old) => (old ? withFeatured(old, featured) : old));
    },
  });
}

/** The signed-in user's logos (GET /api/me/logos), for /download/ without a logo. */
export function useMyLogos(enabled: boolean) {
  return useQuery({
    queryKey: ['me', 'logos'],
    enabled,
    queryFn: ({ signal }) => apiRequest('/api/me/logos', ZMyLogosResponse, { signal }),
  });
}
