import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminUser, AdminUserDetail } from '@vakilyar/contract';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  adminProfile,
  consultantDetail,
  consultantWallet,
  ledgerEntry,
} from '@/features/admin-finance/testing/admin-fixtures';
import { PAGE_LOAD, PAGE_TEST, page, signInAs } from '@/features/payments/testing/money-fixtures';
import { server } from '@/test/msw-server';
import { renderApp } from '@/test/render-app';

const U = '/api/admin/v1/users';

const { office: _office, wallet: _wallet, ...listed } = consultantDetail;
const consultant: AdminUser = listed;
const lawyer: AdminUser = {
  ...consultant,
  pid: 'usr_lawyer',
  first_name: 'مریم',
  last_name: 'احمدی',
  phone: '09120000001',
  roles: ['lawyer'],
  is_active: false,
};

describe('the admin users list', PAGE_TEST, () => {
  let searches: URLSearchParams[];

  beforeEach(() => {
    searches = [];
    signInAs(adminProfile);
    server.use(
      http.get(`${U}/`, ({ request }) => {
        const query = new URL(request.url).searchParams;
        searches.push(query);
        const found = query.get('search') === '۰۹۱۲۰۰۰۰۰۰۴' ? [consultant] : [consultant, lawyer];
        return HttpResponse.json(page(query.get('role') === 'admin' ? [] : found));
      }),
      http.get('/api/user/v1/roles/all/', () =>
        HttpResponse.json({
          result: [
            { code: 'lawyer', name: 'وکیل' },
            { code: 'admin', name: 'مدیر کل سامانه' },
          ],
        }),
      ),
    );
  });

  it('lists users with Persian digits, their roles, and who is deactivated', async () => {
    renderApp('/admin/users');
    const list = await screen.findByRole('list', { name: 'کاربران و نقش‌ها' }, PAGE_LOAD);
    const rows = within(list).getAllByRole('link');
    expect(rows[0]).toHaveTextContent('حسین محمدی');
    expect(rows[0]).toHaveTextContent('۰۹۱۲۰۰۰۰۰۰۴، عضویت: ۱ فروردین ۱۴۰۴');
    expect(rows[0]).toHaveTextContent('مشاور');
    expect(rows[1]).toHaveTextContent('غیرفعال');
    expect(rows[0]).toHaveAttribute('href', '/admin/users/usr_consultant');
  });

  it('searches by a mobile typed in Persian digits and filters by role', async () => {
    const user = userEvent.setup();
    renderApp('/admin/users');
    await user.type(await screen.findByLabelText('جست‌وجو', undefined, PAGE_LOAD), '۰۹۱۲۰۰۰۰۰۰۴');
    await waitFor(() => expect(searches.at(-1)?.get('search')).toBe('۰۹۱۲۰۰۰۰۰۰۴'));
    await waitFor(() => expect(screen.queryByText('مریم احمدی')).toBeNull());
    expect(screen.getByText('حسین محمدی')).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'نقش' }));
    // The role names are those of roles/all/.
    await user.click(await screen.findByRole('option', { name: 'مدیر کل سامانه' }));
    expect(await screen.findByText('کاربری یافت نشد')).toBeInTheDocument();
    expect(searches.at(-1)?.get('role')).toBe('admin');
    await user.click(screen.getByRole('button', { name: 'حذف فیلترها' }));
    expect(await screen.findByText('مریم احمدی')).toBeInTheDocument();
  });
});

