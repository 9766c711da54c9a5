/** Query keys of the law library; pinning or unpinning invalidates `lawKeys.pins(casePid)`. */
export const lawKeys = {
  all: ['laws'] as const,
  list: ['laws', 'list'] as const,
  detail: (law: string) => ['laws', 'detail', law] as const,
  article: (law: string, article: string) => ['laws', 'article', law, article] as const,
  search: (params: object) => ['laws', 'search', params] as const,
  pins: (casePid: string) => ['laws', 'pins', casePid] as const,
  corrections: (law: string, article: string) => ['laws', 'corrections', law, article] as const,
};
