import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import type { DraftFormat } from '@vakilyar/contract';
import { useId, useState } from 'react';
import { commonText } from '@/locales/fa/common';
import { draftingText } from '@/locales/fa/drafting';
import { useFileDraft } from '../api/drafts';

const text = draftingText.fileDialog;

/** «ثبت در اسناد»: PDF or Word into the case's documents, hidden from the client unless the lawyer says. */
export function FileDraftDialog(props: {
  pid: string;
  open: boolean;
  onClose: () => void;
  beforeFile?: () => Promise<void>;
}) {
  const [format, setFormat] = useState<DraftFormat>('pdf');
  const [visible, setVisible] = useState(false);
  const fileDraft = useFileDraft();
  const titleId = useId();
  return (
    <Dialog open={props.open} onClose={props.onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{text.title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <RadioGroup
            aria-label={text.format}
            value={format}
            onChange={(event) => setFormat(event.target.value as DraftFormat)}
          >
            <FormControlLabel value="pdf" control={<Radio />} label={text.pdf} />
            <FormControlLabel value="docx" control={<Radio />} label={text.docx} />
          </RadioGroup>
          <FormControlLabel
            control={<Checkbox checked={visible} onChange={(event) => setVisible(event.target.checked)} />}
            label={text.visible}
          />
          <Alert severity="info">{text.visibleHint}</Alert>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>{commonText.cancel}</Button>
        <Button
          variant="contained"
          loading={fileDraft.isPending}
          onClick={async () => {
            await props.beforeFile?.();
            await fileDraft.mutateAsync({ pid: props.pid, format, visible_to_client: visible });
            props.onClose();
          }}
        >
          {text.confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
