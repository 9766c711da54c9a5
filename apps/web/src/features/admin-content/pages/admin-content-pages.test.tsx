import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminFaq, AdminFaqCategory, AdminFeedback, Profile } from '@vakilyar/contract';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { answerShell, page } from '@/features/content/testing/content-fixtures';
import { PAGE_LOAD, PAGE_TEST, signInAs } from '@/features/payments/testing/money-fixtures';
import { lawyerProfile } from '@/test/fixtures';
import { server } from '@/test/msw-server';
import { renderApp } from '@/test/render-app';

const adminProfile: Profile = { ...lawyerProfile, pid: 'usr_admin', first_name: 'نرگس', roles: ['admin'] };
const STAMP = '2025-03-21T08:30:00Z';

const category: AdminFaqCategory = {
  pid: 'fc_money',
  title: 'امور مالی',
  sort_order: 1,
  faqs_count: 0,
  created_at: STAMP,
  updated_at: STAMP,
};

describe('the admin content pages', PAGE_TEST, () => {
  let faqs: AdminFaq[];
  let created: unknown[];

  beforeEach(() => {
    faqs = [];
    created = [];
    answerShell();
    server.use(
      http.get('/api/admin/v1/content/faq-categories/', () => HttpResponse.json({ result: [category] })),
      http.get('/api/admin/v1/content/faqs/', () => HttpResponse.json(page(faqs))),
      http.post('/api/admin/v1/content/faqs/', async ({ request }) => {
        const body = (await request.json()) as Pick<
          AdminFaq,
          'question' | 'answer' | 'sort_order' | 'is_active'
        >;
        created.push(body);
        const faq: AdminFaq = {
          ...body,
          pid: 'faq_new',
          category: { pid: category.pid, title: category.title },
          created_at: STAMP,
          updated_at: STAMP,
        };
        faqs = [faq];
        return HttpResponse.json({ result: { ...faq, message: 'پرسش ثبت شد.' } }, { status: 201 });
      }),
    );
  });

  it('gives the admin a card for each content section', async () => {
    signInAs(adminProfile);
    renderApp('/admin');
    const site = within(await screen.findByRole('region', { name: 'محتوای سایت' }, PAGE_LOAD));
    expect(site.getByRole('link', { name: /^پرسش‌های متداول/ })).toHaveAttribute(
      'href',
      '/admin/content/faqs',
    );
    const inbox = within(screen.getByRole('region', { name: 'پیام‌ها و مخاطبان' }));
    expect(inbox.getByRole('link', { name: /^پیام‌های تماس/ })).toHaveAttribute(
      'href',
      '/admin/content/contact-messages',
    );
  });

  it('lets an admin write a FAQ in a category; it shows in the list at once', async () => {
    signInAs(adminProfile);
    const user = userEvent.setup();
    renderApp('/admin/content/faqs');

    expect(await screen.findByText('هنوز پرسشی ثبت نشده است.', undefined, PAGE_LOAD)).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'پرسش جدید' })[0] as HTMLElement);
    const dialog = within(await screen.findByRole('dialog', { name: 'پرسش جدید' }));
    await user.type(dialog.getByRole('textbox', { name: /^پرسش/ }), 'آیا اطلاعات پرونده محرمانه است؟');
    await user.type(dialog.getByRole('textbox', { name: /^پاسخ/ }), 'بله؛ فقط وکیل و موکل دسترسی دارند.');
    await user.click(dialog.getByRole('combobox', { name: 'دسته' }));
    await user.click(await screen.findByRole('option', { name: 'امور مالی' }));
    await user.click(dialog.getByRole('button', { name: 'ذخیره' }));

    await waitFor(() =>
      expect(created).toEqual([
        {
          question: 'آیا اطلاعات پرونده محرمانه است؟',
          answer: 'بله؛ فقط وکیل و موکل دسترسی دارند.',
          category_id: 'fc_money',
          sort_order: 0,
          is_active: true,
        },
      ]),
    );
    expect(await screen.findByText('پرسش ثبت شد.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const list = within(screen.getByRole('list', { name: 'پرسش‌های متداول' }));
    expect(await list.findByText('آیا اطلاعات پرونده محرمانه است؟')).toBeInTheDocument();
  });

  it('answers a user’s feedback once; the form is no longer offered and the opened row reads its detail', async () => {
    const open: AdminFeedback = {
      pid: 'fb_1',
      subject: 'کندی بارگذاری اسناد',
      message: 'بارگذاری فایل‌های حجیم طول می‌کشد.',
      category: 'bug',
      rating: 3,
      status: 'open',
      reply: null,
      replied_at: null,
      created_at: STAMP,
      user: { pid: 'usr_client', first_name: 'علی', last_name: 'رضایی', mobile: '09120000003' },
      replied_by: null,
    };
    let item = open;
    const replies: unknown[] = [];
    const detailsAsked: string[] = [];
    server.use(
      http.get('/api/admin/v1/content/feedback/', () => HttpResponse.json(page([item]))),
      http.get('/api/admin/v1/content/feedback/:pid/', ({ params }) => {
        detailsAsked.push(String(params.pid));
        return HttpResponse.json({ result: item });
      }),
      http.post('/api/admin/v1/content/feedback/fb_1/reply/', async ({ request }) => {
        const body = (await request.json()) as { reply: string };
        replies.push(body);
        item = {
          ...open,
          status: 'answered',
          reply: body.reply,
          replied_at: STAMP,
          replied_by: { pid: 'usr_admin', first_name: 'نرگس', last_name: 'صادقی' },
        };
        return HttpResponse.json({ result: { ...item, message: 'پاسخ ثبت شد.' } });
      }),
    );
    signInAs(adminProfile);
    const user = userEvent.setup();
    renderApp('/admin/content/feedback');

    const list = within(await screen.findByRole('list', { name: 'بازخورد کاربران' }, PAGE_LOAD));
    const row = within(await list.findByRole('listitem'));
    expect(row.getByText('علی رضایی (۰۹۱۲۰۰۰۰۰۰۳)')).toBeInTheDocument();
    await user.click(row.getByRole('button', { name: 'پاسخ' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'پاسخ به بازخورد' }));
    expect(dialog.getByText('بارگذاری فایل‌های حجیم طول می‌کشد.')).toBeInTheDocument();
    await user.type(dialog.getByRole('textbox', { name: /متن پاسخ/ }), 'در نسخه بعد سریع‌تر می‌شود.');
    await user.click(dialog.getByRole('button', { name: 'ارسال پاسخ' }));

    // A 200 carries no toast of the http client: the page shows the server's sentence itself.
    expect(await screen.findByText('پاسخ ثبت شد.')).toBeInTheDocument();
    expect(replies).toEqual([{ reply: 'در نسخه بعد سریع‌تر می‌شود.' }]);
    const answered = within(list.getByRole('listitem'));
    expect(await answered.findByText('پاسخ داده شد')).toBeInTheDocument();
    expect(answered.queryByRole('button', { name: 'پاسخ' })).toBeNull();

    // The row's detail is read by its own call, only once opened.
    expect(detailsAsked).toEqual([]);
    await user.click(answered.getByRole('button', { name: 'نمایش جزئیات' }));
    const facts = within(await answered.findByLabelText('مشخصات بازخورد', undefined, PAGE_LOAD));
    expect(detailsAsked).toEqual(['fb_1']);
    expect(facts.getByText('علی رضایی')).toBeInTheDocument();
    expect(facts.getByText('۰۹۱۲۰۰۰۰۰۰۳')).toBeInTheDocument();
    expect(facts.getByText('گزارش خطا')).toBeInTheDocument();
    expect(facts.getByText('۱ فروردین ۱۴۰۴، ساعت ۱۲:۰۰')).toBeInTheDocument();
    expect(facts.getByText('امتیاز ۳ از ۵')).toBeInTheDocument();
    const message = within(answered.getByRole('region', { name: 'متن بازخورد' }));
    expect(message.getByText('بارگذاری فایل‌های حجیم طول می‌کشد.')).toBeInTheDocument();
    const reply = within(answered.getByRole('region', { name: 'پاسخ ثبت‌شده' }));
    expect(reply.getByText('در نسخه بعد سریع‌تر می‌شود.')).toBeInTheDocument();
    expect(reply.getByText('نرگس صادقی، ۱ فروردین ۱۴۰۴، ساعت ۱۲:۰۰')).toBeInTheDocument();
  });

  it('tells someone who is not an admin that the section is not theirs', async () => {
    signInAs(lawyerProfile);
    renderApp('/admin/content/faqs');
    expect(
      await screen.findByText('این بخش تنها در دسترس مدیران سامانه است.', undefined, PAGE_LOAD),
    ).toBeInTheDocument();
    expect(created).toEqual([]);
  });
});
