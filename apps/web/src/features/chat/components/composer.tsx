import AttachFileOutlined from '@mui/icons-material/AttachFileOutlined';
import SendRounded from '@mui/icons-material/SendRounded';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { CHAT_RULES, toPersianDigits } from '@vakilyar/contract';
import { type ChangeEvent, type FormEvent, type KeyboardEvent, useRef, useState } from 'react';
import { chatText } from '@/locales/fa/chat';
import { useTypingSignal } from '../hooks/use-typing-signal';

interface ComposerProps {
  onSend: (text: string) => Promise<void>;
  onTyping: (isTyping: boolean) => void;
  /** Uploads a picked image, video or file and sends it as a message. */
  onAttach?: (file: File) => Promise<void>;
}

/** What the file picker offers: the kinds the chat's uploads accept. */
const ACCEPTED =
  'image/jpeg,image/png,image/webp,application/pdf,.doc,.docx,video/mp4,video/webm,video/quicktime';

/** The message box under the conversation: Enter sends, Shift+Enter starts a new line. */
export function Composer({ onSend, onTyping, onAttach }: ComposerProps) {
  const [text, setText] = useState('');
  const [uploading, setUploading] = useState<string | null>(null);
  const picker = useRef<HTMLInputElement>(null);
  const [sending, setSending] = useState(false);
  const typing = useTypingSignal(onTyping);
  const tooLong = text.length > CHAT_RULES.maxMessageLength;
  const canSend = text.trim() !== '' && !tooLong && !sending;

  const send = async () => {
    if (!canSend) return;
    typing.stop();
    setSending(true);
    try {
      await onSend(text);
      setText('');
    } finally {
      setSending(false);
    }
  };

  const handlePick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file || !onAttach) return;
    setUploading(file.name);
    try {
      await onAttach(file);
    } catch {
      // The upload's Persian reason (413, 415, offline) was shown by the API client.
    } finally {
      setUploading(null);
    }
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    void send();
  };

  const handleKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void send();
    }
  };

  return (
    <Stack
      component="form"
      onSubmit={handleSubmit}
      direction="row"
      spacing={1}
      sx={{ alignItems: 'flex-end', p: { xs: 1, sm: 1.5 }, borderTop: 1, borderColor: 'divider' }}
    >
      {onAttach && (
        <>
          <input
            ref={picker}
            type="file"
            accept={ACCEPTED}
            hidden
            data-testid="chat-attach-input"
            onChange={(event) => void handlePick(event)}
          />
          <IconButton
            onClick={() => picker.current?.click()}
            disabled={uploading !== null}
            aria-label={uploading ? chatText.composer.uploading(uploading) : chatText.composer.attach}
          >
            {uploading ? <CircularProgress size={20} /> : <AttachFileOutlined />}
          </IconButton>
        </>
      )}
      <TextField
        fullWidth
        multiline
        maxRows={5}
        size="small"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          typing.keystroke();
        }}
        onKeyDown={handleKeyDown}
        placeholder={chatText.composer.placeholder}
        error={tooLong}
        helperText={
          tooLong ? chatText.composer.tooLong(toPersianDigits(CHAT_RULES.maxMessageLength)) : undefined
        }
        slotProps={{ htmlInput: { 'aria-label': chatText.composer.label, dir: 'auto' } }}
      />
      <IconButton
        type="submit"
        color="primary"
        disabled={!canSend}
        aria-label={chatText.composer.send}
        sx={{
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          '&:hover': { bgcolor: 'primary.dark' },
          '&.Mui-disabled': { bgcolor: 'action.disabledBackground' },
          // The arrow points the way the text runs.
          '& svg': { transform: 'scaleX(-1)' },
        }}
      >
        <SendRounded />
      </IconButton>
    </Stack>
  );
}
