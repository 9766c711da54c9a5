import ArrowForward from '@mui/icons-material/ArrowForward';
import SearchOff from '@mui/icons-material/SearchOff';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  DRAFT_KIND_LABELS,
  DRAFT_KINDS,
  type DraftBody,
  type DraftKind,
  type DraftTemplate,
} from '@vakilyar/contract';
import { lazy, Suspense, useState } from 'react';
import { Link, useParams } from 'react-router';
import { MessageCard } from '@/components/message-card';
import { PageLayout } from '@/components/page-layout';
import { PageLoader } from '@/components/page-loader';
import { notifySuccess } from '@/lib/notify';
import { PATHS } from '@/lib/route-paths';
import { draftingText } from '@/locales/fa/drafting';
import { useTemplate, useUpdateTemplate } from '../api/templates';

const RichEditor = lazy(() => import('../editor/rich-editor').then((m) => ({ default: m.RichEditor })));
const text = draftingText.templateEditor;

/** /templates/:pid: an office template in the editor; a built-in one is read here and copied to edit. */
export function TemplatePage() {
  const { pid = '' } = useParams();
  const found = useTemplate(pid);
  if (found.isPending) return <PageLoader />;
  if (!found.data) {
    return (
      <PageLayout title={text.title}>
        <MessageCard icon={<SearchOff />} title={draftingText.notFound} />
      </PageLayout>
    );
  }
  return <TemplateEditor template={found.data} />;
}

function TemplateEditor({ template }: { template: DraftTemplate }) {
  const [title, setTitle] = useState(template.title);
  const [kind, setKind] = useState<DraftKind>(template.kind);
  const [purpose, setPurpose] = useState(template.purpose);
  const [body, setBody] = useState<DraftBody>(template.body);
  const update = useUpdateTemplate();
  const back = (
    <Button component={Link} to={PATHS.templates} startIcon={<ArrowForward />}>
      {draftingText.templatesTitle}
    </Button>
  );
  return (
    <PageLayout title={title || text.title} actions={back}>
      {template.builtin && <Alert severity="info">{text.builtinNotice}</Alert>}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          label={text.name}
          value={title}
          onChange={(e) => setTitle(e.target.value)}
          sx={{ flex: 2 }}
          disabled={template.builtin}
        />
        <TextField
          select
          label={text.kind}
          value={kind}
          onChange={(e) => setKind(e.target.value as DraftKind)}
          sx={{ flex: 1 }}
          disabled={template.builtin}
        >
          {DRAFT_KINDS.map((k) => (
            <MenuItem key={k} value={k}>
              {DRAFT_KIND_LABELS[k]}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <TextField
        label={text.purpose}
        value={purpose}
        onChange={(e) => setPurpose(e.target.value)}
        multiline
        minRows={2}
        disabled={template.builtin}
      />
      <Suspense fallback={<PageLoader />}>
        <RichEditor body={body} onChange={setBody} />
      </Suspense>
      {!template.builtin && (
        <Stack direction="row">
          <Button
            variant="contained"
            loading={update.isPending}
            onClick={async () => {
              await update.mutateAsync({ pid: template.pid, changes: { title, kind, purpose, body } });
              notifySuccess(text.saved);
            }}
          >
            {text.save}
          </Button>
        </Stack>
      )}
    </PageLayout>
  );
}
