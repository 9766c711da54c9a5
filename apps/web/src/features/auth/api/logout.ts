import { useMutation } from '@tanstack/react-query';
import { API } from '@vakilyar/contract';
import { request } from '@/lib/api/request';
import { endSession } from '@/lib/auth/session';
import { getRefreshToken } from '@/lib/auth/token-storage';

/** Revokes this device's refresh token on the server. */
export function logout(): Promise<unknown> {
  return request({
    endpoint: API.auth.logout,
    method: 'POST',
    data: { refresh_token: getRefreshToken() ?? undefined },
    silent: true,
  });
}

/** Logs out here even when the server cannot be reached: tokens, auth state and cache go, then /login. */
export function useLogout() {
  return useMutation({
    mutationFn: async () => {
      try {
        await logout();
      } finally {
        endSession();
      }
    },
  });
}
