import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { caseItem, client, pageOf, SLOW, signInAs } from '@/features/cases/test/office-fixtures';
import { lawyerProfile } from '@/test/fixtures';
import { server } from '@/test/msw-server';
import { renderApp } from '@/test/render-app';

describe('the clients', { timeout: 20_000 }, () => {
  beforeEach(() => signInAs());

  it('searches the list on the server and offers the next step when nothing matches', async () => {
    const searches: (string | null)[] = [];
    server.use(
      http.get('/api/lawyer-office/v1/clients/', ({ request }) => {
        const search = new URL(request.url).searchParams.get('search');
        searches.push(search);
        return HttpResponse.json(pageOf(search ? [] : [client]));
      }),
    );
    const user = userEvent.setup();
    renderApp('/clients');
    const list = within(await screen.findByRole('list', { name: 'موکلان' }, SLOW));
    expect(list.getByText('علی رضایی')).toBeInTheDocument();
    expect(list.getByText(/کد ملی ۰۴۹۹۳۷۰۸۹۹/)).toBeInTheDocument();

    await user.type(screen.getByLabelText('جستجو در موکلان'), 'كريمي');
    expect(await screen.findByText('موکلی با این مشخصات پیدا نشد', {}, SLOW)).toBeInTheDocument();
    expect(searches.at(-1)).toBe('كريمي');
  });

  it('sends the birth date in Gregorian, marks a national code already on file and links to that client', async () => {
    const posted: Record<string, unknown>[] = [];
    server.use(
      http.post('/api/lawyer-office/v1/clients/', async ({ request }) => {
        posted.push((await request.json()) as Record<string, unknown>);
        return HttpResponse.json(
          {
            code: 'conflict',
            error_messages: {
              non_field_errors: ['موکلی با این کد ملی پیش‌تر در دفتر شما ثبت شده است.'],
              national_code: ['موکلی با این کد ملی پیش‌تر در دفتر شما ثبت شده است.'],
            },
          },
          { status: 409 },
        );
      }),
    );
    const user = userEvent.setup();
    renderApp('/clients/new');
    await user.type(await screen.findByLabelText(/^نام\s*\*?$/, {}, SLOW), 'علی');
    await user.type(screen.getByLabelText(/^نام خانوادگی/), 'رضایی');
    await user.type(screen.getByLabelText(/^کد ملی/), '۰۴۹۹۳۷۰۸۹۹');
    await user.type(screen.getByLabelText(/^شماره موبایل/), '۰۹۱۲۰۰۰۰۰۰۳');
    const birth = screen.getByRole('group', { name: 'تاریخ تولد' });
    await user.click(within(birth).getAllByRole('spinbutton')[0] as HTMLElement);
    await user.keyboard('13690101');
    expect(birth).toHaveTextContent('۱۳۶۹/۰۱/۰۱');
    await user.type(screen.getByLabelText('نام پدر'), 'حسين ۲');
    await user.click(screen.getByRole('button', { name: 'ثبت موکل' }));

    expect(
      await screen.findByText('موکلی با این کد ملی پیش‌تر در دفتر شما ثبت شده است.', { selector: 'p' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/^کد ملی/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('link', { name: 'نمایش موکل ثبت‌شده' })).toHaveAttribute(
      'href',
      '/clients?search=0499370899',
    );
    expect(posted[0]).toMatchObject({
      first_name: 'علی',
      national_code: '0499370899',
      mobile: '09120000003',
      birth_date: '1990-03-21',
      father_name: 'حسين ۲',
    });
  });

  it('checks the national code’s checksum and the Jalali date before asking the server', async () => {
    const user = userEvent.setup();
    renderApp('/clients/new');
    await user.type(await screen.findByLabelText(/^کد ملی/, {}, SLOW), '1234567890');
    const birth = screen.getByRole('group', { name: 'تاریخ تولد' });
    await user.click(within(birth).getAllByRole('spinbutton')[0] as HTMLElement);
    // Esfand 1403 has thirty days.
    await user.keyboard('14031231');
    await user.click(screen.getByRole('button', { name: 'ثبت موکل' }));
    expect(
      await screen.findByText(
        'تاریخ کامل و درست نیست؛ آن را از تقویم انتخاب کنید یا مانند ۱۴۰۳/۰۵/۱۲ بنویسید.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('کد ملی معتبر نیست.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^کد ملی/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('sends an access link for the chosen case of the client', async () => {
    const sent: unknown[] = [];
    server.use(
      http.get('/api/lawyer-office/v1/clients/cl_1/', () => HttpResponse.json({ result: client })),
      http.get('/api/lawyer-office/v1/cases/by-client/cl_1/', () => HttpResponse.json(pageOf([caseItem]))),
      http.post('/api/lawyer/v1/clients/cl_1/send-access-link/', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({
          result: {
            message: 'لینک دسترسی برای موکل پیامک شد.',
            sent_to: '09120000003',
            expires_at: '2025-03-23T08:30:00Z',
          },
        });
      }),
    );
    const user = userEvent.setup();
    renderApp('/clients/cl_1');
    await user.click(await screen.findByRole('button', { name: 'ارسال لینک دسترسی' }, SLOW));
    const dialog = within(await screen.findByRole('dialog', { name: 'ارسال لینک دسترسی به موکل' }));
    await waitFor(() => expect(dialog.getByRole('button', { name: 'ارسال پیامک' })).toBeEnabled());
    await user.click(dialog.getByRole('button', { name: 'ارسال پیامک' }));
    expect(await dialog.findByText(/لینک دسترسی به ۰۹۱۲۰۰۰۰۰۰۳ پیامک شد/)).toBeInTheDocument();
    expect(sent).toEqual([{ case_id: 'case_1' }]);
  });

  it('shows a secretary no delete button and no access-link button', async () => {
    signInAs({ ...lawyerProfile, roles: ['secretary'] });
    server.use(
      http.get('/api/lawyer-office/v1/clients/cl_1/', () => HttpResponse.json({ result: client })),
      http.get('/api/lawyer-office/v1/cases/by-client/cl_1/', () => HttpResponse.json(pageOf([caseItem]))),
    );
    renderApp('/clients/cl_1');
    expect(await screen.findByRole('button', { name: 'ویرایش' }, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'اقدامات بیشتر' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'ارسال لینک دسترسی' })).toBeNull();
  });
});
