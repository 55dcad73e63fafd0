import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ZCardPreview } from '../../core/cards/api';
import type { TCardInfo } from '../../core/cards/info';
import type { TOutlinedDesign } from '../../core/design';
import { designFingerprint } from '../components/ServerPicture';
import { apiRequest } from './client';

/**
 * The card designs' two sides of this logo with these details (every design,
 * or only `designs`; the preview call of core/cards/api.ts), asked again once
 * the logo has changed (a designer's fix); nothing is asked while `info` is
 * null (the sample person's sides are the server's pictures,
 * web/pages/business-card/CardSides.tsx); the last answer stays while the next loads.
 */
export function useCardPreview(logo: { fa_id: number; design: TOutlinedDesign }, info: TCardInfo | null, opts: { designs?: string[] } = {}) {
  const { designs } = opts;
  const logoId = logo.fa_id;
  return useQuery({
    queryKey: ['cards', logoId, designFingerprint(logo.design), info, designs ?? null],
    enabled: info !== null,
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      apiRequest(`/api/logo/${logoId}/business-cards/preview`, ZCardPreview, { method: 'POST', body: designs ? { info, designs } : { info }, signal }),
  });
}
