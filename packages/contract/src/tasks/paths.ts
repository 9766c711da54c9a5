// Paths, relative to the API base `{host}/api` like `API` in ../paths.ts.

const t = '/office-tasks/v1';

export const taskPaths = {
  tasks: `${t}/tasks/`,
  createTask: `${t}/tasks/create_task/`,
  dashboard: `${t}/tasks/dashboard/`,
  assignees: `${t}/tasks/assignees/`,
  task: (pid: string) => `${t}/tasks/${pid}/`,
  items: (pid: string) => `${t}/tasks/${pid}/items/`,
  item: (pid: string, itemPid: string) => `${t}/tasks/${pid}/items/${itemPid}/`,
  comments: (pid: string) => `${t}/tasks/${pid}/comments/`,
  templates: `${t}/templates/`,
  template: (pid: string) => `${t}/templates/${pid}/`,
  idleCases: `${t}/idle-cases/`,
  preferences: `${t}/preferences/`,
  devDigest: `${t}/dev/run-digest/`,
} as const;
