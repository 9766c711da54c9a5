import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { officePaths, type zTimelinePage } from '@vakilyar/contract';
import { request } from '@/lib/api/request';
import type { Infer } from '@/lib/infer';
import { caseKeys } from './case-keys';

export type TimelinePage = Infer<typeof zTimelinePage>['result'];
export type TimelineItem = TimelinePage['results'][number];

export interface TimelineParams {
  page: number;
  page_size: number;
  /** Views and downloads too. */
  include_views: boolean;
}

export async function getCaseTimeline(
  casePid: string,
  { include_views, ...params }: TimelineParams,
  signal?: AbortSignal,
): Promise<TimelinePage> {
  const body = await request<Infer<typeof zTimelinePage>>({
    endpoint: officePaths.caseTimeline(casePid),
    params: { ...params, include_views: include_views ? 'true' : undefined },
    signal,
  });
  return body.result;
}

export const caseTimelineQuery = (casePid: string, params: TimelineParams) =>
  queryOptions({
    queryKey: caseKeys.timeline(casePid, params),
    queryFn: ({ signal }) => getCaseTimeline(casePid, params, signal),
    placeholderData: keepPreviousData,
  });

/** The case in time, newest first: changes, members, documents, access links. */
export function useCaseTimeline(casePid: string, params: TimelineParams) {
  return useQuery(caseTimelineQuery(casePid, params));
}
