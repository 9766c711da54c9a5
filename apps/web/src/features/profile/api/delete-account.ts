import { useMutation } from '@tanstack/react-query';
import { API, type zDeleteAccountRequest } from '@vakilyar/contract';
import { request } from '@/lib/api/request';
import { endSession } from '@/lib/auth/session';
import type { Infer } from '@/lib/infer';
import { notifySuccess } from '@/lib/notify';
import { profileText } from '@/locales/fa/profile';

export type DeleteAccountRequest = Infer<typeof zDeleteAccountRequest>;

export function deleteAccount(confirmation: DeleteAccountRequest): Promise<unknown> {
  return request({ endpoint: API.profile.deleteAccount, method: 'POST', data: confirmation });
}

/** The account is gone, and with it the session: log out here. */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: deleteAccount,
    onSuccess: () => {
      notifySuccess(profileText.deleteDialog.deleted);
      endSession();
    },
  });
}
