import { useMutation, useQueryClient } from '@tanstack/react-query';
import { officePaths, type zSendAccessLinkResponse } from '@vakilyar/contract';
import { request } from '@/lib/api/request';
import type { Infer } from '@/lib/infer';

export type AccessLinkSent = Infer<typeof zSendAccessLinkResponse>['result'];

/**
 * Texts the client a one-time link (24 hours) that signs them in and opens this case;
 * sending again replaces the previous link.
 */
export async function sendAccessLink(clientPid: string, casePid: string): Promise<AccessLinkSent> {
  const body = await request<Infer<typeof zSendAccessLinkResponse>>({
    endpoint: officePaths.sendAccessLink(clientPid),
    method: 'POST',
    data: { case_id: casePid },
  });
  return body.result;
}

export function useSendAccessLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ clientPid, casePid }: { clientPid: string; casePid: string }) =>
      sendAccessLink(clientPid, casePid),
    onSuccess: (_result, { casePid }) =>
      queryClient.invalidateQueries({ queryKey: ['cases', 'timeline', casePid] }),
  });
}
