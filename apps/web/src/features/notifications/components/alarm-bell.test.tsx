import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';
import { server } from '@/test/msw-server';
import { ALARMS_NOW, serveAlarms } from '../test/alarm-fixtures';
import { AlarmBell } from './alarm-bell';

const LOAD = { timeout: 5000 };

function renderBell() {
  const router = createMemoryRouter([
    { path: '/', Component: AlarmBell },
    { path: '/court-notices/:pid', Component: () => <p>صفحه ابلاغیه</p> },
  ]);
  render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

describe('the alarm bell', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(ALARMS_NOW);
  });
  afterEach(() => vi.useRealTimers());

  it('shows the unseen count in Persian digits and lists the alarms with Jalali relative times', async () => {
    serveAlarms();
    renderBell();
    const bell = await screen.findByRole('button', { name: 'اعلان‌ها: ۲ اعلان دیده‌نشده' }, LOAD);
    expect(within(bell).getByText('۲')).toBeInTheDocument();
    await userEvent.click(bell);
    const list = await screen.findByRole('list', { name: 'اعلان‌ها' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(within(list).getByText('۵ دقیقه پیش، دیده‌نشده')).toBeInTheDocument();
    expect(within(list).getByText('جلسه رسیدگی فردا ساعت ۹')).toBeInTheDocument();
    expect(within(list).getByText('۳ ساعت پیش، دیده‌نشده')).toBeInTheDocument();
  });

  it("opens an alarm's link, marks that one seen and closes the list", async () => {
    const { seenRequests } = serveAlarms();
    const router = renderBell();
    await userEvent.click(await screen.findByRole('button', { name: /اعلان‌ها/ }, LOAD));
    await userEvent.click(await screen.findByRole('link', { name: /احضاریه تازه/ }));
    expect(router.state.location.pathname).toBe('/court-notices/cn_1');
    expect(await screen.findByText('صفحه ابلاغیه')).toBeInTheDocument();
    await waitFor(() => expect(seenRequests).toEqual([['al_1']]));
  });

  it('marks the shown unseen alarms seen and clears the badge', async () => {
    const { seenRequests } = serveAlarms();
    renderBell();
    await userEvent.click(await screen.findByRole('button', { name: /۲ اعلان دیده‌نشده/ }, LOAD));
    await userEvent.click(screen.getByRole('button', { name: 'علامت‌گذاری همه به‌عنوان دیده‌شده' }));
    expect(seenRequests).toEqual([['al_1', 'al_2']]);
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'علامت‌گذاری همه به‌عنوان دیده‌شده' })).toBeNull(),
    );
    // The bell behind the open list now reads no unseen alarm.
    expect(await screen.findByRole('button', { name: 'اعلان‌ها', hidden: true })).toBeInTheDocument();
  });

  it('takes a pushed alarm at once: the stream tells, the bell reads the new alarm without waiting for a poll', async () => {
    const { arrive } = serveAlarms();
    let push: ((text: string) => void) | undefined;
    const streamAuth: (string | null)[] = [];
    server.use(
      http.get('/api/notification/v1/alarms/stream/', ({ request }) => {
        streamAuth.push(request.headers.get('authorization'));
        const body = new ReadableStream<Uint8Array>({
          start(controller) {
            push = (text) => controller.enqueue(new TextEncoder().encode(text));
          },
        });
        return new HttpResponse(body, { headers: { 'Content-Type': 'text/event-stream' } });
      }),
    );
    renderBell();
    await screen.findByRole('button', { name: 'اعلان‌ها: ۲ اعلان دیده‌نشده' }, LOAD);
    await waitFor(() => expect(push).toBeDefined());
    expect(streamAuth).toEqual(['Bearer access-1']);
    arrive({
      pid: 'al_new',
      kind: 'court_notice',
      title: 'ابلاغیه‌ای که همین حالا ثبت شد',
      body: null,
      link: '/court-notices/cn_9',
      seen_at: null,
      created_at: new Date().toISOString(),
    });
    push?.('event: alarms\ndata: {"unseen_count":3}\n\n');
    const bell = await screen.findByRole('button', { name: 'اعلان‌ها: ۳ اعلان دیده‌نشده' }, LOAD);
    await userEvent.click(bell);
    expect(await screen.findByText('ابلاغیه‌ای که همین حالا ثبت شد')).toBeInTheDocument();
  });

  it('says so when there is nothing', async () => {
    serveAlarms([]);
    renderBell();
    await userEvent.click(await screen.findByRole('button', { name: 'اعلان‌ها' }, LOAD));
    expect(screen.getByText('اعلان تازه‌ای ندارید.')).toBeInTheDocument();
  });

  it('is hidden while the profile has not arrived', async () => {
    serveAlarms();
    server.use(http.get('/api/user/v1/profile/get-profile/', () => new Promise<Response>(() => undefined)));
    renderBell();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.queryByRole('button')).toBeNull();
  });
});
