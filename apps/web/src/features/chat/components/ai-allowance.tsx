import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { permissionsOf } from '@vakilyar/contract';
import { Link } from 'react-router';
import { SectionPanel } from '@/features/payments/components/section-panel';
import { StatTile } from '@/features/payments/components/stat-tile';
import { useProfile } from '@/features/profile/api/get-profile';
import { formatNumber } from '@/lib/format/money';
import { PATHS } from '@/lib/route-paths';
import { chatText } from '@/locales/fa/chat';
import { commonText } from '@/locales/fa/common';
import { useChatAllowance } from '../api/get-chat-allowance';

/** What my plan gives me of the assistant: AI chats a month and how long each lasts. */
export function AiAllowance() {
  const allowance = useChatAllowance();
  const text = chatText.ai;
  const { data: profile } = useProfile();
  // Plans are an office's: only its lawyer is sent to buy one.
  const canBuyPlan = permissionsOf(profile?.roles ?? []).has('subscription.manage');

  return (
    <SectionPanel title={text.allowanceHeading}>
      {allowance.isPending && <Skeleton variant="rounded" height={72} />}
      {allowance.isError && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <span>{text.allowanceLoadFailed}</span>
          <Button onClick={() => allowance.refetch()}>{commonText.retry}</Button>
        </Stack>
      )}
      {allowance.data && (
        <Stack spacing={2}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ '& > *': { flex: 1 } }}>
            <StatTile label={text.planLabel} value={allowance.data.package?.name ?? text.freePlan} />
            <StatTile
              label={text.perMonthLabel}
              value={
                allowance.data.ai_chats_per_month === null
                  ? text.unlimited
                  : text.monthly(formatNumber(allowance.data.ai_chats_per_month))
              }
            />
            <StatTile
              label={text.leftLabel}
              value={
                allowance.data.ai_chats_left === null
                  ? text.unlimited
                  : formatNumber(allowance.data.ai_chats_left)
              }
            />
            <StatTile
              label={text.sessionLength}
              value={text.minutes(formatNumber(Math.round(allowance.data.ai_chat_time_limit_seconds / 60)))}
            />
          </Stack>
          {!allowance.data.has_subscription && canBuyPlan && (
            <Button component={Link} to={PATHS.subscription} sx={{ alignSelf: 'flex-start' }}>
              {text.upgrade}
            </Button>
          )}
        </Stack>
      )}
    </SectionPanel>
  );
}
