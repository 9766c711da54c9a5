import AccessTimeOutlined from '@mui/icons-material/AccessTimeOutlined';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CHAT_REQUEST_STATUS_LABELS, type ChatRequest } from '@vakilyar/contract';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useCoinPriceFormatter } from '@/components/coin-price';
import { useRespondToChatRequest } from '@/features/chat/api/respond-to-chat-request';
import { formatJalaliDateTime } from '@/lib/format/jalali';
import { PATHS } from '@/lib/route-paths';
import { consultationText } from '@/locales/fa/consultation';
import { AcceptChatDialog } from './accept-chat-dialog';
import { TextActionDialog } from './text-action-dialog';

interface ChatRequestCardProps {
  chatRequest: ChatRequest;
  defaultMinutes: number;
}

/** A chat request waiting for me: who, what about, the held fee, until when; accept or reject. */
export function ChatRequestCard({ chatRequest, defaultMinutes }: ChatRequestCardProps) {
  const coinPrice = useCoinPriceFormatter();
  const text = consultationText.requests;
  const navigate = useNavigate();
  const respond = useRespondToChatRequest();
  const [dialog, setDialog] = useState<'accept' | 'reject' | null>(null);
  const answered = chatRequest.status !== 'pending';
  const client = `${chatRequest.client.first_name} ${chatRequest.client.last_name}`.trim();

  return (
    <Card variant="outlined" component="article" aria-label={text.from(client)}>
      <CardContent>
        <Stack spacing={1}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Typography component="h3" sx={{ fontWeight: 700, flex: 1 }}>
              {text.from(client)}
            </Typography>
            <Chip
              size="small"
              color={answered ? (chatRequest.status === 'accepted' ? 'success' : 'default') : 'warning'}
              label={answered ? CHAT_REQUEST_STATUS_LABELS[chatRequest.status] : text.awaitingYou}
            />
          </Stack>
          <Typography sx={{ whiteSpace: 'pre-line' }}>{chatRequest.message}</Typography>
          <Stack
            direction="row"
            sx={{ flexWrap: 'wrap', columnGap: 2, rowGap: 0.5, color: 'text.secondary' }}
          >
            <Typography variant="body2">{text.held(coinPrice(chatRequest.held_amount))}</Typography>
            {!answered && (
              <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
                <AccessTimeOutlined sx={{ fontSize: 16 }} />
                <Typography variant="body2">
                  {text.expires(formatJalaliDateTime(chatRequest.expires_at))}
                </Typography>
              </Stack>
            )}
          </Stack>
        </Stack>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2, gap: 1 }}>
        {answered ? (
          chatRequest.session && (
            <Button
              variant="contained"
              onClick={() => navigate(`${PATHS.chats}/${chatRequest.session?.pid}`)}
            >
              {text.openChat}
            </Button>
          )
        ) : (
          <>
            <Button variant="contained" onClick={() => setDialog('accept')}>
              {text.accept}
            </Button>
            <Button variant="outlined" color="error" onClick={() => setDialog('reject')}>
              {text.reject}
            </Button>
          </>
        )}
      </CardActions>
      {dialog === 'accept' && (
        <AcceptChatDialog
          chatRequest={chatRequest}
          defaultMinutes={defaultMinutes}
          onClose={() => setDialog(null)}
          onConfirm={async (values) => {
            const accepted = await respond.mutateAsync({
              pid: chatRequest.pid,
              body: { status: 'accepted', ...values },
            });
            setDialog(null);
            if (accepted.session) navigate(`${PATHS.chats}/${accepted.session.pid}`);
          }}
        />
      )}
      <TextActionDialog
        open={dialog === 'reject'}
        title={text.rejectChatTitle}
        body={consultationText.actions.rejectBody}
        field={{ label: text.rejectMessage, name: 'response_message' }}
        confirmLabel={text.rejectConfirm}
        color="error"
        onClose={() => setDialog(null)}
        onConfirm={(message) =>
          respond.mutateAsync({
            pid: chatRequest.pid,
            body: { status: 'rejected', response_message: message },
          })
        }
      />
    </Card>
  );
}
