import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { signInAs } from '@/features/cases/test/office-fixtures';
import { server } from '@/test/msw-server';
import { renderApp } from '@/test/render-app';
import { LOAD, serveCalendar } from '../test/calendar-api';
import { calendarSettings } from '../test/calendar-fixtures';

const feedAddress = {
  url: 'https://vakilyar.example/api/court-calendar/v1/feed/secret-token.ics',
  webcal_url: 'webcal://vakilyar.example/api/court-calendar/v1/feed/secret-token.ics',
  created_at: '2026-11-23T08:00:00Z',
  message: 'نشانی تازه ساخته شد.',
};

async function openSettings() {
  const user = userEvent.setup();
  renderApp('/calendar?view=month&date=2026-11-23');
  await user.click(await screen.findByRole('button', { name: 'تنظیمات تقویم' }, LOAD));
  const dialog = within(await screen.findByRole('dialog', { name: 'تنظیمات تقویم' }));
  return { user, dialog };
}

describe('the calendar settings', { timeout: 30000 }, () => {
  let patched: unknown[];
  let rotations: number;

  beforeEach(() => {
    signInAs();
    patched = [];
    rotations = 0;
    server.use(
      http.patch('/api/court-calendar/v1/settings/update_settings/', async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        patched.push(body);
        return HttpResponse.json({ result: { ...calendarSettings, ...body, message: 'ذخیره شد.' } });
      }),
      http.post('/api/court-calendar/v1/settings/rotate_feed_token/', () => {
        rotations += 1;
        return HttpResponse.json({ result: feedAddress });
      }),
    );
  });

  it('changes the default reminders and turns SMS on', async () => {
    serveCalendar();
    const { user, dialog } = await openSettings();
    const reminders = within(await dialog.findByRole('group', { name: 'یادآورهای پیش‌فرض' }));
    expect(reminders.getByRole('button', { name: '۱ روز قبل' })).toHaveAttribute('aria-pressed', 'true');
    expect(reminders.getByRole('button', { name: '۱ هفته قبل' })).toHaveAttribute('aria-pressed', 'false');

    await user.click(reminders.getByRole('button', { name: '۱ هفته قبل' }));
    await user.click(reminders.getByRole('button', { name: '۱ ساعت قبل' }));
    await user.click(dialog.getByRole('switch', { name: 'یادآوری با پیامک' }));
    await user.click(dialog.getByRole('button', { name: 'ذخیره تنظیمات' }));
    await waitFor(() =>
      expect(patched).toEqual([
        { reminder_offsets: [10080, 1440], default_channel: 'in_app', sms_reminders: true },
      ]),
    );
  });

  it('makes the first feed address and shows it once, to copy or open', async () => {
    serveCalendar();
    const { user, dialog } = await openSettings();
    expect(await dialog.findByText('هنوز نشانی تقویمی نساخته‌اید.')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'ساخت نشانی تقویم' }));
    expect(await dialog.findByRole('textbox', { name: 'نشانی تقویم شما' })).toHaveValue(feedAddress.url);
    expect(dialog.getByRole('link', { name: 'افزودن به تقویم این دستگاه' })).toHaveAttribute(
      'href',
      feedAddress.webcal_url,
    );
    expect(dialog.getByRole('button', { name: 'رونوشت نشانی' })).toBeInTheDocument();
    expect(rotations).toBe(1);
  });

  it('warns that a new address stops the old one before making it', async () => {
    serveCalendar({
      settings: { ...calendarSettings, feed: { enabled: true, created_at: '2026-11-01T08:00:00Z' } },
    });
    const { user, dialog } = await openSettings();
    expect(await dialog.findByText(/از ۱۰ آبان ۱۴۰۵ فعال است/)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'ساخت نشانی تازه' }));
    const confirm = within(await screen.findByRole('dialog', { name: 'ساخت نشانی تازه' }));
    expect(confirm.getByText(/نشانی کنونی بی‌درنگ از کار می‌افتد/)).toBeInTheDocument();
    expect(rotations).toBe(0);
    await user.click(confirm.getByRole('button', { name: 'بله، نشانی تازه بساز' }));
    expect(await dialog.findByRole('textbox', { name: 'نشانی تقویم شما' })).toHaveValue(feedAddress.url);
    expect(rotations).toBe(1);
  });
});
