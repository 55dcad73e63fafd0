import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZAvatarUploadResponse, type TUploadedAvatar } from '../../core/api';
import { apiRequest } from './client';
import { meKey } from './me';

/** POST /api/me/avatar (multipart): the cropped avatar; the signed-in user is reloaded with the new cover. */
export function useAvatarUpload() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (file: Blob): Promise<TUploadedAvatar> => {
      const form = new FormData();
      form.append('file', file, 'avatar.jpg');
      return (await apiRequest('/api/me/avatar', ZAvatarUploadResponse, { method: 'POST', body: form })).data;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meKey }),
  });
}
