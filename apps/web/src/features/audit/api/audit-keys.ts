/** Query keys of the audit log. */
export const auditKeys = {
  all: ['audit'] as const,
  list: (params: object) => ['audit', 'list', params] as const,
};
