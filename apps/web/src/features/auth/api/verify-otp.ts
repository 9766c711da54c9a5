import { useMutation } from '@tanstack/react-query';
import { API, type AuthResult, type zAuthResponse } from '@vakilyar/contract';
import { request } from '@/lib/api/request';
import type { Infer } from '@/lib/infer';

export interface OtpLogin {
  username: string;
  code: string;
}

export async function verifyOtp(otp: OtpLogin): Promise<AuthResult> {
  const body = await request<Infer<typeof zAuthResponse>>({
    endpoint: API.auth.verifyOtp,
    method: 'POST',
    data: otp,
  });
  return body.result;
}

export function useVerifyOtp() {
  return useMutation({ mutationFn: verifyOtp });
}
