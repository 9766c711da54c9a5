import EventAvailableOutlined from '@mui/icons-material/EventAvailableOutlined';
import MarkEmailUnreadOutlined from '@mui/icons-material/MarkEmailUnreadOutlined';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type Case, type CourtNotice, NOTICE_TYPE_LABELS, toPersianDigits } from '@vakilyar/contract';
import { Fragment, lazy, Suspense, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { MessageCard } from '@/components/message-card';
import { JalaliPickers } from '@/components/pickers/jalali-pickers';
import { DeadlineDialog } from '@/features/calendar/components/deadline-dialog';
import { formatJalaliDate, formatJalaliDateTime } from '@/lib/format/jalali';
import { notifySuccess } from '@/lib/notify';
import { PATHS } from '@/lib/route-paths';
import { caseHubText } from '@/locales/fa/case-hub';
import { casesText } from '@/locales/fa/cases';
import { useCaseNotices } from '../api/list-case-notices';
import { isoDayToDate } from '../kit/jalali-date';
import { ListBody } from '../kit/list-body';
import { usePermissions } from '../kit/use-permissions';

const text = caseHubText.notices;

// Loaded when opened: its pickers and the calendar offer stay out of the case page's first load.
const UploadNoticeDialog = lazy(() =>
  import('@/features/court-notices/components/upload-notice-dialog').then((module) => ({
    default: module.UploadNoticeDialog,
  })),
);

function NoticeRow({ notice, onDeadline }: { notice: CourtNotice; onDeadline?: () => void }) {
  const facts = [
    NOTICE_TYPE_LABELS[notice.notice_type],
    notice.served_on && text.servedOn(formatJalaliDate(isoDayToDate(notice.served_on))),
    notice.hearing_at && text.hearingAt(formatJalaliDateTime(notice.hearing_at)),
    notice.reply_due_on && text.replyDueOn(formatJalaliDate(isoDayToDate(notice.reply_due_on))),
    notice.court && toPersianDigits(notice.court),
  ].filter(Boolean);
  return (
    <ListItem sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'flex-start' }}>
      <Stack spacing={0.5} sx={{ flex: '1 1 16rem', minWidth: 0 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Link component={RouterLink} to={`${PATHS.courtNotices}/${notice.pid}`} underline="hover">
            <Typography component="span" sx={{ fontWeight: notice.is_read ? 400 : 700 }}>
              {toPersianDigits(notice.subject)}
            </Typography>
          </Link>
          <Chip
            size="small"
            variant={notice.is_read ? 'outlined' : 'filled'}
            color={notice.is_read ? 'default' : 'primary'}
            label={notice.is_read ? text.read : text.unread}
          />
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {facts.join('، ')}
        </Typography>
      </Stack>
      {onDeadline && (
        <Button size="small" startIcon={<EventAvailableOutlined />} onClick={onDeadline}>
          {text.addDeadline}
        </Button>
      )}
    </ListItem>
  );
}

/**
 * «ابلاغیه‌ها»: the notices filed under the case with their read state, hearing and reply deadline; a
 * deadline goes to the calendar from each, and a new notice is uploaded straight into the case.
 */
export function CaseNoticesTab({ item }: { item: Case }) {
  const notices = useCaseNotices(item.pid);
  const { can } = usePermissions();
  const [deadlineFrom, setDeadlineFrom] = useState<CourtNotice | null>(null);
  const [uploading, setUploading] = useState(false);
  const results = notices.data?.results ?? [];

  return (
    <Stack spacing={2}>
      {can('court_notice.manage') && (
        <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
          <Button variant="contained" startIcon={<UploadFileOutlined />} onClick={() => setUploading(true)}>
            {text.upload}
          </Button>
        </Stack>
      )}
      <ListBody
        isPending={notices.isPending}
        isError={notices.isError}
        onRetry={notices.refetch}
        isEmpty={results.length === 0}
        empty={<MessageCard icon={<MarkEmailUnreadOutlined />} title={text.empty} />}
      >
        <Card variant="outlined">
          <List aria-label={casesText.tabs.notices}>
            {results.map((notice, index) => (
              <Fragment key={notice.pid}>
                {index > 0 && <Divider component="li" />}
                <NoticeRow
                  notice={notice}
                  onDeadline={can('calendar.manage') ? () => setDeadlineFrom(notice) : undefined}
                />
              </Fragment>
            ))}
          </List>
        </Card>
      </ListBody>
      {deadlineFrom && (
        <JalaliPickers>
          <DeadlineDialog
            servedOn={deadlineFrom.served_on}
            fromNotice
            showCasePicker
            initialCase={{ pid: item.pid, title: item.title, case_number: item.case_number }}
            onClose={() => setDeadlineFrom(null)}
            onAdded={() => {
              setDeadlineFrom(null);
              notifySuccess(text.deadlineAdded);
            }}
          />
        </JalaliPickers>
      )}
      {uploading && (
        <Suspense fallback={null}>
          <UploadNoticeDialog open casePid={item.pid} onClose={() => setUploading(false)} />
        </Suspense>
      )}
    </Stack>
  );
}
