import HourglassTopOutlined from '@mui/icons-material/HourglassTopOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import DialogContentText from '@mui/material/DialogContentText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import type { ChatRequest } from '@vakilyar/contract';
import { useEffect, useRef, useState } from 'react';
import { useCoinPriceFormatter } from '@/components/coin-price';
import { ConfirmDialog } from '@/features/payments/components/confirm-dialog';
import { formatJalaliDateTime } from '@/lib/format/jalali';
import { chatText } from '@/locales/fa/chat';
import { useCancelChatRequest } from '../api/cancel-chat-request';
import { chatKeys } from '../api/chat-keys';
import { useMyWaitingChatRequests } from '../api/list-my-chat-requests';

const nameOf = (person: { first_name: string; last_name: string }) =>
  `${person.first_name} ${person.last_name}`.trim();

/**
 * A client's chat requests still waiting for the consultant, each withdrawable; the list of sessions
 * is fetched again once one of them is answered.
 */
export function WaitingRequests() {
  const text = chatText.sessions;
  const coinPrice = useCoinPriceFormatter();
  const queryClient = useQueryClient();
  const { data: waiting = [] } = useMyWaitingChatRequests(true);
  const cancel = useCancelChatRequest();
  const [withdrawing, setWithdrawing] = useState<ChatRequest | null>(null);
  const count = useRef(waiting.length);

  useEffect(() => {
    if (waiting.length < count.current) void queryClient.invalidateQueries({ queryKey: chatKeys.sessions });
    count.current = waiting.length;
  }, [waiting.length, queryClient]);

  const handleWithdraw = async () => {
    if (!withdrawing) return;
    try {
      await cancel.mutateAsync(withdrawing.pid);
    } finally {
      setWithdrawing(null);
    }
  };

  if (waiting.length === 0) return null;
  return (
    <Stack spacing={1} component="section" aria-label={text.waitingHeading}>
      {waiting.map((chatRequest) => (
        <Alert
          key={chatRequest.pid}
          severity="info"
          icon={<HourglassTopOutlined />}
          action={
            <Button color="inherit" size="small" onClick={() => setWithdrawing(chatRequest)}>
              {text.withdraw}
            </Button>
          }
        >
          <AlertTitle>{text.waitingTitle(nameOf(chatRequest.consultant))}</AlertTitle>
          <Typography
            variant="body2"
            sx={{
              display: '-webkit-box',
              WebkitLineClamp: 2,
              WebkitBoxOrient: 'vertical',
              overflow: 'hidden',
            }}
          >
            {chatRequest.message}
          </Typography>
          <Typography variant="caption">
            {text.waitingExpires(formatJalaliDateTime(chatRequest.expires_at))}
          </Typography>
        </Alert>
      ))}
      <ConfirmDialog
        open={withdrawing !== null}
        title={text.withdrawTitle}
        confirmLabel={text.withdrawConfirm}
        color="error"
        pending={cancel.isPending}
        onConfirm={handleWithdraw}
        onClose={() => setWithdrawing(null)}
      >
        {withdrawing && (
          <DialogContentText>{text.withdrawBody(coinPrice(withdrawing.held_amount))}</DialogContentText>
        )}
      </ConfirmDialog>
    </Stack>
  );
}
