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
import { feedbackText } from '@/locales/fa/feedback';

const text = feedbackText.list;

/** A feedback's category and whether it is answered, as chips. */
export function FeedbackChips({ feedback }: { feedback: Feedback }) {
  return (
    <>
      <Chip size="small" variant="outlined" label={FEEDBACK_CATEGORY_LABELS[feedback.category]} />
      <Chip
        size="small"
        color={feedback.status === 'answered' ? 'success' : 'warning'}
        label={FEEDBACK_STATUS_LABELS[feedback.status]}
      />
    </>
  );
}

/** When it was sent (formatted by the caller: a date in a list, a date and time in the detail) and its stars. */
export function FeedbackSentLine({ feedback, sentAt }: { feedback: Feedback; sentAt: string }) {
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 2, rowGap: 0.5, alignItems: 'center' }}>
      <Typography variant="caption" color="text.secondary">
        {text.sentAt(sentAt)}
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
  );
}
