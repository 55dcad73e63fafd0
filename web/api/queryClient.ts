import { QueryClient } from '@tanstack/react-query';
import { isRetryable } from './client';

/** One client per page: no refetch on focus (the data changes only through this page). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        refetchOnWindowFocus: false,
        staleTime: 60_000,
        retry: (failures, error) => failures < 2 && isRetryable(error),
      },
      mutations: { retry: false },
    },
  });
}
