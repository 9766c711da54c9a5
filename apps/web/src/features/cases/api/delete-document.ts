import { useMutation, useQueryClient } from '@tanstack/react-query';
import { officePaths } from '@vakilyar/contract';
import { request } from '@/lib/api/request';
import { caseKeys } from './case-keys';

/** Deletes a document and its file (204). */
export function deleteDocument(pid: string): Promise<unknown> {
  return request({ endpoint: officePaths.document(pid), method: 'DELETE' });
}

export function useDeleteDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDocument,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: caseKeys.all }),
  });
}
