import OpenInNewOutlined from '@mui/icons-material/OpenInNewOutlined';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Feedback } from '@vakilyar/contract';
import { formatJalaliDate } from '@/lib/format/jalali';
import { feedbackText } from '@/locales/fa/feedback';
import { FeedbackChips, FeedbackSentLine } from './feedback-meta';
import { FeedbackReply } from './feedback-reply';

const { list: text } = feedbackText;

interface FeedbackItemProps {
  feedback: Feedback;
  onOpen: (pid: string) => void;
}

/** One feedback: what was sent, when, how it was rated, and the admin's reply once there is one. */
export function FeedbackItem({ feedback, onOpen }: FeedbackItemProps) {
  return (
    <Card variant="outlined" component="li">
      <CardContent>
        <Stack spacing={1.5}>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, flexGrow: 1 }}>
              {feedback.subject}
            </Typography>
            <FeedbackChips feedback={feedback} />
          </Stack>
          <FeedbackSentLine feedback={feedback} sentAt={formatJalaliDate(feedback.created_at)} />
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
