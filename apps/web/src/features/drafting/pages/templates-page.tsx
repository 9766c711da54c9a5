import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { DRAFT_KIND_LABELS, type DraftTemplateSummary, fieldLabelOf } from '@vakilyar/contract';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { PageLayout } from '@/components/page-layout';
import { notifySuccess } from '@/lib/notify';
import { PATHS } from '@/lib/route-paths';
import { draftingText } from '@/locales/fa/drafting';
import { useCopyTemplate, useTemplates, useUpdateTemplate } from '../api/templates';

const text = draftingText.templates;

/** «الگوها»: the built-in templates and the office's own; copy, edit, archive. */
export function TemplatesPage() {
  const [archived, setArchived] = useState(false);
  const templates = useTemplates(archived);
  return (
    <PageLayout title={draftingText.templatesTitle}>
      <Typography color="text.secondary">{draftingText.templatesIntro}</Typography>
      <Tabs
        value={archived ? 1 : 0}
        onChange={(_e, value: number) => setArchived(value === 1)}
        aria-label={draftingText.templatesTitle}
      >
        <Tab label={text.active} />
        <Tab label={text.archived} />
      </Tabs>
      {archived && templates.data?.length === 0 && (
        <Typography color="text.secondary">{text.empty}</Typography>
      )}
      <Stack spacing={2}>
        {(templates.data ?? []).map((template) => (
          <TemplateCard key={template.pid} template={template} />
        ))}
      </Stack>
    </PageLayout>
  );
}

function TemplateCard({ template }: { template: DraftTemplateSummary }) {
  const copy = useCopyTemplate();
  const update = useUpdateTemplate();
  const navigate = useNavigate();
  return (
    <Paper variant="outlined" component="article" aria-label={template.title} sx={{ p: 2 }}>
      <Stack spacing={1}>
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
            {template.title}
          </Typography>
          <Chip size="small" label={DRAFT_KIND_LABELS[template.kind]} />
          <Chip
            size="small"
            variant="outlined"
            color={template.builtin ? 'default' : 'primary'}
            label={template.builtin ? text.builtin : text.own}
          />
        </Stack>
        {template.purpose && <Typography variant="body2">{template.purpose}</Typography>}
        <Typography variant="body2" color="text.secondary">
          {`${text.fields}: ${template.fields.length ? template.fields.map(fieldLabelOf).join('، ') : text.noFields}`}
        </Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {!template.archived && (
            <Button
              size="small"
              variant={template.builtin ? 'contained' : 'outlined'}
              loading={copy.isPending}
              onClick={async () => {
                const copied = await copy.mutateAsync(template.pid);
                await navigate(`${PATHS.templates}/${copied.pid}`);
              }}
            >
              {text.copy}
            </Button>
          )}
          {!template.builtin && (
            <>
              <Button size="small" component={Link} to={`${PATHS.templates}/${template.pid}`}>
                {text.edit}
              </Button>
              <Button
                size="small"
                color={template.archived ? 'primary' : 'inherit'}
                onClick={async () => {
                  await update.mutateAsync({ pid: template.pid, changes: { archived: !template.archived } });
                  notifySuccess(template.archived ? text.unarchivedDone : text.archivedDone);
                }}
              >
                {template.archived ? text.unarchive : text.archive}
              </Button>
            </>
          )}
        </Stack>
      </Stack>
    </Paper>
  );
}
