import { useMutation } from '@tanstack/react-query';
import { API, type AuthResult, type zAuthResponse } from '@vakilyar/contract';
import { request } from '@/lib/api/request';
import type { Infer } from '@/lib/infer';

export interface PasswordLogin {
  username: string;
  password: string;
}

export async function loginWithPassword(credentials: PasswordLogin): Promise<AuthResult> {
  const body = await request<Infer<typeof zAuthResponse>>({
    endpoint: API.auth.login,
    method: 'POST',
    data: credentials,
  });
  return body.result;
}

export function useLoginWithPassword() {
  return useMutation({ mutationFn: loginWithPassword });
}
