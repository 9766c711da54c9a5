import AddOutlined from '@mui/icons-material/AddOutlined';
import CancelOutlined from '@mui/icons-material/CancelOutlined';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { TaskView } from '@vakilyar/contract';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { PageLayout } from '@/components/page-layout';
import { ListSkeleton } from '@/components/skeletons/list-skeleton';
import { useCase } from '@/features/cases/api/get-case';
import { usePermissions } from '@/features/cases/kit/use-permissions';
import { tasksText } from '@/locales/fa/tasks';
import { useAssignees, useTaskList } from '../api/tasks-api';
import { IdleCasesList } from '../components/idle-cases-list';
import { TaskDetailDialog } from '../components/task-detail-dialog';
import { personName } from '../components/task-due';
import { TaskFormDialog } from '../components/task-form-dialog';
import { TaskRows } from '../components/task-rows';
import { TaskSettings } from '../components/task-settings';

const TABS = ['today', 'week', 'overdue', 'done', 'open', 'idle', 'settings'] as const;
type TabKey = (typeof TABS)[number];
const MINE = 'mine';
const EVERYONE = 'all';

function TaskListView({
  view,
  who,
  casePid,
  onOpen,
}: {
  view: TaskView;
  who: string;
  casePid?: string;
  onOpen: (pid: string) => void;
}) {
  const list = useTaskList({
    view,
    mine: who === MINE,
    assignee: who !== MINE && who !== EVERYONE ? who : undefined,
    case: casePid,
  });
  if (list.isPending) return <ListSkeleton rows={4} />;
  if (!list.data?.results.length)
    return <Typography color="text.secondary">{tasksText.empty[view]}</Typography>;
  return (
    <TaskRows
      tasks={list.data.results}
      label={tasksText.views[view]}
      onOpen={onOpen}
      withAssignee={who !== MINE}
    />
  );
}

/** The case the list is filtered by, named by its title, with the button that clears the filter. */
function CaseFilterChip({ casePid, onClear }: { casePid: string; onClear: () => void }) {
  const found = useCase(casePid);
  return (
    <Chip
      label={tasksText.filters.caseFilter(found.data?.title ?? '…')}
      onDelete={onClear}
      deleteIcon={<CancelOutlined role="img" aria-label={tasksText.filters.clearCase} aria-hidden={false} />}
    />
  );
}

/** /tasks, «کارهای من»: today, this week, overdue, done; filtered by person and case; idle cases; settings. */
export function TasksPage() {
  const [params, setParams] = useSearchParams();
  const { isLawyer } = usePermissions();
  const assignees = useAssignees();
  const [adding, setAdding] = useState(false);
  const requested = params.get('view');
  const tab: TabKey = TABS.find((key) => key === requested) ?? 'today';
  const who = params.get('who') ?? MINE;
  const casePid = params.get('case') ?? undefined;
  const shown = params.get('task');
  const change = (next: Record<string, string | null>) => {
    const merged = new URLSearchParams(params);
    for (const [key, value] of Object.entries(next)) {
      if (value === null) merged.delete(key);
      else merged.set(key, value);
    }
    setParams(merged, { replace: true });
  };
  const isList = tab !== 'idle' && tab !== 'settings';
  // On a phone the tab row scrolls: the chosen tab (from a link, or the address) is brought into sight.
  useEffect(() => {
    document.getElementById(`tasks-tab-${tab}`)?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [tab]);

  return (
    <PageLayout
      title={tasksText.title}
      actions={
        <Button variant="contained" startIcon={<AddOutlined />} onClick={() => setAdding(true)}>
          {tasksText.newTask}
        </Button>
      }
    >
      <Tabs
        value={tab}
        onChange={(_, next: TabKey) => change({ view: next })}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label={tasksText.title}
      >
        {TABS.map((key) => (
          <Tab key={key} id={`tasks-tab-${key}`} value={key} label={tasksText.views[key]} />
        ))}
      </Tabs>
      <div role="tabpanel" aria-label={tasksText.views[tab]}>
        {isList && (
          <Stack spacing={2}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
              <TextField
                select
                size="small"
                label={tasksText.filters.who}
                value={who}
                onChange={(e) => change({ who: e.target.value === MINE ? null : e.target.value })}
                sx={{ minWidth: 220 }}
              >
                <MenuItem value={MINE}>{tasksText.filters.mine}</MenuItem>
                <MenuItem value={EVERYONE}>{tasksText.filters.everyone}</MenuItem>
                {(assignees.data ?? []).map((person) => (
                  <MenuItem key={person.pid} value={person.pid}>
                    {personName(person)}
                  </MenuItem>
                ))}
              </TextField>
              {casePid && <CaseFilterChip casePid={casePid} onClear={() => change({ case: null })} />}
            </Stack>
            <TaskListView view={tab} who={who} casePid={casePid} onOpen={(pid) => change({ task: pid })} />
          </Stack>
        )}
        {tab === 'idle' && <IdleCasesList />}
        {tab === 'settings' && <TaskSettings isOwner={isLawyer} />}
      </div>
      {adding && <TaskFormDialog onClose={() => setAdding(false)} />}
      {shown && <TaskDetailDialog pid={shown} onClose={() => change({ task: null })} />}
    </PageLayout>
  );
}
