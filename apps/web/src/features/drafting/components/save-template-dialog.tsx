import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { DraftBody, DraftKind } from '@vakilyar/contract';
import { useId, useState } from 'react';
import { commonText } from '@/locales/fa/common';
import { draftingText } from '@/locales/fa/drafting';
import { useCreateTemplate } from '../api/templates';

const text = draftingText.saveTemplate;

/** «ذخیره به عنوان الگو»: the draft's text, fields and all, as a template of the office. */
export function SaveTemplateDialog(props: {
  open: boolean;
  onClose: () => void;
  title: string;
  kind: DraftKind;
  body: DraftBody;
}) {
  const [name, setName] = useState(props.title);
  const [purpose, setPurpose] = useState('');
  const create = useCreateTemplate();
  const titleId = useId();
  return (
    <Dialog open={props.open} onClose={props.onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{text.title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            label={text.name}
            value={name}
            onChange={(event) => setName(event.target.value)}
            required
          />
          <TextField
            label={text.purpose}
            value={purpose}
            onChange={(event) => setPurpose(event.target.value)}
            multiline
            minRows={2}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>{commonText.cancel}</Button>
        <Button
          variant="contained"
          loading={create.isPending}
          disabled={!name.trim()}
          onClick={async () => {
            await create.mutateAsync({ title: name, kind: props.kind, purpose, body: props.body });
            props.onClose();
          }}
        >
          {draftingText.actions.saveAsTemplate}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
