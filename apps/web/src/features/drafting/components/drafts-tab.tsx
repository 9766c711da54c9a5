import NoteAddOutlined from '@mui/icons-material/NoteAddOutlined';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type Case, toPersianDigits } from '@vakilyar/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatJalaliDateTime } from '@/lib/format/jalali';
import { PATHS } from '@/lib/route-paths';
import { draftingText } from '@/locales/fa/drafting';
import { downloadDraft, useCaseDrafts } from '../api/drafts';
import { FileDraftDialog } from './file-draft-dialog';
import { NewDraftDialog } from './new-draft-dialog';

const text = draftingText.list;

/** «پیش‌نویس‌ها» of the case page: new from a template, continue, download, file into the documents. */
export function DraftsTab({ item }: { item: Case }) {
  const drafts = useCaseDrafts(item.pid);
  const [creating, setCreating] = useState(false);
  const [filing, setFiling] = useState<string | null>(null);
  return (
    <Stack spacing={2} sx={{ pt: 2 }}>
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <Button variant="contained" startIcon={<NoteAddOutlined />} onClick={() => setCreating(true)}>
          {text.new}
        </Button>
      </Stack>
      {drafts.data?.length === 0 && (
        <Typography color="text.secondary" sx={{ textAlign: 'center', py: 4 }}>
          {text.empty}
        </Typography>
      )}
      {(drafts.data ?? []).map((draft) => (
        <Paper key={draft.pid} variant="outlined" sx={{ p: 2 }} component="article" aria-label={draft.title}>
          <Stack spacing={1}>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
              {toPersianDigits(draft.title)}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {[
                draft.template ? text.fromTemplate(draft.template.title) : null,
                text.words(toPersianDigits(draft.word_count)),
                text.updated(
                  draft.updated_by ? `${draft.updated_by.first_name} ${draft.updated_by.last_name}` : '',
                  formatJalaliDateTime(draft.updated_at),
                ),
              ]
                .filter(Boolean)
                .join('، ')}
            </Typography>
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
              <Button
                size="small"
                variant="contained"
                component={Link}
                to={`${PATHS.cases}/${item.pid}/drafts/${draft.pid}`}
              >
                {text.continue}
              </Button>
              <Button
                size="small"
                variant="outlined"
                onClick={() => void downloadDraft(draft.pid, draft.title, 'docx')}
              >
                {text.word}
              </Button>
              <Button
                size="small"
                variant="outlined"
                onClick={() => void downloadDraft(draft.pid, draft.title, 'pdf')}
              >
                {text.pdf}
              </Button>
              <Button size="small" onClick={() => setFiling(draft.pid)}>
                {text.file}
              </Button>
            </Stack>
          </Stack>
        </Paper>
      ))}
      {creating && <NewDraftDialog casePid={item.pid} open onClose={() => setCreating(false)} />}
      {filing && <FileDraftDialog pid={filing} open onClose={() => setFiling(null)} />}
    </Stack>
  );
}
