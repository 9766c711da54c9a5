import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ListBody } from '@/features/cases/kit/list-body';
import { PageLoader } from './page-loader';
import { DetailSkeleton } from './skeletons/detail-skeleton';

describe('the loading states', () => {
  it('draws a page as a busy skeleton named in Persian, not a spinner', () => {
    render(<PageLoader />);
    expect(screen.getByRole('status', { name: 'در حال بارگذاری…' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('draws a record’s details as a busy skeleton under the label it is given', () => {
    render(<DetailSkeleton label="در حال دریافت جزئیات بازخورد" />);
    expect(screen.getByRole('status', { name: 'در حال دریافت جزئیات بازخورد' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  });

  it('draws a loading list as rows, then its failure with a retry, its empty face and its rows', async () => {
    const props = { isError: false, onRetry: vi.fn(), isEmpty: false, empty: <p>خالی</p> };
    const { rerender } = render(
      <ListBody {...props} isPending>
        <p>ردیف‌ها</p>
      </ListBody>,
    );
    expect(screen.getByRole('status', { name: 'در حال بارگذاری…' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('progressbar')).toBeNull();

    rerender(
      <ListBody {...props} isPending={false} isError>
        <p>ردیف‌ها</p>
      </ListBody>,
    );
    expect(screen.queryByRole('status')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'تلاش دوباره' }));
    expect(props.onRetry).toHaveBeenCalledTimes(1);

    rerender(
      <ListBody {...props} isPending={false} isEmpty>
        <p>ردیف‌ها</p>
      </ListBody>,
    );
    expect(screen.getByText('خالی')).toBeInTheDocument();

    rerender(
      <ListBody {...props} isPending={false}>
        <p>ردیف‌ها</p>
      </ListBody>,
    );
    expect(screen.getByText('ردیف‌ها')).toBeInTheDocument();
  });
});
