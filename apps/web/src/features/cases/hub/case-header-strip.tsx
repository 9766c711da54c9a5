import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CASE_STAGE_LABELS, type Case, toPersianDigits } from '@vakilyar/contract';
import type { ReactNode } from 'react';
import { eventTimeLabel } from '@/features/calendar/kit/event-time';
import { weekdayDay } from '@/features/calendar/kit/jalali-text';
import { tehranDay } from '@/features/calendar/kit/tehran-day';
import { caseHubText } from '@/locales/fa/case-hub';
import { useCaseEvents } from '../api/list-case-events';
import { useCaseNotices } from '../api/list-case-notices';
import { CaseStatusChip } from '../components/case-status-chip';
import { Unbroken, wrappingChip } from '../kit/unbroken';
import { daysLeft, upcomingOf } from './event-timing';

const text = caseHubText.header;
const names = (people: { first_name: string; last_name: string }[]) =>
  people.map((p) => `${p.first_name} ${p.last_name}`).join('، ') || text.none;

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" component="dt">
        {label}
      </Typography>
      <Typography variant="body2" component="dd" sx={{ m: 0, fontWeight: 500 }}>
        {children}
      </Typography>
    </Box>
  );
}

/** The case at a glance (Clio's matter header): where it stands, what comes next, who is on it. */
export function CaseHeaderStrip({ item }: { item: Case }) {
  const events = useCaseEvents(item.pid);
  const notices = useCaseNotices(item.pid);
  const upcoming = upcomingOf(events.data ?? []);
  const hearing = upcoming.find((e) => e.event_type === 'hearing');
  const deadlines = upcoming.filter((e) => e.event_type === 'deadline');
  const unread = (notices.data?.results ?? []).filter((n) => !n.is_read).length;
  const court = [item.court, item.branch && text.branchOf(item.branch)].filter(Boolean).join('، ');

  return (
    <Card variant="outlined" component="section" aria-label={text.label} sx={{ p: 2 }}>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
        }}
      >
        <Fact label={text.status}>
          <CaseStatusChip status={item.status} />
        </Fact>
        <Fact label={text.stage}>{CASE_STAGE_LABELS[item.stage]}</Fact>
        <Fact label={text.court}>{court ? toPersianDigits(court) : text.none}</Fact>
        <Fact label={text.nextHearing}>
          {hearing
            ? `${weekdayDay(tehranDay(hearing.starts_at))}، ${eventTimeLabel(hearing)}`
            : text.noHearing}
        </Fact>
        <Fact label={text.deadlines}>
          {deadlines.length === 0 ? (
            text.noDeadline
          ) : (
            <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }} component="span">
              {deadlines.map((d) => {
                const left = daysLeft(d);
                return (
                  <Chip
                    key={d.pid}
                    size="small"
                    color={left <= 3 ? 'error' : 'warning'}
                    variant="outlined"
                    sx={wrappingChip}
                    label={
                      <>
                        {d.title}:{' '}
                        <Unbroken>{left === 0 ? text.today : text.daysLeft(toPersianDigits(left))}</Unbroken>
                      </>
                    }
                  />
                );
              })}
            </Stack>
          )}
        </Fact>
        <Fact label={text.unreadNotices}>{toPersianDigits(unread)}</Fact>
        <Fact label={text.clients}>{toPersianDigits(names(item.clients))}</Fact>
        <Fact label={text.lawyers}>{toPersianDigits(names(item.lawyers))}</Fact>
      </Box>
    </Card>
  );
}
