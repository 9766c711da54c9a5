import { screen, within } from '@testing-library/react';
import { addDays, setHours } from 'date-fns-jalali';
import { describe, expect, it } from 'vitest';
import { eventAt } from '@/features/calendar/test/calendar-fixtures';
import { session } from '@/features/chat/test/chat-fixtures';
import { PAGE_TEST } from '@/features/payments/testing/money-fixtures';
import { formatJalaliWeekdayDay } from '@/lib/format/jalali';
import { fromOfficeWall, officeToday } from '@/lib/format/office-time';
import { lawyerProfile } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { FIRST_LOAD, serveDashboard } from '../test/dashboard-api';

const client = { ...lawyerProfile, roles: ['client' as const] };
const myCase = (pid: string, title: string, status: 'open' | 'closed') => ({
  pid,
  title,
  case_number: null,
  court: null,
  branch: null,
  case_type: 'civil',
  stage: 'first_instance',
  status,
  opponent: null,
  subject: null,
  start_date: null,
  office: { pid: 'off_1', name: 'دفتر وکالت مریم احمدی' },
  lawyers: [{ pid: 'usr_lawyer', first_name: 'مریم', last_name: 'احمدی' }],
  documents_count: 0,
  updated_at: '2026-11-01T08:30:00Z',
});

describe('the client dashboard', PAGE_TEST, () => {
  it('shows her cases with their status and next court date, and her open chats', async () => {
    const hearingDay = addDays(officeToday(), 5);
    const at = (days: number) => fromOfficeWall(setHours(addDays(officeToday(), days), 9)).toISOString();
    serveDashboard(client, {
      myCases: [myCase('case_1', 'مطالبه مهریه', 'open'), myCase('case_2', 'تقسیم ترکه', 'closed')],
      events: [
        eventAt({
          pid: 'e2',
          starts_at: at(12),
          ends_at: at(12),
          case: { pid: 'case_1', title: 'مطالبه مهریه' },
        }),
        eventAt({
          pid: 'e1',
          starts_at: at(5),
          ends_at: at(5),
          case: { pid: 'case_1', title: 'مطالبه مهریه' },
        }),
      ],
      sessions: [session, { ...session, pid: 'cs_2', status: 'completed', title: 'گفتگوی تمام‌شده' }],
    });
    renderApp('/dashboard');

    const cases = within(await screen.findByRole('region', { name: 'پرونده‌های من' }, FIRST_LOAD));
    const first = await cases.findByRole('link', { name: /مطالبه مهریه/ });
    expect(first).toHaveAttribute('href', '/my-cases/case_1');
    expect(first).toHaveTextContent(`جلسه بعدی: ${formatJalaliWeekdayDay(hearingDay)}`);
    expect(first).toHaveTextContent('جاری');
    expect(cases.getByRole('link', { name: /تقسیم ترکه/ })).toHaveTextContent('جلسه‌ای پیش رو نیست');

    const chats = within(screen.getByRole('region', { name: 'گفتگوهای باز' }));
    const chat = await chats.findByRole('link', { name: /گفتگو با سارا محمدی نیک/ });
    expect(chat).toHaveAttribute('href', '/chats/cs_1');
    expect(chat).toHaveTextContent('۲ پیام خوانده‌نشده');
    expect(chats.queryByText('گفتگوی تمام‌شده')).toBeNull();
  });

  it('says so when she has no case and no open chat', async () => {
    serveDashboard(client);
    renderApp('/dashboard');
    expect(
      await screen.findByText('هنوز پرونده‌ای با شما به اشتراک گذاشته نشده است.', undefined, FIRST_LOAD),
    ).toBeInTheDocument();
    expect(await screen.findByText('گفتگوی بازی ندارید.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^موکلان/ })).toBeNull();
  });
});
