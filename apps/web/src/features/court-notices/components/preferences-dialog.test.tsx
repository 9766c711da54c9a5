import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';
import { server } from '@/test/msw-server';
import { LOAD, signInAs } from '../test/notice-fixtures';
import { PreferencesDialog } from './preferences-dialog';

describe('the notice preferences dialog', { timeout: 20_000 }, () => {
  it('shows the saved choices and sends the changed ones', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    signInAs();
    server.use(
      http.get('/api/court-notification/v1/preferences/get_preferences/', () =>
        HttpResponse.json({
          result: { in_app_on_new_notice: true, sms_on_new_notice: false, daily_digest_hour: null },
        }),
      ),
      http.patch('/api/court-notification/v1/preferences/update_preferences/', async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        sent.push(body);
        return HttpResponse.json({ result: { ...body, message: 'تنظیمات اعلان ابلاغیه‌ها ذخیره شد.' } });
      }),
    );
    const onClose = vi.fn();
    render(
      <AppProviders queryClient={createQueryClient()}>
        <PreferencesDialog open onClose={onClose} />
      </AppProviders>,
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'تنظیمات اعلان ابلاغیه‌ها' }));
    const inApp = await dialog.findByRole('switch', { name: 'اعلان درون برنامه' }, LOAD);
    expect(inApp).toBeChecked();
    await user.click(dialog.getByRole('switch', { name: 'پیامک' }));
    await user.click(dialog.getByRole('combobox', { name: 'خلاصه روزانه ابلاغیه‌های خوانده‌نشده' }));
    await user.click(await screen.findByRole('option', { name: 'هر روز ساعت ۰۸:۰۰' }));
    await user.click(dialog.getByRole('button', { name: 'ذخیره' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent).toEqual([{ in_app_on_new_notice: true, sms_on_new_notice: true, daily_digest_hour: 8 }]);
  });
});
