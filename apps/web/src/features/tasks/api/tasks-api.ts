import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type CreateTaskRequest,
  type IdleCase,
  type Task,
  type TaskAssignee,
  type TaskDashboard,
  type TaskPreferences,
  type TaskSummary,
  type TaskTemplate,
  type TaskView,
  taskPaths,
} from '@vakilyar/contract';
import { request } from '@/lib/api/request';
import { taskKeys } from './task-keys';

interface Page<T> {
  result: { count: number; results: T[] };
}

export interface TaskListParams {
  view: TaskView;
  mine?: boolean;
  assignee?: string;
  case?: string;
  page?: number;
}

export function useTaskList(params: TaskListParams) {
  return useQuery({
    queryKey: taskKeys.list(params),
    queryFn: async ({ signal }) =>
      (
        await request<Page<TaskSummary>>({
          endpoint: taskPaths.tasks,
          params: {
            view: params.view,
            mine: params.mine ? 'true' : undefined,
            assignee: params.assignee,
            case: params.case,
            page: params.page ?? 1,
            page_size: 50,
          },
          signal,
        })
      ).result,
  });
}

export function useTask(pid: string | null) {
  return useQuery({
    queryKey: taskKeys.detail(pid ?? ''),
    enabled: Boolean(pid),
    queryFn: async ({ signal }) =>
      (await request<{ result: Task }>({ endpoint: taskPaths.task(pid ?? ''), signal })).result,
  });
}

export function useTaskDashboard() {
  return useQuery({
    queryKey: taskKeys.dashboard,
    queryFn: async ({ signal }) =>
      (await request<{ result: TaskDashboard }>({ endpoint: taskPaths.dashboard, signal, silent: true }))
        .result,
  });
}

export function useAssignees(casePid?: string) {
  return useQuery({
    queryKey: taskKeys.assignees(casePid),
    queryFn: async ({ signal }) =>
      (
        await request<{ result: { results: TaskAssignee[] } }>({
          endpoint: taskPaths.assignees,
          params: { case: casePid },
          signal,
        })
      ).result.results,
  });
}

export function useIdleCases(page: number, enabled = true) {
  return useQuery({
    queryKey: taskKeys.idle(page),
    enabled,
    queryFn: async ({ signal }) =>
      (
        await request<Page<IdleCase>>({
          endpoint: taskPaths.idleCases,
          params: { page, page_size: 50 },
          signal,
        })
      ).result,
  });
}

export function useTemplates(enabled = true) {
  return useQuery({
    queryKey: taskKeys.templates,
    enabled,
    queryFn: async ({ signal }) =>
      (await request<{ result: { results: TaskTemplate[] } }>({ endpoint: taskPaths.templates, signal }))
        .result.results,
  });
}

export function usePreferences(enabled = true) {
  return useQuery({
    queryKey: taskKeys.preferences,
    enabled,
    queryFn: async ({ signal }) =>
      (await request<{ result: TaskPreferences }>({ endpoint: taskPaths.preferences, signal })).result,
  });
}

/** Every change of tasks refreshes every list of them (and the case's idle state). */
function useTaskMutation<TInput, TResult>(call: (input: TInput) => Promise<TResult>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => client.invalidateQueries({ queryKey: taskKeys.all }),
  });
}

export const useCreateTask = () =>
  useTaskMutation((data: CreateTaskRequest) =>
    request<{ result: Task }>({ endpoint: taskPaths.createTask, method: 'POST', data }),
  );

export const useUpdateTask = () =>
  useTaskMutation(({ pid, ...data }: { pid: string; status?: 'open' | 'done'; assignee?: string }) =>
    request<{ result: Task }>({ endpoint: taskPaths.task(pid), method: 'PATCH', data }),
  );

export const useDeleteTask = () =>
  useTaskMutation((pid: string) => request({ endpoint: taskPaths.task(pid), method: 'DELETE' }));

export const useSetItem = () =>
  useTaskMutation(({ pid, item, done }: { pid: string; item: string; done: boolean }) =>
    request({ endpoint: taskPaths.item(pid, item), method: 'PATCH', data: { done } }),
  );

export const useAddItem = () =>
  useTaskMutation(({ pid, text }: { pid: string; text: string }) =>
    request({ endpoint: taskPaths.items(pid), method: 'POST', data: { text } }),
  );

export const useAddComment = () =>
  useTaskMutation(({ pid, body }: { pid: string; body: string }) =>
    request({ endpoint: taskPaths.comments(pid), method: 'POST', data: { body } }),
  );

export const useSetTemplateActive = () =>
  useTaskMutation(({ pid, active }: { pid: string; active: boolean }) =>
    request({ endpoint: taskPaths.template(pid), method: 'PATCH', data: { active } }),
  );

export const useUpdatePreferences = () =>
  useTaskMutation((data: Partial<TaskPreferences>) =>
    request({ endpoint: taskPaths.preferences, method: 'PATCH', data }),
  );
