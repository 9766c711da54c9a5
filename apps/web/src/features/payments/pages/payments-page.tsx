import ErrorOutline from '@mui/icons-material/ErrorOutline';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { Link } from 'react-router';
import { useDesktop } from '@/components/data-table/use-desktop';
import { MessageCard } from '@/components/message-card';
import { PageLayout } from '@/components/page-layout';
import { PageLoader } from '@/components/page-loader';
import { PATHS } from '@/lib/route-paths';
import { commonText } from '@/locales/fa/common';
import { paymentsText } from '@/locales/fa/payments';
import { usePayments } from '../api/get-payments';
import { EmptyState } from '../components/empty-state';
import { ListPagination } from '../components/list-pagination';
import { PaymentFilters, type PaymentFilterValues } from '../components/payment-filters';
import { PaymentListItem } from '../components/payment-list-item';
import { PaymentTable } from '../components/payment-table';
import { SectionPanel } from '../components/section-panel';

const PAGE_SIZE = 10;

/** /payments: the user's card payments, filterable, ten to a page. */
export function PaymentsPage() {
  const [filters, setFilters] = useState<PaymentFilterValues>({});
  const [page, setPage] = useState(1);
  const [ordering, setOrdering] = useState('');
  const desktop = useDesktop();
  const payments = usePayments({ ...filters, page, page_size: PAGE_SIZE, ordering: ordering || undefined });
  const filtered = Boolean(filters.status ?? filters.purpose);
  const text = paymentsText.empty;

  const handleOrdering = (next: string) => {
    setOrdering(next);
    setPage(1);
  };

  const handleFilters = (next: PaymentFilterValues) => {
    setFilters(next);
    setPage(1);
  };

  return (
    <PageLayout title={paymentsText.title}>
      <SectionPanel
        title={paymentsText.historyHeading}
        hint={paymentsText.intro}
        actions={<PaymentFilters value={filters} onChange={handleFilters} />}
      >
        {payments.isPending && <PageLoader />}
        {payments.isError && (
          <MessageCard
            icon={<ErrorOutline />}
            title={paymentsText.loadFailed}
            action={<Button onClick={() => payments.refetch()}>{commonText.retry}</Button>}
          />
        )}
        {payments.data && payments.data.count === 0 && (
          <EmptyState
            icon={<ReceiptLongOutlined />}
            title={filtered ? text.filteredTitle : text.title}
            body={filtered ? text.filteredBody : text.body}
            action={
              filtered ? (
                <Button variant="outlined" onClick={() => handleFilters({})}>
                  {text.clearFilters}
                </Button>
              ) : (
                <Button variant="contained" component={Link} to={PATHS.wallet}>
                  {text.goToWallet}
                </Button>
              )
            }
          />
        )}
        {payments.data && payments.data.count > 0 && (
          <>
            {payments.isPlaceholderData && <LinearProgress aria-label={commonText.loading} />}
            {desktop ? (
              <PaymentTable
                payments={payments.data.results}
                ordering={ordering}
                onOrderingChange={handleOrdering}
              />
            ) : (
              <Stack
                component="ul"
                divider={<Divider component="li" />}
                sx={{ m: 0, p: 0, listStyle: 'none' }}
              >
                {payments.data.results.map((payment) => (
                  <PaymentListItem key={payment.pid} payment={payment} />
                ))}
              </Stack>
            )}
            <ListPagination count={payments.data.count} page={page} pageSize={PAGE_SIZE} onChange={setPage} />
          </>
        )}
      </SectionPanel>
    </PageLayout>
  );
}
