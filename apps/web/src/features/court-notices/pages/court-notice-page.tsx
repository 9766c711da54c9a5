import ArrowForward from '@mui/icons-material/ArrowForward';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import EditOutlined from '@mui/icons-material/EditOutlined';
import EventOutlined from '@mui/icons-material/EventOutlined';
import MarkEmailReadOutlined from '@mui/icons-material/MarkEmailReadOutlined';
import SearchOff from '@mui/icons-material/SearchOff';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type CourtNotice, NOTICE_TYPE_LABELS, toPersianDigits } from '@vakilyar/contract';
import { useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { MessageCard } from '@/components/message-card';
import { MoreActionsMenu } from '@/components/more-actions-menu';
import { PageLayout } from '@/components/page-layout';
import { PageLoader } from '@/components/page-loader';
import { ConfirmDialog } from '@/features/cases/kit/confirm-dialog';
import { DetailRow } from '@/features/cases/kit/detail-row';
import { usePermissions } from '@/features/cases/kit/use-permissions';
import { isApiError } from '@/lib/api/api-error';
import { formatJalaliDateTime } from '@/lib/format/jalali';
import { PATHS } from '@/lib/route-paths';
import { courtNoticesText } from '@/locales/fa/court-notices';
import { useDeleteNotice } from '../api/delete-notice';
import { useNotice } from '../api/get-notice';
import { useMarkNoticesRead } from '../api/mark-notices-read';
import { CreateNoticeDialog } from '../components/create-notice-dialog';
import { NoticeAttachments } from '../components/notice-attachments';
import { NoticeChips } from '../components/notice-chips';
import { branchLabel, servedOnLabel } from '../components/notice-facts';

/** The calendar page that turns a notice's date of service into a deadline (built by the calendar). */
export function deadlineLink(notice: CourtNotice): string {
  const params = new URLSearchParams();
  if (notice.served_on) params.set('deadline_from', notice.served_on);
  params.set('notice', notice.pid);
  return `${PATHS.calendar}?${params.toString()}`;
}

function NoticeDetails({ notice }: { notice: CourtNotice }) {
  const text = courtNoticesText.fields;
  const creator = notice.created_by ? `${notice.created_by.first_name} ${notice.created_by.last_name}` : null;
  return (
    <Card variant="outlined">
      <CardContent>
        <Grid container spacing={2.5}>
          <Grid size={{ xs: 12, sm: 6, md: 4 }}>
            <DetailRow
              label={text.noticeNumber}
              value={notice.notice_number && toPersianDigits(notice.notice_number)}
            />
          </Grid>
          <Grid size={{ xs: 6, sm: 6, md: 4 }}>
            <DetailRow label={text.noticeType} value={NOTICE_TYPE_LABELS[notice.notice_type]} />
          </Grid>
          <Grid size={{ xs: 6, sm: 6, md: 4 }}>
            <DetailRow label={text.servedOn} value={notice.served_on && servedOnLabel(notice.served_on)} />
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 4 }}>
            <DetailRow
              label={text.hearingAt}
              value={notice.hearing_at && formatJalaliDateTime(notice.hearing_at)}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 4 }}>
            <DetailRow
              label={text.replyDueOn}
              value={notice.reply_due_on && servedOnLabel(notice.reply_due_on)}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 4 }}>
            <DetailRow label={text.court} value={notice.court && toPersianDigits(notice.court)} />
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 4 }}>
            <DetailRow label={text.branch} value={notice.branch && branchLabel(notice.branch)} />
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 4 }}>
            <DetailRow
              label={text.case}
              value={
                notice.case && (
                  <Link component={RouterLink} to={`${PATHS.cases}/${notice.case.pid}`}>
                    {toPersianDigits(notice.case.title)}
                  </Link>
                )
              }
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 4 }}>
            <DetailRow label={text.createdBy} value={creator} />
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 4 }}>
            <DetailRow label={text.createdAt} value={formatJalaliDateTime(notice.created_at)} />
          </Grid>
          <Grid size={12}>
            <DetailRow
              label={text.description}
              value={notice.description && toPersianDigits(notice.description)}
            />
          </Grid>
        </Grid>
      </CardContent>
    </Card>
  );
}

/**
 * /court-notices/:pid: the notice, its photos and files, its case; mark read, a deadline in the calendar,
 * complete or correct its fields (a notice from photos has only its subject), delete.
 */
export function CourtNoticePage() {
  const { pid = '' } = useParams();
  const notice = useNotice(pid);
  const markRead = useMarkNoticesRead();
  const remove = useDeleteNotice();
  const navigate = useNavigate();
  const { can } = usePermissions();
  const [confirming, setConfirming] = useState(false);
  const [editing, setEditing] = useState(false);
  const text = courtNoticesText;

  const back = (
    <Button component={RouterLink} to={PATHS.courtNotices} startIcon={<ArrowForward />}>
      {text.backToList}
    </Button>
  );

  if (notice.isPending) return <PageLoader />;
  if (notice.isError || !notice.data) {
    const missing = isApiError(notice.error) && notice.error.type === 'not_found';
    return (
      <PageLayout title={text.detailTitle}>
        <MessageCard icon={<SearchOff />} title={missing ? text.notFound : text.detailTitle} action={back} />
      </PageLayout>
    );
  }
  const item = notice.data;

  return (
    <PageLayout title={toPersianDigits(item.subject)}>
      <Stack spacing={2.5}>
        <Stack spacing={1.5}>
          <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <NoticeChips notice={item} />
          </Stack>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {!item.is_read && (
              <Button
                variant="contained"
                startIcon={<MarkEmailReadOutlined />}
                loading={markRead.isPending}
                onClick={() => markRead.mutate([item.pid])}
              >
                {text.actions.markRead}
              </Button>
            )}
            <Button
              variant="outlined"
              startIcon={<EventOutlined />}
              component={RouterLink}
              to={deadlineLink(item)}
            >
              {text.actions.addDeadline}
            </Button>
            {can('court_notice.manage') && (
              <Button variant="outlined" startIcon={<EditOutlined />} onClick={() => setEditing(true)}>
                {text.actions.edit}
              </Button>
            )}
            {can('court_notice.manage') && (
              <MoreActionsMenu
                actions={[
                  {
                    label: text.actions.delete,
                    Icon: DeleteOutline,
                    destructive: true,
                    onClick: () => setConfirming(true),
                  },
                ]}
              />
            )}
          </Stack>
        </Stack>
        <NoticeDetails notice={item} />
        <Stack spacing={1.5}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
            {text.fields.attachments}
          </Typography>
          <NoticeAttachments attachments={item.attachments} />
        </Stack>
        <Stack direction="row">{back}</Stack>
      </Stack>
      {editing && <CreateNoticeDialog open notice={item} onClose={() => setEditing(false)} />}
      <ConfirmDialog
        open={confirming}
        title={text.delete.title}
        body={text.delete.body}
        confirmLabel={text.delete.confirm}
        onConfirm={async () => {
          await remove.mutateAsync(item.pid);
          navigate(PATHS.courtNotices, { replace: true });
        }}
        onClose={() => setConfirming(false)}
      />
    </PageLayout>
  );
}
