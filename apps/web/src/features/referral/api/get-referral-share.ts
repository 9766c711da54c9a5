import { queryOptions, useQuery } from '@tanstack/react-query';
import { officePaths, type zReferralShareResponse } from '@vakilyar/contract';
import { request } from '@/lib/api/request';
import type { Infer } from '@/lib/infer';

export type ReferralShare = Infer<typeof zReferralShareResponse>['result'];

/** The user's referral code, share link and text, and how many registered with it. */
export async function getReferralShare(signal?: AbortSignal): Promise<ReferralShare> {
  const body = await request<Infer<typeof zReferralShareResponse>>({
    endpoint: officePaths.referralShare,
    signal,
  });
  return body.result;
}

export const referralShareQuery = queryOptions({
  queryKey: ['referral', 'share'] as const,
  queryFn: ({ signal }) => getReferralShare(signal),
});

export function useReferralShare() {
  return useQuery(referralShareQuery);
}
