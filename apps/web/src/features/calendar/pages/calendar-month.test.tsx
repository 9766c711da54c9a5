import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { signInAs } from '@/features/cases/test/office-fixtures';
import { renderApp } from '@/test/render-app';
import { LOAD, serveCalendar } from '../test/calendar-api';
import { eventAt } from '../test/calendar-fixtures';

const AZAR_1405 = '/calendar?view=month&date=2026-11-23';
const at = (hour: number) => new Date(2026, 10, 23, hour).toISOString();
const LONG_TITLE = 'جلسه رسیدگی به دعوای مطالبه وجه چک و خسارت تأخیر تأدیه';

describe('the month view of a busy day', { timeout: 30000 }, () => {
  beforeEach(() => {
    signInAs();
  });

  it('names the day with its count, shows two events in full and the rest behind «+N»', async () => {
    serveCalendar({
      events: [
        eventAt({ pid: 'e1', title: LONG_TITLE, starts_at: at(9), ends_at: at(10) }),
        eventAt({
          pid: 'e2',
          title: 'ملاقات با موکل',
          event_type: 'meeting',
          starts_at: at(11),
          ends_at: at(12),
        }),
        eventAt({
          pid: 'e3',
          title: 'کارشناسی ملک',
          event_type: 'expert',
          starts_at: at(14),
          ends_at: at(15),
        }),
      ],
    });
    const user = userEvent.setup();
    renderApp(AZAR_1405);
    const grid = await screen.findByRole('grid', { name: 'تقویم آذر ۱۴۰۵' }, LOAD);

    const monday = within(
      (await within(grid).findByRole('button', { name: 'دوشنبه ۲ آذر ۱۴۰۵، ۳ رویداد' })).closest(
        '[role="gridcell"]',
      ) as HTMLElement,
    );
    // The whole title is on the page (wrapped, not cut to its first words) with its time before it.
    const first = monday.getByRole('button', { name: new RegExp(`^۰۹:۰۰ ?${LONG_TITLE} ?، جلسه رسیدگی$`) });
    expect(first).toHaveTextContent(`۰۹:۰۰ ${LONG_TITLE}`);
    expect(
      monday.getByRole('button', { name: /^۱۱:۰۰ ?ملاقات با موکل ?، ملاقات با موکل$/ }),
    ).toBeInTheDocument();
    expect(monday.queryByRole('button', { name: /کارشناسی ملک/ })).toBeNull();

    await user.click(monday.getByRole('button', { name: /^\+۱ ?رویداد دیگر$/ }));
    const popover = within(await screen.findByRole('presentation'));
    expect(popover.getByText('دوشنبه ۲ آذر ۱۴۰۵')).toBeInTheDocument();
    expect(popover.getByRole('button', { name: /۱۴:۰۰ ?کارشناسی ملک/ })).toBeInTheDocument();
    expect(popover.getAllByRole('button', { name: /،/ })).toHaveLength(3);
  });
});
