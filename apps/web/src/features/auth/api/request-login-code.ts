import { useMutation } from '@tanstack/react-query';
import { API } from '@vakilyar/contract';
import { request } from '@/lib/api/request';
import type { CodeSent, CodeSentResponse } from './code-sent';

/** `login` without a password texts a one-time code (202). */
export async function requestLoginCode(username: string): Promise<CodeSent> {
  const body = await request<CodeSentResponse>({
    endpoint: API.auth.login,
    method: 'POST',
    data: { username },
  });
  return body.result;
}

export function useRequestLoginCode() {
  return useMutation({ mutationFn: requestLoginCode });
}
