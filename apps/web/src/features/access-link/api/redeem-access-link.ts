import { useMutation } from '@tanstack/react-query';
import { officePaths, type zRedeemAccessLinkResponse } from '@vakilyar/contract';
import { request } from '@/lib/api/request';
import type { Infer } from '@/lib/infer';

export type RedeemedAccessLink = Infer<typeof zRedeemAccessLinkResponse>['result'];

/**
 * Opens a one-time access link: the answer signs the client in (tokens) and names the case.
 * Silent: the page itself says why a used or expired link does not work.
 */
export async function redeemAccessLink(token: string): Promise<RedeemedAccessLink> {
  const body = await request<Infer<typeof zRedeemAccessLinkResponse>>({
    endpoint: officePaths.redeemAccessLink,
    method: 'POST',
    data: { token },
    silent: true,
  });
  return body.result;
}

export function useRedeemAccessLink() {
  return useMutation({ mutationFn: redeemAccessLink });
}
