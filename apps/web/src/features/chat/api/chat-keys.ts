/** Query keys of chat sessions, messages and requests; a socket event or a mutation invalidates by them. */
export const chatKeys = {
  all: ['chat'] as const,
  sessions: ['chat', 'sessions'] as const,
  mySessions: (page: number, unreadOnly = false) =>
    ['chat', 'sessions', 'mine', page, unreadOnly ? 'unread' : 'all'] as const,
  session: (pid: string) => ['chat', 'sessions', 'detail', pid] as const,
  requests: ['chat', 'requests'] as const,
  myRequests: ['chat', 'requests', 'mine'] as const,
  pendingRequests: ['chat', 'requests', 'pending'] as const,
  allowance: ['chat', 'allowance'] as const,
};
