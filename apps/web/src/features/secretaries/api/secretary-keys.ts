/** Query keys of the secretaries feature; mutations invalidate `secretaryKeys.all`. */
export const secretaryKeys = {
  all: ['secretaries'] as const,
  list: (params: object) => ['secretaries', 'list', params] as const,
  directory: (search: string) => ['secretaries', 'directory', search] as const,
  sentInvitations: ['secretaries', 'invitations', 'sent'] as const,
  receivedInvitations: ['secretaries', 'invitations', 'received'] as const,
};
