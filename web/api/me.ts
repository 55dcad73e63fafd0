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

/** Where the business-card page keeps the details typed per logo (pages/business-card/cardInfoStore.ts). */
export const CARD_INFO_KEY = 'business-card-info';
/** What the browser keeps of a person that signing out must forget. */
const PERSONAL_KEYS = [CARD_INFO_KEY];

/** POST /api/auth/logout, then reload so every role is recomputed by the server; the person's details kept in this browser are forgotten. */
export function useLogout() {
  return useMutation({
    mutationFn: () => apiRequest('/api/auth/logout', ZOkResponse, { method: 'POST' }),
    onSuccess: () => {
      try {
        for (const key of PERSONAL_KEYS) window.localStorage.removeItem(key);
      } catch {
        // Storage refused: nothing was kept.
      }
      window.location.reload();
    },
  });
}
