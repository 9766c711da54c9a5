import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { server } from '@/test/msw-server';
import { renderApp } from '@/test/render-app';
import { answerSiteInfo, PAGE_LOAD, PAGE_TEST } from '../testing/content-fixtures';

async function fillForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(
    await screen.findByRole('textbox', { name: /نام و نام خانوادگی/ }, PAGE_LOAD),
    'سارا نادری',
  );
  await user.type(screen.getByRole('textbox', { name: 'شماره موبایل' }), '۰۹۱۲۳۴۵۶۷۸۹');
  await user.type(screen.getByRole('textbox', { name: /موضوع/ }), 'درخواست همکاری');
  await user.type(screen.getByRole('textbox', { name: /متن پیام/ }), 'مایل به همکاری هستیم.');
}

describe('the contact page', PAGE_TEST, () => {
  let sent: unknown[];

  beforeEach(() => {
    sent = [];
    answerSiteInfo();
  });

  it('puts the server’s field errors of a 400 under their inputs', async () => {
    server.use(
      http.post('/api/common/v1/contact-us/', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json(
          {
            code: 'validation_error',
            error_messages: {
              message: 'برخی از فیلدها نادرست است.',
              mobile: ['این شماره موبایل در ایران فعال نیست.'],
              subject: ['موضوع تکراری است.'],
            },
          },
          { status: 400 },
        );
      }),
    );
    const user = userEvent.setup();
    renderApp('/contact');
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'ارسال پیام' }));

    expect(await screen.findByText('این شماره موبایل در ایران فعال نیست.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'شماره موبایل' })).toHaveAccessibleDescription(
      'این شماره موبایل در ایران فعال نیست.',
    );
    expect(screen.getByRole('textbox', { name: /موضوع/ })).toHaveAccessibleDescription('موضوع تکراری است.');
    expect(sent).toEqual([
      {
        name: 'سارا نادری',
        email: '',
        mobile: '۰۹۱۲۳۴۵۶۷۸۹',
        subject: 'درخواست همکاری',
        message: 'مایل به همکاری هستیم.',
      },
    ]);
  });

  it('asks for an e-mail or a mobile before sending', async () => {
    const user = userEvent.setup();
    renderApp('/contact');
    await user.type(
      await screen.findByRole('textbox', { name: /نام و نام خانوادگی/ }, PAGE_LOAD),
      'سارا نادری',
    );
    await user.type(screen.getByRole('textbox', { name: /موضوع/ }), 'درخواست همکاری');
    await user.type(screen.getByRole('textbox', { name: /متن پیام/ }), 'مایل به همکاری هستیم.');
    await user.click(screen.getByRole('button', { name: 'ارسال پیام' }));

    expect(
      await screen.findByText('برای دریافت پاسخ، نشانی ایمیل یا شماره موبایل را وارد کنید.'),
    ).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('sends the message, toasts the server’s confirmation and thanks the visitor', async () => {
    server.use(
      http.post('/api/common/v1/contact-us/', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json(
          { result: { pid: 'cm_1', message: 'پیام شما دریافت شد؛ به‌زودی پاسخ می‌دهیم.' } },
          { status: 201 },
        );
      }),
    );
    const user = userEvent.setup();
    renderApp('/contact');
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'ارسال پیام' }));

    expect(await screen.findByText('پیام شما دریافت شد؛ به‌زودی پاسخ می‌دهیم.')).toBeInTheDocument();
    expect(
      screen.getByText('پیام شما ثبت شد. پاسخ را از راه ایمیل یا پیامک دریافت خواهید کرد.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(sent).toHaveLength(1));
    const details = within(screen.getByRole('region', { name: 'راه‌های ارتباطی' }));
    expect(details.getByRole('link', { name: '۰۲۱-۸۸۷۷۶۶۵۵' })).toHaveAttribute('href', 'tel:02188776655');
  });
});