describe('a user’s page for the admin', PAGE_TEST, () => {
  let detail: AdminUserDetail;
  let changes: { path: string; body: unknown }[];

  beforeEach(() => {
    detail = consultantDetail;
    changes = [];
    signInAs(adminProfile);
    const answer = (message: string, next: Partial<AdminUserDetail>) => {
      detail = { ...detail, ...next };
      return HttpResponse.json({ result: { ...detail, message } });
    };
    server.use(
      http.get(`${U}/usr_consultant/`, () => HttpResponse.json({ result: detail })),
      http.get('/api/admin/v1/finance/users/usr_consultant/wallet/', () =>
        HttpResponse.json({ result: consultantWallet }),
      ),
      http.get('/api/admin/v1/finance/users/usr_consultant/ledger/', () =>
        HttpResponse.json(page([ledgerEntry])),
      ),
      http.patch(`${U}/usr_consultant/roles/`, async ({ request }) => {
        const body = (await request.json()) as { roles: AdminUserDetail['roles'] };
        changes.push({ path: 'roles', body });
        return answer('نقش «وکیل» به کاربر داده شد.', {
          roles: body.roles,
          office: { pid: 'off_1', name: 'دفتر وکالت حسین محمدی', role: 'owner' },
        });
      }),
      http.post(`${U}/usr_consultant/deactivate/`, async ({ request }) => {
        changes.push({ path: 'deactivate', body: await request.json() });
        return answer('حساب کاربری غیرفعال شد و کاربر از همه دستگاه‌ها خارج شد.', {
          is_active: false,
          active_sessions: 0,
          deactivated_at: '2025-04-02T10:00:00Z',
          deactivation_reason: 'درخواست خود کاربر',
        });
      }),
    );
  });

  it('shows the details, the wallet and the ledger from the finance API', async () => {
    renderApp('/admin/users/usr_consultant');
    expect(await screen.findByRole('heading', { name: 'حسین محمدی' }, PAGE_LOAD)).toBeInTheDocument();
    expect(screen.getByText('۰۹۱۲۰۰۰۰۰۰۴')).toBeInTheDocument();
    expect(screen.getByText('۲ دستگاه')).toBeInTheDocument();
    const wallet = screen.getByRole('region', { name: 'کیف پول' });
    expect(await within(wallet).findByText('۸۰۰ سکه')).toBeInTheDocument();
    expect(within(wallet).getByText('۱۲۰')).toBeInTheDocument();
    expect(await within(wallet).findByText('سهم مشاوره با علی رضایی')).toBeInTheDocument();
    expect(within(wallet).getByText('+۲۰۰')).toBeInTheDocument();
  });

  it('grants a role with the chips, after a question', async () => {
    const user = userEvent.setup();
    renderApp('/admin/users/usr_consultant');
    const roles = await screen.findByRole('group', { name: 'نقش‌های کاربر' }, PAGE_LOAD);
    const save = screen.getByRole('button', { name: 'ذخیره نقش‌ها' });
    expect(save).toBeDisabled();

    await user.click(within(roles).getByRole('button', { name: 'وکیل' }));
    expect(within(roles).getByRole('button', { name: 'وکیل' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(save);
    const dialog = await screen.findByRole('dialog', { name: 'تغییر نقش‌ها' });
    expect(dialog).toHaveTextContent('افزوده می‌شود: وکیل');
    await user.click(within(dialog).getByRole('button', { name: 'بله، ذخیره شود' }));

    expect(await screen.findByText('نقش «وکیل» به کاربر داده شد.')).toBeInTheDocument();
    expect(changes).toEqual([{ path: 'roles', body: { roles: ['lawyer', 'consultant'] } }]);
    expect(await screen.findByText('دفتر وکالت حسین محمدی (مالک)')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'ذخیره نقش‌ها' })).toBeDisabled());
  });

  it('deactivates the account after a question, with a reason', async () => {
    const user = userEvent.setup();
    renderApp('/admin/users/usr_consultant');
    await user.click(await screen.findByRole('button', { name: 'غیرفعال‌سازی حساب' }, PAGE_LOAD));
    const dialog = await screen.findByRole('dialog', { name: 'غیرفعال‌سازی حساب کاربری' });
    expect(dialog).toHaveTextContent('حسین محمدی از همه دستگاه‌ها خارج می‌شود');
    await user.type(within(dialog).getByLabelText('دلیل (اختیاری)'), 'درخواست خود کاربر');
    await user.click(within(dialog).getByRole('button', { name: 'بله، غیرفعال شود' }));

    expect(
      await screen.findByText('حساب کاربری غیرفعال شد و کاربر از همه دستگاه‌ها خارج شد.'),
    ).toBeInTheDocument();
    expect(changes).toEqual([{ path: 'deactivate', body: { reason: 'درخواست خود کاربر' } }]);
    expect(await screen.findByText(/این حساب از .* غیرفعال است/)).toBeInTheDocument();
    expect(screen.getByText('دلیل: درخواست خود کاربر')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'فعال‌سازی دوباره' })).toBeInTheDocument();
  });

  it('keeps the admin from dropping their own admin role or deactivating themselves', async () => {
    server.use(
      http.get(`${U}/usr_admin/`, () =>
        HttpResponse.json({ result: { ...consultantDetail, pid: 'usr_admin', roles: ['admin'] } }),
      ),
      http.get('/api/admin/v1/finance/users/usr_admin/wallet/', () =>
        HttpResponse.json({ result: consultantWallet }),
      ),
      http.get('/api/admin/v1/finance/users/usr_admin/ledger/', () => HttpResponse.json(page([]))),
    );
    renderApp('/admin/users/usr_admin');
    const roles = await screen.findByRole('group', { name: 'نقش‌های کاربر' }, PAGE_LOAD);
    expect(within(roles).getByRole('button', { name: 'مدیر سامانه' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(screen.getByText('حساب خودتان را نمی‌توانید غیرفعال کنید.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'غیرفعال‌سازی حساب' })).toBeNull();
  });

  it('says so when the user does not exist', async () => {
    server.use(
      http.get(`${U}/nobody/`, () =>
        HttpResponse.json(
          { code: 'not_found', error_messages: { non_field_errors: ['کاربر یافت نشد.'] } },
          { status: 404 },
        ),
      ),
      http.get('/api/admin/v1/finance/users/nobody/wallet/', () => HttpResponse.json({}, { status: 404 })),
    );
    renderApp('/admin/users/nobody');
    expect(
      await screen.findByText('این کاربر وجود ندارد یا حسابش حذف شده است.', undefined, PAGE_LOAD),
    ).toBeInTheDocument();
  });
});
