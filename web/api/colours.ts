import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ZViResponse } from '../../core/vi/api';
import type { TSpotColoursBody } from '../../core/vi/spot';
import { apiRequest } from './client';

/** The brand colours' calls (server/modules/vi), apart from the brand-identity page's others: the print shop reads them too. */
const colourKey = (logoId: number) => ['vi', 'colours', logoId] as const;

/** The colour specification: up to four colours with HEX, RGB and CMYK through the named profile. */
export function useColourSpec(logoId: number, enabled = true) {
  return useQuery({
    queryKey: colourKey(logoId),
    enabled,
    staleTime: 10 * 60_000,
    queryFn: ({ signal }) => apiRequest(`/api/logo/${logoId}/vi`, ZViResponse, { signal }),
  });
}

/** Names the brand colours' spot inks; the answer is the colour specification as saved. */
export function useSaveSpotNames(logoId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TSpotColoursBody) => apiRequest(`/api/logo/${logoId}/vi/spots`, ZViResponse, { method: 'PUT', body }),
    onSuccess: (spec) => client.setQueryData(colourKey(logoId), spec),
  });
}
