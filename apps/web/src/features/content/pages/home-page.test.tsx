import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { saveTokens } from '@/lib/auth/token-storage';
import { server } from '@/test/msw-server';
import { renderApp } from '@/test/render-app';
import { homeData, PAGE_LOAD, PAGE_TEST } from '../testing/content-fixtures';

describe('the home page', PAGE_TEST, () => {
  let calls: string[];

  beforeEach(() => {
    calls = [];
    server.use(
      http.get('/api/common/v1/home/', () => {
        calls.push('home');
        return HttpResponse.json({ result: homeData });
      }),
      http.get('/api/setting/v1/general/', () => {
        calls.push('settings');
        return HttpResponse.json({ result: homeData.settings });
      }),
      http.get('/api/social-media/v1/', () => {
        calls.push('social');
        return HttpResponse.json({ result: homeData.social_links });
      }),
    );
  });

  it('shows banners, services, consultants and FAQs from one call, and the footer from the same payload', async () => {
    renderApp('/');

    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'دفتر وکالت شما، منظم و همیشه در دسترس' },
        PAGE_LOAD,
      ),
    ).toBeInTheDocument();
    expect(await screen.findByText('تقویم جلسات رسیدگی با یادآور پیامکی')).toBeInTheDocument();
    expect(screen.getByText('مشاوره برخط با وکلای پایه‌یک')).toBeInTheDocument();
    // The banner's picture is decoration under its title: no role, found by its address.
    expect(document.querySelector('img[src="/api/common/v1/content-images/img_1/"]')).not.toBeNull();

    const services = within(screen.getByRole('region', { name: 'خدمات وکیل‌یار' }));
    expect(services.getByRole('heading', { name: 'مدیریت پرونده‌ها' })).toBeInTheDocument();
    expect(services.getByRole('heading', { name: 'مشاوره حقوقی برخط' })).toBeInTheDocument();

    const consultants = within(screen.getByRole('region', { name: 'مشاوران برگزیده' }));
    expect(consultants.getByText('حسین محمدی')).toBeInTheDocument();
    expect(await consultants.findByText('هزینه هر گفتگو: ۱۲۰ سکه (≈ ۱۲۰٬۰۰۰ تومان)')).toBeInTheDocument();
    expect(consultants.getByText('خانواده')).toBeInTheDocument();
    expect(consultants.getByText('ملکی')).toBeInTheDocument();

    const faqs = within(screen.getByRole('region', { name: 'پرسش‌های متداول' }));
    expect(faqs.getByText('چگونه کیف پول خود را شارژ کنم؟')).toBeInTheDocument();
    expect(faqs.getByRole('link', { name: 'همه پرسش‌ها' })).toHaveAttribute('href', '/faq');

    expect(screen.getByText('۱٬۲۵۰')).toBeInTheDocument();

    const footer = within(screen.getByRole('contentinfo'));
    expect(footer.getByRole('link', { name: '۰۲۱-۸۸۷۷۶۶۵۵' })).toHaveAttribute('href', 'tel:02188776655');
    expect(footer.getByRole('link', { name: 'تلگرام وکیل‌یار' })).toHaveAttribute(
      'href',
      'https://t.me/vakilyar',
    );
    const thisJalaliYear = new Intl.DateTimeFormat('fa-IR-u-ca-persian', {
      year: 'numeric',
      timeZone: 'Asia/Tehran',
    })
      .formatToParts(new Date())
      .find((part) => part.type === 'year')?.value;
    expect(footer.getByText(new RegExp(`^© ${thisJalaliYear} `))).toBeInTheDocument();
    expect(calls).toEqual(['home']);
  });

  it('offers a visitor the way in, and a signed-in user the way to the dashboard', async () => {
    const visitor = renderApp('/');
    const header = within(await screen.findByRole('banner', undefined, PAGE_LOAD));
    expect(header.getByRole('link', { name: 'ورود / ثبت‌نام' })).toHaveAttribute('href', '/login');
    visitor.unmount();

    saveTokens({ accessToken: 'access-1', refreshToken: 'refresh-1' });
    const signedIn = renderApp('/');
    const signedInHeader = within(await screen.findByRole('banner', undefined, PAGE_LOAD));
    expect(signedInHeader.getByRole('link', { name: 'ورود به داشبورد' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect(signedIn.router.state.location.pathname).toBe('/');
  });

  it('signs an address up for the newsletter from the footer', async () => {
    const subscribed: unknown[] = [];
    server.use(
      http.post('/api/common/v1/newsletter/subscribe/', async ({ request }) => {
        subscribed.push(await request.json());
        return HttpResponse.json({ result: { message: 'نشانی شما ثبت شد.' } }, { status: 201 });
      }),
    );
    const user = userEvent.setup();
    renderApp('/');

    const footer = within(await screen.findByRole('contentinfo', undefined, PAGE_LOAD));
    await user.type(footer.getByRole('textbox', { name: 'نشانی ایمیل' }), 'Reader@Example.com');
    await user.click(footer.getByRole('button', { name: 'عضویت' }));

    expect(await footer.findByText('نشانی شما در خبرنامه ثبت شد.')).toBeInTheDocument();
    await waitFor(() => expect(subscribed).toEqual([{ email: 'Reader@Example.com' }]));
  });
});
