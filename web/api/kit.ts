import { ZKitResponse, type TKitState } from '../../core/api';
import { apiRequest } from './client';

/** POST /api/logo/{id}/kit: starts the brand kit (or answers that it is ready). */
export async function startKit(logoId: number): Promise<TKitState> {
  return (await apiRequest(`/api/logo/${logoId}/kit`, ZKitResponse, { method: 'POST' })).data;
}

/** GET /api/logo/{id}/kit: the build's progress. */
export async function kitProgress(logoId: number): Promise<TKitState> {
  return (await apiRequest(`/api/logo/${logoId}/kit`, ZKitResponse)).data;
}

export const kitDownloadUrl = (logoId: number) => `/api/logo/${logoId}/kit/download`;
