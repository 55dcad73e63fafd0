import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { ZOkResponse } from '../../core/api';
import {
  ZAssistResponse,
  ZCustomiseResponse,
  ZDesignerInfo,
  ZDesignerRequest,
  ZDesignersResponse,
  ZFileResponse,
  ZFilesResponse,
  type TFileKind,
  type TFileType,
} from '../../core/designer';
import { apiRequest } from './client';

const ZRequestResponse = z.object({ code: z.literal(200), data: ZDesignerRequest });

/**
 * Whose designer-fix page it is: a logo's (`/api/logo/{id}`), or in
 * customise mode a customise record's (`/api/customize/{id}`).
 */
export interface DesignerSubject {
  kind: 'logo' | 'customize';
  id: number;
  /** The logo's name, or what the page calls the customised logo. */
  name: string;
  /** Base address of its calls. */
  api: string;
}

export const logoSubject = (id: number, name: string): DesignerSubject => ({ kind: 'logo', id, name, api: `/api/logo/${id}` });
export const customiseSubject = (id: number, name: string): DesignerSubject => ({ kind: 'customize', id, name, api: `/api/customize/${id}` });

/** The designer fix's calls (spec 01 §7): the request, the files, the admin's designer controls. */
export const designerApi = {
  assist: async (logoId: number) => (await apiRequest(`/api/logo/${logoId}/designer-assist`, ZAssistResponse)).data,
  customise: async (id: number) => (await apiRequest(`/api/customize/${id}`, ZCustomiseResponse)).data,
  files: async (s: DesignerSubject) => (await apiRequest(`${s.api}/files`, ZFilesResponse)).data,
  designers: async () => (await apiRequest('/api/designers', ZDesignersResponse)).data,
  remark: async (logoId: number, remark: string) =>
    (await apiRequest(`/api/logo/${logoId}/designer-assist/remark`, ZRequestResponse, { method: 'POST', body: { remark } })).data,
  confirm: async (logoId: number) => (await apiRequest(`/api/logo/${logoId}/designer-assist/confirm`, ZRequestResponse, { method: 'POST' })).data,
  refund: async (logoId: number) => (await apiRequest(`/api/logo/${logoId}/designer-assist/refund`, ZRequestResponse, { method: 'POST' })).data,
  claim: async (logoId: number) => (await apiRequest(`/api/logo/${logoId}/designer-assist/claim`, ZRequestResponse, { method: 'POST' })).data,
  /** authorise designer (fa_id, logo_name, user_id). */
  authorise: async (s: DesignerSubject, userId: number) =>
    (
      await apiRequest(`${s.api}/designer`, z.object({ code: z.literal(200), data: ZDesignerInfo }), {
        method: 'POST',
        body: s.kind === 'logo' ? { fa_id: s.id, logo_name: s.name, user_id: userId } : { user_id: userId },
      })
    ).data,
  resetAuthorisation: (s: DesignerSubject) => apiRequest(`${s.api}/designer`, ZOkResponse, { method: 'DELETE' }),
  setStatus: (userId: number, status: 1 | 2) => apiRequest(`/api/designers/${userId}/status`, ZOkResponse, { method: 'POST', body: { status } }),
  upload: async (s: DesignerSubject, input: { type: TFileType; id?: number; title?: string; previewFile?: File; attachFile?: File }) => {
    const form = new FormData();
    form.append('type', String(input.type));
    if (input.id !== undefined) form.append('id', String(input.id));
    if (input.title !== undefined) form.append('title', input.title);
    if (input.previewFile) form.append('previewFile', input.previewFile);
    if (input.attachFile) form.append('attachFile', input.attachFile);
    return (await apiRequest(`${s.api}/files`, ZFileResponse, { method: 'POST', body: form })).data;
  },
  remove: (s: DesignerSubject, fileId: number, kind: TFileKind) => apiRequest(`${s.api}/files/${fileId}?kind=${kind}`, ZOkResponse, { method: 'DELETE' }),
};

export const designerKeys = {
  /** Everything of one page: its request or record, its files. */
  page: (s: DesignerSubject) => ['designer', s.api] as const,
  assist: (logoId: number) => ['designer', `/api/logo/${logoId}`, 'assist'] as const,
  customise: (id: number) => ['designer', `/api/customize/${id}`, 'record'] as const,
  files: (s: DesignerSubject) => ['designer', s.api, 'files'] as const,
  designers: ['designer', 'designers'] as const,
};

/** The request and the designer of a logo. */
export function useAssist(logoId: number, enabled: boolean) {
  return useQuery({ queryKey: designerKeys.assist(logoId), enabled, queryFn: () => designerApi.assist(logoId) });
}

/** A customise record, its designer and the viewer's roles there. */
export function useCustomise(id: number, enabled: boolean) {
  return useQuery({ queryKey: designerKeys.customise(id), enabled, queryFn: () => designerApi.customise(id) });
}

/** The uploaded files of a logo or customise record. */
export function useDesignerFiles(s: DesignerSubject, enabled: boolean) {
  return useQuery({ queryKey: designerKeys.files(s), enabled, queryFn: () => designerApi.files(s) });
}

/** Every designer (admins). */
export function useDesigners(enabled: boolean) {
  return useQuery({ queryKey: designerKeys.designers, enabled, queryFn: () => designerApi.designers() });
}
