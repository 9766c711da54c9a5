import BlockOutlined from '@mui/icons-material/BlockOutlined';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutline';
import HighlightOff from '@mui/icons-material/HighlightOff';
import HourglassTopOutlined from '@mui/icons-material/HourglassTopOutlined';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PaymentStatus } from '@vakilyar/contract';
import type { ReactNode } from 'react';
import type { Outcome } from '../outcome';

const LOOKS: Record<PaymentStatus, { icon: ReactNode; color: string }> = {
  paid: { icon: <CheckCircleOutline />, color: 'success.main' },
  pending: { icon: <HourglassTopOutlined />, color: 'warning.main' },
  failed: { icon: <HighlightOff />, color: 'error.main' },
  cancelled: { icon: <BlockOutlined />, color: 'text.secondary' },
};

interface PaymentOutcomeCardProps {
  outcome: Outcome;
  /** The payment's figures, under the message. */
  details?: ReactNode;
  actions: ReactNode;
}

/** The verdict on a payment: an icon in its colour, a heading, the sentence, the figures, the way on. */
export function PaymentOutcomeCard({ outcome, details, actions }: PaymentOutcomeCardProps) {
  const look = LOOKS[outcome.status];
  return (
    <Card variant="outlined" sx={{ maxWidth: 560, width: '100%', alignSelf: 'center' }}>
      <CardContent>
        <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', py: 2 }}>
          <Stack sx={{ color: look.color, '& svg': { fontSize: 64 } }}>{look.icon}</Stack>
          <Typography variant="h5" component="h2" sx={{ fontWeight: 700 }}>
            {outcome.heading}
          </Typography>
          <Typography color="text.secondary" role="status">
            {outcome.message}
          </Typography>
          {details}
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1}
            sx={{ width: { xs: '100%', sm: 'auto' } }}
          >
            {actions}
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}
