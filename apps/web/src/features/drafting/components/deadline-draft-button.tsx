import NoteAddOutlined from '@mui/icons-material/NoteAddOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { DeadlineRequest, DeadlineResult } from '@vakilyar/contract';
import { useNavigate } from 'react-router';
import { PATHS } from '@/lib/route-paths';
import { draftingText } from '@/locales/fa/drafting';
import { useCreateDraft } from '../api/drafts';

const text = draftingText.deadline;

/**
 * «پیش‌نویس» beside the deadline calculator's result: an appeal deadline opens a draft تقاضای تجدیدنظر of
 * the case, with the day of service and the last day already filled in.
 */
export function DeadlineDraftButton(props: {
  casePid: string | null;
  request: DeadlineRequest;
  outcome: DeadlineResult;
}) {
  const create = useCreateDraft();
  const navigate = useNavigate();
  const rule = props.outcome.rule;
  const template = rule.startsWith('appeal')
    ? 'builtin-appeal'
    : rule.startsWith('objection')
      ? 'builtin-objection'
      : null;
  if (!template) return null;
  if (!props.casePid) {
    return (
      <Typography variant="body2" color="text.secondary">
        {text.needsCase}
      </Typography>
    );
  }
  const casePid = props.casePid;
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      <Button
        variant="outlined"
        startIcon={<NoteAddOutlined />}
        loading={create.isPending}
        onClick={async () => {
          const draft = await create.mutateAsync({
            case: casePid,
            template,
            values: { 'notice.date': props.request.served_on, 'deadline.date': props.outcome.deadline },
          });
          await navigate(`${PATHS.cases}/${casePid}/drafts/${draft.pid}`);
        }}
      >
        {text.draft}
      </Button>
      <Typography variant="caption" color="text.secondary">
        {text.draftHint}
      </Typography>
    </Stack>
  );
}
