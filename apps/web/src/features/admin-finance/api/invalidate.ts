import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { priceKeys } from './finance-keys';

/** Refreshes the admin's money lists and every price a user sees, after any change the admin makes. */
export function invalidatePrices(queryClient: QueryClient) {
  return Promise.all(priceKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

export function useInvalidatePrices() {
  const queryClient = useQueryClient();
  return useCallback(() => invalidatePrices(queryClient), [queryClient]);
}
