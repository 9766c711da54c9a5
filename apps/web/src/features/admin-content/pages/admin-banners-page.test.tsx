import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminBanner, Profile } from '@vakilyar/contract';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { answerShell } from '@/features/content/testing/content-fixtures';
import { PAGE_LOAD, PAGE_TEST, signInAs } from '@/features/payments/testing/money-fixtures';
import { lawyerProfile } from '@/test/fixtures';
import { server } from '@/test/msw-server';
import { renderApp } from '@/test/render-app';

const adminProfile: Profile = { ...lawyerProfile, pid: 'usr_admin', first_name: 'نرگس', roles: ['admin'] };
const STAMP = '2025-03-21T08:30:00Z';

const nowruz: AdminBanner = {
  pid: 'bn_1',
  title: 'نوروز مبارک',
  subtitle: null,
  image_id: null,
  image_url: null,
  link: null,
  link_text: null,
  placement: 'home_hero',
  audience: [],
  sort_order: 0,
  // The server keeps a picked day at midnight UTC.
  starts_at: '2025-03-21T00:00:00.000Z',
  ends_at: null,
  is_active: true,
  is_live: true,
  created_at: STAMP,
  updated_at: STAMP,
};

/** Types a Jalali day («14040113») into a picker field, from its first section. */
async function pickDay(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, digits: string) {
  await user.click(within(field).getAllByRole('spinbutton')[0] as HTMLElement);
  await user.keyboard(digits);
}

describe('the admin banners’ dates', PAGE_TEST, () => {
  let sent: unknown[];

  beforeEach(() => {
    sent = [];
    answerShell();
    server.use(
      http.get('/api/admin/v1/content/banners/', () => HttpResponse.json({ result: [nowruz] })),
      http.post('/api/admin/v1/content/banners/', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ result: { ...nowruz, message: 'بنر ثبت شد.' } }, { status: 201 });
      }),
      http.patch('/api/admin/v1/content/banners/bn_1/', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ result: { ...nowruz, message: 'بنر به‌روز شد.' } });
      }),
    );
    signInAs(adminProfile);
  });

  it('are picked on the Jalali picker and sent as the same Gregorian days', async () => {
    const user = userEvent.setup();
    renderApp('/admin/content/banners');
    const list = within(await screen.findByRole('list', { name: 'بنرها' }, PAGE_LOAD));
    const row = within(list.getByRole('listitem'));
    await user.click(row.getByRole('button', { name: 'ویرایش' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'ویرایش بنر' }));

    const starts = dialog.getByRole('group', { name: 'آغاز نمایش' });
    expect(starts).toHaveTextContent('۱۴۰۴/۰۱/۰۱');
    expect(within(starts).queryByRole('textbox')).toBeNull();
    expect(dialog.getAllByRole('button', { name: /^تاریخ را انتخاب کنید/ })).toHaveLength(2);
    await pickDay(user, dialog.getByRole('group', { name: 'پایان نمایش' }), '14040113');
    await user.click(dialog.getByRole('button', { name: 'ذخیره' }));

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ starts_at: '2025-03-21', ends_at: '2025-04-02' });
  });

  it('stop a half-typed day under its own field and send nothing', async () => {
    const user = userEvent.setup();
    renderApp('/admin/content/banners');
    await screen.findByRole('list', { name: 'بنرها' }, PAGE_LOAD);
    await user.click(screen.getAllByRole('button', { name: 'بنر جدید' })[0] as HTMLElement);
    const dialog = within(await screen.findByRole('dialog', { name: 'بنر جدید' }));
    await user.type(dialog.getByRole('textbox', { name: /^عنوان/ }), 'تخفیف مشاوره');
    // Esfand 1403 has thirty days.
    await pickDay(user, dialog.getByRole('group', { name: 'آغاز نمایش' }), '14031231');
    await user.click(dialog.getByRole('button', { name: 'ذخیره' }));

    expect(
      await dialog.findByText(
        'تاریخ کامل و درست نیست؛ آن را از تقویم انتخاب کنید یا مانند ۱۴۰۳/۰۵/۱۲ بنویسید.',
      ),
    ).toBeInTheDocument();
    expect(sent).toEqual([]);
  });
});
