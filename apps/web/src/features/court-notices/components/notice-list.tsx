import AttachFile from '@mui/icons-material/AttachFile';
import GavelOutlined from '@mui/icons-material/GavelOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type CourtNotice, toPersianDigits } from '@vakilyar/contract';
import { Fragment } from 'react';
import { Link } from 'react-router';
import { formatJalaliDateTime } from '@/lib/format/jalali';
import { PATHS } from '@/lib/route-paths';
import { courtNoticesText } from '@/locales/fa/court-notices';
import { NoticeChips } from './notice-chips';
import { noticeFacts } from './notice-facts';

/** One row per notice: subject and chips, number, court and date of service, case and files; unread in bold. */
export function NoticeList({ notices }: { notices: readonly CourtNotice[] }) {
  const text = courtNoticesText.list;
  return (
    <Card variant="outlined">
      <List disablePadding aria-label={courtNoticesText.title}>
        {notices.map((notice, index) => (
          <Fragment key={notice.pid}>
            {index > 0 && <Divider component="li" />}
            <li>
              <ListItemButton
                component={Link}
                to={`${PATHS.courtNotices}/${notice.pid}`}
                sx={{
                  alignItems: 'flex-start',
                  gap: 1.5,
                  bgcolor: notice.is_read ? undefined : 'action.hover',
                }}
              >
                <GavelOutlined
                  color={notice.is_read ? 'action' : 'primary'}
                  sx={{ mt: 0.5, display: { xs: 'none', sm: 'block' } }}
                />
                <Stack spacing={0.5} sx={{ minWidth: 0, flexGrow: 1 }}>
                  <Stack
                    direction="row"
                    spacing={1}
                    useFlexGap
                    sx={{ alignItems: 'center', flexWrap: 'wrap' }}
                  >
                    {!notice.is_read && (
                      <Box
                        aria-hidden
                        sx={{
                          width: 8,
                          height: 8,
                          borderRadius: '50%',
                          bgcolor: 'primary.main',
                          flexShrink: 0,
                        }}
                      />
                    )}
                    <Typography sx={{ fontWeight: notice.is_read ? 500 : 700, overflowWrap: 'anywhere' }}>
                      {toPersianDigits(notice.subject)}
                    </Typography>
                    <NoticeChips notice={notice} />
                  </Stack>
                  {noticeFacts(notice) && (
                    <Typography variant="body2" color="text.secondary">
                      {noticeFacts(notice)}
                    </Typography>
                  )}
                  <Stack
                    direction="row"
                    spacing={1.5}
                    useFlexGap
                    sx={{ flexWrap: 'wrap', alignItems: 'center' }}
                  >
                    {notice.case && (
                      <Typography variant="caption" color="primary">
                        {text.caseLink(toPersianDigits(notice.case.title))}
                      </Typography>
                    )}
                    {notice.attachments.length > 0 && (
                      <Typography
                        variant="caption"
                        color="text.secondary"
                        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.25 }}
                      >
                        <AttachFile sx={{ fontSize: 14 }} />
                        {text.attachments(toPersianDigits(notice.attachments.length))}
                      </Typography>
                    )}
                    <Typography variant="caption" color="text.secondary">
                      {formatJalaliDateTime(notice.created_at)}
                    </Typography>
                  </Stack>
                </Stack>
              </ListItemButton>
            </li>
          </Fragment>
        ))}
      </List>
    </Card>
  );
}
