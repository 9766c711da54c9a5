import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  type AdminFeedback,
  contentPaths,
  FEEDBACK_CATEGORIES,
  FEEDBACK_CATEGORY_LABELS,
  FEEDBACK_STATUS_LABELS,
  FEEDBACK_STATUSES,
  toPersianDigits,
  zFeedbackReplyRequest,
} from '@vakilyar/contract';
import { formatJalaliDateTime } from '@/lib/format/jalali';
import { adminContentText } from '@/locales/fa/admin-content';
import type { ResourceSpec } from '../kit/resource-types';
import { FeedbackDetail } from './feedback-detail';

const text = adminContentText.feedback;

/** Users' feedback, unanswered first by filter, each answered once. */
export const feedbackSpec: ResourceSpec<AdminFeedback> = {
  listEndpoint: contentPaths.admin.feedback,
  paged: true,
  searchable: true,
  filters: [
    {
      name: 'status',
      label: text.status,
      choices: FEEDBACK_STATUSES.map((value) => ({ value, label: FEEDBACK_STATUS_LABELS[value] })),
    },
    {
      name: 'category',
      label: text.category,
      choices: FEEDBACK_CATEGORIES.map((value) => ({ value, label: FEEDBACK_CATEGORY_LABELS[value] })),
    },
  ],
  itemKey: (feedback) => feedback.pid,
  view: (feedback) => ({
    title: feedback.subject,
    subtitle: text.from(
      `${feedback.user.first_name} ${feedback.user.last_name}`.trim(),
      toPersianDigits(feedback.user.mobile),
    ),
    body: feedback.message,
    chips: [
      { label: FEEDBACK_CATEGORY_LABELS[feedback.category], color: 'primary' },
      {
        label: FEEDBACK_STATUS_LABELS[feedback.status],
        color: feedback.status === 'answered' ? 'success' : 'warning',
      },
      ...(feedback.rating === null ? [] : [{ label: text.rating(toPersianDigits(feedback.rating)) }]),
    ],
    meta: formatJalaliDateTime(feedback.created_at),
  }),
  details: (feedback) => <FeedbackDetail pid={feedback.pid} />,
  forms: [
    {
      title: text.replyTitle,
      actionLabel: text.reply,
      submitLabel: text.sendReply,
      hint: text.replyHint,
      context: (feedback) => (
        <Box sx={{ bgcolor: 'grey.100', borderRadius: 1, p: 2, mb: 2 }}>
          <Typography variant="subtitle2">{feedback.subject}</Typography>
          <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'pre-line', mt: 0.5 }}>
            {feedback.message}
          </Typography>
        </Box>
      ),
      fields: [{ kind: 'multiline', name: 'reply', label: text.replyField, rows: 5, required: true }],
      schema: zFeedbackReplyRequest,
      initialValues: () => ({ reply: '' }),
      endpoint: (feedback) => contentPaths.admin.replyFeedback(feedback?.pid ?? ''),
      method: 'POST',
      enabled: (feedback) => feedback.status === 'open',
    },
  ],
  empty: { title: text.empty },
};
