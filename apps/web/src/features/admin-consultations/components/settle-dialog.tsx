import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { ConfirmDialog } from '@/features/payments/components/confirm-dialog';
import { adminConsultationsText as text } from '@/locales/fa/admin-consultations';
import { useSettleConsultation } from '../api/admin-consultations';

interface SettleDialogProps {
  pid: string;
  open: boolean;
  onClose: () => void;
}

/** The admin's verdict on a dispute: refund the client or pay the consultant, with a note both see. */
export function SettleDialog({ pid, open, onClose }: SettleDialogProps) {
  const settle = useSettleConsultation();
  const [outcome, setOutcome] = useState<'refund' | 'pay'>('refund');
  const [note, setNote] = useState('');

  const close = () => {
    setOutcome('refund');
    setNote('');
    onClose();
  };

  const confirm = () =>
    settle.mutate(
      { pid, refund: outcome === 'refund', note: note.trim() || null },
      // Closed either way: on a 409 another admin settled it, and the toast said so.
      { onSettled: close },
    );

  return (
    <ConfirmDialog
      open={open}
      title={text.settleTitle}
      confirmLabel={text.confirm}
      pending={settle.isPending}
      onConfirm={confirm}
      onClose={close}
    >
      <FormControl>
        <FormLabel id={`settle-${pid}`}>{text.outcomeLabel}</FormLabel>
        <RadioGroup
          aria-labelledby={`settle-${pid}`}
          value={outcome}
          onChange={(event) => setOutcome(event.target.value === 'pay' ? 'pay' : 'refund')}
        >
          <FormControlLabel value="refund" control={<Radio />} label={text.refund} />
          <FormControlLabel value="pay" control={<Radio />} label={text.payOut} />
        </RadioGroup>
      </FormControl>
      <TextField
        label={text.noteLabel}
        helperText={text.noteHelp}
        value={note}
        onChange={(event) => setNote(event.target.value)}
        multiline
        minRows={2}
        fullWidth
        sx={{ mt: 2 }}
      />
    </ConfirmDialog>
  );
}
