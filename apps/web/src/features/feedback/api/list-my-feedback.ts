import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { contentPaths, type FeedbackStatus, type PageQuery, type zFeedbackPage } from '@vakilyar/contract';
import { request } from '@/lib/api/request';
import type { Infer } from '@/lib/infer';
import { feedbackKeys } from './feedback-keys';

export type FeedbackPage = Infer<typeof zFeedbackPage>['result'];
export type MyFeedbackQuery = Partial<PageQuery> & { status?: FeedbackStatus };

/** A page of the user's own feedback, newest first, with the admin's replies. */
export async function listMyFeedback(query: MyFeedbackQuery, signal?: AbortSignal): Promise<FeedbackPage> {
  const body = await request<Infer<typeof zFeedbackPage>>({
    endpoint: contentPaths.feedback,
    params: query,
    signal,
  });
  return body.result;
}

export const myFeedbackQuery = (query: MyFeedbackQuery) =>
  queryOptions({
    queryKey: feedbackKeys.list(query),
    queryFn: ({ signal }) => listMyFeedback(query, signal),
    placeholderData: keepPreviousData,
  });

export function useMyFeedback(query: MyFeedbackQuery) {
  return useQuery(myFeedbackQuery(query));
}
