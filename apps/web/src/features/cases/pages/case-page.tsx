import DeleteOutline from '@mui/icons-material/DeleteOutline';
import SearchOff from '@mui/icons-material/SearchOff';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { type Case, toPersianDigits } from '@vakilyar/contract';
import { lazy, Suspense, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { MessageCard } from '@/components/message-card';
import { MoreActionsMenu } from '@/components/more-actions-menu';
import { PageLayout } from '@/components/page-layout';
import { PageLoader } from '@/components/page-loader';
import { useShowsFeesTab } from '@/features/fees/components/fees-tab-gate';
import { notifySuccess } from '@/lib/notify';
import { PATHS } from '@/lib/route-paths';
import { casesText } from '@/locales/fa/cases';
import { useDeleteCase } from '../api/delete-case';
import { useCase } from '../api/get-case';
import { CaseOverview } from '../components/case-overview';
import { CaseStatusChip } from '../components/case-status-chip';
import { CaseHeaderStrip } from '../hub/case-header-strip';
import { ConfirmDialog } from '../kit/confirm-dialog';
import { Unbroken, wrappingChip } from '../kit/unbroken';

// Every tab but the overview loads when opened, not with every case page (the signed-in budget): the
// overview is what the page shows first, and the other tabs bring their dialogs, pickers and forms.
const DocumentsTab = lazy(() =>
  import('../components/documents-tab').then((module) => ({ default: module.DocumentsTab })),
);
const PeopleTab = lazy(() =>
  import('../components/people-tab').then((module) => ({ default: module.PeopleTab })),
);
const TimelineTab = lazy(() =>
  import('../components/timeline-tab').then((module) => ({ default: module.TimelineTab })),
);
const CaseEventsTab = lazy(() =>
  import('../hub/case-events-tab').then((module) => ({ default: module.CaseEventsTab })),
);
const CaseNoticesTab = lazy(() =>
  import('../hub/case-notices-tab').then((module) => ({ default: module.CaseNoticesTab })),
);
const CaseThreadPanel = lazy(() =>
  import('../hub/case-thread-panel').then((module) => ({ default: module.CaseThreadPanel })),
);
const CasePinnedArticles = lazy(() =>
  import('@/features/law-library/components/case-pinned-articles').then((module) => ({
    default: module.CasePinnedArticles,
  })),
);
const DraftsTab = lazy(() =>
  import('@/features/drafting/components/drafts-tab').then((module) => ({ default: module.DraftsTab })),
);
const CaseFeesTab = lazy(() =>
  import('@/features/fees/components/case-fees-tab').then((module) => ({ default: module.CaseFeesTab })),
);
const CaseTasksTab = lazy(() =>
  import('@/features/tasks/components/case-tasks-tab').then((module) => ({ default: module.CaseTasksTab })),
);

const TABS = [
  'overview',
  'events',
  'tasks',
  'notices',
  'documents',
  'laws',
  'drafts',
  'thread',
  'people',
  'timeline',
  'fees',
] as const;
type TabKey = (typeof TABS)[number];

/** /cases/:pid: the case with its tabs; the open tab is in the address (`?tab=documents`). */
export function CasePage() {
  const { pid = '' } = useParams();
  const found = useCase(pid);

  if (found.isPending) return <PageLoader />;
  if (!found.data) {
    return (
      <PageLayout title={casesText.caseTitle}>
        <MessageCard
          icon={<SearchOff />}
          title={casesText.notFound}
          action={
            <Button component={Link} to={PATHS.cases} variant="outlined">
              {casesText.backToList}
            </Button>
          }
        />
      </PageLayout>
    );
  }
  return <CaseView item={found.data} />;
}

function CaseView({ item }: { item: Case }) {
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const showsFees = useShowsFeesTab(item);
  const tabs = TABS.filter((key) => key !== 'fees' || showsFees);
  const tab: TabKey = tabs.find((key) => key === requested) ?? 'overview';
  const [confirmDelete, setConfirmDelete] = useState(false);
  const deleteCase = useDeleteCase();
  const navigate = useNavigate();

  const actions = item.permissions.includes('case.delete') && (
    <MoreActionsMenu
      actions={[
        {
          label: casesText.delete.action,
          Icon: DeleteOutline,
          destructive: true,
          onClick: () => setConfirmDelete(true),
        },
      ]}
    />
  );

  return (
    <PageLayout title={toPersianDigits(item.title)} actions={actions}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mt: -1.5 }}>
        <CaseStatusChip status={item.status} />
        {item.case_number && (
          <Chip
            size="small"
            variant="outlined"
            sx={wrappingChip}
            label={<Unbroken>{casesText.list.number(toPersianDigits(item.case_number))}</Unbroken>}
          />
        )}
        <Chip size="small" variant="outlined" label={casesText.access[item.access]} />
      </Stack>
      <CaseHeaderStrip item={item} />
      <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Tabs
          value={tab}
          onChange={(_event, next: TabKey) =>
            setParams(next === 'overview' ? {} : { tab: next }, { replace: true })
          }
          variant="scrollable"
          allowScrollButtonsMobile
          aria-label={casesText.caseTitle}
        >
          {tabs.map((key) => (
            <Tab key={key} value={key} label={casesText.tabs[key]} />
          ))}
        </Tabs>
      </Box>
      <Box role="tabpanel" aria-label={casesText.tabs[tab]}>
        {tab === 'overview' ? (
          <CaseOverview item={item} />
        ) : (
          <Suspense fallback={<PageLoader />}>
            {tab === 'documents' && <DocumentsTab item={item} />}
            {tab === 'drafts' && <DraftsTab item={item} />}
            {tab === 'people' && <PeopleTab item={item} />}
            {tab === 'timeline' && <TimelineTab casePid={item.pid} />}
            {tab === 'events' && <CaseEventsTab item={item} />}
            {tab === 'tasks' && <CaseTasksTab casePid={item.pid} />}
            {tab === 'notices' && <CaseNoticesTab item={item} />}
            {tab === 'thread' && <CaseThreadPanel casePid={item.pid} />}
            {tab === 'fees' && <CaseFeesTab item={item} />}
            {tab === 'laws' && (
              <CasePinnedArticles casePid={item.pid} canPin={item.permissions.includes('case.update')} />
            )}
          </Suspense>
        )}
      </Box>
      <ConfirmDialog
        open={confirmDelete}
        title={casesText.delete.title}
        body={casesText.delete.body(item.title)}
        confirmLabel={casesText.delete.confirm}
        onClose={() => setConfirmDelete(false)}
        onConfirm={async () => {
          await deleteCase.mutateAsync(item.pid);
          notifySuccess(casesText.delete.done);
          await navigate(PATHS.cases, { replace: true });
        }}
      />
    </PageLayout>
  );
}
