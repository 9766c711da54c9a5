import { type ColumnDef, createColumnHelper } from '@tanstack/react-table';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { DataTable, type DataTableProps } from './data-table';

interface Hearing {
  pid: string;
  title: string;
  court: string;
  note: string;
}

const rows: Hearing[] = [
  { pid: 'a1', title: 'مطالبه وجه چک', court: 'دادگاه عمومی حقوقی تهران', note: 'جلسه اول' },
  { pid: 'b2', title: 'تخلیه ملک', court: 'شورای حل اختلاف', note: 'کارشناسی' },
];

const column = createColumnHelper<Hearing>();
const columns = [
  column.accessor('title', { header: 'عنوان', meta: { primary: true } }),
  column.accessor('court', { id: 'court', header: 'دادگاه', enableSorting: true }),
  column.accessor('note', { header: 'یادداشت' }),
] as ColumnDef<Hearing, string>[];

function Sorted(props: Partial<DataTableProps<Hearing>>) {
  const [ordering, setOrdering] = useState('');
  return (
    <>
      <output aria-label="ترتیب">{ordering}</output>
      <DataTable
        label="جلسه‌ها"
        rows={rows}
        columns={columns}
        getRowId={(row) => row.pid}
        ordering={ordering}
        onOrderingChange={setOrdering}
        {...props}
      />
    </>
  );
}

function renderAt(element: React.ReactNode) {
  const router = createMemoryRouter(
    [
      { path: '/', element },
      { path: '/hearings/:pid', element: <h1>صفحه جلسه</h1> },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('DataTable', () => {
  it('sorts by a sortable column through the server ordering and says so with aria-sort', async () => {
    const user = userEvent.setup();
    renderAt(<Sorted />);
    const table = screen.getByRole('table', { name: 'جلسه‌ها' });
    const court = within(table).getByRole('columnheader', { name: /دادگاه/ });
    expect(court).not.toHaveAttribute('aria-sort');
    expect(within(table).queryByRole('button', { name: /یادداشت/ })).toBeNull();

    await user.click(within(court).getByRole('button', { name: /دادگاه/ }));
    expect(screen.getByRole('status', { name: 'ترتیب' })).toHaveTextContent('court');
    expect(court).toHaveAttribute('aria-sort', 'ascending');
    expect(within(court).getByText('مرتب‌شده به ترتیب صعودی')).toBeInTheDocument();

    await user.click(within(court).getByRole('button', { name: /دادگاه/ }));
    expect(screen.getByRole('status', { name: 'ترتیب' })).toHaveTextContent('-court');
    expect(court).toHaveAttribute('aria-sort', 'descending');
    expect(within(court).getByText('مرتب‌شده به ترتیب نزولی')).toBeInTheDocument();

    await user.click(within(court).getByRole('button', { name: /دادگاه/ }));
    expect(screen.getByRole('status', { name: 'ترتیب' })).toHaveTextContent('');
    expect(court).not.toHaveAttribute('aria-sort');
  });

  it('remembers the chosen density on the device', async () => {
    const user = userEvent.setup();
    const { unmount } = render(
      <RouterProvider router={createMemoryRouter([{ path: '/', element: <Sorted /> }])} />,
    );
    expect(screen.getByRole('button', { name: 'عادی' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'فشرده' }));
    expect(screen.getByRole('button', { name: 'فشرده' })).toHaveAttribute('aria-pressed', 'true');
    expect(localStorage.getItem('vakilyar.table-density')).toBe('compact');
    unmount();

    renderAt(<Sorted />);
    expect(screen.getByRole('button', { name: 'فشرده' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('opens a row from its link with the keyboard, and from anywhere on the row with the mouse', async () => {
    const user = userEvent.setup();
    const router = renderAt(<Sorted rowHref={(row) => `/hearings/${row.pid}`} />);
    const link = screen.getByRole('link', { name: 'تخلیه ملک' });
    link.focus();
    await user.keyboard('{Enter}');
    expect(router.state.location.pathname).toBe('/hearings/b2');

    await router.navigate('/');
    await user.click(await screen.findByRole('cell', { name: 'جلسه اول' }));
    expect(router.state.location.pathname).toBe('/hearings/a1');
  });

  it('activates a row without a page of its own with Enter or Space', async () => {
    const user = userEvent.setup();
    const activated = vi.fn();
    renderAt(<Sorted onRowActivate={activated} />);
    const [, first, second] = screen.getAllByRole('row');
    first?.focus();
    await user.keyboard('{Enter}');
    expect(activated).toHaveBeenLastCalledWith(rows[0]);
    second?.focus();
    await user.keyboard(' ');
    expect(activated).toHaveBeenLastCalledWith(rows[1]);
    expect(activated).toHaveBeenCalledTimes(2);
  });
});
