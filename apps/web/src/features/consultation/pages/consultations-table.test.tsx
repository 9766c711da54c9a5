import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Consultation } from '@vakilyar/contract';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { atScreenWidth } from '@/components/data-table/screen-width.testing';
import {
  clientProfile,
  consultantProfile,
  PAGE_LOAD,
  PAGE_TEST,
  page,
  signInAs,
} from '@/features/chat/test/chat-fixtures';
import { server } from '@/test/msw-server';
import { renderApp } from '@/test/render-app';
import { completedConsultation, consultation } from '../test/consultation-fixtures';

const scheduled: Consultation = {
  ...consultation,
  pid: 'con_2',
  status: 'accepted',
  status_label: 'پذیرفته‌شده',
  scheduled_at: '2025-03-25T06:00:00Z',
};
let seen: URLSearchParams[];

beforeEach(() => {
  seen = [];
  server.use(
    http.get('/api/notification/v1/alarms/', () => HttpResponse.json(page([]))),
    http.get('/api/wallet/v1/balance/', () => HttpResponse.json({ result: { balance: 0 } })),
    http.get('/api/consultation/v1/consultations/', ({ request }) => {
      const query = new URL(request.url).searchParams;
      seen.push(query);
      return HttpResponse.json(
        page(query.get('status') === 'disputed' ? [] : [scheduled, completedConsultation]),
      );
    }),
  );
});

const findTable = async () => within(await screen.findByRole('table', { name: 'مشاوره‌های من' }, PAGE_LOAD));

describe('my consultations on a desktop', PAGE_TEST, () => {
  atScreenWidth(1280);

  it('is a table: subject, the other party, type, the time in Tehran, the fee with its Toman value, state', async () => {
    signInAs(clientProfile);
    renderApp('/consultations');
    const table = await findTable();
    expect(table.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'موضوع',
      'طرف مشاوره',
      'نوع',
      'زمان مشاوره',
      'هزینه',
      'وضعیت',
      'تاریخ درخواست',
    ]);
    const [, first, second] = table.getAllByRole('row');
    const cells = within(first as HTMLElement).getAllByRole('cell');
    expect(within(cells[0] as HTMLElement).getByRole('link', { name: 'مطالبه مهریه' })).toHaveAttribute(
      'href',
      '/consultations/con_2',
    );
    expect(cells[1]).toHaveTextContent('سارا محمدی نیکمشاور');
    expect(cells[2]).toHaveTextContent('تلفنی');
    expect(cells[3]).toHaveTextContent('۵ فروردین ۱۴۰۴ساعت ۰۹:۳۰');
    await waitFor(() => expect(cells[4]).toHaveTextContent('۱۲۰ سکه (≈ ۱۲۰٬۰۰۰ تومان)'));
    expect(cells[5]).toHaveTextContent('پذیرفته‌شده');
    expect(within(second as HTMLElement).getAllByRole('cell')[3]).toHaveTextContent('تعیین نشده');
    expect(screen.queryByRole('list', { name: 'مشاوره‌های من' })).toBeNull();
  });

  it('names the client to the consultant', async () => {
    signInAs(consultantProfile);
    server.use(
      http.get('/api/consultation/v1/consultations/', () =>
        HttpResponse.json(page([{ ...scheduled, my_role: 'consultant' }])),
      ),
    );
    renderApp('/consultations');
    const table = await findTable();
    const [, row] = table.getAllByRole('row');
    expect(within(row as HTMLElement).getAllByRole('cell')[1]).toHaveTextContent('درخواست‌کننده');
  });

  it('asks the server for the order of the column clicked, from the first page, keeping the state filter', async () => {
    signInAs(clientProfile);
    const user = userEvent.setup();
    const { router } = renderApp('/consultations?status=accepted&page=2');
    const table = await findTable();
    expect(table.getByRole('columnheader', { name: 'نوع' })).not.toHaveAttribute('aria-sort');
    expect(within(table.getByRole('columnheader', { name: 'نوع' })).queryByRole('button')).toBeNull();

    const when = table.getByRole('columnheader', { name: /زمان مشاوره/ });
    await user.click(within(when).getByRole('button'));
    await waitFor(() => expect(seen.at(-1)?.get('ordering')).toBe('scheduled_at'));
    expect(seen.at(-1)?.get('status')).toBe('accepted');
    expect(seen.at(-1)?.get('page')).toBe('1');
    expect(router.state.location.search).toBe('?status=accepted&ordering=scheduled_at');
    expect(when).toHaveAttribute('aria-sort', 'ascending');

    await user.click(within(table.getByRole('columnheader', { name: /هزینه/ })).getByRole('button'));
    await waitFor(() => expect(seen.at(-1)?.get('ordering')).toBe('-fee'));
  });
});

describe('my consultations on a phone', PAGE_TEST, () => {
  atScreenWidth(360);

  it('stay a list of cards', async () => {
    signInAs(clientProfile);
    renderApp('/consultations');
    const list = within(await screen.findByRole('list', { name: 'مشاوره‌های من' }, PAGE_LOAD));
    expect(list.getByText('پذیرفته‌شده')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
