import { useQuery } from '@tanstack/react-query';
import { contentPaths, type zFeedbackResponse } from '@vakilyar/contract';
import { request } from '@/lib/api/request';
import type { Infer } from '@/lib/infer';
import { feedbackKeys } from './feedback-keys';

/** One of the user's own feedback, with the admin's reply once given; another's is a 404. */
export async function getMyFeedback(pid: string, signal?: AbortSignal) {
  const body = await request<Infer<typeof zFeedbackResponse>>({
    endpoint: contentPaths.feedbackItem(pid),
    signal,
  });
  return body.result;
}

export function useMyFeedbackItem(pid: string | null) {
  return useQuery({
    queryKey: feedbackKeys.item(pid ?? ''),
    queryFn: ({ signal }) => getMyFeedback(pid ?? '', signal),
    enabled: pid !== null,
  });
}
