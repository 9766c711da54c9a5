/** Query keys of the admin's users; a role or activation change updates the user and invalidates `all`. */
export const adminUsersKeys = {
  all: ['admin-users'] as const,
  list: (query: Record<string, unknown>) => ['admin-users', 'list', query] as const,
  detail: (pid: string) => ['admin-users', 'detail', pid] as const,
};
