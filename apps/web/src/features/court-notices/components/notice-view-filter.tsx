import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { formatNumber } from '@/lib/format/money';
import { courtNoticesText } from '@/locales/fa/court-notices';
import { useUnreadNoticeCount } from '../api/unread-notice-count';

export type NoticeView = '' | 'unread' | 'important';

/** All notices, the unread ones (how many, once there are any), or the important ones. */
export function NoticeViewFilter({
  value,
  onChange,
}: {
  value: NoticeView;
  onChange: (view: NoticeView) => void;
}) {
  const text = courtNoticesText.filters;
  const unread = useUnreadNoticeCount().data ?? 0;
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      color="primary"
      value={value}
      aria-label={text.label}
      onChange={(_event, next: NoticeView | null) => onChange(next ?? '')}
    >
      <ToggleButton value="">{text.all}</ToggleButton>
      <ToggleButton value="unread">
        {unread > 0 ? text.unreadCount(formatNumber(unread)) : text.unread}
      </ToggleButton>
      <ToggleButton value="important">{text.important}</ToggleButton>
    </ToggleButtonGroup>
  );
}
