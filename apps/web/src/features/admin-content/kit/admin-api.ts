import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '@/lib/api/api-error';
import { http } from '@/lib/api/http-client';
import { reportFailure } from '@/lib/api/report-failure';
import { request } from '@/lib/api/request';
import { notifySuccess } from '@/lib/notify';

/** Every admin list's key starts here; a change anywhere refreshes the admin lists and the public site. */
export const adminKeys = {
  all: ['admin-content'] as const,
  list: (endpoint: string, query: Record<string, unknown>) => ['admin-content', endpoint, query] as const,
};

/** A list as the admin API answers it: whole, or a page of it. */
export interface AdminList<Item> {
  count: number;
  results: Item[];
}

function asList<Item>(result: Item[] | AdminList<Item>): AdminList<Item> {
  return Array.isArray(result) ? { count: result.length, results: result } : result;
}

/** The items of one admin list, the previous page kept on screen while the next loads. */
export function useAdminList<Item>(endpoint: string, query: Record<string, unknown>) {
  return useQuery({
    queryKey: adminKeys.list(endpoint, query),
    queryFn: async ({ signal }) => {
      const body = await request<{ result: Item[] | AdminList<Item> }>({ endpoint, params: query, signal });
      return asList(body.result);
    },
    placeholderData: keepPreviousData,
  });
}

export interface AdminWrite {
  endpoint: string;
  method: 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  data?: unknown;
  /** Toasted when the server sends no message of its own (a 204, an update without one). */
  done: string;
}

/** The http client toasts a `result.message` of any status but 200 by itself; the rest is toasted here. */
function announce(status: number, message: string | undefined, done: string): void {
  if (status !== 200 && message) return;
  notifySuccess(message ?? done);
}

/**
 * Any admin write, toasted once. Afterwards every admin list and every cached public page is read
 * again, so the site shows the change at once.
 */
export function useAdminWrite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ endpoint, method, data, done }: AdminWrite) => {
      try {
        const response = await http.request<{ result?: { message?: string } } | ''>({
          url: endpoint,
          method,
          data,
        });
        const body = response.data;
        announce(response.status, typeof body === 'object' ? body?.result?.message : undefined, done);
      } catch (error) {
        if (isApiError(error)) throw error;
        return reportFailure(error);
      }
    },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['content'] }),
      ]),
  });
}
