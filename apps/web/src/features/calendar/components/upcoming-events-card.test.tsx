import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDays, setHours, startOfToday } from 'date-fns-jalali';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '@/app/query-client';
import { saveTokens } from '@/lib/auth/token-storage';
import { toDayParam, weekDays } from '../kit/calendar-dates';
import { serveCalendar } from '../test/calendar-api';
import { eventAt } from '../test/calendar-fixtures';
import { UpcomingEventsCard } from './upcoming-events-card';

function renderCard() {
  const router = createMemoryRouter(
    [
      { path: '/dashboard', Component: UpcomingEventsCard },
      { path: '/calendar', Component: () => null },
    ],
    { initialEntries: ['/dashboard'] },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe('the upcoming events card', () => {
  beforeEach(() => saveTokens({ accessToken: 'access-1', refreshToken: 'refresh-1' }));

  it('splits today from the rest of the week and opens the calendar on an event’s week', async () => {
    const today = startOfToday();
    const lastDay = weekDays(today).at(-1) ?? today;
    const laterThisWeek = lastDay > today ? lastDay : null;
    const calls = serveCalendar({
      events: [
        eventAt({
          pid: 'a',
          title: 'جلسه امروز',
          starts_at: setHours(today, 10).toISOString(),
          ends_at: setHours(today, 11).toISOString(),
        }),
        ...(laterThisWeek
          ? [
              eventAt({
                pid: 'b',
                title: 'جلسه آخر هفته',
                starts_at: setHours(laterThisWeek, 9).toISOString(),
                ends_at: setHours(laterThisWeek, 10).toISOString(),
              }),
            ]
          : []),
      ],
    });
    const router = renderCard();
    const todaySection = within(await screen.findByRole('region', { name: 'امروز' }));
    expect(todaySection.getByText('جلسه امروز')).toBeInTheDocument();
    const rest = within(screen.getByRole('region', { name: 'ادامه این هفته' }));
    if (laterThisWeek) expect(rest.getByText('جلسه آخر هفته')).toBeInTheDocument();
    else expect(rest.getByText('تا پایان هفته رویداد دیگری نیست.')).toBeInTheDocument();

    const asked = calls.listed[0];
    expect(new Date(asked?.get('from') ?? '')).toEqual(today);
    expect(new Date(asked?.get('to') ?? '')).toEqual(addDays(lastDay, 1));

    await userEvent.setup().click(todaySection.getByRole('button', { name: /جلسه امروز/ }));
    expect(router.state.location.search).toBe(`?view=week&date=${toDayParam(today)}`);
  });

  it('says when nothing is planned', async () => {
    serveCalendar();
    renderCard();
    expect(await screen.findByText('امروز رویدادی ندارید.')).toBeInTheDocument();
  });
});
