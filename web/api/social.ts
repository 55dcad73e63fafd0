import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ZSocialPreview } from '../../core/social/api';
import type { TSocialLook, TSocialTexts } from '../../core/social/compose';
import { apiRequest } from './client';

/**
 * The site's social media kit images with this look and these texts (the
 * preview call of core/social/api.ts); the last answer stays while the next loads.
 */
export function useSocialPreview(logoId: number, look: TSocialLook, texts: TSocialTexts) {
  return useQuery({
    queryKey: ['social', logoId, look, texts],
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => apiRequest(`/api/logo/${logoId}/social/preview`, ZSocialPreview, { method: 'POST', body: { look, texts }, signal }),
  });
}
