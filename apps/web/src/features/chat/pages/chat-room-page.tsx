import ErrorOutline from '@mui/icons-material/ErrorOutline';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Link, useParams } from 'react-router';
import { MessageCard } from '@/components/message-card';
import { PageLoader } from '@/components/page-loader';
import { PATHS } from '@/lib/route-paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { chatText } from '@/locales/fa/chat';
import { commonText } from '@/locales/fa/common';
import { subPageText } from '@/locales/fa/navigation';
import { ChatRoomView } from '../components/chat-room-view';
import { useChatRoom } from '../hooks/use-chat-room';

/** /chats/:pid: one session's room, live over the socket, with POST as the fallback. */
export function ChatRoomPage() {
  const { pid = '' } = useParams();
  const { state, room } = useChatRoom(pid);
  useDocumentTitle(state.session?.title ?? subPageText.chat);

  if (state.load === 'failed') {
    return (
      <MessageCard
        icon={<ErrorOutline />}
        title={chatText.room.loadFailed}
        action={
          <Stack direction="row" spacing={1}>
            <Button onClick={() => room.retry()}>{commonText.retry}</Button>
            <Button component={Link} to={PATHS.chats} variant="outlined">
              {chatText.room.backToList}
            </Button>
          </Stack>
        }
      />
    );
  }
  if (!state.session) return <PageLoader />;
  return <ChatRoomView session={state.session} state={state} room={room} />;
}
