import AttachFileOutlined from '@mui/icons-material/AttachFileOutlined';
import ForumOutlined from '@mui/icons-material/ForumOutlined';
import SendOutlined from '@mui/icons-material/SendOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { MessageCard } from '@/components/message-card';
import { notifySuccess } from '@/lib/notify';
import { caseHubText } from '@/locales/fa/case-hub';
import { useCaseThread, useSendCaseFile, useSendCaseMessage } from '../api/case-thread';
import { ListBody } from '../kit/list-body';
import { ThreadBubble } from './thread-bubble';

const text = caseHubText.thread;
const ACCEPT = 'image/*,application/pdf,.doc,.docx,.xls,.xlsx,.txt';

/** The case's thread between its clients and the office, for either side; a client's files land in the case. */
export function CaseThreadPanel({ casePid, asClient = false }: { casePid: string; asClient?: boolean }) {
  const thread = useCaseThread(casePid);
  const send = useSendCaseMessage(casePid);
  const sendFile = useSendCaseFile(casePid);
  const [draft, setDraft] = useState('');
  const fileInput = useRef<HTMLInputElement>(null);
  const messages = thread.data?.messages ?? [];
  const busy = send.isPending || sendFile.isPending;

  // The box is emptied as the message leaves, not when the server answers: a file attached in between
  // would otherwise carry the same text again as its caption. A refused message comes back to the box.
  const submit = async () => {
    const body = draft;
    if (!body.trim()) return;
    setDraft('');
    await send.mutateAsync(body).catch((error: unknown) => {
      setDraft(body);
      throw error;
    });
    notifySuccess(text.sent);
  };

  const attach = async (file: File | undefined) => {
    if (!file) return;
    const body = draft;
    setDraft('');
    await sendFile.mutateAsync({ file, body }).catch((error: unknown) => {
      setDraft(body);
      throw error;
    });
    notifySuccess(text.fileSent);
  };

  return (
    <Stack spacing={2}>
      <ListBody
        isPending={thread.isPending}
        isError={thread.isError}
        onRetry={thread.refetch}
        isEmpty={messages.length === 0}
        empty={<MessageCard icon={<ForumOutlined />} title={asClient ? text.clientEmpty : text.empty} />}
      >
        <Card variant="outlined" sx={{ p: { xs: 1, sm: 2 }, maxHeight: '60vh', overflowY: 'auto' }}>
          <Stack
            component="ol"
            spacing={1.5}
            aria-label={text.messagesLabel}
            sx={{ listStyle: 'none', m: 0, p: 0 }}
          >
            {messages.map((message) => (
              <ThreadBubble key={message.pid} message={message} />
            ))}
          </Stack>
        </Card>
      </ListBody>
      <Box
        component="form"
        onSubmit={(event) => {
          event.preventDefault();
          submit().catch(() => undefined);
        }}
      >
        <Stack spacing={1}>
          <TextField
            label={text.label}
            placeholder={text.placeholder}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            multiline
            rows={2}
            fullWidth
            // Grows with what is typed, two to eight lines, by CSS: MUI's autosize measured the field as it
            // mounted, which laid out the whole case page again on a phone (issue 23's profile).
            sx={{ '& textarea': { fieldSizing: 'content', minHeight: '2.875em', maxHeight: '11.5em' } }}
          />
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
            <Button
              type="submit"
              variant="contained"
              endIcon={<SendOutlined />}
              loading={send.isPending}
              disabled={busy || !draft.trim()}
            >
              {text.send}
            </Button>
            <Button
              variant="outlined"
              startIcon={<AttachFileOutlined />}
              loading={sendFile.isPending}
              disabled={busy}
              onClick={() => fileInput.current?.click()}
            >
              {text.attach}
            </Button>
            <Typography variant="caption" color="text.secondary">
              {text.fileHint}
            </Typography>
            <input
              ref={fileInput}
              type="file"
              hidden
              accept={ACCEPT}
              aria-label={text.attach}
              onChange={(event) => {
                const file = event.target.files?.[0];
                event.target.value = '';
                attach(file).catch(() => undefined);
              }}
            />
          </Stack>
        </Stack>
      </Box>
    </Stack>
  );
}
