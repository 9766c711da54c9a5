import HowToRegOutlined from '@mui/icons-material/HowToRegOutlined';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { CONSULTANT_APPROVAL_STATUSES, type ConsultantApprovalStatus } from '@vakilyar/contract';
import { MessageCard } from '@/components/message-card';
import { PageLayout } from '@/components/page-layout';
import { AdminOnly } from '@/features/admin-finance/kit/admin-only';
import { ListBody } from '@/features/cases/kit/list-body';
import { ListPager } from '@/features/cases/kit/list-pager';
import { useListParams } from '@/features/cases/kit/use-list-params';
import { adminConsultantsText as text } from '@/locales/fa/admin-consultants';
import { useAdminConsultants } from '../api/admin-consultants';
import { ConsultantReviewCard } from '../components/consultant-review-card';

const FILTERS = ['status'] as const;
const TABS = ['pending', 'approved', 'rejected', 'all'] as const;

const statusOf = (value: string): ConsultantApprovalStatus | undefined =>
  CONSULTANT_APPROVAL_STATUSES.find((status) => status === value);

function ConsultantsQueue() {
  const { page, pageSize, filters, setPage, setFilters } = useListParams(FILTERS);
  // The queue opens on those waiting; «همه» is an explicit choice.
  const tab = filters.status === 'all' ? 'all' : (statusOf(filters.status) ?? 'pending');
  const consultants = useAdminConsultants({
    page,
    page_size: pageSize,
    approval_status: tab === 'all' ? undefined : tab,
  });

  return (
    <Stack spacing={2}>
      <Tabs
        value={tab}
        onChange={(_, value: string) => setFilters({ status: value })}
        aria-label={text.statusLabel}
        variant="scrollable"
        allowScrollButtonsMobile
      >
        {TABS.map((key) => (
          <Tab key={key} value={key} label={text.statuses[key]} />
        ))}
      </Tabs>
      <ListBody
        isPending={consultants.isPending}
        isError={consultants.isError}
        onRetry={consultants.refetch}
        isEmpty={consultants.data?.count === 0}
        empty={<MessageCard icon={<HowToRegOutlined />} title={text.emptyTitle} body={text.emptyBody} />}
      >
        <Stack spacing={2}>
          {consultants.data?.results.map((consultant) => (
            <ConsultantReviewCard key={consultant.pid} consultant={consultant} />
          ))}
        </Stack>
        <ListPager
          count={consultants.data?.count ?? 0}
          page={page}
          pageSize={pageSize}
          onPageChange={setPage}
        />
      </ListBody>
    </Stack>
  );
}

/** /admin/consultants: consultants waiting for review first; approve, or reject with a reason. */
export function ConsultantsReviewPage() {
  return (
    <PageLayout title={text.title}>
      <AdminOnly>
        <ConsultantsQueue />
      </AdminOnly>
    </PageLayout>
  );
}
