import { useMutation } from '@tanstack/react-query';
import { API } from '@vakilyar/contract';
import { request } from '@/lib/api/request';
import type { CodeSent, CodeSentResponse } from './code-sent';

export async function sendForgotPasswordCode(username: string): Promise<CodeSent> {
  const body = await request<CodeSentResponse>({
    endpoint: API.auth.sendForgotPasswordCode,
    method: 'POST',
    data: { username },
  });
  return body.result;
}

export function useSendForgotPasswordCode() {
  return useMutation({ mutationFn: sendForgotPasswordCode });
}
