/** Query keys of the cases feature; a mutation of a case invalidates `caseKeys.all` (lists, pages, documents). */
export const caseKeys = {
  all: ['cases'] as const,
  lists: ['cases', 'list'] as const,
  list: (params: object) => ['cases', 'list', params] as const,
  byClient: (clientPid: string, params: object) => ['cases', 'by-client', clientPid, params] as const,
  detail: (pid: string) => ['cases', 'detail', pid] as const,
  documents: (casePid: string, params: object) => ['cases', 'documents', casePid, params] as const,
  timeline: (casePid: string, params: object) => ['cases', 'timeline', casePid, params] as const,
  lawyers: (search: string) => ['cases', 'lawyers-directory', search] as const,
  coCounselInvitations: ['cases', 'co-counsel-invitations'] as const,
};
