/** Query keys of the client portal. */
export const myCaseKeys = {
  all: ['my-cases'] as const,
  list: (params: object) => ['my-cases', 'list', params] as const,
  detail: (pid: string) => ['my-cases', 'detail', pid] as const,
  documents: (pid: string, params: object) => ['my-cases', 'documents', pid, params] as const,
};
