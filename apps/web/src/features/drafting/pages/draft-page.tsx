import ArrowForward from '@mui/icons-material/ArrowForward';
import SearchOff from '@mui/icons-material/SearchOff';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { Draft, DraftBody, DraftVersionDetail } from '@vakilyar/contract';
import { lazy, Suspense, useState } from 'react';
import { Link, useParams } from 'react-router';
import { MessageCard } from '@/components/message-card';
import { PageLayout } from '@/components/page-layout';
import { PageLoader } from '@/components/page-loader';
import { notifySuccess } from '@/lib/notify';
import { PATHS } from '@/lib/route-paths';
import { draftingText } from '@/locales/fa/drafting';
import { downloadDraft, useDraft } from '../api/drafts';
import { FieldValuesPanel } from '../components/field-values-panel';
import { FileDraftDialog } from '../components/file-draft-dialog';
import { SaveTemplateDialog } from '../components/save-template-dialog';
import { VersionsDialog } from '../components/versions-dialog';
import { type SaveStatus, useAutosave } from '../editor/use-autosave';

// The editor (TipTap/ProseMirror) loads with the drafting screens only.
const RichEditor = lazy(() => import('../editor/rich-editor').then((m) => ({ default: m.RichEditor })));

const text = draftingText;

const STATUS_COLOR: Record<SaveStatus, 'default' | 'success' | 'warning' | 'error'> = {
  saved: 'success',
  saving: 'default',
  unsaved: 'default',
  failed: 'warning',
  stale: 'error',
};

/** /cases/:pid/drafts/:draftPid: the draft in the editor, saved as the lawyer writes. */
export function DraftPage() {
  const { draftPid = '' } = useParams();
  const found = useDraft(draftPid);
  if (found.isPending) return <PageLoader />;
  if (!found.data) {
    return (
      <PageLayout title={text.tab}>
        <MessageCard icon={<SearchOff />} title={text.notFound} />
      </PageLayout>
    );
  }
  return <DraftEditorView draft={found.data} />;
}

function DraftEditorView({ draft }: { draft: Draft }) {
  const [title, setTitle] = useState(draft.title);
  const [body, setBody] = useState<DraftBody>(draft.body);
  const [values, setValues] = useState(draft.values);
  const [revision, setRevision] = useState(0);
  const [dialog, setDialog] = useState<'file' | 'template' | 'versions' | null>(null);
  const autosave = useAutosave(draft);
  const change = (next: { title?: string; body?: DraftBody; values?: Record<string, string> }) => {
    const snapshot = { title: next.title ?? title, body: next.body ?? body, values: next.values ?? values };
    if (next.title !== undefined) setTitle(next.title);
    if (next.body) setBody(next.body);
    if (next.values) setValues(next.values);
    autosave.schedule(snapshot);
  };
  const restore = (version: DraftVersionDetail) => {
    change({ title: version.title, body: version.body, values: version.values });
    setRevision((n) => n + 1);
    notifySuccess(text.versions.restored);
  };
  const download = async (format: 'docx' | 'pdf') => {
    await autosave.saveNow();
    await downloadDraft(draft.pid, title, format);
  };

  const actions = (
    <Button component={Link} to={`${PATHS.cases}/${draft.case.pid}?tab=drafts`} startIcon={<ArrowForward />}>
      {text.actions.back}
    </Button>
  );

  return (
    <PageLayout title={title || text.tab} actions={actions}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', mt: -1.5 }}>
        <Chip size="small" variant="outlined" label={draft.case.title} />
        <Chip
          size="small"
          color={STATUS_COLOR[autosave.status]}
          label={autosave.status === 'stale' ? text.editor.stale : text.editor[autosave.status]}
          role="status"
        />
      </Stack>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button variant="outlined" onClick={() => void download('docx')}>
          {text.actions.word}
        </Button>
        <Button variant="outlined" onClick={() => void download('pdf')}>
          {text.actions.pdf}
        </Button>
        <Button variant="contained" onClick={() => setDialog('file')}>
          {text.actions.file}
        </Button>
        <Button onClick={() => setDialog('template')}>{text.actions.saveAsTemplate}</Button>
        <Button onClick={() => setDialog('versions')}>{text.actions.versions}</Button>
      </Stack>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 8 }}>
          <Stack spacing={2}>
            <TextField
              label={text.editor.titleLabel}
              value={title}
              onChange={(event) => change({ title: event.target.value })}
            />
            <Suspense fallback={<PageLoader />}>
              <RichEditor body={body} revision={revision} onChange={(next) => change({ body: next })} />
            </Suspense>
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <FieldValuesPanel
            body={body}
            caseValues={draft.case_values}
            values={values}
            onChange={(next) => change({ values: next })}
          />
        </Grid>
      </Grid>
      <FileDraftDialog
        pid={draft.pid}
        open={dialog === 'file'}
        onClose={() => setDialog(null)}
        beforeFile={autosave.saveNow}
      />
      {dialog === 'template' && (
        <SaveTemplateDialog
          open
          onClose={() => setDialog(null)}
          title={title}
          kind={draft.kind}
          body={body}
        />
      )}
      <VersionsDialog
        pid={draft.pid}
        open={dialog === 'versions'}
        onClose={() => setDialog(null)}
        onRestore={restore}
      />
    </PageLayout>
  );
}
