import type { CourtNotice, Profile } from '@vakilyar/contract';
import { HttpResponse, http } from 'msw';
import { saveTokens } from '@/lib/auth/token-storage';
import { lawyerProfile } from '@/test/fixtures';
import { server } from '@/test/msw-server';

export const rolePermissions = {
  lawyer: ['case.view', 'court_notice.view', 'court_notice.manage', 'wallet.view'],
  secretary: ['case.view', 'court_notice.view', 'court_notice.manage'],
  client: ['own_case.view'],
  consultant: [],
  admin: [],
};

export const secretaryProfile: Profile = {
  ...lawyerProfile,
  pid: 'usr_secretary',
  first_name: 'زهرا',
  last_name: 'کریمی',
  roles: ['secretary'],
};

export const imageNotice: CourtNotice = {
  pid: 'cn_1',
  subject: 'احضاریه متهم برای ادای توضیحات',
  notice_number: '140310910006789014',
  notice_type: 'summons',
  court: 'دادسرای عمومی و انقلاب ناحیه 2 تهران',
  branch: 'شعبه 5 بازپرسی',
  served_on: '2024-08-02',
  hearing_at: null,
  reply_due_on: null,
  case: { pid: 'case_1', title: 'کلاهبرداری اینترنتی' },
  description: 'حضور متهم با وکیل الزامی است.',
  is_important: true,
  is_read: false,
  attachments: [
    {
      pid: 'at_1',
      name: 'احضاریه - صفحه ۱.png',
      size: 48_000,
      mime_type: 'image/png',
      file_type: 'image',
      url: '/api/court-notification/v1/court-notifications/cn_1/attachments/at_1/download/',
    },
    {
      pid: 'at_2',
      name: 'دادنامه.pdf',
      size: 2_500_000,
      mime_type: 'application/pdf',
      file_type: 'document',
      url: '/api/court-notification/v1/court-notifications/cn_1/attachments/at_2/download/',
    },
  ],
  created_by: { pid: 'usr_lawyer', first_name: 'مریم', last_name: 'احمدی' },
  created_at: '2024-08-02T06:30:00Z',
};

export const readNotice: CourtNotice = {
  pid: 'cn_2',
  subject: 'دادنامه بدوی دعوای مطالبه وجه چک',
  notice_number: null,
  notice_type: 'judgment',
  court: null,
  branch: null,
  served_on: null,
  hearing_at: null,
  reply_due_on: null,
  case: null,
  description: null,
  is_important: false,
  is_read: true,
  attachments: [],
  created_by: null,
  created_at: '2024-07-20T06:30:00Z',
};

/** The first find waits for the lazy page and its first answer on a busy machine (as the other pages' tests do). */
export const LOAD = { timeout: 12_000 } as const;

export function pageOf<T>(results: T[], count = results.length) {
  return { result: { count, next: null, previous: null, results } };
}

/** Signs in as `profile`; answers the shell's own calls (permissions, alarms, wallet). */
export function signInAs(profile: Profile = lawyerProfile) {
  saveTokens({ accessToken: 'access-1', refreshToken: 'refresh-1' });
  server.use(
    http.get('/api/user/v1/profile/get-profile/', () => HttpResponse.json({ result: profile })),
    http.get('/api/permissions/v1/role-permissions/', () => HttpResponse.json({ result: rolePermissions })),
    http.get('/api/notification/v1/alarms/', () =>
      HttpResponse.json({ result: { ...pageOf([]).result, unseen_count: 0 } }),
    ),
    http.get('/api/wallet/v1/balance/', () => HttpResponse.json({ result: { balance: 0 } })),
    http.get('/api/court-notification/v1/court-notifications/unread-count/', () =>
      HttpResponse.json({ result: { count: 0 } }),
    ),
  );
}
