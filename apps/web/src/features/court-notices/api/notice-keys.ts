/** Query keys of court notices; a change to any notice invalidates `noticeKeys.all`. */
export const noticeKeys = {
  all: ['court-notices'] as const,
  list: (params: object) => ['court-notices', 'list', params] as const,
  detail: (pid: string) => ['court-notices', 'detail', pid] as const,
  unreadCount: ['court-notices', 'unread-count'] as const,
  preferences: ['court-notices', 'preferences'] as const,
};
