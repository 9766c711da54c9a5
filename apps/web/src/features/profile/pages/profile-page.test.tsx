import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STORAGE_KEYS } from '@vakilyar/contract';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { saveTokens } from '@/lib/auth/token-storage';
import { lawyerProfile, signedIn } from '@/test/fixtures';
import { server } from '@/test/msw-server';
import { renderApp } from '@/test/render-app';

const officeCard = {
  pid: 'off_1',
  name: 'دفتر وکالت مریم احمدی',
  licence_no: null,
  bar_association: null,
  bar_association_label: null,
  address: null,
  can_edit: true,
};

describe('the profile page', () => {
  let patches: unknown[];
  let officePuts: unknown[];

  beforeEach(() => {
    patches = [];
    officePuts = [];
    saveTokens({ accessToken: signedIn.access_token, refreshToken: signedIn.refresh_token });
    server.use(
      http.get('/api/lawyer-office/v1/offices/mine/', () => HttpResponse.json({ result: officeCard })),
      http.put('/api/lawyer-office/v1/offices/mine/', async ({ request }) => {
        const card = (await request.json()) as Record<string, unknown>;
        officePuts.push(card);
        return HttpResponse.json({
          result: { ...officeCard, ...card, bar_association_label: 'کانون وکلای دادگستری فارس' },
        });
      }),
      http.get('/api/user/v1/profile/get-profile/', () => HttpResponse.json({ result: lawyerProfile })),
      http.get('/api/user/v1/roles/my-roles/', () =>
        HttpResponse.json({ result: [{ code: 'lawyer', name: 'وکیل' }] }),
      ),
      http.patch('/api/user/v1/profile/update-profile/', async ({ request }) => {
        const changes = (await request.json()) as Record<string, unknown>;
        patches.push(changes);
        if (changes.current_password === 'wrong-one') {
          return HttpResponse.json(
            {
              code: 'validation_error',
              error_messages: {
                message: 'اطلاعات نادرست است.',
                current_password: ['رمز عبور فعلی نادرست است.'],
              },
            },
            { status: 400 },
          );
        }
        return HttpResponse.json({ result: { ...lawyerProfile, ...changes } });
      }),
    );
  });

  it('lets the lawyer write the office name, licence, bar association and address', async () => {
    const user = userEvent.setup();
    renderApp('/profile');
    const card = await screen.findByRole('region', { name: 'مشخصات دفتر و پروانه' });
    const name = await within(card).findByLabelText('نام دفتر');
    expect(name).toHaveValue('دفتر وکالت مریم احمدی');
    await user.type(within(card).getByLabelText('شماره پروانه وکالت'), '۴۵۶۷۸');
    await user.click(within(card).getByRole('combobox', { name: /^کانون وکلا/ }));
    await user.click(await screen.findByRole('option', { name: 'کانون وکلای دادگستری فارس' }));
    await user.type(within(card).getByLabelText('نشانی دفتر'), 'شیراز، خیابان زند');
    await user.click(within(card).getByRole('button', { name: 'ذخیره مشخصات دفتر' }));

    expect(await screen.findByText('مشخصات دفتر ذخیره شد.')).toBeInTheDocument();
    expect(officePuts).toEqual([
      {
        name: 'دفتر وکالت مریم احمدی',
        licence_no: '45678',
        bar_association: 'fars',
        address: 'شیراز، خیابان زند',
      },
    ]);
  });

  it('refuses an empty office name before sending', async () => {
    const user = userEvent.setup();
    renderApp('/profile');
    const name = await screen.findByLabelText('نام دفتر');
    await user.clear(name);
    await user.click(screen.getByRole('button', { name: 'ذخیره مشخصات دفتر' }));
    await waitFor(() => expect(name).toHaveAccessibleDescription('نام دفتر را بنویسید.'));
    expect(officePuts).toEqual([]);
  });

  it('shows the mobile number, the roles and the membership date in Persian', async () => {
    renderApp('/profile');
    expect(await screen.findByText('۰۹۱۲۱۲۳۴۵۶۷')).toBeInTheDocument();
    expect(screen.getByText('وکیل')).toBeInTheDocument();
    expect(screen.getByText('۱ فروردین ۱۴۰۴')).toBeInTheDocument();
  });

  it('names «نقش‌های من» as roles/my-roles/ answers', async () => {
    server.use(
      http.get('/api/user/v1/roles/my-roles/', () =>
        HttpResponse.json({
          result: [
            { code: 'lawyer', name: 'وکیل پایه‌یک' },
            { code: 'consultant', name: 'مشاور حقوقی' },
          ],
        }),
      ),
    );
    renderApp('/profile');
    expect(await screen.findByText('نقش‌های من')).toBeInTheDocument();
    expect(await screen.findByText('مشاور حقوقی')).toBeInTheDocument();
    expect(screen.getByText('وکیل پایه‌یک')).toBeInTheDocument();
  });

  it('saves the name and email', async () => {
    const user = userEvent.setup();
    renderApp('/profile');

    const firstName = await screen.findByLabelText('نام');
    await user.clear(firstName);
    await user.type(firstName, 'سارا');
    await user.type(screen.getByLabelText('ایمیل'), 'sara@example.com');
    await user.click(screen.getByRole('button', { name: 'ذخیره تغییرات' }));

    expect(await screen.findByText('مشخصات شما ذخیره شد.')).toBeInTheDocument();
    expect(patches).toEqual([{ first_name: 'سارا', last_name: 'احمدی', email: 'sara@example.com' }]);
  });

  it('asks for the current password and shows the server’s verdict on it under its input', async () => {
    const user = userEvent.setup();
    renderApp('/profile');

    await user.type(await screen.findByLabelText('رمز عبور جدید'), 'a-new-password');
    await user.click(screen.getByRole('button', { name: 'تغییر رمز عبور' }));
    const current = screen.getByLabelText('رمز عبور فعلی');
    await waitFor(() => expect(current).toHaveAccessibleDescription('رمز عبور فعلی را وارد کنید.'));
    expect(patches).toEqual([]);

    await user.type(current, 'wrong-one');
    await user.click(screen.getByRole('button', { name: 'تغییر رمز عبور' }));
    await waitFor(() => expect(current).toHaveAccessibleDescription('رمز عبور فعلی نادرست است.'));
    expect(patches).toEqual([{ current_password: 'wrong-one', new_password: 'a-new-password' }]);
  });

  it('logs out of every device after a confirmation, then out of this one', async () => {
    let deactivated = 0;
    server.use(
      http.post('/api/user/v1/devices/deactivate-all/', () => {
        deactivated += 1;
        return HttpResponse.json({ result: { message: 'از همه دستگاه‌ها خارج شدید.' } });
      }),
    );
    const user = userEvent.setup();
    const { router } = renderApp('/profile');

    await user.click(await screen.findByRole('button', { name: 'خروج از همه دستگاه‌ها' }));
    const confirm = await screen.findByRole('dialog', { name: 'خروج از همه دستگاه‌ها' });
    expect(deactivated).toBe(0);
    await user.click(within(confirm).getByRole('button', { name: 'بله، از همه دستگاه‌ها خارج شوم' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(deactivated).toBe(1);
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
  });

  it('deletes the account only after the confirmation, with the password', async () => {
    const deletions: unknown[] = [];
    server.use(
      http.post('/api/user/v1/delete-account/', async ({ request }) => {
        deletions.push(await request.json());
        return HttpResponse.json({ result: { message: 'حساب حذف شد.' } });
      }),
    );
    const user = userEvent.setup();
    const { router } = renderApp('/profile');

    await user.click(await screen.findByRole('button', { name: 'حذف حساب کاربری' }));
    const dialog = await screen.findByRole('dialog', { name: 'حذف حساب کاربری' });
    await user.click(within(dialog).getByRole('button', { name: 'انصراف' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(deletions).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'حذف حساب کاربری' }));
    const confirm = await screen.findByRole('dialog', { name: 'حذف حساب کاربری' });
    await user.type(within(confirm).getByLabelText('رمز عبور برای تأیید'), 'my-password');
    await user.click(within(confirm).getByRole('button', { name: 'بله، حساب من حذف شود' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(deletions).toEqual([{ password: 'my-password' }]);
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBeNull();
  });

  it('shows a secretary the office she works in, its lawyer and her colleagues (secretary-info/)', async () => {
    server.use(
      http.get('/api/user/v1/profile/get-profile/', () =>
        HttpResponse.json({ result: { ...lawyerProfile, pid: 'usr_sec', roles: ['secretary'] } }),
      ),
      http.get('/api/lawyer-office/v1/offices/secretary-info/', () =>
        HttpResponse.json({
          result: {
            office: { pid: 'off_1', name: 'دفتر وکالت رضایی و همکاران' },
            lawyer: { pid: 'usr_law', first_name: 'مهدی', last_name: 'رضایی', mobile: '09120000001' },
            secretaries: [
              {
                pid: 'usr_sec2',
                first_name: 'سارا',
                last_name: 'نیک‌نام',
                mobile: '09123334455',
                has_password: true,
                assigned_at: '2025-03-21T08:30:00Z',
              },
            ],
          },
        }),
      ),
    );
    renderApp('/profile');
    const office = within(await screen.findByRole('region', { name: 'دفتر من' }, { timeout: 5000 }));
    expect(office.getByText('دفتر وکالت: دفتر وکالت رضایی و همکاران')).toBeInTheDocument();
    expect(office.getByText(/وکیل دفتر: مهدی رضایی/)).toHaveTextContent('۰۹۱۲۰۰۰۰۰۰۱');
    expect(office.getByText('منشی‌های دیگر دفتر: سارا نیک‌نام')).toBeInTheDocument();
  }, 15_000);

  it('shows no office to a lawyer', async () => {
    renderApp('/profile');
    await screen.findByText('مشخصات فردی', undefined, { timeout: 5000 });
    expect(screen.queryByRole('region', { name: 'دفتر من' })).toBeNull();
  }, 15_000);
});
