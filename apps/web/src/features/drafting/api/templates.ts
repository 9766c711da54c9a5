import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type CreateDraftTemplateRequest,
  type DraftTemplate,
  type DraftTemplateSummary,
  draftingPaths,
  type UpdateDraftTemplateRequest,
} from '@vakilyar/contract';
import { request } from '@/lib/api/request';
import { draftingKeys } from './drafting-keys';

interface Page<T> {
  result: { count: number; results: T[] };
}

export function useTemplates(archived = false) {
  return useQuery({
    queryKey: draftingKeys.templates(archived),
    queryFn: async () =>
      (
        await request<Page<DraftTemplateSummary>>({
          endpoint: draftingPaths.templates,
          params: archived ? { archived: 'true' } : undefined,
        })
      ).result.results,
  });
}

export function useTemplate(pid: string) {
  return useQuery({
    queryKey: draftingKeys.template(pid),
    queryFn: async () => (await request<{ result: DraftTemplate }>(draftingPaths.template(pid))).result,
  });
}

export function useCreateTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: CreateDraftTemplateRequest) =>
      (
        await request<{ result: DraftTemplate }>({
          endpoint: draftingPaths.templates,
          method: 'POST',
          data: input,
        })
      ).result,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: draftingKeys.all }),
  });
}

export function useUpdateTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ pid, changes }: { pid: string; changes: UpdateDraftTemplateRequest }) =>
      (
        await request<{ result: DraftTemplate }>({
          endpoint: draftingPaths.template(pid),
          method: 'PATCH',
          data: changes,
        })
      ).result,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: draftingKeys.all }),
  });
}

export function useCopyTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (pid: string) =>
      (
        await request<{ result: DraftTemplate }>({
          endpoint: draftingPaths.templateCopy(pid),
          method: 'POST',
        })
      ).result,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: draftingKeys.all }),
  });
}
