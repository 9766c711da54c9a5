/** Query keys of the archive feature; mutations invalidate `archiveKeys.all`. */
export const archiveKeys = {
  all: ['archive'] as const,
  list: (params: object) => ['archive', 'list', params] as const,
  detail: (pid: string) => ['archive', 'detail', pid] as const,
  cases: (pid: string, params: object) => ['archive', 'cases', pid, params] as const,
};
