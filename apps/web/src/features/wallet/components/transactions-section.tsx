import ErrorOutline from '@mui/icons-material/ErrorOutline';
import ReceiptOutlined from '@mui/icons-material/ReceiptOutlined';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { MessageCard } from '@/components/message-card';
import { PageLoader } from '@/components/page-loader';
import { EmptyState } from '@/features/payments/components/empty-state';
import { ListPagination } from '@/features/payments/components/list-pagination';
import { SectionPanel } from '@/features/payments/components/section-panel';
import { commonText } from '@/locales/fa/common';
import { walletText } from '@/locales/fa/wallet';
import { useTransactions } from '../api/get-transactions';
import { TransactionFilters, type TransactionFilterValues } from './transaction-filters';
import { TransactionItem } from './transaction-item';

const PAGE_SIZE = 10;

/** The wallet's movements, by kind and Jalali day range, ten to a page. */
export function TransactionsSection() {
  const text = walletText.transactions;
  const [filters, setFilters] = useState<TransactionFilterValues>({});
  const [page, setPage] = useState(1);
  const transactions = useTransactions({ ...filters, page, page_size: PAGE_SIZE });
  const filtered = Boolean(filters.kind ?? filters.date_from ?? filters.date_to);

  const handleFilters = (next: TransactionFilterValues) => {
    setFilters(next);
    setPage(1);
  };

  return (
    <SectionPanel title={text.heading}>
      <TransactionFilters value={filters} onChange={handleFilters} />
      {transactions.isPending && <PageLoader />}
      {transactions.isError && (
        <MessageCard
          icon={<ErrorOutline />}
          title={walletText.loadFailed}
          action={<Button onClick={() => transactions.refetch()}>{commonText.retry}</Button>}
        />
      )}
      {transactions.data?.count === 0 && (
        <EmptyState
          icon={<ReceiptOutlined />}
          title={filtered ? text.filteredTitle : text.emptyTitle}
          body={filtered ? text.filteredBody : text.emptyBody}
        />
      )}
      {transactions.data && transactions.data.count > 0 && (
        <>
          {transactions.isPlaceholderData && <LinearProgress aria-label={commonText.loading} />}
          <Stack component="ul" divider={<Divider component="li" />} sx={{ m: 0, p: 0, listStyle: 'none' }}>
            {transactions.data.results.map((transaction) => (
              <TransactionItem key={transaction.pid} transaction={transaction} />
            ))}
          </Stack>
          <ListPagination
            count={transactions.data.count}
            page={page}
            pageSize={PAGE_SIZE}
            onChange={setPage}
          />
        </>
      )}
    </SectionPanel>
  );
}
