import { ROLE_LABELS, type Role } from '@vakilyar/contract';

const roleList = (roles: Role[]) => roles.map((role) => `«${ROLE_LABELS[role]}»`).join('، ');

/** Persian texts of the admin's users and roles. */
export const adminTexts = {
  userNotFound: 'کاربر یافت نشد.',
  rolesSaved: 'نقش‌های کاربر ذخیره شد.',
  rolesUnchanged: 'نقش‌های کاربر تغییری نکرد.',
  rolesChanged: (granted: Role[], removed: Role[]) =>
    [
      granted.length ? `نقش ${roleList(granted)} به کاربر داده شد.` : '',
      removed.length ? `نقش ${roleList(removed)} از کاربر گرفته شد.` : '',
    ]
      .filter(Boolean)
      .join(' '),
  ownAdminRole: 'نمی‌توانید نقش مدیر سامانه را از حساب خودتان بردارید.',
  lastAdmin: 'این کاربر تنها مدیر فعال سامانه است؛ پیش از این کار، مدیر دیگری تعیین کنید.',
  deactivateSelf: 'نمی‌توانید حساب کاربری خودتان را غیرفعال کنید.',
  alreadyInactive: 'این حساب کاربری پیش‌تر غیرفعال شده است.',
  alreadyActive: 'این حساب کاربری فعال است.',
  deactivated: 'حساب کاربری غیرفعال شد و کاربر از همه دستگاه‌ها خارج شد.',
  activated: 'حساب کاربری دوباره فعال شد.',
  /** What a deactivated user reads when they try to sign in. */
  signInRefused: 'حساب کاربری شما غیرفعال شده است؛ برای پیگیری با پشتیبانی وکیل‌یار تماس بگیرید.',
} as const;
