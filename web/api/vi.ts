import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ZMockupPresets } from '../../core/mockups/api';
import type { TFontAuthorization } from '../../core/vi/fontAuth';
import { ZFontAuthorizationResponse, ZFontPricesResponse } from '../../core/vi/fonts';
import { apiRequest } from './client';

/** The brand-identity page's calls (server/modules/vi, spec 02 §2–§9). */
export const viKeys = {
  fonts: (logoId: number) => ['vi', 'fonts', logoId] as const,
  presets: ['mockups', 'presets'] as const,
};

/** The 7 preset scenes (summaries; each scene's art is fetched by useMockupScene). */
export function usePresetScenes() {
  return useQuery({
    queryKey: viKeys.presets,
    staleTime: Infinity,
    queryFn: ({ signal }) => apiRequest('/api/mockups/presets', ZMockupPresets, { signal }),
  });
}

/** The font price and authorisation list (Chinese site only: `enabled`). */
export function useFontPrices(logoId: number, enabled: boolean) {
  return useQuery({
    queryKey: viKeys.fonts(logoId),
    enabled,
    staleTime: 60_000,
    queryFn: ({ signal }) => apiRequest(`/api/logo/${logoId}/fonts`, ZFontPricesResponse, { signal }),
  });
}

/** Saves the font authorisation; the list is read again after. */
export function useSaveFontAuthorization(logoId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TFontAuthorization) =>
      apiRequest(`/api/logo/${logoId}/fonts/authorization`, ZFontAuthorizationResponse, { method: 'POST', body }),
    onSuccess: () => client.invalidateQueries({ queryKey: viKeys.fonts(logoId) }),
  });
}

