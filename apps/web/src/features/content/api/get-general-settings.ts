import { queryOptions, useQuery } from '@tanstack/react-query';
import { contentPaths, type GeneralSettings, type zGeneralSettingsResponse } from '@vakilyar/contract';
import { request } from '@/lib/api/request';
import type { Infer } from '@/lib/infer';
import { CONTENT_STALE_MS, contentKeys } from './content-keys';

/** Site name, contact details and the referral reward; silent, since no one asked for it. */
export async function getGeneralSettings(signal?: AbortSignal): Promise<GeneralSettings> {
  const body = await request<Infer<typeof zGeneralSettingsResponse>>({
    endpoint: contentPaths.generalSettings,
    signal,
    silent: true,
  });
  return body.result;
}

export const generalSettingsQuery = queryOptions({
  queryKey: contentKeys.settings,
  queryFn: ({ signal }) => getGeneralSettings(signal),
  staleTime: CONTENT_STALE_MS,
});

export function useGeneralSettings({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...generalSettingsQuery, enabled });
}
