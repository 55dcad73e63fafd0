import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { ZOkResponse } from '../../core/api';
import {
  ZAssistResponse,
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

/** The designer fix's calls (spec 01 §7): the request, the files, the admin's designer controls. */
export const designerApi = {
  assist: async (logoId: number) => (await apiRequest(`/api/logo/${logoId}/designer-assist`, ZAssistResponse)).data,
  files: async (logoId: number) => (await apiRequest(`/api/logo/${logoId}/files`, ZFilesResponse)).data,
  designers: async () => (await apiRequest('/api/designers', ZDesignersResponse)).data,
  remark: async (logoId: number, remark: string) =>
    (await apiRequest(`/api/logo/${logoId}/designer-assist/remark`, ZRequestResponse, { method: 'POST', body: { remark } })).data,
  confirm: async (logoId: number) => (await apiRequest(`/api/logo/${logoId}/designer-assist/confirm`, ZRequestResponse, { method: 'POST' })).data,
  claim: async (logoId: number) => (await apiRequest(`/api/logo/${logoId}/designer-assist/claim`, ZRequestResponse, { method: 'POST' })).data,
  authorise: async (logoId: number, logoName: string, userId: number) =>
    (
      await apiRequest(`/api/logo/${logoId}/designer`, z.object({ code: z.literal(200), data: ZDesignerInfo }), {
        method: 'POST',
        body: { fa_id: logoId, logo_name: logoName, user_id: userId },
      })
    ).data,
  resetAuthorisation: (logoId: number) => apiRequest(`/api/logo/${logoId}/designer`, ZOkResponse, { method: 'DELETE' }),
  setStatus: (userId: number, status: 1 | 2) => apiRequest(`/api/designers/${userId}/status`, ZOkResponse, { method: 'POST', body: { status } }),
  upload: async (logoId: number, input: { type: TFileType; id?: number; title?: string; previewFile?: File; attachFile?: File }) => {
    const form = new FormData();
    form.append('type', String(input.type));
    if (input.id !== undefined) form.append('id', String(input.id));
    if (input.title !== undefined) form.append('title', input.title);
    if (input.previewFile) form.append('previewFile', input.previewFile);
    if (input.attachFile) form.append('attachFile', input.attachFile);
    return (await apiRequest(`/api/logo/${logoId}/files`, ZFileResponse, { method: 'POST', body: form })).data;
  },
  remove: (logoId: number, fileId: number, kind: TFileKind) =>
    apiRequest(`/api/logo/${logoId}/files/${fileId}?kind=${kind}`, ZOkResponse, { method: 'DELETE' }),
};

export const designerKeys = {
  assist: (logoId: number) => ['designer', 'assist', logoId] as const,
  files: (logoId: number) => ['designer', 'files', logoId] as const,
  designers: ['designer', 'designers'] as const,
};

/** The request and the designer of a logo. */
export function useAssist(logoId: number, enabled: boolean) {
  return useQuery({ queryKey: designerKeys.assist(logoId), enabled, queryFn: () => designerApi.assist(logoId) });
}

/** The uploaded files of a logo. */
export function useDesignerFiles(logoId: number, enabled: boolean) {
  return useQuery({ queryKey: designerKeys.files(logoId), enabled, queryFn: () => designerApi.files(logoId) });
}

/** Every designer (admins). */
export function useDesigners(enabled: boolean) {
  return useQuery({ queryKey: designerKeys.designers, enabled, queryFn: () => designerApi.designers() });
}
