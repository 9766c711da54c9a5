import FeedbackOutlined from '@mui/icons-material/FeedbackOutlined';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FEEDBACK_STATUS_LABELS, FEEDBACK_STATUSES, type FeedbackStatus } from '@vakilyar/contract';
import { useSearchParams } from 'react-router';
import { MessageCard } from '@/components/message-card';
import { PageLayout } from '@/components/page-layout';
import { ListBody } from '@/features/cases/kit/list-body';
import { ListPager } from '@/features/cases/kit/list-pager';
import { useListParams } from '@/features/cases/kit/use-list-params';
import { FilterChips, type FilterChoice } from '@/features/content/components/filter-chips';
import { feedbackText } from '@/locales/fa/feedback';
import { useMyFeedback } from '../api/list-my-feedback';
import { FeedbackDetailDialog } from '../components/feedback-detail-dialog';
import { FeedbackForm } from '../components/feedback-form';
import { FeedbackItem } from '../components/feedback-item';

const FILTERS = ['status'] as const;
const statusChoices: FilterChoice[] = [
  { value: '', label: feedbackText.list.all },
  ...FEEDBACK_STATUSES.map((value) => ({ value, label: FEEDBACK_STATUS_LABELS[value] })),
];

function isStatus(value: string): value is FeedbackStatus {
  return (FEEDBACK_STATUSES as readonly string[]).includes(value);
}

const ITEM_PARAM = 'item';

/**
 * /feedback: send feedback, then read what was sent and the answers, filtered by status.
 * `?item=<pid>` opens one feedback's detail; the alarm of an admin's reply links there.
 */
export function FeedbackPage() {
  const { page, pageSize, filters, setPage, setFilters } = useListParams(FILTERS);
  const [params, setParams] = useSearchParams();
  const openPid = params.get(ITEM_PARAM);
  const setOpenPid = (pid: string | null) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (pid) next.set(ITEM_PARAM, pid);
      else next.delete(ITEM_PARAM);
      return next;
    });
  const status = isStatus(filters.status) ? filters.status : undefined;
  const feedback = useMyFeedback({ page, page_size: pageSize, status });

  return (
    <PageLayout title={feedbackText.title}>
      <Typography color="text.secondary" sx={{ lineHeight: 1.9 }}>
        {feedbackText.intro}
      </Typography>
      <Card variant="outlined">
        <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
          <Stack spacing={2}>
            <Typography variant="h6" component="h2">
              {feedbackText.form.heading}
            </Typography>
            <FeedbackForm />
          </Stack>
        </CardContent>
      </Card>
      <Stack spacing={2}>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
        >
          <Typography variant="h6" component="h2">
            {feedbackText.list.heading}
          </Typography>
          <FilterChips
            label={feedbackText.status}
            choices={statusChoices}
            value={status ?? ''}
            onChange={(value) => setFilters({ status: value })}
          />
        </Stack>
        <ListBody
          isPending={feedback.isPending}
          isError={feedback.isError}
          onRetry={feedback.refetch}
          isEmpty={feedback.data?.count === 0}
          empty={
            <MessageCard
              icon={<FeedbackOutlined />}
              title={status ? feedbackText.list.emptyFiltered : feedbackText.list.empty}
              body={status ? undefined : feedbackText.list.emptyHint}
            />
          }
        >
          <Stack
            component="ul"
            spacing={1.5}
            aria-label={feedbackText.list.label}
            sx={{ p: 0, m: 0, listStyle: 'none' }}
          >
            {feedback.data?.results.map((item) => (
              <FeedbackItem key={item.pid} feedback={item} onOpen={setOpenPid} />
            ))}
          </Stack>
          <ListPager
            count={feedback.data?.count ?? 0}
            page={page}
            pageSize={pageSize}
            onPageChange={setPage}
          />
        </ListBody>
      </Stack>
      {openPid && <FeedbackDetailDialog pid={openPid} onClose={() => setOpenPid(null)} />}
    </PageLayout>
  );
}
