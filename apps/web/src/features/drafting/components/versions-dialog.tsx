import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { type DraftVersionDetail, toPersianDigits } from '@vakilyar/contract';
import { useId } from 'react';
import { formatJalaliDateTime } from '@/lib/format/jalali';
import { draftingText } from '@/locales/fa/drafting';
import { fetchDraftVersion, useDraftVersions } from '../api/drafts';

const text = draftingText.versions;

/** The draft's versions, newest first; one can be brought back into the editor. */
export function VersionsDialog(props: {
  pid: string;
  open: boolean;
  onClose: () => void;
  onRestore: (version: DraftVersionDetail) => void;
}) {
  const versions = useDraftVersions(props.pid, props.open);
  const titleId = useId();
  return (
    <Dialog open={props.open} onClose={props.onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{text.title}</DialogTitle>
      <DialogContent>
        <List dense>
          {(versions.data ?? []).map((version) => (
            <ListItem
              key={version.version}
              secondaryAction={
                <Button
                  size="small"
                  onClick={async () => {
                    props.onRestore(await fetchDraftVersion(props.pid, version.version));
                    props.onClose();
                  }}
                >
                  {text.restore}
                </Button>
              }
            >
              <ListItemText
                primary={text.item(
                  toPersianDigits(version.version),
                  version.saved_by ? `${version.saved_by.first_name} ${version.saved_by.last_name}` : '',
                  formatJalaliDateTime(version.saved_at),
                )}
                secondary={draftingText.list.words(toPersianDigits(version.word_count))}
              />
            </ListItem>
          ))}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>{draftingText.versions.close}</Button>
      </DialogActions>
    </Dialog>
  );
}
