import {
  API,
  type Banner,
  CALENDAR_API,
  type CalendarEvent,
  type Case,
  contentPaths,
  moneyPaths,
  notificationPaths,
  officePaths,
  type Profile,
  type zClientCase,
} from '@vakilyar/contract';
import type { Infer } from '@/lib/infer';

type ClientCase = Infer<typeof zClientCase>;

/**
 * A small office as its pages show it, for the build to draw the signed-in pages once and keep the styles
 * they insert (render-page.tsx): the phone then finds those styles in `app-frame.html` instead of building
 * them while it draws. Only the shape matters; no name here is a real person's.
 */
const STAMP = '2026-11-01T08:30:00Z';
const lawyerRef = { pid: 'usr_sample_lawyer', first_name: 'مریم', last_name: 'احمدی' };
const office = { pid: 'off_sample', name: 'دفتر وکالت مریم احمدی' };

const profileOf = (pid: string, mobile: string, roles: Profile['roles']): Profile => ({
  pid,
  username: mobile,
  mobile,
  first_name: roles.includes('client') ? 'علی' : 'مریم',
  last_name: roles.includes('client') ? 'رضایی' : 'احمدی',
  email: null,
  roles,
  has_password: true,
  referral_code: 'SAMPLE24',
  date_joined: STAMP,
  has_photo: false,
});

export const SAMPLE_LAWYER = profileOf(lawyerRef.pid, '09120000001', ['lawyer']);
export const SAMPLE_CLIENT = profileOf('usr_sample_client', '09120000003', ['client']);
export const SAMPLE_CASE_PID = 'case_sample';

const sampleCase: Case = {
  pid: SAMPLE_CASE_PID,
  title: 'مطالبه وجه چک',
  case_number: '۱۴۰۳۱۰۰۲۰۰۰۷۸۹۰۱',
  archive_number: 'ب-۱۲',
  court: 'دادگاه عمومی حقوقی تهران',
  branch: '۱۲',
  case_type: 'civil',
  stage: 'first_instance',
  status: 'open',
  opponent: 'شرکت نمونه',
  subject: 'مطالبه',
  description: null,
  start_date: '2026-08-02',
  archive_cabinet: null,
  office,
  lawyers: [{ ...lawyerRef, role: 'owner' }],
  clients: [
    {
      pid: 'cl_sample',
      first_name: 'علی',
      last_name: 'رضایی',
      national_code: '0499370899',
      mobile: '09120000003',
    },
  ],
  documents_count: 1,
  access: 'owner',
  permissions: ['case.view', 'case.update', 'document.upload'],
  created_by: null,
  updated_by: null,
  created_at: STAMP,
  updated_at: STAMP,
};

const clientCase: ClientCase = {
  pid: SAMPLE_CASE_PID,
  title: sampleCase.title,
  case_number: sampleCase.case_number,
  court: sampleCase.court,
  branch: sampleCase.branch,
  case_type: sampleCase.case_type,
  stage: sampleCase.stage,
  status: sampleCase.status,
  opponent: sampleCase.opponent,
  subject: sampleCase.subject,
  start_date: sampleCase.start_date,
  office,
  lawyers: [lawyerRef],
  documents_count: 1,
  updated_at: STAMP,
};

/** A hearing on the build's day, so the calendar's month and the dashboard's deadlines both hold it. */
function sampleHearing(): CalendarEvent {
  const start = new Date();
  start.setUTCHours(6, 30, 0, 0);
  return {
    pid: 'evt_sample',
    title: 'جلسه رسیدگی مطالبه وجه چک',
    event_type: 'hearing',
    starts_at: start.toISOString(),
    ends_at: new Date(start.getTime() + 3_600_000).toISOString(),
    all_day: false,
    location: null,
    court: sampleCase.court,
    branch: sampleCase.branch,
    description: null,
    case: { pid: SAMPLE_CASE_PID, title: sampleCase.title },
    deadline: null,
    calendar: 'office',
    shared_with_clients: true,
    sms_clients: false,
    shared_view: false,
    reminders_count: 0,
    can_edit: true,
    created_by: lawyerRef,
    created_at: STAMP,
    updated_at: STAMP,
  };
}

const banner: Banner = {
  pid: 'bnr_sample',
  title: 'تقویم جلسات دادگاه',
  subtitle: 'یادآوری پیامکی پیش از هر جلسه',
  image_url: null,
  link: '/calendar',
  link_text: 'تقویم',
  placement: 'dashboard',
  audience: [],
  sort_order: 1,
  starts_at: null,
  ends_at: null,
};

const pageOf = <T>(results: T[]) => ({
  result: { count: results.length, next: null, previous: null, results },
});

/** The permissions the office's pages check. */
const rolePermissions = {
  lawyer: ['client.view', 'client.create', 'case.view', 'case.create', 'case.update', 'document.upload'],
  secretary: ['client.view', 'case.view'],
  client: ['own_case.view'],
  consultant: [],
  admin: [],
};

/** The answer to a GET of `endpoint` when `profile` is signed in; undefined when the sample has none. */
export function sampleAnswer(endpoint: string, profile: Profile): unknown {
  const answers: Record<string, () => unknown> = {
    [API.profile.get]: () => ({ result: profile }),
    [API.profile.rolePermissions]: () => ({ result: rolePermissions }),
    [contentPaths.banners]: () => ({ result: [banner] }),
    [officePaths.cases]: () => pageOf([sampleCase]),
    [officePaths.case(SAMPLE_CASE_PID)]: () => ({ result: sampleCase }),
    [officePaths.myCases]: () => pageOf([clientCase]),
    [officePaths.myCase(SAMPLE_CASE_PID)]: () => ({ result: clientCase }),
    [CALENDAR_API.events.list]: () => pageOf([sampleHearing()]),
    [CALENDAR_API.holidays]: () => pageOf([]),
    // The app bar's: the coin balance and the bell.
    [moneyPaths.wallet.balance]: () => ({ result: { balance: 600 } }),
    [notificationPaths.alarms]: () => ({ result: { ...pageOf([]).result, unseen_count: 0 } }),
  };
  return answers[endpoint]?.();
}
