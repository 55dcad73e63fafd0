import { z } from 'zod';
import { apiRequest } from './client';

const ZKitState = z.object({
  status: z.enum(['none', 'building', 'ready', 'failed']),
  done: z.number(),
  total: z.number(),
  size: z.number().optional(),
});
const ZKitResponse = z.object({ code: z.literal(200), data: ZKitState });
export type TKitStateAnswer = z.infer<typeof ZKitState>;

/** POST /api/logo/{id}/kit: starts the brand kit (or answers that it is ready). */
export async function startKit(logoId: number): Promise<TKitStateAnswer> {
  return (await apiRequest(`/api/logo/${logoId}/kit`, ZKitResponse, { method: 'POST' })).data;
}

/** GET /api/logo/{id}/kit: the build's progress. */
export async function kitProgress(logoId: number): Promise<TKitStateAnswer> {
  return (await apiRequest(`/api/logo/${logoId}/kit`, ZKitResponse)).data;
}

export const kitDownloadUrl = (logoId: number) => `/api/logo/${logoId}/kit/download`;
