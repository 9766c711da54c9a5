import { useQuery } from '@tanstack/react-query';
import { listNotices } from '@/features/court-notices/api/list-notices';
import { noticeKeys } from '@/features/court-notices/api/notice-keys';

const CASE_NOTICES_PAGE = 100;

/** The court notices filed under a case, newest first, with the caller's read state. */
export function useCaseNotices(casePid: string) {
  const params = { case: casePid, page: 1, page_size: CASE_NOTICES_PAGE };
  return useQuery({
    queryKey: noticeKeys.list(params),
    queryFn: ({ signal }) => listNotices(params, signal),
  });
}
