import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { courtNoticesText } from '@/locales/fa/court-notices';

export type NoticeView = '' | 'unread' | 'important';

/** All notices, the unread ones, or the important ones. */
export function NoticeViewFilter({
  value,
  onChange,
}: {
  value: NoticeView;
  onChange: (view: NoticeView) => void;
}) {
  const text = courtNoticesText.filters;
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
      <ToggleButton value="unread">{text.unread}</ToggleButton>
      <ToggleButton value="important">{text.important}</ToggleButton>
    </ToggleButtonGroup>
  );
}
