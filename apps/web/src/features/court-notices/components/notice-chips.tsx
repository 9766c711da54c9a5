import StarRounded from '@mui/icons-material/StarRounded';
import Chip from '@mui/material/Chip';
import { type CourtNotice, NOTICE_TYPE_LABELS } from '@vakilyar/contract';
import { courtNoticesText } from '@/locales/fa/court-notices';

/** The notice's type, and «مهم» and «خوانده‌نشده» where they apply. */
export function NoticeChips({ notice }: { notice: CourtNotice }) {
  return (
    <>
      <Chip size="small" variant="outlined" label={NOTICE_TYPE_LABELS[notice.notice_type]} />
      {notice.is_important && (
        <Chip size="small" color="warning" icon={<StarRounded />} label={courtNoticesText.list.important} />
      )}
      {!notice.is_read && <Chip size="small" color="primary" label={courtNoticesText.list.unread} />}
    </>
  );
}
