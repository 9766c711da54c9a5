import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { caseHubPaths, type zCaseMessagePage, type zCaseMessageResponse } from '@vakilyar/contract';
import { isApiError } from '@/lib/api/api-error';
import { http } from '@/lib/api/http-client';
import { reportFailure } from '@/lib/api/report-failure';
import { request } from '@/lib/api/request';
import type { Infer } from '@/lib/infer';

export type CaseMessage = Infer<typeof zCaseMessagePage>['result']['results'][number];
type SentMessage = Infer<typeof zCaseMessageResponse>['result'];

const THREAD_PAGE = 100;
/** A thread is read while open: new words from the other side show within this. */
const THREAD_REFRESH_MS = 15_000;

const threadKey = (casePid: string) => ['case-thread', casePid] as const;

/** The latest messages of the case's thread, oldest first for reading down. */
export function useCaseThread(casePid: string) {
  return useQuery({
    queryKey: threadKey(casePid),
    queryFn: async ({ signal }) => {
      const body = await request<Infer<typeof zCaseMessagePage>>({
        endpoint: caseHubPaths.thread(casePid),
        params: { page: 1, page_size: THREAD_PAGE },
        signal,
      });
      return { count: body.result.count, messages: [...body.result.results].reverse() };
    },
    refetchInterval: THREAD_REFRESH_MS,
  });
}

function useRefreshAfter(casePid: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: threadKey(casePid) }),
      queryClient.invalidateQueries({ queryKey: ['cases', 'documents', casePid] }),
      queryClient.invalidateQueries({ queryKey: ['cases', 'timeline', casePid] }),
      queryClient.invalidateQueries({ queryKey: ['my-cases'] }),
    ]);
}

export function useSendCaseMessage(casePid: string) {
  const refresh = useRefreshAfter(casePid);
  return useMutation({
    mutationFn: async (body: string) =>
      (
        await request<Infer<typeof zCaseMessageResponse>>({
          endpoint: caseHubPaths.thread(casePid),
          method: 'POST',
          data: { body },
        })
      ).result,
    onSuccess: refresh,
  });
}

/** A file sent in the thread (multipart, through the API client's axios instance). */
export function useSendCaseFile(casePid: string) {
  const refresh = useRefreshAfter(casePid);
  return useMutation({
    mutationFn: async ({ file, body }: { file: File; body: string }): Promise<SentMessage> => {
      const form = new FormData();
      if (body.trim()) form.append('body', body.trim());
      form.append('file', file, file.name);
      try {
        const response = await http.post<Infer<typeof zCaseMessageResponse>>(
          caseHubPaths.threadUpload(casePid),
          form,
          { headers: { 'Content-Type': 'multipart/form-data' } },
        );
        return response.data.result;
      } catch (error) {
        if (isApiError(error)) throw error;
        return reportFailure(error);
      }
    },
    onSuccess: refresh,
  });
}
