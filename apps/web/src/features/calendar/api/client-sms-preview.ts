import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  type ClientSmsPreviewRequest,
  caseHubPaths,
  type zClientSmsPreviewResponse,
} from '@vakilyar/contract';
import { request } from '@/lib/api/request';
import type { Infer } from '@/lib/infer';

export type ClientSmsPreview = Infer<typeof zClientSmsPreviewResponse>['result'];

async function previewClientSms(input: ClientSmsPreviewRequest): Promise<ClientSmsPreview> {
  const body = await request<Infer<typeof zClientSmsPreviewResponse>>({
    endpoint: caseHubPaths.clientSmsPreview,
    method: 'POST',
    data: input,
  });
  return body.result;
}

/** How many texts a hearing's reminder to the case's clients takes, and from what credit; null: nothing to ask. */
export function useClientSmsPreview(input: ClientSmsPreviewRequest | null) {
  return useQuery({
    queryKey: ['calendar', 'client-sms-preview', input],
    queryFn: () => previewClientSms(input as ClientSmsPreviewRequest),
    enabled: input !== null,
    placeholderData: keepPreviousData,
  });
}
