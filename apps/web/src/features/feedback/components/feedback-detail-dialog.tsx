import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Feedback } from '@vakilyar/contract';
import { useId } from 'react';
import { DetailSkeleton } from '@/components/skeletons/detail-skeleton';
import { isApiError } from '@/lib/api/api-error';
import { formatJalaliDateTime } from '@/lib/format/jalali';
import { feedbackText } from '@/locales/fa/feedback';
import { useMyFeedbackItem } from '../api/get-my-feedback';
import { FeedbackChips, FeedbackSentLine } from './feedback-meta';
import { FeedbackReply } from './feedback-reply';

const { detail: text } = feedbackText;

function FeedbackDetailBody({ feedback }: { feedback: Feedback }) {
  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        <FeedbackChips feedback={feedback} />
      </Stack>
      <FeedbackSentLine feedback={feedback} sentAt={formatJalaliDateTime(feedback.created_at)} />
      <Stack component="section" aria-label={text.message} spacing={0.5}>
        <Typography variant="subtitle2">{text.message}</Typography>
        <Typography variant="body2" sx={{ whiteSpace: 'pre-line', lineHeight: 1.9 }}>
          {feedback.message}
        </Typography>
      </Stack>
      <FeedbackReply feedback={feedback} />
    </Stack>
  );
}

/** One sent feedback read afresh from the server: opened from the list or from the reply's alarm. */
export function FeedbackDetailDialog({ pid, onClose }: { pid: string; onClose: () => void }) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const item = useMyFeedbackItem(pid);
  const missing = isApiError(item.error) && item.error.type === 'not_found';

  return (
    <Dialog open onClose={onClose} fullScreen={fullScreen} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{item.data?.subject ?? text.title}</DialogTitle>
      <DialogContent dividers>
        {item.isPending && <DetailSkeleton />}
        {item.isError && (
          <Alert
            severity={missing ? 'info' : 'error'}
            action={
              missing ? undefined : (
                <Button color="inherit" size="small" onClick={() => item.refetch()}>
                  {text.retry}
                </Button>
              )
            }
          >
            {missing ? text.notFound : text.failed}
          </Alert>
        )}
        {item.data && <FeedbackDetailBody feedback={item.data} />}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{text.close}</Button>
      </DialogActions>
    </Dialog>
  );
}
