import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { chatText } from '@/locales/fa/chat';
import type { ChatError, SocketStatus } from '../socket/chat-socket';

interface ConnectionBannerProps {
  status: SocketStatus;
  error: ChatError | null;
  onRetry: () => void;
}

/** Says when the live connection is being made or is down, and that messages still go out meanwhile. */
export function ConnectionBanner({ status, error, onRetry }: ConnectionBannerProps) {
  if (error?.code === 'token_unavailable') {
    return (
      <Alert severity="error" square>
        {chatText.errors[error.code] ?? error.message}
      </Alert>
    );
  }
  if (status === 'connecting' || status === 'idle') {
    return (
      <Alert severity="info" square sx={{ py: 0 }}>
        {chatText.connection.connecting}
      </Alert>
    );
  }
  if (status === 'reconnecting') {
    return (
      <Alert severity="warning" square sx={{ py: 0 }} role="status">
        {chatText.connection.reconnecting}
      </Alert>
    );
  }
  if (status === 'closed') {
    return (
      <Alert
        severity="warning"
        square
        sx={{ py: 0, alignItems: 'center' }}
        action={
          <Button color="inherit" size="small" onClick={onRetry}>
            {chatText.connection.retry}
          </Button>
        }
      >
        {chatText.connection.closed}
      </Alert>
    );
  }
  return null;
}
