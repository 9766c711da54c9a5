import { screen, within } from '@testing-library/react';
import { delay, HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { pageOf } from '@/features/cases/test/office-fixtures';
import { settings } from '@/features/consultation/test/consultation-fixtures';
import { PAGE_LOAD, PAGE_TEST } from '@/features/payments/testing/money-fixtures';
import { formatJalaliWeekdayDate } from '@/lib/format/jalali';
import { lawyerProfile } from '@/test/fixtures';
import { server } from '@/test/msw-server';
import { renderApp } from '@/test/render-app';
import { serveDashboard } from '../test/dashboard-api';

const dashboardBanner = {
  subtitle: null,
  image_url: null,
  link: null,
  link_text: null,
  placement: 'dashboard',
  starts_at: null,
  ends_at: null,
} as const;
const dashboardBanners = [
  {
    ...dashboardBanner,
    pid: 'bn_d1',
    title: 'تمدید اشتراک با ۲۰٪ تخفیف',
    image_url: '/api/common/v1/content-images/img_9/',
    link: '/subscription',
    link_text: 'خرید اشتراک',
    sort_order: 1,
  },
  {
    ...dashboardBanner,
    pid: 'bn_d2',
    title: 'به‌روزرسانی سامانه',
    subtitle: 'سامانه جمعه از ساعت ۲ تا ۴ بامداد در دسترس نیست.',
    sort_order: 2,
  },
];

const signInAs = (profile: typeof lawyerProfile) => serveDashboard(profile);

describe('the dashboard', PAGE_TEST, () => {
  it('greets the user by name with today’s Jalali date', async () => {
    signInAs(lawyerProfile);
    renderApp('/dashboard');
    expect(await screen.findByText('مریم احمدی گرامی، خوش آمدید', undefined, PAGE_LOAD)).toBeInTheDocument();
    expect(screen.getByText(`امروز ${formatJalaliWeekdayDate(new Date())}`)).toBeInTheDocument();
  });

  it('holds the greeting’s place as one busy, named status while the profile loads', async () => {
    signInAs(lawyerProfile);
    server.use(
      http.get('/api/user/v1/profile/get-profile/', async () => {
        await delay(1500);
        return HttpResponse.json({ result: lawyerProfile });
      }),
    );
    renderApp('/dashboard');
    const title = await screen.findByRole('heading', { level: 1, name: 'داشبورد' }, PAGE_LOAD);
    const page = within(title.closest('main') as HTMLElement);
    expect(page.getByRole('status', { name: 'در حال بارگذاری…' })).toHaveAttribute('aria-busy', 'true');
    expect(await screen.findByText('مریم احمدی گرامی، خوش آمدید', undefined, PAGE_LOAD)).toBeInTheDocument();
  });

  it('draws the work only once the invitations above it are known, so a late one moves nothing (issue 23)', async () => {
    signInAs(lawyerProfile);
    server.use(
      http.get('/api/lawyer-office/v1/co-counsel-invitations/', async () => {
        await delay(1500);
        return HttpResponse.json(
          pageOf([
            {
              pid: 'cci_1',
              status: 'pending',
              expired: false,
              case: { pid: 'case_1', title: 'مطالبه وجه چک' },
              office: { pid: 'off_2', name: 'دفتر وکالت کامرانی' },
              lawyer: { pid: 'usr_partner', first_name: 'رضا', last_name: 'کامرانی' },
              invitee: { pid: 'usr_lawyer', first_name: 'مریم', last_name: 'احمدی' },
              created_at: '2026-11-20T08:00:00Z',
              expires_at: '2026-12-05T08:00:00Z',
              answered_at: null,
            },
          ]),
        );
      }),
    );
    renderApp('/dashboard');
    const greeting = await screen.findByText('مریم احمدی گرامی، خوش آمدید', undefined, PAGE_LOAD);
    expect(greeting).not.toBeVisible();
    expect(screen.getByRole('status', { name: 'در حال بارگذاری…' })).toHaveAttribute('aria-busy', 'true');
    expect(
      await screen.findByText('دعوت به همکاری در پرونده «مطالبه وجه چک»', undefined, PAGE_LOAD),
    ).toBeVisible();
    expect(greeting).toBeVisible();
    expect(screen.queryByRole('status', { name: 'در حال بارگذاری…', busy: true })).toBeNull();
  });

  it('shows the admin’s dashboard banners at the top, with image, text and link', async () => {
    signInAs({ ...lawyerProfile, roles: ['client'] });
    const placements: (string | null)[] = [];
    server.use(
      http.get('/api/banner/v1/', ({ request }) => {
        placements.push(new URL(request.url).searchParams.get('placement'));
        return HttpResponse.json({ result: dashboardBanners });
      }),
    );
    renderApp('/dashboard');
    const section = within(await screen.findByRole('region', { name: 'اطلاعیه‌های وکیل‌یار' }, PAGE_LOAD));
    expect(placements).toEqual(['dashboard']);
    const [first, second] = section.getAllByRole('article') as [HTMLElement, HTMLElement];
    expect(within(first).getByRole('heading', { name: 'تمدید اشتراک با ۲۰٪ تخفیف' })).toBeInTheDocument();
    expect(within(first).getByRole('img', { name: 'تمدید اشتراک با ۲۰٪ تخفیف' })).toHaveAttribute(
      'src',
      '/api/common/v1/content-images/img_9/',
    );
    expect(within(first).getByRole('link', { name: 'خرید اشتراک' })).toHaveAttribute('href', '/subscription');
    expect(within(second).getByText('سامانه جمعه از ساعت ۲ تا ۴ بامداد در دسترس نیست.')).toBeInTheDocument();
    expect(within(second).queryByRole('link')).toBeNull();
    expect(within(second).queryByRole('img')).toBeNull();
  });

  it('draws the greeting and the cards only once the banners are known, so a banner never pushes them down', async () => {
    signInAs(lawyerProfile);
    // The banners answer when the test says so, however long the page took to load.
    let answerBanners: (() => void) | undefined;
    const bannersAnswered = new Promise<void>((resolve) => {
      answerBanners = resolve;
    });
    server.use(
      http.get('/api/banner/v1/', async () => {
        await bannersAnswered;
        return HttpResponse.json({ result: dashboardBanners });
      }),
    );
    renderApp('/dashboard');
    await screen.findByRole('heading', { level: 1, name: 'داشبورد' }, PAGE_LOAD);
    const greeting = await screen.findByText('مریم احمدی گرامی، خوش آمدید', undefined, PAGE_LOAD);
    await delay(300);
    expect(greeting).not.toBeVisible();
    answerBanners?.();
    const section = await screen.findByRole('region', { name: 'اطلاعیه‌های وکیل‌یار' }, PAGE_LOAD);
    expect(greeting).toBeVisible();
    expect(section.compareDocumentPosition(greeting) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('shows no banner region when the admin has none for dashboards', async () => {
    signInAs(lawyerProfile);
    renderApp('/dashboard');
    expect(await screen.findByText('مریم احمدی گرامی، خوش آمدید', undefined, PAGE_LOAD)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'اطلاعیه‌های وکیل‌یار' })).toBeNull();
  });

  it('tells a rejected consultant why, and leads them to correct their profile', async () => {
    signInAs({ ...lawyerProfile, roles: ['consultant'] });
    server.use(
      http.get('/api/consultation/v1/settings/', () =>
        HttpResponse.json({
          result: { ...settings, approval_status: 'rejected', rejection_reason: 'مدرک پروانه خوانا نیست.' },
        }),
      ),
    );
    renderApp('/dashboard');
    expect(
      await screen.findByText('علت: مدرک پروانه خوانا نیست.', { exact: false }, PAGE_LOAD),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'اصلاح و ارسال دوباره' })).toHaveAttribute(
      'href',
      '/consultant/settings',
    );
  });

  it('says a pending consultant is waiting for review', async () => {
    signInAs({ ...lawyerProfile, roles: ['consultant'] });
    server.use(
      http.get('/api/consultation/v1/settings/', () =>
        HttpResponse.json({ result: { ...settings, approval_status: 'pending' } }),
      ),
    );
    renderApp('/dashboard');
    expect(await screen.findByText(/در انتظار بررسی مدیر سامانه/, undefined, PAGE_LOAD)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'تکمیل نمایه' })).toHaveAttribute('href', '/consultant/settings');
  });
});
