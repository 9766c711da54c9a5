import Pagination from '@mui/material/Pagination';
import PaginationItem from '@mui/material/PaginationItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { toPersianDigits } from '@vakilyar/contract';
import { formatNumber } from '@/lib/format/money';
import { officeUiText } from '@/locales/fa/cases';

interface ListPagerProps {
  count: number;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
}

/** «۲۱ تا ۴۰ از ۴۵ مورد» and the page numbers, in Persian digits; nothing for a one-page list. */
export function ListPager({ count, page, pageSize, onPageChange }: ListPagerProps) {
  const pages = Math.max(1, Math.ceil(count / pageSize));
  if (count === 0) return null;
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(count, page * pageSize);
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1}
      sx={{ alignItems: 'center', justifyContent: 'space-between' }}
    >
      <Typography variant="body2" color="text.secondary">
        {officeUiText.range(formatNumber(first), formatNumber(last), formatNumber(count))}
      </Typography>
      {pages > 1 && (
        <Pagination
          count={pages}
          page={Math.min(page, pages)}
          onChange={(_event, next) => onPageChange(next)}
          color="primary"
          siblingCount={0}
          renderItem={(item) => (
            <PaginationItem {...item} page={item.page === null ? null : toPersianDigits(item.page)} />
          )}
        />
      )}
    </Stack>
  );
}
