import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { atScreenWidth } from '@/components/data-table/screen-width.testing';
import { server } from '@/test/msw-server';
import { renderApp } from '@/test/render-app';
import { caseItem, pageOf, SLOW, signInAs } from '../test/office-fixtures';

const withHearing = { ...caseItem, next_hearing: '2025-12-03T06:00:00Z', stage: 'appeal' as const };
let seen: URL[];

beforeEach(() => {
  seen = [];
  signInAs();
  server.use(
    http.get('/api/lawyer-office/v1/cases/', ({ request }) => {
      seen.push(new URL(request.url));
      return HttpResponse.json(pageOf([withHearing]));
    }),
    // The desktop's top bar shows the wallet.
    http.get('/api/wallet/v1/balance/', () => HttpResponse.json({ result: { balance: 0 } })),
  );
});

describe('the case list on a desktop', () => {
  atScreenWidth(1280);

  it('is a table: title and number, client, court and branch, stage, the next hearing in Tehran time', async () => {
    renderApp('/cases');
    const table = within(await screen.findByRole('table', { name: 'پرونده‌ها' }, SLOW));
    const headers = table.getAllByRole('columnheader').map((th) => th.textContent);
    expect(headers).toEqual([
      'عنوان و شماره',
      'موکل',
      'دادگاه',
      'شعبه',
      'مرحله و وضعیت',
      'جلسه بعدی',
      'آخرین تغییر',
    ]);
    const [, row] = table.getAllByRole('row');
    const cells = within(row as HTMLElement).getAllByRole('cell');
    expect(cells[0]).toHaveTextContent('مطالبه وجه چکشماره ۱۴۰۳۱۲۳۴۵');
    expect(within(cells[0] as HTMLElement).getByRole('link')).toHaveAttribute('href', '/cases/case_1');
    expect(cells[1]).toHaveTextContent('علی رضایی');
    expect(cells[2]).toHaveTextContent('دادگاه عمومی حقوقی تهران');
    expect(cells[3]).toHaveTextContent(/^۱۲$/);
    expect(cells[4]).toHaveTextContent('تجدیدنظرجاری');
    expect(cells[5]).toHaveTextContent('۱۲ آذر ۱۴۰۴ساعت ۰۹:۳۰');
    expect(screen.queryByRole('list', { name: 'پرونده‌ها' })).toBeNull();
  });

  it('asks the server for the order of the column clicked, from the first page, and keeps it in the address', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/cases?page=2&status=open');
    const table = within(await screen.findByRole('table', { name: 'پرونده‌ها' }, SLOW));
    const hearing = table.getByRole('columnheader', { name: /جلسه بعدی/ });
    await user.click(within(hearing).getByRole('button'));

    await waitFor(() => expect(seen.at(-1)?.searchParams.get('ordering')).toBe('next_hearing'));
    expect(seen.at(-1)?.searchParams.get('page')).toBe('1');
    expect(seen.at(-1)?.searchParams.get('status')).toBe('open');
    expect(router.state.location.search).toBe('?status=open&ordering=next_hearing');
    expect(hearing).toHaveAttribute('aria-sort', 'ascending');

    await user.click(within(table.getByRole('columnheader', { name: /آخرین تغییر/ })).getByRole('button'));
    await waitFor(() => expect(seen.at(-1)?.searchParams.get('ordering')).toBe('-updated_at'));
    expect(hearing).not.toHaveAttribute('aria-sort');
  });

  it('sorts by every column the issue names: the next hearing, court, branch, client and stage', async () => {
    const user = userEvent.setup();
    renderApp('/cases');
    const table = within(await screen.findByRole('table', { name: 'پرونده‌ها' }, SLOW));
    const sortable = table
      .getAllByRole('columnheader')
      .filter((th) => within(th).queryByRole('button'))
      .map((th) => th.textContent);
    expect(sortable).toEqual(
      expect.arrayContaining(['موکل', 'دادگاه', 'شعبه', 'مرحله و وضعیت', 'جلسه بعدی']),
    );

    const client = table.getByRole('columnheader', { name: /موکل/ });
    await user.click(within(client).getByRole('button'));
    await waitFor(() => expect(seen.at(-1)?.searchParams.get('ordering')).toBe('client'));
    expect(client).toHaveAttribute('aria-sort', 'ascending');
    await user.click(within(client).getByRole('button'));
    await waitFor(() => expect(seen.at(-1)?.searchParams.get('ordering')).toBe('-client'));

    const branch = table.getByRole('columnheader', { name: /شعبه/ });
    await user.click(within(branch).getByRole('button'));
    await waitFor(() => expect(seen.at(-1)?.searchParams.get('ordering')).toBe('branch'));
    expect(branch).toHaveAttribute('aria-sort', 'ascending');
    expect(client).not.toHaveAttribute('aria-sort');
  });

  it('does not send an ordering the list does not offer', async () => {
    renderApp('/cases?ordering=secret');
    await screen.findByRole('table', { name: 'پرونده‌ها' }, SLOW);
    expect(seen.at(-1)?.searchParams.has('ordering')).toBe(false);
  });
});

describe('the case list on a phone', () => {
  atScreenWidth(360);

  it('stays a list of cards', async () => {
    renderApp('/cases');
    const list = within(await screen.findByRole('list', { name: 'پرونده‌ها' }, SLOW));
    expect(list.getByText('مطالبه وجه چک')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
