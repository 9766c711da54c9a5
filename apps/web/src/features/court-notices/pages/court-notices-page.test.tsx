import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { http as apiClient } from '@/lib/api/http-client';
import { server } from '@/test/msw-server';
import { renderApp } from '@/test/render-app';
import { imageNotice, LOAD, pageOf, readNotice, signInAs } from '../test/notice-fixtures';

const LIST = '/api/court-notification/v1/court-notifications/';

interface SentUpload {
  url: string;
  /** The parts in the order sent: the server checks the subject before any file. */
  order: string[];
  subject: string;
  files: string[];
}

/**
 * jsdom's XMLHttpRequest cannot hand a multipart body to msw, so an upload is caught at the API client:
 * what the form would put on the wire, and the server's answer (or its refusal of the file).
 */
function catchUploads(refusal?: string): SentUpload[] {
  const sent: SentUpload[] = [];
  vi.spyOn(apiClient, 'post').mockImplementation(async (url, data) => {
    const form = data as FormData;
    sent.push({
      url,
      order: [...new Set(form.keys())],
      subject: String(form.get('subject')),
      files: form.getAll('files').map((file) => (file as File).name),
    });
    if (refusal) {
      throw {
        type: 'validation_error',
        status: 400,
        message: refusal,
        errors: {},
        fields: { file: refusal },
      };
    }
    return { data: { result: { ...imageNotice, message: 'ابلاغیه با پیوست آن ثبت شد.' } } };
  });
  return sent;
}
const PAGE_TEST = { timeout: 20_000 };

