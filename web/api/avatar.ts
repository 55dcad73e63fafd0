import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { ZErrorBody } from '../../core/api';
import { ApiError } from './client';
import { meKey } from './me';

const ZAvatarResponse = z.object({ code: z.literal(200), data: z.object({ cover: z.string(), cutout: z.string() }) });
export type TUploadedAvatar = z.infer<typeof ZAvatarResponse>['data'];

/** POST /api/me/avatar (multipart): the cropped avatar; the signed-in user is reloaded with the new cover. */
export function useAvatarUpload() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (file: Blob): Promise<TUploadedAvatar> => {
      const form = new FormData();
      form.append('file', file, 'avatar.jpg');
      let res: Response;
      try {
        res = await fetch('/api/me/avatar', { method: 'POST', body: form, credentials: 'same-origin' });
      } catch (cause) {
        throw new ApiError(0, 'NETWORK', cause instanceof Error ? cause.message : 'network error');
      }
      const body: unknown = await res.json().catch(() => undefined);
      if (!res.ok) {
        const err = ZErrorBody.safeParse(body);
        throw err.success ? new ApiError(res.status, err.data.error, err.data.msg) : new ApiError(res.status, 'BAD_RESPONSE', res.statusText);
      }
      const parsed = ZAvatarResponse.safeParse(body);
      if (!parsed.success) throw new ApiError(res.status, 'BAD_RESPONSE', 'unexpected answer');
      return parsed.data.data;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meKey }),
  });
}
