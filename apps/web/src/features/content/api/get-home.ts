import { queryOptions, useQuery } from '@tanstack/react-query';
import { contentPaths, type HomeData, type zHomeResponse } from '@vakilyar/contract';
import { request } from '@/lib/api/request';
import type { Infer } from '@/lib/infer';
import { CONTENT_STALE_MS, contentKeys } from './content-keys';

/** Everything the home page shows, footer details included, in one call. */
export async function getHome(signal?: AbortSignal): Promise<HomeData> {
  const body = await request<Infer<typeof zHomeResponse>>({ endpoint: contentPaths.home, signal });
  return body.result;
}

export const homeQuery = queryOptions({
  queryKey: contentKeys.home,
  queryFn: async ({ signal, client }) => {
    const home = await getHome(signal);
    // The footer of every other public page reads these: no second call after the home page.
    client.setQueryData(contentKeys.settings, home.settings);
    client.setQueryData(contentKeys.socialLinks, home.social_links);
    return home;
  },
  staleTime: CONTENT_STALE_MS,
});

export function useHome() {
  return useQuery(homeQuery);
}
