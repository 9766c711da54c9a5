import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { officePaths, type zDocumentPage } from '@vakilyar/contract';
import { request } from '@/lib/api/request';
import type { Infer } from '@/lib/infer';
import { myCaseKeys } from './my-case-keys';

export type MyDocumentPage = Infer<typeof zDocumentPage>['result'];

export async function listMyCaseDocuments(
  casePid: string,
  params: { page: number; page_size: number },
  signal?: AbortSignal,
): Promise<MyDocumentPage> {
  const body = await request<Infer<typeof zDocumentPage>>({
    endpoint: officePaths.myCaseDocuments(casePid),
    params: { ...params },
    signal,
  });
  return body.result;
}

export const myCaseDocumentsQuery = (casePid: string, params: { page: number; page_size: number }) =>
  queryOptions({
    queryKey: myCaseKeys.documents(casePid, params),
    queryFn: ({ signal }) => listMyCaseDocuments(casePid, params, signal),
    placeholderData: keepPreviousData,
  });

/** The documents of a case that the office shared with its clients. */
export function useMyCaseDocuments(casePid: string, params: { page: number; page_size: number }) {
  return useQuery(myCaseDocumentsQuery(casePid, params));
}
