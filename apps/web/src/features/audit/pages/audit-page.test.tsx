import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { atScreenWidth } from '@/components/data-table/screen-width.testing';
import { caseItem, pageOf, SLOW, signInAs } from '@/features/cases/test/office-fixtures';
import { server } from '@/test/msw-server';
import { renderApp } from '@/test/render-app';
import type { AuditEntry } from '../api/list-audit-log';

const entry: AuditEntry = {
  seq: 41,
  at: '2025-03-22T08:30:00Z',
  actor: { pid: 'usr_lawyer', first_name: 'مریم', last_name: 'احمدی' },
  actor_name: 'مریم احمدی',
  access: 'owner',
  action: 'download',
  action_label: 'دریافت فایل',
  entity_type: 'document',
  entity_pid: 'doc_1',
  entity_label: 'دادخواست 1403',
  case_pid: caseItem.pid,
  details: {},
  ip: '185.12.4.7',
  hash: 'h41',
};

let seen: URL[];

beforeEach(() => {
  seen = [];
  signInAs();
  server.use(
    http.get('/api/lawyer-office/v1/audit-log/', ({ request }) => {
      seen.push(new URL(request.url));
      return HttpResponse.json(pageOf([entry]));
    }),
    http.get('/api/wallet/v1/balance/', () => HttpResponse.json({ result: { balance: 0 } })),
  );
});

describe('the audit log on a desktop', () => {
  atScreenWidth(1280);

  it('is a table of when, who, what, which record, its case and the address, in Persian digits', async () => {
    renderApp('/audit');
    const table = within(await screen.findByRole('table', { name: 'گزارش فعالیت‌ها' }, SLOW));
    expect(table.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'زمان',
      'انجام‌دهنده',
      'فعالیت',
      'مورد',
      'پرونده',
      'نشانی IP',
    ]);
    const cells = within(table.getAllByRole('row')[1] as HTMLElement).getAllByRole('cell');
    expect(cells[0]).toHaveTextContent('۲ فروردین ۱۴۰۴، ساعت ۱۲:۰۰');
    expect(cells[1]).toHaveTextContent('مریم احمدی');
    expect(cells[2]).toHaveTextContent('دریافت فایل');
    expect(cells[3]).toHaveTextContent('سند: دادخواست ۱۴۰۳');
    expect(within(cells[4] as HTMLElement).getByRole('link', { name: 'باز کردن پرونده' })).toHaveAttribute(
      'href',
      '/cases/case_1',
    );
    expect(cells[5]).toHaveTextContent('۱۸۵.۱۲.۴.۷');
  });

  it('sorts by time on the server, oldest first then newest first, keeping the filters', async () => {
    const user = userEvent.setup();
    renderApp('/audit?action=download&page=3');
    const table = within(await screen.findByRole('table', { name: 'گزارش فعالیت‌ها' }, SLOW));
    const at = table.getByRole('columnheader', { name: /زمان/ });
    await user.click(within(at).getByRole('button'));
    await waitFor(() => expect(seen.at(-1)?.searchParams.get('ordering')).toBe('-at'));
    expect(at).toHaveAttribute('aria-sort', 'descending');
    expect(seen.at(-1)?.searchParams.get('action')).toBe('download');
    expect(seen.at(-1)?.searchParams.get('page')).toBe('1');
    await user.click(within(at).getByRole('button'));
    await waitFor(() => expect(seen.at(-1)?.searchParams.get('ordering')).toBe('at'));
    expect(at).toHaveAttribute('aria-sort', 'ascending');
  });
});

describe('the audit log’s date range', () => {
  atScreenWidth(1280);

  it('reads the range from the address into the shared Jalali picker and sends a typed day as Gregorian', async () => {
    const user = userEvent.setup();
    renderApp('/audit?from=2024-08-02');
    await screen.findByRole('table', { name: 'گزارش فعالیت‌ها' }, SLOW);
    expect(screen.getByRole('group', { name: 'از تاریخ' })).toHaveTextContent('۱۴۰۳/۰۵/۱۲');
    const to = screen.getByRole('group', { name: 'تا تاریخ' });
    await user.click(within(to).getAllByRole('spinbutton')[0] as HTMLElement);
    // Mehr has thirty days: said under the field, and the address keeps no such day.
    await user.keyboard('14030731');
    expect(
      await screen.findByText(
        'تاریخ کامل و درست نیست؛ آن را از تقویم انتخاب کنید یا مانند ۱۴۰۳/۰۵/۱۲ بنویسید.',
      ),
    ).toBeInTheDocument();
    await user.click(within(to).getAllByRole('spinbutton')[2] as HTMLElement);
    await user.keyboard('29');
    await waitFor(() => expect(seen.at(-1)?.searchParams.get('to')).toBe('2024-10-20'));
    expect(seen.at(-1)?.searchParams.get('from')).toBe('2024-08-02');
  });
});

describe('the audit log on a phone', () => {
  atScreenWidth(360);

  it('stays a list of entries', async () => {
    renderApp('/audit');
    const list = within(await screen.findByRole('list', { name: 'گزارش فعالیت‌ها' }, SLOW));
    expect(list.getByText('دریافت فایل')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
