import ChatOutlined from '@mui/icons-material/ChatOutlined';
import FolderOutlined from '@mui/icons-material/FolderOutlined';
import SmsOutlined from '@mui/icons-material/SmsOutlined';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SubscriptionLimits } from '@vakilyar/contract';
import type { ReactNode } from 'react';
import { formatNumber } from '@/lib/format/money';
import { subscriptionText } from '@/locales/fa/subscription';

const amount = (value: number | null) =>
  value === null ? subscriptionText.limits.unlimited : formatNumber(value);

function Limit({ icon, value, label }: { icon: ReactNode; value: string; label: string }) {
  return (
    <Stack component="li" direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Stack sx={{ color: 'text.secondary', '& svg': { fontSize: 20 } }}>{icon}</Stack>
      <Typography variant="body2">
        <Typography component="span" variant="body2" sx={{ fontWeight: 700 }}>
          {value}
        </Typography>{' '}
        {label}
      </Typography>
    </Stack>
  );
}

/** What a package allows: cases, AI chats a month, free SMS; null reads «نامحدود». */
export function LimitsList({ limits }: { limits: SubscriptionLimits }) {
  const text = subscriptionText.limits;
  return (
    <Stack component="ul" spacing={0.75} sx={{ m: 0, p: 0, listStyle: 'none' }}>
      <Limit icon={<FolderOutlined />} value={amount(limits.cases)} label={text.cases} />
      <Limit icon={<ChatOutlined />} value={amount(limits.ai_chats_per_month)} label={text.aiChats} />
      <Limit icon={<SmsOutlined />} value={formatNumber(limits.included_sms)} label={text.includedSms} />
    </Stack>
  );
}
