import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { http as apiClient } from '@/lib/api/http-client';
import { server } from '@/test/msw-server';
import { renderApp } from '@/test/render-app';
import { imageNotice, LOAD, pageOf, readNotice, secretaryProfile, signInAs } from '../test/notice-fixtures';

const BASE = '/api/court-notification/v1/court-notifications/';

describe('the court notice page', { timeout: 20_000 }, () => {
  let notice = imageNotice;
  let marked: unknown[];
  let deleted: string[];
  let downloads: string[];

  beforeEach(() => {
    notice = imageNotice;
    marked = [];
    deleted = [];
    downloads = [];
    signInAs();
    URL.createObjectURL = vi.fn(() => 'blob:attachment');
    URL.revokeObjectURL = vi.fn();
    // jsdom's XMLHttpRequest cannot hand msw's binary answer to axios as a Blob: a download is answered
    // at the API client, every other call goes through.
    const get = apiClient.get.bind(apiClient);
    vi.spyOn(apiClient, 'get').mockImplementation((url, config) => {
      downloads.push(url);
      return url.includes('/download/')
        ? Promise.resolve({ data: new Blob(['png'], { type: 'image/png' }) })
        : get(url, config);
    });
    server.use(
      http.get(`${BASE}cn_1/`, () => HttpResponse.json({ result: notice })),
      http.get(`${BASE}missing/`, () =>
        HttpResponse.json(
          { code: 'not_found', error_messages: { non_field_errors: ['ابلاغیه یافت نشد.'] } },
          { status: 404 },
        ),
      ),
      http.get(`${BASE}cn_1/attachments/at_1/download/`, () =>
        HttpResponse.arrayBuffer(new Uint8Array([137, 80, 78, 71]).buffer, {
          headers: { 'content-type': 'image/png' },
        }),
      ),
      http.post(`${BASE}mark-as-read/`, async ({ request }) => {
        marked.push(await request.json());
        notice = { ...notice, is_read: true };
        return HttpResponse.json({ result: { message: 'ok', updated: 1, unread_count: 0 } });
      }),
      http.delete(`${BASE}cn_1/delete/`, () => {
        deleted.push('cn_1');
        return new HttpResponse(null, { status: 204 });
      }),
      http.get(BASE, () => HttpResponse.json(pageOf([readNotice]))),
    );
  });

  it('shows the notice in Persian with Jalali dates, its case and its attachments', async () => {
    renderApp('/court-notices/cn_1');
    expect(
      await screen.findByRole('heading', { name: 'احضاریه متهم برای ادای توضیحات', level: 1 }, LOAD),
    ).toBeInTheDocument();
    expect(screen.getByText('۱۴۰۳۱۰۹۱۰۰۰۶۷۸۹۰۱۴')).toBeInTheDocument();
    expect(screen.getByText('۱۲ مرداد ۱۴۰۳')).toBeInTheDocument();
    expect(screen.getByText('شعبه ۵ بازپرسی')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'کلاهبرداری اینترنتی' })).toHaveAttribute(
      'href',
      '/cases/case_1',
    );
    expect(within(screen.getByRole('main')).getByText('مریم احمدی')).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'احضاریه - صفحه ۱.png' })).toHaveAttribute(
      'src',
      'blob:attachment',
    );
    expect(screen.getByTitle('دادنامه.pdf')).toHaveTextContent('دادنامه');
    expect(screen.getByText('۲٫۴ مگابایت')).toBeInTheDocument();
    expect(screen.getByText('PDF')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'دریافت دادنامه.pdf' })).toBeInTheDocument();
    expect(downloads).toContain('/court-notification/v1/court-notifications/cn_1/attachments/at_1/download/');
  });

  it('links the date of service to a new deadline in the calendar', async () => {
    renderApp('/court-notices/cn_1');
    const link = await screen.findByRole('link', { name: 'افزودن مهلت به تقویم' }, LOAD);
    expect(link).toHaveAttribute('href', '/calendar?deadline_from=2024-08-02&notice=cn_1');
  });

  it('marks an unread notice read only when asked', async () => {
    const user = userEvent.setup();
    renderApp('/court-notices/cn_1');
    const button = await screen.findByRole('button', { name: 'علامت‌گذاری به‌عنوان خوانده‌شده' }, LOAD);
    expect(screen.getByText('خوانده‌نشده')).toBeInTheDocument();
    expect(marked).toEqual([]);
    await user.click(button);
    await waitFor(() => expect(marked).toEqual([{ notification_ids: ['cn_1'] }]));
    await waitFor(() => expect(screen.queryByText('خوانده‌نشده')).toBeNull());
    expect(screen.queryByRole('button', { name: 'علامت‌گذاری به‌عنوان خوانده‌شده' })).toBeNull();
  });

  it('asks before deleting, then goes back to the list', async () => {
    const user = userEvent.setup();
    signInAs(secretaryProfile);
    const { router } = renderApp('/court-notices/cn_1');
    // Deleting sits in the «more actions» menu, not beside the page's everyday buttons.
    expect(await screen.findByRole('button', { name: 'ویرایش اطلاعات' }, LOAD)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'حذف ابلاغیه' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'اقدامات بیشتر' }));
    await user.click(await screen.findByRole('menuitem', { name: 'حذف ابلاغیه' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'حذف ابلاغیه' }));
    await user.click(dialog.getByRole('button', { name: 'حذف شود' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/court-notices'));
    expect(deleted).toEqual(['cn_1']);
  });

  it('completes a notice recorded from photos: its number and branch as typed, the rest kept', async () => {
    const user = userEvent.setup();
    notice = { ...imageNotice, notice_number: null, court: null, branch: null, served_on: null, case: null };
    const saved: unknown[] = [];
    server.use(
      http.put(`${BASE}cn_1/update/`, async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        saved.push(body);
        notice = { ...notice, notice_number: String(body.notice_number), branch: String(body.branch) };
        return HttpResponse.json({ result: { ...notice, message: 'اطلاعات ابلاغیه ذخیره شد.' } });
      }),
      http.get('/api/lawyer-office/v1/cases/', () => HttpResponse.json(pageOf([]))),
    );
    renderApp('/court-notices/cn_1');
    await user.click(await screen.findByRole('button', { name: 'ویرایش اطلاعات' }, LOAD));
    const dialog = within(await screen.findByRole('dialog', { name: 'اطلاعات ابلاغیه' }));
    expect(dialog.getByRole('textbox', { name: /^موضوع/ })).toHaveValue(imageNotice.subject);
    await user.type(dialog.getByRole('textbox', { name: 'شماره ابلاغیه' }), '۱۴۰۳۱۰۹۱۰۰۰۶۷۸۹۰۱۴');
    await user.type(dialog.getByRole('textbox', { name: 'شعبه' }), 'A-1');
    await user.click(dialog.getByRole('button', { name: 'ذخیره' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatchObject({ subject: imageNotice.subject, branch: 'A-1', notice_type: 'summons' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'اطلاعات ابلاغیه' })).toBeNull());
    expect(await screen.findByText(/A-/)).toBeInTheDocument();
  });

  it("says so when the notice is not the user's to see", async () => {
    renderApp('/court-notices/missing');
    expect(
      await screen.findByText('این ابلاغیه پیدا نشد یا به آن دسترسی ندارید.', {}, LOAD),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'بازگشت به ابلاغیه‌ها' })).toHaveAttribute(
      'href',
      '/court-notices',
    );
  });
});
