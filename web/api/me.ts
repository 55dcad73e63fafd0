import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { ZMeResponse, ZOkResponse, type TUser } from '../../core/api';
import { apiRequest } from './client';

export const meKey = ['me'] as const;

/** The signed-in user, or null for a visitor (GET /api/me): the hook's query, also fetched before the first render. */
export const meQuery = queryOptions({
  queryKey: meKey,
  // Fetched before the first render too (api/firstCalls.ts): a failure there, already retried, is the answer.
  retryOnMount: false,
  queryFn: async ({ signal }): Promise<TUser | null> => (await apiRequest('/api/me', ZMeResponse, { signal })).user,
});

export function useMe() {
  return useQuery(meQuery);
}

/** POST /api/auth/logout, then reload so every role is recomputed by the server. */
export function useLogout() {
  return useMutation({
    mutationFn: () => apiRequest('/api/auth/logout', ZOkResponse, { method: 'POST' }),
    onSuccess: () => window.location.reload(),
  });
}
