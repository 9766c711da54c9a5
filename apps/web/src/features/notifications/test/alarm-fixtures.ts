import type { Alarm } from '@vakilyar/contract';
import { HttpResponse, http } from 'msw';
import { saveTokens } from '@/lib/auth/token-storage';
import { lawyerProfile } from '@/test/fixtures';
import { server } from '@/test/msw-server';

/** Noon in Tehran, so that «۳ ساعت پیش» is the same day whenever the suite runs; tests pin the clock to it. */
export const ALARMS_NOW = new Date('2026-11-28T08:30:00Z');

const minutesAgo = (minutes: number) => new Date(ALARMS_NOW.getTime() - minutes * 60_000).toISOString();

export const alarms: Alarm[] = [
  {
    pid: 'al_1',
    kind: 'court_notice',
    title: 'احضاریه تازه: احضاریه متهم برای ادای توضیحات',
    body: 'دادسرای عمومی و انقلاب ناحیه 2 تهران — ثبت‌شده توسط مریم احمدی',
    link: '/court-notices/cn_1',
    seen_at: null,
    created_at: minutesAgo(5),
  },
  {
    pid: 'al_2',
    kind: 'reminder',
    title: 'جلسه رسیدگی فردا ساعت 9',
    body: null,
    link: '/calendar?event=ev_1',
    seen_at: null,
    created_at: minutesAgo(180),
  },
  {
    pid: 'al_3',
    kind: 'chat',
    title: 'درخواست گفتگوی تازه',
    body: null,
    link: null,
    seen_at: minutesAgo(60),
    created_at: minutesAgo(3000),
  },
];

/** Signs in and answers the bell's list; answers `bulk-seen` by marking what it is sent. */
export function serveAlarms(initial: Alarm[] = alarms) {
  let current = initial.map((alarm) => ({ ...alarm }));
  const seenRequests: string[][] = [];
  saveTokens({ accessToken: 'access-1', refreshToken: 'refresh-1' });
  server.use(
    http.get('/api/user/v1/profile/get-profile/', () => HttpResponse.json({ result: lawyerProfile })),
    http.get('/api/notification/v1/alarms/', () =>
      HttpResponse.json({
        result: {
          count: current.length,
          next: null,
          previous: null,
          results: current,
          unseen_count: current.filter((a) => !a.seen_at).length,
        },
      }),
    ),
    http.post('/api/notification/v1/alarms/bulk-seen/', async ({ request }) => {
      const { pids } = (await request.json()) as { pids: string[] };
      seenRequests.push(pids);
      current = current.map((a) => (pids.includes(a.pid) ? { ...a, seen_at: new Date().toISOString() } : a));
      const unseen = current.filter((a) => !a.seen_at).length;
      return HttpResponse.json({ result: { message: 'ok', updated: pids.length, unseen_count: unseen } });
    }),
  );
  /** A new alarm arrives on the server (as another user's action would leave it). */
  const arrive = (alarm: Alarm) => {
    current = [alarm, ...current];
  };
  return { seenRequests, arrive };
}
