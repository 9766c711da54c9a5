import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export type InvitationAnswer = 'accept' | 'decline';

interface InvitationCardProps {
  icon: ReactNode;
  title: string;
  body: string;
  /** «این دعوت تا … معتبر است». */
  until: string;
  labels: Record<InvitationAnswer, string>;
  /** The answer being sent, while it is. */
  busy?: InvitationAnswer;
  onAnswer: (answer: InvitationAnswer) => unknown;
}

/** An invitation waiting for the signed-in person's answer (to an office, to a case), accept or decline. */
export function InvitationCard({ icon, title, body, until, labels, busy, onAnswer }: InvitationCardProps) {
  return (
    <Card variant="outlined" sx={{ borderColor: 'primary.main' }}>
      <CardContent>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
          {icon}
          <Stack spacing={1}>
            <Typography variant="h6" component="h2">
              {title}
            </Typography>
            <Typography>{body}</Typography>
            <Typography variant="body2" color="text.secondary">
              {until}
            </Typography>
          </Stack>
        </Stack>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2, gap: 1, flexWrap: 'wrap' }}>
        <Button
          variant="contained"
          loading={busy === 'accept'}
          disabled={busy !== undefined}
          onClick={() => onAnswer('accept')}
        >
          {labels.accept}
        </Button>
        <Button
          variant="outlined"
          color="inherit"
          loading={busy === 'decline'}
          disabled={busy !== undefined}
          onClick={() => onAnswer('decline')}
        >
          {labels.decline}
        </Button>
      </CardActions>
    </Card>
  );
}
