import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  type Banner,
  type BannerPlacement,
  contentPaths,
  type zBannerListResponse,
} from '@vakilyar/contract';
import { request } from '@/lib/api/request';
import type { Infer } from '@/lib/infer';
import { CONTENT_STALE_MS, contentKeys } from './content-keys';

/** The banners of one placement shown now, in the admin's order; silent: a page works without them. */
export async function listBanners(placement: BannerPlacement, signal?: AbortSignal): Promise<Banner[]> {
  const body = await request<Infer<typeof zBannerListResponse>>({
    endpoint: contentPaths.banners,
    params: { placement },
    signal,
    silent: true,
  });
  return body.result;
}

export const bannersQuery = (placement: BannerPlacement) =>
  queryOptions({
    queryKey: contentKeys.banners(placement),
    queryFn: ({ signal }) => listBanners(placement, signal),
    staleTime: CONTENT_STALE_MS,
  });

export function useBanners(placement: BannerPlacement) {
  return useQuery(bannersQuery(placement));
}
