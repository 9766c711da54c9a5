import { useMutation } from '@tanstack/react-query';
import { API } from '@vakilyar/contract';
import { request } from '@/lib/api/request';

export interface PasswordReset {
  username: string;
  code: string;
  new_password: string;
}

export function forgotPassword(reset: PasswordReset): Promise<unknown> {
  return request({ endpoint: API.auth.forgotPassword, method: 'POST', data: reset });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
