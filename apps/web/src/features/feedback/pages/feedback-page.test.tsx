import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Feedback } from '@vakilyar/contract';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { answerShell } from '@/features/content/testing/content-fixtures';
import { PAGE_LOAD, PAGE_TEST, page, signInAs } from '@/features/payments/testing/money-fixtures';
import { lawyerProfile } from '@/test/fixtures';
import { server } from '@/test/msw-server';
import { renderApp } from '@/test/render-app';

const answered: Feedback = {
  pid: 'fb_1',
  subject: 'خروجی اکسل پرونده‌ها',
  message: 'لطفاً امکان دریافت فهرست پرونده‌ها به صورت اکسل را اضافه کنید.',
  category: 'suggestion',
  rating: 4,
  status: 'answered',
  reply: 'پیشنهاد شما در برنامه نسخه بعدی قرار گرفت.',
  replied_at: '2025-03-22T10:00:00Z',
  created_at: '2025-03-21T08:30:00Z',
};

describe('the feedback page', PAGE_TEST, () => {
  let sent: unknown[];
  let items: Feedback[];
  let detailsAsked: string[];

  beforeEach(() => {
    sent = [];
    items = [answered];
    detailsAsked = [];
    signInAs(lawyerProfile);
    answerShell();
    server.use(
      http.get('/api/feedback/v1/send-feedback/', () => HttpResponse.json(page(items))),
      http.get('/api/feedback/v1/send-feedback/:pid/', ({ params }) => {
        detailsAsked.push(String(params.pid));
        const found = items.find((item) => item.pid === params.pid);
        return found
          ? HttpResponse.json({ result: found })
          : HttpResponse.json(
              { error: { code: 'not_found', message: 'بازخورد یافت نشد.' } },
              { status: 404 },
            );
      }),
      http.post('/api/feedback/v1/send-feedback/', async ({ request }) => {
        const body = (await request.json()) as Pick<Feedback, 'subject' | 'message' | 'category' | 'rating'>;
        sent.push(body);
        const created: Feedback = {
          ...body,
          pid: 'fb_2',
          status: 'open',
          reply: null,
          replied_at: null,
          created_at: '2025-03-23T08:30:00Z',
        };
        items = [created, ...items];
        return HttpResponse.json({ result: { ...created, message: 'بازخورد شما ثبت شد.' } }, { status: 201 });
      }),
    );
  });

  it('shows my feedback with the admin’s reply, in Jalali dates', async () => {
    renderApp('/feedback');
    const list = within(await screen.findByRole('list', { name: 'بازخوردهای من' }, PAGE_LOAD));
    expect(list.getByText('خروجی اکسل پرونده‌ها')).toBeInTheDocument();
    expect(list.getByText('پاسخ داده شد')).toBeInTheDocument();
    const reply = within(list.getByRole('region', { name: 'پاسخ پشتیبانی' }));
    expect(reply.getByText('پیشنهاد شما در برنامه نسخه بعدی قرار گرفت.')).toBeInTheDocument();
    expect(list.getByText('ارسال: ۱ فروردین ۱۴۰۴')).toBeInTheDocument();
  });

  it('sends feedback with a rating and lists it as awaiting a reply', async () => {
    const user = userEvent.setup();
    renderApp('/feedback');
    const form = within(await screen.findByRole('form', { name: 'ارسال بازخورد' }, PAGE_LOAD));

    await user.click(form.getByRole('combobox', { name: 'دسته' }));
    await user.click(await screen.findByRole('option', { name: 'گزارش خطا' }));
    await user.type(form.getByRole('textbox', { name: /موضوع/ }), 'خطای تقویم');
    await user.type(
      form.getByRole('textbox', { name: /متن بازخورد/ }),
      'تاریخ جلسه جابه‌جا نمایش داده می‌شود.',
    );
    // A plain click: jsdom has no layout, so the pointer moves of user-event give MUI's Rating no value.
    fireEvent.click(form.getByRole('radio', { name: '۵ ستاره' }));
    await user.click(form.getByRole('button', { name: 'ارسال بازخورد' }));

    await waitFor(() =>
      expect(sent).toEqual([
        {
          category: 'bug',
          subject: 'خطای تقویم',
          message: 'تاریخ جلسه جابه‌جا نمایش داده می‌شود.',
          rating: 5,
        },
      ]),
    );
    expect(await screen.findByText('بازخورد شما ثبت شد.')).toBeInTheDocument();
    const list = within(screen.getByRole('list', { name: 'بازخوردهای من' }));
    expect(await list.findByText('خطای تقویم')).toBeInTheDocument();
    expect(list.getByText('پاسخ این بازخورد هنوز ثبت نشده است.')).toBeInTheDocument();
    expect(form.getByRole('textbox', { name: /موضوع/ })).toHaveValue('');
  });

  it('opens a sent feedback’s detail from the list, read by its own call, and closes it', async () => {
    const user = userEvent.setup();
    renderApp('/feedback');
    const list = within(await screen.findByRole('list', { name: 'بازخوردهای من' }, PAGE_LOAD));
    await user.click(list.getByRole('button', { name: 'مشاهده جزئیات «خروجی اکسل پرونده‌ها»' }));

    const dialog = within(await screen.findByRole('dialog', { name: 'خروجی اکسل پرونده‌ها' }));
    expect(
      await dialog.findByText('لطفاً امکان دریافت فهرست پرونده‌ها به صورت اکسل را اضافه کنید.'),
    ).toBeInTheDocument();
    expect(detailsAsked).toEqual(['fb_1']);
    expect(dialog.getByText('پیشنهاد')).toBeInTheDocument();
    expect(dialog.getByText('پاسخ داده شد')).toBeInTheDocument();
    expect(dialog.getByText('ارسال: ۱ فروردین ۱۴۰۴، ساعت ۱۲:۰۰')).toBeInTheDocument();
    const reply = within(dialog.getByRole('region', { name: 'پاسخ پشتیبانی' }));
    expect(reply.getByText('پیشنهاد شما در برنامه نسخه بعدی قرار گرفت.')).toBeInTheDocument();
    expect(reply.getByText('پاسخ: ۲ فروردین ۱۴۰۴، ساعت ۱۳:۳۰')).toBeInTheDocument();

    await user.click(dialog.getByRole('button', { name: 'بستن' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('opens the detail straight from the reply alarm’s link', async () => {
    renderApp('/feedback?item=fb_1');
    const dialog = within(await screen.findByRole('dialog', { name: 'خروجی اکسل پرونده‌ها' }, PAGE_LOAD));
    expect(await dialog.findByText('پیشنهاد شما در برنامه نسخه بعدی قرار گرفت.')).toBeInTheDocument();
    expect(detailsAsked).toEqual(['fb_1']);
  });

  it('says so when the linked feedback is not the user’s', async () => {
    renderApp('/feedback?item=fb_other');
    const dialog = within(await screen.findByRole('dialog', { name: 'جزئیات بازخورد' }, PAGE_LOAD));
    expect(await dialog.findByText('این بازخورد یافت نشد یا متعلق به شما نیست.')).toBeInTheDocument();
  });
});
