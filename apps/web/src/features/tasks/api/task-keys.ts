/** Query keys of tasks; any change of a task invalidates `taskKeys.all` (lists, the card, idle cases). */
export const taskKeys = {
  all: ['tasks'] as const,
  list: (params: object) => ['tasks', 'list', params] as const,
  detail: (pid: string) => ['tasks', 'detail', pid] as const,
  dashboard: ['tasks', 'dashboard'] as const,
  assignees: (casePid?: string) => ['tasks', 'assignees', casePid ?? ''] as const,
  idle: (page: number) => ['tasks', 'idle', page] as const,
  templates: ['tasks', 'templates'] as const,
  preferences: ['tasks', 'preferences'] as const,
};
