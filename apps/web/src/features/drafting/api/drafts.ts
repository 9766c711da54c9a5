import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type CreateDraftRequest,
  type Document,
  type Draft,
  type DraftFormat,
  type DraftSummary,
  type DraftVersion,
  type DraftVersionDetail,
  draftingPaths,
  type FileDraftRequest,
  type SaveDraftRequest,
} from '@vakilyar/contract';
import { saveBlob } from '@/features/cases/api/fetch-file';
import { http } from '@/lib/api/http-client';
import { request } from '@/lib/api/request';
import { draftingKeys } from './drafting-keys';

interface Page<T> {
  result: { count: number; results: T[] };
}

export function useCaseDrafts(casePid: string) {
  return useQuery({
    queryKey: draftingKeys.caseDrafts(casePid),
    queryFn: async () =>
      (
        await request<Page<DraftSummary>>({
          endpoint: draftingPaths.draftsByCase(casePid),
          params: { page_size: 100 },
        })
      ).result.results,
  });
}

export function useDraft(pid: string) {
  return useQuery({
    queryKey: draftingKeys.draft(pid),
    queryFn: async () => (await request<{ result: Draft }>(draftingPaths.draft(pid))).result,
    // The editor owns the draft once open: a refetch would overwrite what the lawyer is typing.
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
}

export function useCreateDraft() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: CreateDraftRequest) =>
      (await request<{ result: Draft }>({ endpoint: draftingPaths.drafts, method: 'POST', data: input }))
        .result,
    onSuccess: (draft) =>
      queryClient.invalidateQueries({ queryKey: draftingKeys.caseDrafts(draft.case.pid) }),
  });
}

/** One autosave; silent (the editor shows its own status), a 409 rejects like any failure. */
export async function saveDraft(pid: string, input: SaveDraftRequest): Promise<Draft> {
  return (
    await request<{ result: Draft }>({
      endpoint: draftingPaths.draft(pid),
      method: 'PUT',
      data: input,
      silent: true,
    })
  ).result;
}

export function useFileDraft() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ pid, ...input }: FileDraftRequest & { pid: string }) =>
      (
        await request<{ result: Document }>({
          endpoint: draftingPaths.draftFile(pid),
          method: 'POST',
          data: input,
        })
      ).result,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['cases'] }),
  });
}

export function useDraftVersions(pid: string, enabled: boolean) {
  return useQuery({
    queryKey: draftingKeys.versions(pid),
    enabled,
    queryFn: async () =>
      (
        await request<Page<DraftVersion>>({
          endpoint: draftingPaths.draftVersions(pid),
          params: { page_size: 50 },
        })
      ).result.results,
  });
}

export const fetchDraftVersion = async (pid: string, version: number) =>
  (await request<{ result: DraftVersionDetail }>(draftingPaths.draftVersion(pid, version))).result;

/** Downloads the draft as Word or PDF under its title. */
export async function downloadDraft(pid: string, title: string, format: DraftFormat): Promise<void> {
  const response = await http.get<Blob>(draftingPaths.draftRender(pid, format), { responseType: 'blob' });
  saveBlob(response.data, `${title}.${format}`);
}
