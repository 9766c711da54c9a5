import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { server } from '@/test/msw-server';
import { renderApp } from '@/test/render-app';
import { caseItem, pageOf, SLOW, signInAs } from '../test/office-fixtures';

describe('the case list', () => {
  let seen: URL[];

  beforeEach(() => {
    seen = [];
    signInAs();
    const answer = ({ request }: { request: Request }) => {
      seen.push(new URL(request.url));
      return HttpResponse.json(pageOf([caseItem]));
    };
    server.use(
      http.get('/api/lawyer-office/v1/cases/', answer),
      http.get('/api/lawyer-office/v1/cases/advanced-search/', answer),
    );
  });

  const last = () => seen.at(-1);

  it('shows each case with its status, number and clients, in Persian digits', async () => {
    renderApp('/cases');
    const list = within(await screen.findByRole('list', { name: 'پرونده‌ها' }, SLOW));
    expect(list.getByText('مطالبه وجه چک')).toBeInTheDocument();
    expect(list.getByText('جاری')).toBeInTheDocument();
    expect(list.getByText(/شماره ۱۴۰۳۱۲۳۴۵/)).toBeInTheDocument();
    expect(list.getByText('علی رضایی')).toBeInTheDocument();
    expect(screen.getByText('۱ تا ۱ از ۱ مورد')).toBeInTheDocument();
  });

  it('sends the chosen status, type and stage as the query of cases/, from the first page', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/cases?page=3');
    await screen.findByRole('list', { name: 'پرونده‌ها' }, SLOW);

    await user.selectOptions(screen.getByRole('combobox', { name: 'وضعیت' }), 'مختومه');
    await user.selectOptions(screen.getByRole('combobox', { name: 'نوع پرونده' }), 'کیفری');
    await user.selectOptions(screen.getByRole('combobox', { name: 'مرحله رسیدگی' }), 'تجدیدنظر');

    await waitFor(() => expect(last()?.searchParams.get('stage')).toBe('appeal'));
    expect(last()?.pathname).toBe('/api/lawyer-office/v1/cases/');
    expect(Object.fromEntries(last()?.searchParams ?? [])).toEqual({
      page: '1',
      page_size: '20',
      status: 'closed',
      case_type: 'criminal',
      stage: 'appeal',
    });
    expect(router.state.location.search).toBe('?status=closed&case_type=criminal&stage=appeal');
  });

  it('sends the advanced search to advanced-search/, with Jalali dates as Gregorian days', async () => {
    const user = userEvent.setup();
    renderApp('/cases');
    await screen.findByRole('list', { name: 'پرونده‌ها' }, SLOW);

    await user.click(screen.getByRole('button', { name: 'جستجوی پیشرفته' }));
    // The panel's code (its date pickers) loads when it opens.
    const panel = within(await screen.findByRole('form', { name: 'جستجوی پیشرفته' }, SLOW));
    await user.type(panel.getByLabelText('نام موکل'), 'علي');
    await user.type(panel.getByLabelText('کد ملی موکل'), '۰۴۹۹');
    // The shared picker: typed Latin digits are shown in Persian.
    const from = panel.getByRole('group', { name: 'تاریخ شروع از' });
    await user.click(within(from).getAllByRole('spinbutton')[0] as HTMLElement);
    await user.keyboard('14030512');
    expect(from).toHaveTextContent('۱۴۰۳/۰۵/۱۲');
    await user.click(panel.getByRole('button', { name: 'اعمال جستجو' }));

    await waitFor(() => expect(last()?.pathname).toBe('/api/lawyer-office/v1/cases/advanced-search/'));
    expect(last()?.searchParams.get('client_first_name')).toBe('علي');
    expect(last()?.searchParams.get('client_national_code')).toBe('۰۴۹۹');
    expect(last()?.searchParams.get('start_date_from')).toBe('2024-08-02');
  });

  it('refuses a date that is not a Jalali day, under its input', async () => {
    const user = userEvent.setup();
    renderApp('/cases');
    await screen.findByRole('list', { name: 'پرونده‌ها' }, SLOW);
    await user.click(screen.getByRole('button', { name: 'جستجوی پیشرفته' }));
    // The panel's code (its date pickers) loads when it opens.
    const panel = within(await screen.findByRole('form', { name: 'جستجوی پیشرفته' }, SLOW));
    const to = panel.getByRole('group', { name: 'تاریخ ثبت تا' });
    await user.click(within(to).getAllByRole('spinbutton')[0] as HTMLElement);
    // Mehr has thirty days.
    await user.keyboard('14030731');
    await user.click(panel.getByRole('button', { name: 'اعمال جستجو' }));
    expect(
      await panel.findByText(
        'تاریخ کامل و درست نیست؛ آن را از تقویم انتخاب کنید یا مانند ۱۴۰۳/۰۵/۱۲ بنویسید.',
      ),
    ).toBeInTheDocument();
    expect(seen.every((url) => url.pathname === '/api/lawyer-office/v1/cases/')).toBe(true);
  });

  it('tells an office without cases to create the first one', async () => {
    server.use(http.get('/api/lawyer-office/v1/cases/', () => HttpResponse.json(pageOf([]))));
    renderApp('/cases');
    expect(await screen.findByText('هنوز پرونده‌ای ثبت نکرده‌اید', {}, SLOW)).toBeInTheDocument();
    expect((await screen.findAllByRole('link', { name: 'پرونده جدید' })).length).toBeGreaterThan(0);
  });
});
