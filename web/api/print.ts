import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TCardInfo } from '../../core/cards/info';
import type { TOutlinedDesign } from '../../core/design';
import { ZPrintPreview } from '../../core/print/api';
import type { TPrintSpec } from '../../core/print/items';
import { designFingerprint } from '../components/ServerPicture';
import { apiRequest } from './client';

/**
 * An item of the print shop with these details, as the server composes it
 * (the preview call of core/print/api.ts), asked again once the logo has
 * changed (a designer's fix); the last answer stays while the next loads.
 */
export function usePrintPreview(logo: { fa_id: number; design: TOutlinedDesign }, spec: TPrintSpec, info: TCardInfo) {
  const logoId = logo.fa_id;
  return useQuery({
    queryKey: ['print', logoId, designFingerprint(logo.design), spec, info],
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => apiRequest(`/api/logo/${logoId}/print/preview`, ZPrintPreview, { method: 'POST', body: { spec, info }, signal }),
  });
}
