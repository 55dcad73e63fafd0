import { useQuery } from '@tanstack/react-query';
import { ZBrandPptResponse, ZOutlineResponse, type TBrandPptSave, type TOutlineRequest } from '../../core/office/brand-ppt';
import { apiRequest } from './client';

/** The logo's stored brand PPT (null until made) and the brand it is drawn with. */
export function useBrandPpt(logoId: number, enabled: boolean) {
  return useQuery({
    queryKey: ['brand-ppt', logoId],
    enabled,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    queryFn: ({ signal }) => apiRequest(`/api/logo/${logoId}/brand-ppt`, ZBrandPptResponse, { signal }),
  });
}

/** spec 01 §7 "Generate outline": amount and keyword → outline. */
export function requestOutline(body: TOutlineRequest & { logo: number }) {
  return apiRequest('/api/brand-ppt/outline', ZOutlineResponse, { method: 'POST', body });
}

export function saveBrandPpt(logoId: number, body: TBrandPptSave) {
  return apiRequest(`/api/logo/${logoId}/brand-ppt`, ZBrandPptResponse, { method: 'PUT', body });
}
