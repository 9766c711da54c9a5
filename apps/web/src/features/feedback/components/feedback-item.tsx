import SupportAgentOutlined from '@mui/icons-material/SupportAgentOutlined';
import Box from '@mui/material/Box';
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
import { formatJalaliDate, formatJalaliDateTime } from '@/lib/format/jalali';
import { feedbackText } from '@/locales/fa/feedback';

const { list: text } = feedbackText;

/** One feedback: what was sent, when, how it was rated, and the admin's reply once there is one. */
export function FeedbackItem({ feedback }: { feedback: Feedback }) {
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
          {feedback.reply ? (
            <Box
              component="section"
              aria-label={text.reply}
              sx={{
                bgcolor: 'rgba(31,58,95,0.06)',
                borderRadius: 2,
                p: 2,
                borderLeft: 4,
                borderColor: 'primary.main',
              }}
            >
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
                <SupportAgentOutlined color="primary" fontSize="small" />
                <Typography variant="subtitle2" color="primary">
                  {text.reply}
                </Typography>
                {feedback.replied_at && (
                  <Typography variant="caption" color="text.secondary">
                    {text.repliedAt(formatJalaliDateTime(feedback.replied_at))}
                  </Typography>
                )}
              </Stack>
              <Typography variant="body2" sx={{ whiteSpace: 'pre-line', lineHeight: 1.9 }}>
                {feedback.reply}
              </Typography>
            </Box>
          ) : (
            <Typography variant="caption" color="text.secondary">
              {text.awaiting}
            </Typography>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
