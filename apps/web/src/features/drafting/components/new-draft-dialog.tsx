import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { fieldLabelOf } from '@vakilyar/contract';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { PATHS } from '@/lib/route-paths';
import { commonText } from '@/locales/fa/common';
import { draftingText } from '@/locales/fa/drafting';
import { useCreateDraft } from '../api/drafts';
import { useTemplates } from '../api/templates';

const text = draftingText.newDialog;

/** «پیش‌نویس تازه»: a template (what it is for, which fields it needs), then the draft in the editor. */
export function NewDraftDialog(props: { casePid: string; open: boolean; onClose: () => void }) {
  const templates = useTemplates();
  const [picked, setPicked] = useState<string | null>(null);
  const create = useCreateDraft();
  const navigate = useNavigate();
  const titleId = useId();
  return (
    <Dialog open={props.open} onClose={props.onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{text.title}</DialogTitle>
      <DialogContent dividers>
        <List aria-label={text.pick}>
          {(templates.data ?? []).map((template) => (
            <ListItemButton
              key={template.pid}
              selected={picked === template.pid}
              onClick={() => setPicked(template.pid)}
              sx={{ alignItems: 'flex-start', flexDirection: 'column', gap: 0.5 }}
            >
              <ListItemText
                primary={template.title}
                secondary={template.purpose}
                slotProps={{ primary: { sx: { fontWeight: 700 } } }}
              />
              <Chip size="small" label={template.builtin ? text.builtin : text.own} />
              {picked === template.pid && (
                <ListItemText secondary={`${text.fields}: ${template.fields.map(fieldLabelOf).join('، ')}`} />
              )}
            </ListItemButton>
          ))}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>{commonText.cancel}</Button>
        <Button
          variant="contained"
          disabled={!picked}
          loading={create.isPending}
          onClick={async () => {
            if (!picked) return;
            const draft = await create.mutateAsync({ case: props.casePid, template: picked });
            await navigate(`${PATHS.cases}/${props.casePid}/drafts/${draft.pid}`);
          }}
        >
          {text.create}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
