import { render, screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { Toasts } from '@/app/toasts';
import { apiText } from '@/locales/fa/api';
import { server } from '@/test/msw-server';
import { request } from './request';

const ENDPOINT = '/test/v1/thing/';

function answer(status: number, body?: unknown) {
  server.use(
    http.post(`/api${ENDPOINT}`, () =>
      body === undefined ? new HttpResponse(null, { status }) : HttpResponse.json(body, { status }),
    ),
  );
}

const send = (silent = false) => request({ endpoint: ENDPOINT, method: 'POST', data: {}, silent });

/** Lets a toast that should not appear have its chance to. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('the error catalogue (spec section 8)', () => {
  beforeEach(() => {
    render(<Toasts />);
  });

  it.each([
    [
      '400 with error_messages: non_field_errors first',
      400,
      {
        code: 'validation_error',
        error_messages: { message: 'پیام کلی', non_field_errors: ['خطای فرم'], phone: ['شماره نادرست'] },
      },
      'خطای فرم',
      { type: 'validation_error', status: 400, fields: { phone: 'شماره نادرست' } },
    ],
    [
      '400 with error_messages: else message',
      400,
      {
        code: 'validation_error',
        error_messages: { message: 'اطلاعات نادرست است.', phone: ['شماره نادرست'] },
      },
      'اطلاعات نادرست است.',
      { type: 'validation_error', errors: { message: 'اطلاعات نادرست است.', phone: ['شماره نادرست'] } },
    ],
    [
      '400 otherwise: field errors, the first toasted',
      400,
      { phone: ['شماره موبایل معتبر نیست.'], email: 'ایمیل معتبر نیست.' },
      'شماره موبایل معتبر نیست.',
      { type: 'field_errors', fields: { phone: 'شماره موبایل معتبر نیست.', email: 'ایمیل معتبر نیست.' } },
    ],
    [
      '403 with error_messages',
      403,
      { code: 'permission_denied', error_messages: { non_field_errors: ['اجازه این کار را ندارید.'] } },
      'اجازه این کار را ندارید.',
      { type: 'validation_error', status: 403 },
    ],
    [
      '404 with non_field_errors',
      404,
      { code: 'not_found', error_messages: { non_field_errors: ['پرونده پیدا نشد.'] } },
      'پرونده پیدا نشد.',
      { type: 'not_found' },
    ],
    [
      '402',
      402,
      { code: 'payment_required', error_messages: { error: 'موجودی کیف پول کافی نیست.' } },
      'موجودی کیف پول کافی نیست.',
      { type: 'payment_required', status: 402 },
    ],
    [
      '413 of an upload: the server’s reason, under the file',
      413,
      {
        code: 'payload_too_large',
        error_messages: {
          message: 'حجم تصویر بیش از ۱۰ مگابایت است.',
          file: ['حجم تصویر بیش از ۱۰ مگابایت است.'],
        },
      },
      'حجم تصویر بیش از ۱۰ مگابایت است.',
      { type: 'validation_error', status: 413, fields: { file: 'حجم تصویر بیش از ۱۰ مگابایت است.' } },
    ],
    [
      '415 of an upload: the server’s reason',
      415,
      { code: 'unsupported_media_type', error_messages: { message: 'این نوع فایل پذیرفته نیست.' } },
      'این نوع فایل پذیرفته نیست.',
      { type: 'validation_error', status: 415, code: 'unsupported_media_type' },
    ],
    [
      'another status with a message in error_messages',
      409,
      { code: 'conflict', error_messages: { message: 'این شماره قبلاً ثبت شده است.' } },
      'این شماره قبلاً ثبت شده است.',
      { type: 'http_error', status: 409 },
    ],
    ['500', 500, { code: 'server_error' }, apiText.serverError, { type: 'server_error', status: 500 }],
    ['503', 503, undefined, apiText.serverError, { type: 'server_error', status: 503 }],
    ['another status', 418, undefined, apiText.httpError, { type: 'http_error', status: 418 }],
    [
      '429, with its detail',
      429,
      { code: 'throttled', detail: 'درخواست‌ها زیاد است؛ ۳۰ ثانیه دیگر تلاش کنید.', retry_after: 30 },
      'درخواست‌ها زیاد است؛ ۳۰ ثانیه دیگر تلاش کنید.',
      { type: 'http_error', status: 429, code: 'throttled' },
    ],
  ])('%s', async (_row, status, body, toast, rejection) => {
    answer(status, body);
    await expect(send()).rejects.toMatchObject(rejection);
    expect(await screen.findByText(toast)).toBeInTheDocument();
  });

  it('404 without messages: rejects as not_found, no toast', async () => {
    answer(404);
    await expect(send()).rejects.toMatchObject({ type: 'not_found' });
    await settle();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('no response: a network error', async () => {
    server.use(http.post(`/api${ENDPOINT}`, () => HttpResponse.error()));
    await expect(send()).rejects.toMatchObject({ type: 'network_error' });
    expect(await screen.findByText(apiText.networkError)).toBeInTheDocument();
  });

  it('anything else: something went wrong', async () => {
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    await expect(request({ endpoint: ENDPOINT, method: 'POST', data: circular })).rejects.toMatchObject({
      type: 'unknown',
    });
    expect(await screen.findByText(apiText.unknownError)).toBeInTheDocument();
  });

  it('a silent call is rejected without a toast', async () => {
    answer(500, { code: 'server_error' });
    await expect(send(true)).rejects.toMatchObject({ type: 'server_error' });
    await settle();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('success toasts', () => {
  beforeEach(() => {
    render(<Toasts />);
  });

  it.each([201, 202])('shows result.message of a %i', async (status) => {
    answer(status, { result: { message: 'کد تأیید پیامک شد.' } });
    await send();
    expect(await screen.findByText('کد تأیید پیامک شد.')).toBeInTheDocument();
  });

  it('stays quiet on a 200, even with a message', async () => {
    answer(200, { result: { message: 'ذخیره شد.' } });
    await send();
    await settle();
    expect(screen.queryByText('ذخیره شد.')).toBeNull();
  });
});
