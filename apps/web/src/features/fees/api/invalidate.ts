import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { feeKeys } from './fee-keys';

/** After any change to a case's money: the tab, the client's account, the books and the dashboard card. */
export function useInvalidateFees() {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: feeKeys.all }), [queryClient]);
}
