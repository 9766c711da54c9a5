import Pagination from '@mui/material/Pagination';
import PaginationItem from '@mui/material/PaginationItem';
import Stack from '@mui/material/Stack';
import { formatNumber } from '@/lib/format/money';
import { paymentsText } from '@/locales/fa/payments';

interface ListPaginationProps {
  count: number;
  page: number;
  pageSize: number;
  onChange: (page: number) => void;
}

/** Page numbers in Persian digits under a list; nothing when it fits on one page. */
export function ListPagination({ count, page, pageSize, onChange }: ListPaginationProps) {
  const pages = Math.ceil(count / pageSize);
  if (pages <= 1) return null;
  return (
    <Stack sx={{ alignItems: 'center', pt: 1 }}>
      <Pagination
        count={pages}
        page={page}
        onChange={(_event, next) => onChange(next)}
        color="primary"
        siblingCount={0}
        aria-label={paymentsText.pagination}
        getItemAriaLabel={(type, itemPage) =>
          type === 'page' && itemPage !== null ? paymentsText.paginationItem(formatNumber(itemPage)) : type
        }
        renderItem={(item) => (
          <PaginationItem {...item} page={item.page === null ? null : formatNumber(item.page)} />
        )}
      />
    </Stack>
  );
}
