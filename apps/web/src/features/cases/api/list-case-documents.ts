import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type FileType, officePaths, type zDocumentPage } from '@vakilyar/contract';
import { request } from '@/lib/api/request';
import type { Infer } from '@/lib/infer';
import { caseKeys } from './case-keys';

export type DocumentPage = Infer<typeof zDocumentPage>['result'];

export interface DocumentListParams {
  page: number;
  page_size: number;
  file_type?: FileType;
}

export async function listCaseDocuments(
  casePid: string,
  params: DocumentListParams,
  signal?: AbortSignal,
): Promise<DocumentPage> {
  const body = await request<Infer<typeof zDocumentPage>>({
    endpoint: officePaths.documentsByCase(casePid),
    params: { ...params },
    signal,
  });
  return body.result;
}

export const caseDocumentsQuery = (casePid: string, params: DocumentListParams) =>
  queryOptions({
    queryKey: caseKeys.documents(casePid, params),
    queryFn: ({ signal }) => listCaseDocuments(casePid, params, signal),
    placeholderData: keepPreviousData,
  });

/** A case's documents, newest first. */
export function useCaseDocuments(casePid: string, params: DocumentListParams) {
  return useQuery(caseDocumentsQuery(casePid, params));
}
