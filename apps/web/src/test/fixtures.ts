import type { AuthResult, Profile } from '@vakilyar/contract';

export const lawyerProfile: Profile = {
  pid: 'usr_lawyer',
  username: '09121234567',
  mobile: '09121234567',
  first_name: 'مریم',
  last_name: 'احمدی',
  email: null,
  roles: ['lawyer'],
  has_password: true,
  referral_code: 'MARYAM24',
  date_joined: '2025-03-21T08:30:00Z',
  has_photo: false,
};

export const signedIn: AuthResult = {
  access_token: 'access-1',
  refresh_token: 'refresh-1',
  username: '09121234567',
  exists: true,
};
