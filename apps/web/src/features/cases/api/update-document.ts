import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Document, officePaths, type zDocumentResponse } from '@vakilyar/contract';
import { request } from '@/lib/api/request';
import type { Infer } from '@/lib/infer';
import { caseKeys } from './case-keys';

export interface DocumentChanges {
  title?: string;
  visible_to_client?: boolean;
  shared_with_co_counsel?: boolean;
}

/** Renames a document or shows it to (hides it from) the case's clients or its co-counsel. */
export async function updateDocument(pid: string, changes: DocumentChanges): Promise<Document> {
  const body = await request<Infer<typeof zDocumentResponse>>({
    endpoint: officePaths.document(pid),
    method: 'PATCH',
    data: changes,
  });
  return body.result;
}

export function useUpdateDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ pid, changes }: { pid: string; changes: DocumentChanges }) => updateDocument(pid, changes),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: caseKeys.all }),
  });
}
