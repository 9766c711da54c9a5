import { QueryClient } from '@tanstack/react-query';

/**
 * The API client already toasts each failure, so a failed query is not retried (it would toast
 * again); a 401 is retried by the client itself after a token refresh.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}
