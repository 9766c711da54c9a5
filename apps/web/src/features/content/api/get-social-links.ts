import { queryOptions, useQuery } from '@tanstack/react-query';
import { contentPaths, type SocialLink, type zSocialLinkListResponse } from '@vakilyar/contract';
import { request } from '@/lib/api/request';
import type { Infer } from '@/lib/infer';
import { CONTENT_STALE_MS, contentKeys } from './content-keys';

/** The site's social networks, in the admin's order; silent, like the rest of the footer. */
export async function getSocialLinks(signal?: AbortSignal): Promise<SocialLink[]> {
  const body = await request<Infer<typeof zSocialLinkListResponse>>({
    endpoint: contentPaths.socialLinks,
    signal,
    silent: true,
  });
  return body.result;
}

export const socialLinksQuery = queryOptions({
  queryKey: contentKeys.socialLinks,
  queryFn: ({ signal }) => getSocialLinks(signal),
  staleTime: CONTENT_STALE_MS,
});

export function useSocialLinks({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...socialLinksQuery, enabled });
}
