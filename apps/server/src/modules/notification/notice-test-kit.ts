import type { TestApp } from '../../../test/test-app.ts';
import { call, ok, type TestUser } from '../office/test-helpers.ts';

export const nb = '/api/court-notification/v1/court-notifications/';

export interface NoticeBody {
  pid: string;
  subject: string;
  notice_number: string | null;
  notice_type: string;
  served_on: string | null;
  hearing_at: string | null;
  reply_due_on: string | null;
  case: { pid: string; title: string } | null;
  is_important: boolean;
  is_read: boolean;
  attachments: {
    pid: string;
    name: string;
    size: number;
    mime_type: string;
    file_type: string;
    url: string;
  }[];
  created_by: { pid: string } | null;
}

export interface NoticePage {
  count: number;
  next: string | null;
  results: NoticeBody[];
}

/** Records a notice by hand as `user`. */
export const createNotice = async (
  t: TestApp,
  user: Pick<TestUser, 'access'>,
  fields: Record<string, unknown> = {},
) =>
  ok<NoticeBody & { message: string }>(
    await call(t, 'POST', `${nb}create/`, user.access, {
      subject: 'ابلاغ وقت رسیدگی',
      notice_number: '140310910000123456',
      notice_type: 'notice',
      court: 'دادگاه عمومی حقوقی تهران',
      branch: 'شعبه ۲۱۴',
      served_on: '2024-05-01',
      ...fields,
    }),
    201,
  );
