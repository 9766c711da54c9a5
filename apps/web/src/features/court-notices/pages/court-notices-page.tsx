import DoneAll from '@mui/icons-material/DoneAll';
import EditNoteOutlined from '@mui/icons-material/EditNoteOutlined';
import GavelOutlined from '@mui/icons-material/GavelOutlined';
import MarkEmailReadOutlined from '@mui/icons-material/MarkEmailReadOutlined';
import SearchOff from '@mui/icons-material/SearchOff';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { MessageCard } from '@/components/message-card';
import { PageLayout } from '@/components/page-layout';
import { ListBody } from '@/features/cases/kit/list-body';
import { ListPager } from '@/features/cases/kit/list-pager';
import { SearchField } from '@/features/cases/kit/search-field';
import { useListParams } from '@/features/cases/kit/use-list-params';
import { usePermissions } from '@/features/cases/kit/use-permissions';
import { courtNoticesText } from '@/locales/fa/court-notices';
import { type NoticeListParams, useNotices } from '../api/list-notices';
import { useMarkAllNoticesRead } from '../api/mark-notices-read';
import { CreateNoticeDialog } from '../components/create-notice-dialog';
import { NoticeList } from '../components/notice-list';
import { type NoticeView, NoticeViewFilter } from '../components/notice-view-filter';
import { PreferencesDialog } from '../components/preferences-dialog';
import { UploadNoticeDialog } from '../components/upload-notice-dialog';

const FILTER_KEYS = ['view'] as const;

function listParams(view: string, search: string, page: number, pageSize: number): NoticeListParams {
  return {
    page,
    page_size: pageSize,
    search,
    ...(view === 'unread' && { is_read: 'false' as const }),
    ...(view === 'important' && { is_important: 'true' as const }),
  };
}

type OpenDialog = 'upload' | 'create' | 'preferences' | null;

/** /court-notices: the office's notices with unread and important views, search, paging, and every action. */
export function CourtNoticesPage() {
  const { page, pageSize, search, filters, setPage, setFilters, clearFilters } = useListParams(FILTER_KEYS);
  const view = (['unread', 'important'].includes(filters.view) ? filters.view : '') as NoticeView;
  const notices = useNotices(listParams(view, search, page, pageSize));
  const markAll = useMarkAllNoticesRead();
  const { can } = usePermissions();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const text = courtNoticesText;
  const filtered = search !== '' || view !== '';
  const canManage = can('court_notice.manage');

  const uploadButton = canManage && (
    <Button variant="contained" startIcon={<UploadFileOutlined />} onClick={() => setDialog('upload')}>
      {text.actions.upload}
    </Button>
  );

  const emptyCard = () => {
    if (view === 'unread' && search === '') {
      return (
        <MessageCard
          icon={<MarkEmailReadOutlined />}
          title={text.empty.unreadTitle}
          body={text.empty.unreadBody}
          action={
            <Button variant="outlined" onClick={clearFilters}>
              {text.filters.all}
            </Button>
          }
        />
      );
    }
    if (filtered) {
      return (
        <MessageCard
          icon={<SearchOff />}
          title={text.empty.filteredTitle}
          body={text.empty.filteredBody}
          action={
            <Button variant="outlined" onClick={clearFilters}>
              {text.filters.all}
            </Button>
          }
        />
      );
    }
    return (
      <MessageCard
        icon={<GavelOutlined />}
        title={text.empty.title}
        body={text.empty.body}
        action={uploadButton}
      />
    );
  };

  return (
    <PageLayout title={text.title}>
      <Stack spacing={2}>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
          {uploadButton}
          {canManage && (
            <Button variant="outlined" startIcon={<EditNoteOutlined />} onClick={() => setDialog('create')}>
              {text.actions.create}
            </Button>
          )}
          <Button startIcon={<DoneAll />} loading={markAll.isPending} onClick={() => markAll.mutate()}>
            {text.actions.markAllRead}
          </Button>
          <Button startIcon={<SettingsOutlined />} onClick={() => setDialog('preferences')}>
            {text.actions.preferences}
          </Button>
        </Stack>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1.5}
          sx={{ alignItems: { xs: 'stretch', sm: 'center' }, justifyContent: 'space-between' }}
        >
          <SearchField
            value={search}
            onSearch={(next) => setFilters({ search: next })}
            label={text.searchLabel}
            placeholder={text.searchPlaceholder}
          />
          <NoticeViewFilter value={view} onChange={(next) => setFilters({ view: next })} />
        </Stack>
        <ListBody
          isPending={notices.isPending}
          isError={notices.isError}
          onRetry={notices.refetch}
          isEmpty={notices.data?.count === 0}
          empty={emptyCard()}
        >
          <NoticeList notices={notices.data?.results ?? []} />
          <ListPager
            count={notices.data?.count ?? 0}
            page={page}
            pageSize={pageSize}
            onPageChange={setPage}
          />
        </ListBody>
      </Stack>
      <UploadNoticeDialog open={dialog === 'upload'} onClose={() => setDialog(null)} />
      <CreateNoticeDialog open={dialog === 'create'} onClose={() => setDialog(null)} />
      <PreferencesDialog open={dialog === 'preferences'} onClose={() => setDialog(null)} />
    </PageLayout>
  );
}
