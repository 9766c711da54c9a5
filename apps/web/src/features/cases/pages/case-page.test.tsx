import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { http as apiClient } from '@/lib/api/http-client';
import { lawyerProfile } from '@/test/fixtures';
import { server } from '@/test/msw-server';
import { renderApp } from '@/test/render-app';
import { caseItem, pageOf, pdfDocument, rolePermissions, SLOW, signInAs } from '../test/office-fixtures';

interface SentUpload {
  /** The parts in the order sent: the server needs the fields before the file. */
  order: string[];
  fields: Record<string, string>;
  fileName: string;
  fileSize: number;
}

describe('the case page', () => {
  let uploads: SentUpload[];

  beforeEach(() => {
    uploads = [];
    // jsdom's XMLHttpRequest cannot hand a multipart body to msw, so the upload is caught at the API
    // client: what the form would put on the wire, and the server's answer.
    vi.spyOn(apiClient, 'post').mockImplementation(async (_url, data) => {
      const form = data as FormData;
      const fields: Record<string, string> = {};
      let file: File | undefined;
      for (const [key, value] of form.entries()) {
        if (typeof value === 'string') fields[key] = value;
        else file = value;
      }
      uploads.push({
        order: [...form.keys()],
        fields,
        fileName: file?.name ?? '',
        fileSize: file?.size ?? 0,
      });
      if (file?.name.endsWith('.exe')) {
        const message = 'نوع این فایل پذیرفته نیست؛ فقط تصویر، ویدئو، سند با قالب‌های رایج مجاز است.';
        throw { type: 'validation_error', status: 415, message, errors: {}, fields: { file: message } };
      }
      return {
        data: { result: { ...pdfDocument, pids: [pdfDocument.pid], files: [pdfDocument], message: '' } },
      };
    });
    signInAs();
    server.use(
      http.get('/api/lawyer-office/v1/cases/case_1/', () => HttpResponse.json({ result: caseItem })),
      http.get('/api/lawyer-office/v1/documents/by-case/case_1/', () =>
        HttpResponse.json(pageOf([pdfDocument])),
      ),
      // The header strip's next hearing and unread notices.
      http.get('/api/court-calendar/v1/events/', () => HttpResponse.json(pageOf([]))),
      http.get('/api/court-notification/v1/court-notifications/', () => HttpResponse.json(pageOf([]))),
    );
  });

  it('shows the overview with Jalali dates and Persian digits', async () => {
    renderApp('/cases/case_1');
    expect(await screen.findByRole('heading', { name: 'مطالبه وجه چک', level: 1 }, SLOW)).toBeInTheDocument();
    expect(screen.getByText('۱۲ مرداد ۱۴۰۳')).toBeInTheDocument();
    expect(screen.getByText('۱۴۰۳۱۲۳۴۵')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'جلسات' })).toBeInTheDocument();
  });

  it('uploads whatever the user drops, sending the case first and no file_type unless one is chosen', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderApp('/cases/case_1?tab=documents');
    const input = await screen.findByLabelText('انتخاب فایل', {}, SLOW);

    // An odd name and no type: the server sniffs the bytes; the browser refuses nothing.
    const big = new File([new Uint8Array(30 * 1024 * 1024)], 'scan.JPEG.unknown', { type: '' });
    await user.upload(input, big);
    await waitFor(() => expect(uploads).toHaveLength(1));
    expect(uploads[0]).toEqual({
      order: ['case', 'visible_to_client', 'file'],
      fields: { case: 'case_1', visible_to_client: 'false' },
      fileName: 'scan.JPEG.unknown',
      fileSize: 30 * 1024 * 1024,
    });

    await user.click(screen.getByRole('combobox', { name: 'نوع فایل' }));
    await user.click(screen.getByRole('option', { name: 'تصویر' }));
    await user.click(screen.getByRole('checkbox', { name: 'نمایش به موکل' }));
    await user.upload(input, new File(['x'], 'photo.png', { type: 'image/png' }));
    await waitFor(() => expect(uploads).toHaveLength(2));
    expect(uploads[1]?.fields).toEqual({ case: 'case_1', file_type: 'image', visible_to_client: 'true' });
    // A 30 MB file through jsdom's FormData takes seconds on a busy machine.
  }, 15_000);

  it('shows the server’s reason for a refused file under the upload box', async () => {
    const user = userEvent.setup();
    renderApp('/cases/case_1?tab=documents');
    const input = await screen.findByLabelText('انتخاب فایل', {}, SLOW);
    await user.upload(input, new File(['MZ'], 'virus.exe'));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^virus\.exe: نوع این فایل پذیرفته نیست/);
  });

  it('lists the documents with their size and the visible-to-client switch, and asks before deleting', async () => {
    let deleted = '';
    server.use(
      http.delete('/api/lawyer-office/v1/documents/:pid/', ({ params }) => {
        deleted = String(params.pid);
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const user = userEvent.setup();
    renderApp('/cases/case_1?tab=documents');
    const list = within(await screen.findByRole('list', { name: 'اسناد پرونده' }, SLOW));
    expect(list.getByText('دادخواست')).toBeInTheDocument();
    expect(list.getByText(/۲٫۴ مگابایت/)).toBeInTheDocument();
    expect(list.getByRole('switch', { name: 'قابل مشاهده برای موکل' })).toBeChecked();

    await user.click(list.getByRole('button', { name: 'حذف سند dadkhast.pdf' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'حذف سند' }));
    await user.click(dialog.getByRole('button', { name: 'بله، حذف شود' }));
    await waitFor(() => expect(deleted).toBe('doc_1'));
  });

  it('hides what a secretary may not do: no delete buttons', async () => {
    signInAs({ ...lawyerProfile, roles: ['secretary'] });
    server.use(
      http.get('/api/lawyer-office/v1/cases/case_1/', () =>
        HttpResponse.json({
          result: { ...caseItem, access: 'secretary', permissions: rolePermissions.secretary },
        }),
      ),
    );
    renderApp('/cases/case_1?tab=documents');
    await screen.findByRole('list', { name: 'اسناد پرونده' }, SLOW);
    expect(screen.queryByRole('button', { name: /^حذف/ })).toBeNull();
    expect(screen.getByLabelText('انتخاب فایل')).toBeInTheDocument();
  });
});
