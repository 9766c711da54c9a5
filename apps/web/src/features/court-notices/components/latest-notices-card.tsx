import GavelOutlined from '@mui/icons-material/GavelOutlined';
import StarRounded from '@mui/icons-material/StarRounded';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { NOTICE_TYPE_LABELS, toPersianDigits } from '@vakilyar/contract';
import { Link } from 'react-router';
import { ListSkeleton } from '@/components/skeletons/list-skeleton';
import { PATHS } from '@/lib/route-paths';
import { courtNoticesText } from '@/locales/fa/court-notices';
import { useNotices } from '../api/list-notices';
import { servedOnLabel } from './notice-facts';

export const LATEST_NOTICES = 5;

/** The dashboard's card: the five newest unread notices, each a link, and the way to all of them. */
export function LatestNoticesCard() {
  const notices = useNotices({ page: 1, page_size: LATEST_NOTICES, is_read: 'false' });
  const text = courtNoticesText.latest;
  const items = notices.data?.results ?? [];

  return (
    <Card
      variant="outlined"
      component="section"
      aria-labelledby="latest-notices-title"
      sx={{ height: '100%' }}
    >
      <CardContent>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <GavelOutlined color="primary" />
            <Typography id="latest-notices-title" variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
              {text.title}
            </Typography>
          </Stack>
          <Button size="small" component={Link} to={PATHS.courtNotices}>
            {text.viewAll}
          </Button>
        </Stack>
        {notices.isPending && <ListSkeleton rows={3} />}
        {!notices.isPending && items.length === 0 && (
          <Typography color="text.secondary" sx={{ py: 2, textAlign: 'center' }}>
            {text.empty}
          </Typography>
        )}
        {items.length > 0 && (
          <List disablePadding aria-label={text.title}>
            {items.map((notice) => (
              <li key={notice.pid}>
                <ListItemButton
                  component={Link}
                  to={`${PATHS.courtNotices}/${notice.pid}`}
                  sx={{ borderRadius: 1, px: 1, alignItems: 'flex-start', gap: 1 }}
                >
                  <Stack sx={{ minWidth: 0, flexGrow: 1 }}>
                    <Typography variant="body2" sx={{ fontWeight: 700 }} noWrap>
                      {toPersianDigits(notice.subject)}
                    </Typography>
                    <Typography variant="caption" color="text.secondary">
                      {[
                        NOTICE_TYPE_LABELS[notice.notice_type],
                        notice.served_on && courtNoticesText.list.servedOn(servedOnLabel(notice.served_on)),
                      ]
                        .filter(Boolean)
                        .join('، ')}
                    </Typography>
                  </Stack>
                  {notice.is_important && (
                    <StarRounded
                      color="warning"
                      fontSize="small"
                      aria-label={courtNoticesText.list.important}
                    />
                  )}
                </ListItemButton>
              </li>
            ))}
          </List>
        )}
      </CardContent>
    </Card>
  );
}
