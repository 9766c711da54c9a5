import SupportAgentOutlined from '@mui/icons-material/SupportAgentOutlined';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Feedback } from '@vakilyar/contract';
import { formatJalaliDateTime } from '@/lib/format/jalali';
import { feedbackText } from '@/locales/fa/feedback';

const { list: text } = feedbackText;

/** The admin's reply to a feedback, or a line saying it has not come yet. */
export function FeedbackReply({ feedback }: { feedback: Feedback }) {
  if (!feedback.reply) {
    return (
      <Typography variant="caption" color="text.secondary">
        {text.awaiting}
      </Typography>
    );
  }
  return (
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
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1, flexWrap: 'wrap' }}>
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
  );
}
