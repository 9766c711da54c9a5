import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { toPersianDigits } from '@vakilyar/contract';
import { useId, useState } from 'react';
import { formatJalaliDateTime } from '@/lib/format/jalali';
import { clientsText } from '@/locales/fa/clients';
import { commonText } from '@/locales/fa/common';
import { type AccessLinkSent, useSendAccessLink } from '../api/send-access-link';

interface SendAccessLinkDialogProps {
  open: boolean;
  onClose: () => void;
  client: { pid: string; name: string; mobile: string };
  /** The cases the link may open; with one, no choice is offered. */
  cases: readonly { pid: string; title: string }[];
  initialCasePid?: string;
}

/** Picks the case and texts the client a one-time sign-in link to it. */
export function SendAccessLinkDialog({
  open,
  onClose,
  client,
  cases,
  initialCasePid,
}: SendAccessLinkDialogProps) {
  const titleId = useId();
  const text = clientsText.accessLink;
  const [casePid, setCasePid] = useState(initialCasePid ?? cases[0]?.pid ?? '');
  const [sent, setSent] = useState<AccessLinkSent | null>(null);
  const sendLink = useSendAccessLink();

  const handleSend = async () => {
    try {
      setSent(await sendLink.mutateAsync({ clientPid: client.pid, casePid }));
    } catch {
      // Toasted by the API client (e.g. the client is no longer on that case).
    }
  };

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{text.title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <DialogContentText>{text.body(client.name, toPersianDigits(client.mobile))}</DialogContentText>
          {cases.length === 0 ? (
            <Alert severity="warning">{text.noCases}</Alert>
          ) : (
            <TextField
              select
              label={text.case}
              value={casePid}
              onChange={(event) => {
                setCasePid(event.target.value);
                setSent(null);
              }}
              sx={{ mt: 1 }}
            >
              {cases.map((item) => (
                <MenuItem key={item.pid} value={item.pid}>
                  {toPersianDigits(item.title)}
                </MenuItem>
              ))}
            </TextField>
          )}
          {sent && (
            <Alert severity="success">
              {text.sent(toPersianDigits(sent.sent_to), formatJalaliDateTime(sent.expires_at))}
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{sent ? clientsText.dialogClose : commonText.cancel}</Button>
        <Button variant="contained" onClick={handleSend} loading={sendLink.isPending} disabled={!casePid}>
          {text.send}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
