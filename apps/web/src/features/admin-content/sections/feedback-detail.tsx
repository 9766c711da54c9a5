import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import {
  type AdminFeedback,
  contentPaths,
  FEEDBACK_CATEGORY_LABELS,
  FEEDBACK_STATUS_LABELS,
  toPersianDigits,
  type zAdminFeedbackResponse,
} from '@vakilyar/contract';
import { DetailSkeleton } from '@/components/skeletons/detail-skeleton';
import { request } from '@/lib/api/request';
import { formatJalaliDateTime } from '@/lib/format/jalali';
import type { Infer } from '@/lib/infer';
import { adminContentText } from '@/locales/fa/admin-content';
import { adminKeys } from '../kit/admin-api';

const text = adminContentText.feedback;

/** Under `adminKeys.all`, so a reply sent from the row refreshes the open detail too. */
function useAdminFeedbackItem(pid: string) {
  const endpoint = contentPaths.admin.feedbackItem(pid);
  return useQuery({
    queryKey: adminKeys.list(endpoint, {}),
    queryFn: async ({ signal }) =>
      (await request<Infer<typeof zAdminFeedbackResponse>>({ endpoint, signal })).result,
  });
}

const fullName = (person: { first_name: string; last_name: string }) =>
  `${person.first_name} ${person.last_name}`.trim();

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <>
      <Typography component="dt" variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0 }}>
        {value}
      </Typography>
    </>
  );
}

function ReplyBlock({ feedback }: { feedback: AdminFeedback }) {
  const by = feedback.replied_by ? fullName(feedback.replied_by) : '';
  const at = feedback.replied_at ? formatJalaliDateTime(feedback.replied_at) : '';
  return (
    <Box
      component="section"
      aria-label={text.answer}
      sx={{
        bgcolor: 'rgba(31,58,95,0.06)',
        borderRadius: 2,
        p: 2,
        borderLeft: 4,
        borderColor: 'primary.main',
      }}
    >
      <Typography variant="subtitle2" color="primary">
        {text.answer}
      </Typography>
      <Typography variant="body2" sx={{ whiteSpace: 'pre-line', my: 0.5 }}>
        {feedback.reply}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {[by, at].filter(Boolean).join('، ')}
      </Typography>
    </Box>
  );
}

function FeedbackFacts({ feedback }: { feedback: AdminFeedback }) {
  return (
    <Stack spacing={2}>
      <Box
        component="dl"
        aria-label={text.detail}
        sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.75, m: 0 }}
      >
        <Fact label={text.sender} value={fullName(feedback.user)} />
        <Fact label={text.mobile} value={toPersianDigits(feedback.user.mobile)} />
        <Fact label={text.category} value={FEEDBACK_CATEGORY_LABELS[feedback.category]} />
        <Fact label={text.status} value={FEEDBACK_STATUS_LABELS[feedback.status]} />
        <Fact label={text.sentAt} value={formatJalaliDateTime(feedback.created_at)} />
        {feedback.rating !== null && (
          <Fact label={text.ratingLabel} value={text.rating(toPersianDigits(feedback.rating))} />
        )}
      </Box>
      <Box component="section" aria-label={text.message}>
        <Typography variant="subtitle2">{text.message}</Typography>
        <Typography variant="body2" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere', mt: 0.5 }}>
          {feedback.message}
        </Typography>
      </Box>
      {feedback.reply ? (
        <ReplyBlock feedback={feedback} />
      ) : (
        <Typography variant="caption" color="text.secondary">
          {text.awaiting}
        </Typography>
      )}
    </Stack>
  );
}

/** One feedback read afresh by its own call when its row is opened. */
export function FeedbackDetail({ pid }: { pid: string }) {
  const item = useAdminFeedbackItem(pid);
  if (item.isPending) {
    return <DetailSkeleton label={text.loading} />;
  }
  if (item.isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => item.refetch()}>
            {text.retry}
          </Button>
        }
      >
        {text.failed}
      </Alert>
    );
  }
  return <FeedbackFacts feedback={item.data} />;
}
