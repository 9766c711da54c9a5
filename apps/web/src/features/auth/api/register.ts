import { useMutation } from '@tanstack/react-query';
import { API, type AuthResult, type RegisterRequest, type zAuthResponse } from '@vakilyar/contract';
import { request } from '@/lib/api/request';
import type { Infer } from '@/lib/infer';

/** Creates the account (201) and answers with its tokens. */
export async function register(registration: RegisterRequest): Promise<AuthResult> {
  const body = await request<Infer<typeof zAuthResponse>>({
    endpoint: API.auth.register,
    method: 'POST',
    data: registration,
  });
  return body.result;
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
