import { screen, within } from '@testing-library/react';
import { addDays, setHours } from 'date-fns-jalali';
import { describe, expect, it } from 'vitest';
import { eventAt } from '@/features/calendar/test/calendar-fixtures';
import { caseItem } from '@/features/cases/test/office-fixtures';
import { imageNotice } from '@/features/court-notices/test/notice-fixtures';
import { PAGE_TEST } from '@/features/payments/testing/money-fixtures';
import { fromOfficeWall, officeToday } from '@/lib/format/office-time';
import { lawyerProfile } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { FIRST_LOAD, serveDashboard } from '../test/dashboard-api';

/** An ISO moment at `hour` o'clock Tehran time, `days` after Tehran's today. */
const tehranAt = (days: number, hour: number) =>
  fromOfficeWall(setHours(addDays(officeToday(), days), hour)).toISOString();

const hearing = eventAt({
  pid: 'evt_h',
  title: 'جلسه رسیدگی دعوای تخلیه',
  starts_at: tehranAt(0, 10),
  ends_at: tehranAt(0, 11),
});
const deadline = (pid: string, days: number, title: string) =>
  eventAt({
    pid,
    title,
    event_type: 'deadline',
    all_day: true,
    starts_at: tehranAt(days, 0),
    ends_at: tehranAt(days, 0),
    case: { pid: 'case_1', title: 'مطالبه وجه چک' },
  });

describe('the office dashboard', PAGE_TEST, () => {
  it('shows a lawyer today’s hearings, the deadlines with the days they leave, unread notices and changed cases', async () => {
    const asked = serveDashboard(lawyerProfile, {
      events: [hearing, deadline('evt_d1', 3, 'مهلت تجدیدنظرخواهی'), deadline('evt_d2', 1, 'مهلت واخواهی')],
      notices: [imageNotice],
      cases: [{ ...caseItem, updated_by: { pid: 'usr_sec', first_name: 'زهرا', last_name: 'کریمی' } }],
    });
    renderApp('/dashboard');

    const hearings = within(await screen.findByRole('region', { name: 'رویدادهای پیش رو' }, FIRST_LOAD));
    expect(await hearings.findByText('جلسه رسیدگی دعوای تخلیه')).toBeInTheDocument();
    // The deadlines have a card of their own.
    expect(hearings.queryByText('مهلت واخواهی')).toBeNull();

    const deadlines = within(screen.getByRole('region', { name: 'مهلت‌های هفت روز آینده' }));
    const rows = await deadlines.findAllByRole('link', { name: /^مهلت/ });
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('مهلت واخواهی'),
      expect.stringContaining('مهلت تجدیدنظرخواهی'),
    ]);
    expect(rows[0]).toHaveTextContent('فردا');
    expect(rows[1]).toHaveTextContent('۳ روز مانده');
    expect(deadlines.getByText('۲ مورد')).toBeInTheDocument();

    const notices = within(screen.getByRole('region', { name: 'ابلاغیه‌های تازه' }));
    expect(await notices.findByText('احضاریه متهم برای ادای توضیحات')).toBeInTheDocument();

    const cases = within(screen.getByRole('region', { name: 'پرونده‌های اخیراً تغییرکرده' }));
    const changed = await cases.findByRole('link', { name: /مطالبه وجه چک/ });
    expect(changed).toHaveAttribute('href', '/cases/case_1');
    expect(changed).toHaveTextContent('زهرا کریمی');
    expect(asked['/lawyer-office/v1/cases/']?.[0]?.get('ordering')).toBe('-updated_at');
  });

  it('no longer repeats the drawer’s sections as a grid of cards; one line names the office', async () => {
    const asked = serveDashboard(lawyerProfile, {
      latestNumbers: {
        office: { pid: 'office_1', name: 'دفتر وکالت مریم احمدی' },
        open_cases: 12,
        clients: 30,
        shared_cases: 0,
      },
    });
    renderApp('/dashboard');
    const main = within(await screen.findByRole('main'));
    expect(
      await main.findByRole('region', { name: 'مهلت‌های هفت روز آینده' }, FIRST_LOAD),
    ).toBeInTheDocument();
    expect(main.queryByRole('link', { name: /^منشی‌ها/ })).toBeNull();
    expect(main.queryByText('دسترسی سریع')).toBeNull();
    // Nor the office's counters, each a link to a section the drawer already lists.
    expect(main.queryByRole('region', { name: 'آمار دفتر' })).toBeNull();
    expect(main.queryByRole('link', { name: /پرونده‌های جاری$/ })).toBeNull();
    expect(await main.findByText('دفتر: دفتر وکالت مریم احمدی، ۱۲ پرونده جاری، ۳۰ موکل')).toBeInTheDocument();
    expect(asked['/lawyer-office/v1/offices/latest-numbers/']).toHaveLength(1);
  });

  it('draws skeletons while the cards load, then says when nothing is due', async () => {
    // Long enough to outlast the page's code: the route starts the cards' queries beside it.
    serveDashboard({ ...lawyerProfile, roles: ['secretary'] }, { wait: 3000 });
    renderApp('/dashboard');
    const deadlines = within(
      await screen.findByRole('region', { name: 'مهلت‌های هفت روز آینده' }, FIRST_LOAD),
    );
    expect(deadlines.getByRole('status', { name: 'در حال بارگذاری…' })).toHaveAttribute('aria-busy', 'true');
    expect(
      await deadlines.findByText('در هفت روز آینده مهلتی ثبت نشده است.', undefined, FIRST_LOAD),
    ).toBeInTheDocument();
    expect(deadlines.queryByRole('status')).toBeNull();
  });
});
