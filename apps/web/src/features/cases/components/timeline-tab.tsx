import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import Card from '@mui/material/Card';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { AUDIT_ACTION_LABELS, PAGE_SIZE_DEFAULT } from '@vakilyar/contract';
import { Fragment, useState } from 'react';
import { MessageCard } from '@/components/message-card';
import { formatJalaliDateTime } from '@/lib/format/jalali';
import { casesText } from '@/locales/fa/cases';
import { type TimelineItem, useCaseTimeline } from '../api/get-case-timeline';
import { ListBody } from '../kit/list-body';
import { ListPager } from '../kit/list-pager';
import { entrySubject } from './entry-subject';

/** «افزودن وکیل: کاوه نوروزی»: the case itself goes unnamed on its own page. */
function describe(item: TimelineItem): string {
  const subject = entrySubject(item, { skipCase: true });
  const label = item.label || AUDIT_ACTION_LABELS[item.action];
  return subject ? `${label}: ${subject}` : label;
}

/** The case in time, newest first; views and downloads on request. */
export function TimelineTab({ casePid }: { casePid: string }) {
  const [page, setPage] = useState(1);
  const [includeViews, setIncludeViews] = useState(false);
  const timeline = useCaseTimeline(casePid, {
    page,
    page_size: PAGE_SIZE_DEFAULT,
    include_views: includeViews,
  });
  const text = casesText.timeline;

  return (
    <Stack spacing={2}>
      <FormControlLabel
        control={
          <Switch
            checked={includeViews}
            onChange={(_event, checked) => {
              setIncludeViews(checked);
              setPage(1);
            }}
          />
        }
        label={text.includeViews}
      />
      <ListBody
        isPending={timeline.isPending}
        isError={timeline.isError}
        onRetry={timeline.refetch}
        isEmpty={timeline.data?.count === 0}
        empty={<MessageCard icon={<HistoryOutlined />} title={text.empty} />}
      >
        <Card variant="outlined">
          <List disablePadding aria-label={casesText.tabs.timeline}>
            {(timeline.data?.results ?? []).map((item, index) => (
              <Fragment key={`${item.at}-${item.action}-${item.entity_pid}`}>
                {index > 0 && <Divider component="li" />}
                <ListItem>
                  <ListItemText
                    primary={describe(item)}
                    secondary={`${formatJalaliDateTime(item.at)}، ${text.by(
                      item.actor ? `${item.actor.first_name} ${item.actor.last_name}` : text.system,
                    )}`}
                  />
                </ListItem>
              </Fragment>
            ))}
          </List>
        </Card>
        <ListPager
          count={timeline.data?.count ?? 0}
          page={page}
          pageSize={PAGE_SIZE_DEFAULT}
          onPageChange={setPage}
        />
      </ListBody>
    </Stack>
  );
}
