import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ChatMessage } from '@vakilyar/contract';
import { Fragment, type ReactNode, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { formatJalaliWeekdayDate } from '@/lib/format/jalali';
import { chatText } from '@/locales/fa/chat';
import { officeDayKey } from '../format/relative-time';
import type { PendingMessage } from '../state/chat-state';
import { MessageBubble, type Receipt } from './message-bubble';
import { PendingBubble } from './pending-bubble';

interface MessageListProps {
  messages: ChatMessage[];
  /** Mine, not stored yet: after the conversation, in the order written. */
  pending?: PendingMessage[];
  isMine: (message: ChatMessage) => boolean;
  receiptOf: (message: ChatMessage) => Receipt | undefined;
  hasOlder: boolean;
  onLoadOlder: () => Promise<void>;
  /** Shown when there are no messages yet. */
  emptyText: string;
  /** Under the last message: who is typing. */
  footer?: ReactNode;
}

/** Within this distance of the bottom, new messages keep the list scrolled to the end. */
const NEAR_BOTTOM_PX = 120;

const dayOf = (message: ChatMessage) => officeDayKey(message.created_at);

/**
 * The conversation, oldest at the top, a Jalali day divider where the day changes. It follows new
 * messages while the reader is at the bottom, and keeps its place when older ones load above.
 */
export function MessageList({
  messages,
  pending = [],
  isMine,
  receiptOf,
  hasOlder,
  onLoadOlder,
  emptyText,
  footer,
}: MessageListProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const previous = useRef({ first: '', last: '', height: 0 });
  const [loadingOlder, setLoadingOlder] = useState(false);
  const first = messages[0]?.pid ?? '';
  const last = messages.at(-1);
  const lastPending = pending.at(-1)?.clientId ?? '';

  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const before = previous.current;
    const lastChanged = before.last !== (last?.pid ?? '') + lastPending;
    const prepended = before.first !== '' && before.first !== first && !lastChanged;
    if (prepended) element.scrollTop += element.scrollHeight - before.height;
    else if (atBottom.current || (lastChanged && ((last && isMine(last)) || lastPending)))
      element.scrollTop = element.scrollHeight;
    previous.current = { first, last: (last?.pid ?? '') + lastPending, height: element.scrollHeight };
  });

  // A phone's keyboard or a rotated screen changes the height: stay at the end if the reader was there.
  useEffect(() => {
    const element = scroller.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      if (atBottom.current) element.scrollTop = element.scrollHeight;
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const handleScroll = () => {
    const element = scroller.current;
    if (!element) return;
    atBottom.current = element.scrollHeight - element.scrollTop - element.clientHeight < NEAR_BOTTOM_PX;
  };

  const handleLoadOlder = async () => {
    setLoadingOlder(true);
    try {
      await onLoadOlder();
    } finally {
      setLoadingOlder(false);
    }
  };

  return (
    // The scrolling pane is the conversation's live log; focusable so the keyboard can scroll it.
    <Box
      ref={scroller}
      onScroll={handleScroll}
      role="log"
      aria-label={chatText.room.messagesLabel}
      aria-live="polite"
      tabIndex={0}
      sx={{ flex: 1, minHeight: 0, overflowY: 'auto', px: { xs: 1.5, sm: 3 }, py: 2 }}
    >
      {hasOlder && (
        <Stack sx={{ alignItems: 'center', mb: 2 }}>
          <Button size="small" variant="outlined" loading={loadingOlder} onClick={handleLoadOlder}>
            {loadingOlder ? chatText.room.loadingOlder : chatText.room.olderMessages}
          </Button>
        </Stack>
      )}
      {messages.length === 0 && pending.length === 0 && (
        <Typography color="text.secondary" sx={{ textAlign: 'center', mt: 6, px: 2 }}>
          {emptyText}
        </Typography>
      )}
      <Stack
        component="ol"
        aria-label={chatText.room.messagesLabel}
        spacing={1.25}
        sx={{ m: 0, p: 0, listStyle: 'none' }}
      >
        {messages.map((message, index) => {
          const previousMessage = messages[index - 1];
          const newDay = !previousMessage || dayOf(previousMessage) !== dayOf(message);
          return (
            <Fragment key={message.pid}>
              {newDay && (
                <Box component="li" sx={{ alignSelf: 'center', py: 0.5 }}>
                  <Chip size="small" label={formatJalaliWeekdayDate(message.created_at)} />
                </Box>
              )}
              <MessageBubble message={message} mine={isMine(message)} receipt={receiptOf(message)} />
            </Fragment>
          );
        })}
        {pending.map((message) => (
          <PendingBubble key={message.clientId} message={message} />
        ))}
      </Stack>
      {footer}
    </Box>
  );
}
