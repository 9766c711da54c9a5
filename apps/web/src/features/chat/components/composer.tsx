import SendRounded from '@mui/icons-material/SendRounded';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { CHAT_RULES, toPersianDigits } from '@vakilyar/contract';
import { type FormEvent, type KeyboardEvent, useState } from 'react';
import { chatText } from '@/locales/fa/chat';
import { useTypingSignal } from '../hooks/use-typing-signal';

interface ComposerProps {
  onSend: (text: string) => Promise<void>;
  onTyping: (isTyping: boolean) => void;
}

/** The message box under the conversation: Enter sends, Shift+Enter starts a new line. */
export function Composer({ onSend, onTyping }: ComposerProps) {
  const [text, setText] = useState('');
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
      <TextField
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
