import { useQuery } from '@tanstack/react-query';
import { ZTemplateListResponse, ZTemplateSaveResponse, type TemplateKind } from '../../core/office/api';
import { apiRequest, apiText } from './client';

/** The Word or PPT templates of a logo (spec 02 §7 `/api/{kind}tpl/list`). */
export function useTemplateList(kind: TemplateKind, logoId: number) {
  return useQuery({
    queryKey: ['templates', kind, logoId],
    staleTime: 5 * 60_000,
    queryFn: ({ signal }) => apiRequest(`/api/${kind}tpl/list?logo=${logoId}`, ZTemplateListResponse, { signal }),
  });
}

/** A template's preview file: SVG text whose image slots the card fills with the logo. */
export function useTemplatePreview(path: string, enabled: boolean) {
  return useQuery({
    queryKey: ['templates', 'preview', path],
    enabled,
    staleTime: 5 * 60_000,
    queryFn: ({ signal }) => apiText(path, { signal }),
  });
}

/** Asks for a template's file (spec 02 §7): built or found on the server, answered with its savePath. */
export function requestTemplate(kind: TemplateKind, templateId: number, logoId: number) {
  return apiRequest(`/api/${kind}tpl/${templateId}/${logoId}`, ZTemplateSaveResponse);
}
