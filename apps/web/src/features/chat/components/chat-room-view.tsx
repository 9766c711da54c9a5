import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import type { ChatMessage, ChatSession, ChatSide } from '@vakilyar/contract';
import { useEffect, useState } from 'react';
import { notifySuccess } from '@/lib/notify';
import { chatText } from '@/locales/fa/chat';
import { attachmentKind, uploadAttachment } from '../api/upload-attachment';
import { type ChatRoom, myPid } from '../state/chat-room';
import { type ChatState, countsAsUnreadFor } from '../state/chat-state';
import { Composer } from './composer';
import { ConnectionBanner } from './connection-banner';
import { EndSessionDialog } from './end-session-dialog';
import type { Receipt } from './message-bubble';
import { MessageList } from './message-list';
import { RateSessionForm } from './rate-session-form';
import { RoomHeader } from './room-header';
import { TypingIndicator } from './typing-indicator';

interface ChatRoomViewProps {
  session: ChatSession;
  state: ChatState;
  room: ChatRoom;
}

/**
 * The pids of the messages the other side has not read yet: the newest ones that count for their side,
 * as many as their unread counter says.
 */
function unreadByOtherSide(session: ChatSession, messages: ChatMessage[]): Set<string> {
  const other: ChatSide = session.my_role === 'client' ? 'consultant' : 'client';
  const count = other === 'client' ? session.unread_client_messages : session.unread_consultant_messages;
  const counted = messages.filter((message) => countsAsUnreadFor(session, message, other)).reverse();
  return new Set(counted.slice(0, count).map((message) => message.pid));
}

function typingText(
  session: ChatSession,
  typing: Record<string, boolean>,
  me: string | undefined,
): string | null {
  const typists = Object.keys(typing).filter((pid) => typing[pid] && pid !== me);
  if (typists.length === 0) return null;
  if (typists.includes('ai')) return chatText.room.aiTyping;
  const other = session.my_role === 'client' ? session.consultant : session.client;
  return other ? chatText.room.typingNamed(other.first_name) : chatText.room.typing;
}

/** The loaded room: header, connection banner, the conversation, typing, and the message box. */
export function ChatRoomView({ session, state, room }: ChatRoomViewProps) {
  const [ending, setEnding] = useState(false);
  const me = myPid(session);
  const active = session.status === 'active';
  const isMine = (message: ChatMessage) => Boolean(me && message.sender?.pid === me);

  const unread = unreadByOtherSide(session, state.messages);
  const receiptOf = (message: ChatMessage): Receipt | undefined =>
    session.kind === 'consultant' && isMine(message)
      ? unread.has(message.pid)
        ? 'sent'
        : 'read'
      : undefined;

  // Reading the room reads its messages: on arrival, and whenever new ones come while it is open.
  useEffect(() => {
    if (session.unread_count > 0) void room.markRead().catch(() => undefined);
  }, [room, session.unread_count]);

  const typing = active ? typingText(session, state.typing, me) : null;
  const endedText = session.end_reason
    ? chatText.room.endedWithReason(session.end_reason)
    : chatText.room.ended;

  return (
    <Card
      variant="outlined"
      sx={{
        display: 'flex',
        flexDirection: 'column',
        maxWidth: 960,
        mx: 'auto',
        // The viewport less the top bar and the page's padding.
        height: { xs: 'calc(100dvh - 56px - 32px)', sm: 'calc(100dvh - 64px - 48px)' },
        minHeight: 420,
      }}
    >
      <RoomHeader session={session} onEnd={() => setEnding(true)} />
      {active && <ConnectionBanner status={state.status} error={state.error} onRetry={() => room.retry()} />}
      <MessageList
        messages={state.messages}
        pending={state.pending}
        isMine={isMine}
        receiptOf={receiptOf}
        hasOlder={state.hasOlder}
        onLoadOlder={() => room.loadOlder()}
        emptyText={session.kind === 'ai' ? chatText.room.emptyAi : chatText.room.emptyConsultant}
        footer={typing && <TypingIndicator text={typing} />}
      />
      {active ? (
        <Composer
          onSend={(text) => room.sendMessage(text)}
          onTyping={(isTyping) => room.setTyping(isTyping)}
          onAttach={
            session.kind === 'consultant'
              ? async (file) => {
                  const uploadPid = await uploadAttachment(file);
                  const kind = attachmentKind(file);
                  const previewUrl = kind === 'image' ? URL.createObjectURL(file) : undefined;
                  await room.sendAttachment(uploadPid, kind, { name: file.name, previewUrl });
                }
              : undefined
          }
        />
      ) : (
        <>
          <Alert severity="info" square>
            {endedText}
          </Alert>
          {session.kind === 'consultant' && session.my_role === 'client' && (
            <RateSessionForm session={session} onRate={(rating, comment) => room.rate(rating, comment)} />
          )}
        </>
      )}
      <EndSessionDialog
        open={ending}
        onClose={() => setEnding(false)}
        onConfirm={async (reason) => {
          const message = await room.endSession(reason);
          if (message) notifySuccess(message);
        }}
      />
    </Card>
  );
}
