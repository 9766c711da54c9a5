import OpenInNewOutlined from '@mui/icons-material/OpenInNewOutlined';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  FEEDBACK_CATEGORY_LABELS,
  FEEDBACK_STATUS_LABELS,
  type Feedback,
  toPersianDigits,
} from '@vakilyar/contract';
import { formatJalaliDate } from '@/lib/format/jalali';
import { feedbackText } from '@/locales/fa/feedback';
import { FeedbackReply } from './feedback-reply';

const { list: text } = feedbackText;

interface FeedbackItemProps {
  feedback: Feedback;
  onOpen: (pid: string) => void;
}

/** One feedback: what was sent, when, how it was rated, and the admin's reply once there is one. */
export function FeedbackItem({ feedback, onOpen }: FeedbackItemProps) {
  const answered = feedback.status === 'answered';
  return (
    <Card variant="outlined" component="li">
      <CardContent>
        <Stack spacing={1.5}>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, flexGrow: 1 }}>
              {feedback.subject}
            </Typography>
            <Chip size="small" variant="outlined" label={FEEDBACK_CATEGORY_LABELS[feedback.category]} />
            <Chip
              size="small"
              color={answered ? 'success' : 'warning'}
              label={FEEDBACK_STATUS_LABELS[feedback.status]}
            />
          </Stack>
          <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 2, rowGap: 0.5, alignItems: 'center' }}>
            <Typography variant="caption" color="text.secondary">
              {text.sentAt(formatJalaliDate(feedback.created_at))}
            </Typography>
            {feedback.rating !== null && (
              <Rating
                value={feedback.rating}
                readOnly
                size="small"
                aria-label={text.rating(toPersianDigits(feedback.rating))}
              />
            )}
          </Stack>
          <Typography variant="body2" sx={{ whiteSpace: 'pre-line', lineHeight: 1.9 }}>
            {feedback.message}
          </Typography>
          <FeedbackReply feedback={feedback} />
          <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
            <Button
              size="small"
              startIcon={<OpenInNewOutlined />}
              onClick={() => onOpen(feedback.pid)}
              aria-label={text.openDetail(feedback.subject)}
            >
              {text.detail}
            </Button>
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}
