import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Consultation } from '@vakilyar/contract';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { consultantProfile, PAGE_LOAD, PAGE_TEST, signInAs } from '@/features/chat/test/chat-fixtures';
import { server } from '@/test/msw-server';
import { renderApp } from '@/test/render-app';
import { consultation } from '../test/consultation-fixtures';

const NOT_YET_DUE = 'زمان این مشاوره هنوز نرسیده است؛ پس از زمان مقرر می‌توانید آن را انجام‌شده اعلام کنید.';

const accepted = (scheduledAt: string | null): Consultation => ({
  ...consultation,
  my_role: 'consultant',
  status: 'accepted',
  status_label: 'پذیرفته‌شده',
  scheduled_at: scheduledAt,
});

describe('completing an accepted consultation', PAGE_TEST, () => {
  let current: Consultation;
  let completions: number;

  beforeEach(() => {
    completions = 0;
    signInAs(consultantProfile);
    server.use(
      http.get('/api/consultation/v1/consultations/con_1/', () => HttpResponse.json({ result: current })),
      http.post('/api/consultation/v1/consultations/con_1/complete/', () => {
        completions += 1;
        // The server's clock says the time has not come yet (the device's clock runs ahead).
        return HttpResponse.json(
          { code: 'conflict', error_messages: { non_field_errors: [NOT_YET_DUE] } },
          { status: 409 },
        );
      }),
    );
  });

  it('is not offered before the scheduled time, which it names in Jalali on Tehran’s clock', async () => {
    // 13:30 in Tehran on 1 Farvardin 1409.
    current = accepted('2030-03-21T10:00:00Z');
    renderApp('/consultations/con_1');
    expect(
      await screen.findByText(
        'انجام این مشاوره را از ۱ فروردین ۱۴۰۹، ساعت ۱۳:۳۰ می‌توانید ثبت کنید.',
        {},
        PAGE_LOAD,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'لغو مشاوره' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'ثبت انجام مشاوره' })).toBeNull();
  });

  it('is offered once the time has come, and shows the server’s reason when it still refuses', async () => {
    current = accepted(new Date(Date.now() - 60_000).toISOString());
    const user = userEvent.setup();
    renderApp('/consultations/con_1');
    await user.click(await screen.findByRole('button', { name: 'ثبت انجام مشاوره' }, PAGE_LOAD));
    expect(screen.queryByText(/می‌توانید ثبت کنید/)).toBeNull();
    const dialog = screen.getByRole('dialog', { name: 'ثبت انجام مشاوره' });
    await user.click(within(dialog).getByRole('button', { name: 'ثبت انجام مشاوره' }));
    expect(await screen.findByText(NOT_YET_DUE)).toBeInTheDocument();
    expect(completions).toBe(1);
  });
});