describe('the court notice list', PAGE_TEST, () => {
  let seen: URL[];

  beforeEach(() => {
    seen = [];
    signInAs();
    URL.createObjectURL = vi.fn(() => 'blob:preview');
    URL.revokeObjectURL = vi.fn();
    server.use(
      http.get(LIST, ({ request }) => {
        seen.push(new URL(request.url));
        return HttpResponse.json(pageOf([imageNotice, readNotice]));
      }),
      http.get(`${LIST}important/`, ({ request }) => {
        seen.push(new URL(request.url));
        return HttpResponse.json(pageOf([imageNotice]));
      }),
    );
  });

  it('shows each notice with its type, number, court and date of service in Persian', async () => {
    renderApp('/court-notices');
    const list = within(await screen.findByRole('list', { name: 'ابلاغیه‌ها' }, LOAD));
    expect(list.getByText('احضاریه متهم برای ادای توضیحات')).toBeInTheDocument();
    expect(list.getByText('احضاریه')).toBeInTheDocument();
    expect(list.getByText('مهم')).toBeInTheDocument();
    expect(list.getAllByText('خوانده‌نشده')).toHaveLength(1);
    expect(
      list.getByText(
        'شماره ۱۴۰۳۱۰۹۱۰۰۰۶۷۸۹۰۱۴، دادسرای عمومی و انقلاب ناحیه ۲ تهران، شعبه ۵ بازپرسی، ابلاغ: ۱۲ مرداد ۱۴۰۳',
      ),
    ).toBeInTheDocument();
    expect(list.getByText('پرونده: کلاهبرداری اینترنتی')).toBeInTheDocument();
    expect(list.getByText('۲ پیوست')).toBeInTheDocument();
    expect(list.getAllByRole('link')[0]).toHaveAttribute('href', '/court-notices/cn_1');
    expect(screen.getByText('۱ تا ۲ از ۲ مورد')).toBeInTheDocument();
  });

  it('asks for the unread or the important ones, and searches, from the first page', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/court-notices?page=2');
    await screen.findByRole('list', { name: 'ابلاغیه‌ها' }, LOAD);
    await user.click(screen.getByRole('button', { name: 'خوانده‌نشده' }));
    await waitFor(() => expect(seen.at(-1)?.searchParams.get('is_read')).toBe('false'));
    expect(seen.at(-1)?.searchParams.get('page')).toBe('1');
    await user.click(screen.getByRole('button', { name: 'مهم' }));
    // The important ones come from their own list (the spec's `court-notifications/important/`).
    await waitFor(() => expect(seen.at(-1)?.pathname).toBe(`${LIST}important/`));
    expect(seen.at(-1)?.searchParams.has('is_important')).toBe(false);
    expect(seen.at(-1)?.searchParams.has('is_read')).toBe(false);
    await user.type(screen.getByLabelText('جستجو در ابلاغیه‌ها'), 'احضاریه');
    await waitFor(() => expect(seen.at(-1)?.searchParams.get('search')).toBe('احضاریه'));
    expect(seen.at(-1)?.pathname).toBe(`${LIST}important/`);
    expect(router.state.location.search).toBe(
      '?view=important&search=%D8%A7%D8%AD%D8%B6%D8%A7%D8%B1%DB%8C%D9%87',
    );
  });

  it('tells what to do when the office has no notice yet', async () => {
    server.use(http.get(LIST, () => HttpResponse.json(pageOf([]))));
    renderApp('/court-notices');
    expect(await screen.findByText('هنوز ابلاغیه‌ای ثبت نشده است', {}, LOAD)).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'بارگذاری ابلاغیه' }).length).toBeGreaterThan(0);
  });

  it('marks every notice read', async () => {
    const user = userEvent.setup();
    let marked = false;
    server.use(
      http.post(`${LIST}mark-all-as-read/`, () => {
        marked = true;
        return HttpResponse.json({ result: { message: 'ok', updated: 1, unread_count: 0 } });
      }),
    );
    renderApp('/court-notices');
    await screen.findByRole('list', { name: 'ابلاغیه‌ها' }, LOAD);
    const before = seen.length;
    await user.click(screen.getByRole('button', { name: 'خواندن همه' }));
    await waitFor(() => expect(marked).toBe(true));
    await waitFor(() => expect(seen.length).toBeGreaterThan(before));
  });

  it('counts the unread notices on their view, and counts again once all are read', async () => {
    const user = userEvent.setup();
    let unread = 12;
    server.use(
      http.get(`${LIST}unread-count/`, () => HttpResponse.json({ result: { count: unread } })),
      http.post(`${LIST}mark-all-as-read/`, () => {
        unread = 0;
        return HttpResponse.json({ result: { message: 'ok', updated: 12, unread_count: 0 } });
      }),
    );
    renderApp('/court-notices');
    expect(await screen.findByRole('button', { name: 'خوانده‌نشده (۱۲)' }, LOAD)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'خواندن همه' }));
    expect(await screen.findByRole('button', { name: 'خوانده‌نشده' })).toBeInTheDocument();
  });

  it('uploads photos with a subject, previewing each, to send-images/', async () => {
    const user = userEvent.setup();
    const sent = catchUploads();
    renderApp('/court-notices');
    await screen.findByRole('list', { name: 'ابلاغیه‌ها' }, LOAD);
    await user.click(screen.getByRole('button', { name: 'بارگذاری ابلاغیه' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'بارگذاری ابلاغیه' }));

    await user.click(dialog.getByRole('button', { name: 'بارگذاری و ثبت' }));
    expect(await dialog.findByText('موضوع ابلاغیه را وارد کنید.')).toBeInTheDocument();

    await user.type(dialog.getByLabelText(/موضوع/), 'ابلاغ وقت رسیدگی');
    await user.click(dialog.getByRole('button', { name: 'بارگذاری و ثبت' }));
    expect(await dialog.findByText('دست‌کم یک تصویر یا فایل ابلاغیه را انتخاب کنید.')).toBeInTheDocument();

    const photo = new File(['png-bytes'], 'sana.png', { type: 'image/png' });
    await user.upload(dialog.getByLabelText('انتخاب فایل‌های ابلاغیه'), photo);
    expect(dialog.getByRole('img', { name: 'sana.png' })).toHaveAttribute('src', 'blob:preview');
    await user.click(dialog.getByRole('button', { name: 'بارگذاری و ثبت' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent).toEqual([
      {
        url: '/court-notification/v1/images/send-images/',
        order: ['subject', 'files'],
        subject: 'ابلاغ وقت رسیدگی',
        files: ['sana.png'],
      },
    ]);
  });

  it("sends a PDF to upload-files/ and shows the server's refusal under the files", async () => {
    const user = userEvent.setup();
    const sent = catchUploads('فایل ارسال‌شده خالی است.');
    renderApp('/court-notices');
    await screen.findByRole('list', { name: 'ابلاغیه‌ها' }, LOAD);
    await user.click(screen.getByRole('button', { name: 'بارگذاری ابلاغیه' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'بارگذاری ابلاغیه' }));
    await user.type(dialog.getByLabelText(/موضوع/), 'دادنامه');
    await user.upload(
      dialog.getByLabelText('انتخاب فایل‌های ابلاغیه'),
      new File([], 'dadname.pdf', { type: 'application/pdf' }),
    );
    await user.click(dialog.getByRole('button', { name: 'بارگذاری و ثبت' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('فایل ارسال‌شده خالی است.');
    expect(sent[0]?.url).toBe('/court-notification/v1/files/upload-files/');
    expect(screen.getByRole('dialog', { name: 'بارگذاری ابلاغیه' })).toBeInTheDocument();
  });
});
