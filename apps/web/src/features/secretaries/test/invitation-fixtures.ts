import type { SecretaryInvitation } from '@vakilyar/contract';

export const invitation: SecretaryInvitation = {
  pid: 'inv_1',
  status: 'pending',
  expired: false,
  office: { pid: 'off_1', name: 'دفتر وکالت مریم احمدی' },
  lawyer: { pid: 'usr_lawyer', first_name: 'مریم', last_name: 'احمدی' },
  invitee: { pid: 'usr_sara', first_name: 'سارا', last_name: 'نیک‌نام', mobile: '09123334455' },
  created_at: '2026-11-20T08:00:00Z',
  expires_at: '2026-11-27T08:00:00Z',
  answered_at: null,
};
