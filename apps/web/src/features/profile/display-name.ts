import { type Profile, toPersianDigits } from '@vakilyar/contract';

/** «نام نام‌خانوادگی», or the mobile number in Persian digits for someone who has no name yet. */
export function displayName(profile: Pick<Profile, 'first_name' | 'last_name' | 'mobile'>): string {
  const name = `${profile.first_name} ${profile.last_name}`.trim();
  return name || toPersianDigits(profile.mobile);
}
