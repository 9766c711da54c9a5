import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Consultation } from '@vakilyar/contract';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { atScreenWidth } from '@/components/data-table/screen-width.testing';
import { adminProfile } from '@/features/admin-finance/testing/admin-fixtures';
import { completedConsultation } from '@/features/consultation/test/consultation-fixtures';
import { PAGE_LOAD, PAGE_TEST, page, signInAs } from '@/features/payments/testing/money-fixtures';
import { server } from '@/test/msw-server';
import { renderApp } from '@/test/render-app';

const A = '/api/admin/v1/consultations';

const disputed: Consultation = {
  ...completedConsultation,
  pid: 'con_disputed',
  subject: 'تماس انجام نشد',
  status: 'disputed',
  status_label: 'معترض',
  dispute_reason: 'مشاور در زمان مقرر تماس نگرفت.',
  disputed_at: '2025-03-22T12:00:00Z',
  can_dispute: false,
};

describe('consultations and disputes for the admin', PAGE_TEST, () => {
  let queries: URLSearchParams[];
  let settles: unknown[];
  let answer: number;

  beforeEach(() => {
    queries = [];
    settles = [];
    answer = 200;
    signInAs(adminProfile);
    server.use(
      http.get(`${A}/`, ({ request }) => {
        const query = new URL(request.url).searchParams;
        queries.push(query);
        return HttpResponse.json(
          page(query.get('status') === 'pending' ? [] : [disputed, completedConsultation]),
        );
      }),
      http.post(`${A}/:pid/settle/`, async ({ request }) => {
        settles.push(await request.json());
        if (answer === 409)
          return HttpResponse.json(
            {
              error: 'conflict',
              message: 'این مشاوره اعتراض بازی ندارد.',
              error_messages: { non_field_errors: ['این مشاوره اعتراض بازی ندارد.'] },
            },
            { status: 409 },
          );
        return HttpResponse.json({
          result: { ...disputed, status: 'settled', settlement: 'paid_out', message: 'اعتراض رسیدگی شد.' },
        });
      }),
    );
  });

  it('shows the dispute and settles it for the consultant with a note', async () => {
    const user = userEvent.setup();
    renderApp('/admin/consultations');
    const card = await screen.findByRole('article', { name: disputed.subject }, PAGE_LOAD);
    expect(card).toHaveTextContent('مشاور در زمان مقرر تماس نگرفت.');
    // A fee in coins carries its Toman value (decision 016), once the public rate has come.
    await waitFor(() => expect(card).toHaveTextContent('هزینه: ۱۲۰ سکه (≈ ۱۲۰٬۰۰۰ تومان)'));
    const other = screen.getByRole('article', { name: completedConsultation.subject });
    expect(within(other).queryByRole('button', { name: 'رسیدگی به اعتراض' })).toBeNull();

    await user.click(within(card).getByRole('button', { name: 'رسیدگی به اعتراض' }));
    const dialog = await screen.findByRole('dialog', { name: 'رسیدگی به اعتراض' });
    await user.click(within(dialog).getByRole('radio', { name: 'پرداخت سهم مشاور' }));
    await user.type(within(dialog).getByLabelText(/یادداشت/), 'تماس در پیامک تأیید شد.');
    await user.click(within(dialog).getByRole('button', { name: 'ثبت رسیدگی' }));
    await waitFor(() => expect(settles).toEqual([{ refund: false, note: 'تماس در پیامک تأیید شد.' }]));
  });

  it('refunds by default and closes when another admin settled it first', async () => {
    answer = 409;
    const user = userEvent.setup();
    renderApp('/admin/consultations');
    const card = await screen.findByRole('article', { name: disputed.subject }, PAGE_LOAD);
    await user.click(within(card).getByRole('button', { name: 'رسیدگی به اعتراض' }));
    const dialog = await screen.findByRole('dialog', { name: 'رسیدگی به اعتراض' });
    await user.click(within(dialog).getByRole('button', { name: 'ثبت رسیدگی' }));
    await waitFor(() => expect(settles).toEqual([{ refund: true }]));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(queries.length).toBeGreaterThan(1));
  });

  it('filters by status', async () => {
    const user = userEvent.setup();
    renderApp('/admin/consultations');
    await user.click(await screen.findByRole('combobox', { name: 'وضعیت' }, PAGE_LOAD));
    await user.click(await screen.findByRole('option', { name: 'در انتظار پاسخ مشاور' }));
    expect(await screen.findByText('مشاوره‌ای در این فهرست نیست')).toBeInTheDocument();
    expect(queries.at(-1)?.get('status')).toBe('pending');
  });

  describe('on a desktop', () => {
    atScreenWidth(1280);

    it('is a table whose fee column shows the coins with their Toman value', async () => {
      renderApp('/admin/consultations');
      const table = within(await screen.findByRole('table', { name: 'مشاوره‌ها و اعتراض‌ها' }, PAGE_LOAD));
      expect(table.getByRole('columnheader', { name: /^هزینه/ })).toBeInTheDocument();
      const [, first] = table.getAllByRole('row');
      const cells = within(first as HTMLElement).getAllByRole('cell');
      await waitFor(() => expect(cells[4]).toHaveTextContent('۱۲۰ سکه (≈ ۱۲۰٬۰۰۰ تومان)'));
    });
  });
});
