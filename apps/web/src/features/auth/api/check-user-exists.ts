import { useMutation } from '@tanstack/react-query';
import { API, type zExistsResponse } from '@vakilyar/contract';
import { request } from '@/lib/api/request';
import type { Infer } from '@/lib/infer';

export type UserExists = Infer<typeof zExistsResponse>['result'];

/** Whether a mobile number has an account, and whether that account has a password. */
export async function checkUserExists(username: string): Promise<UserExists> {
  const body = await request<Infer<typeof zExistsResponse>>({
    endpoint: API.auth.checkUserExists,
    method: 'POST',
    data: { username, country_alpha2: 'IR' },
  });
  return body.result;
}

export function useCheckUserExists() {
  return useMutation({ mutationFn: checkUserExists });
}
