/** Query keys of the clients feature; mutations invalidate `clientKeys.all`. */
export const clientKeys = {
  all: ['clients'] as const,
  list: (params: object) => ['clients', 'list', params] as const,
  detail: (pid: string) => ['clients', 'detail', pid] as const,
};
