import { useMutation } from '@tanstack/react-query';
import { API } from '@vakilyar/contract';
import { request } from '@/lib/api/request';
import { endSession } from '@/lib/auth/session';
import { notifySuccess } from '@/lib/notify';
import { profileText } from '@/locales/fa/profile';

/** Revokes every refresh token of the user, this device's too. */
export function deactivateAllDevices(): Promise<unknown> {
  return request({ endpoint: API.profile.deactivateAllDevices, method: 'POST' });
}

/** Then logs out here: the stored refresh token is no longer any good. */
export function useDeactivateAllDevices() {
  return useMutation({
    mutationFn: deactivateAllDevices,
    onSuccess: () => {
      notifySuccess(profileText.security.deactivated);
      endSession();
    },
  });
}
