import Add from '@mui/icons-material/Add';
import ArrowForwardOutlined from '@mui/icons-material/ArrowForwardOutlined';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import EventAvailableOutlined from '@mui/icons-material/EventAvailableOutlined';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { CALENDAR_API, type Holiday, PAGE_SIZE_MAX, toPersianDigits } from '@vakilyar/contract';
import { format } from 'date-fns-jalali';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { MessageCard } from '@/components/message-card';
import { PageLayout } from '@/components/page-layout';
import { useAdminList, useAdminWrite } from '@/features/admin-content/kit/admin-api';
import { AdminOnly } from '@/features/admin-content/kit/admin-only';
import { ConfirmDialog } from '@/features/cases/kit/confirm-dialog';
import { isoDayToDate } from '@/features/cases/kit/jalali-date';
import { ListBody } from '@/features/cases/kit/list-body';
import { formatJalaliDay } from '@/lib/format/jalali';
import { PATHS } from '@/lib/route-paths';
import { adminContentText } from '@/locales/fa/admin-content';
import { adminHolidaysText as text } from '@/locales/fa/admin-holidays';
import { HolidayFormDialog } from '../components/holiday-form-dialog';
import { HolidayList } from '../components/holiday-list';
import { currentJalaliYear, jalaliYearBounds } from '../jalali-year';

/** The Jalali year in the address (`?year=1404`), this year when there is none. */
function useShownYear() {
  const [params, setParams] = useSearchParams();
  const asked = Number(params.get('year'));
  const year = Number.isInteger(asked) && asked >= 1300 && asked <= 1600 ? asked : currentJalaliYear();
  const show = (next: number) => setParams({ year: String(next) }, { replace: true });
  return { year, show };
}

function HolidaysOfYear() {
  const { year, show } = useShownYear();
  const yearText = toPersianDigits(year);
  const { from, to } = jalaliYearBounds(year);
  const list = useAdminList<Holiday>(CALENDAR_API.admin.holidays, { from, to, page_size: PAGE_SIZE_MAX });
  const write = useAdminWrite();
  const queryClient = useQueryClient();
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<Holiday | null>(null);
  const holidays = [...(list.data?.results ?? [])].sort((a, b) => a.date.localeCompare(b.date));
  // The calendar keeps holidays for an hour; the admin's change shows there at once.
  const refreshCalendar = () => queryClient.invalidateQueries({ queryKey: ['calendar', 'holidays'] });

  const remove = async () => {
    if (!removing) return;
    await write.mutateAsync({
      endpoint: CALENDAR_API.admin.holiday(removing.pid),
      method: 'DELETE',
      done: text.removed,
    });
    await refreshCalendar();
  };

  return (
    <Stack spacing={2}>
      <Typography color="text.secondary">{text.intro}</Typography>
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}
      >
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <IconButton aria-label={text.previousYear} onClick={() => show(year - 1)}>
            <ChevronRight />
          </IconButton>
          <Typography variant="h6" component="h2" aria-live="polite">
            {`${text.year} ${yearText}`}
          </Typography>
          <IconButton aria-label={text.nextYear} onClick={() => show(year + 1)}>
            <ChevronLeft />
          </IconButton>
          {list.data && (
            <Typography variant="body2" color="text.secondary">
              {text.count(toPersianDigits(list.data.count))}
            </Typography>
          )}
        </Stack>
        <Button variant="contained" startIcon={<Add />} onClick={() => setAdding(true)}>
          {text.add}
        </Button>
      </Stack>
      <ListBody
        isPending={list.isPending}
        isError={list.isError}
        onRetry={() => list.refetch()}
        isEmpty={holidays.length === 0}
        empty={
          <MessageCard icon={<EventAvailableOutlined />} title={text.empty(yearText)} body={text.emptyBody} />
        }
      >
        <HolidayList label={text.listLabel(yearText)} holidays={holidays} onRemove={setRemoving} />
      </ListBody>
      <HolidayFormDialog
        open={adding}
        onClose={() => setAdding(false)}
        onAdded={(date) => {
          const day = isoDayToDate(date);
          if (day) show(Number(format(day, 'yyyy')));
          refreshCalendar();
        }}
      />
      <ConfirmDialog
        open={removing !== null}
        title={text.removeTitle}
        body={removing ? text.removeBody(removing.title, formatJalaliDay(removing.date)) : ''}
        confirmLabel={text.removeConfirm}
        onConfirm={remove}
        onClose={() => setRemoving(null)}
      />
    </Stack>
  );
}

/** /admin/holidays: the official holidays of a Jalali year; the calendar and the deadline reckoner use them. */
export function HolidaysPage() {
  return (
    <PageLayout
      title={text.title}
      actions={
        <Button component={Link} to={PATHS.admin} startIcon={<ArrowForwardOutlined />}>
          {adminContentText.backToAdmin}
        </Button>
      }
    >
      <AdminOnly>
        <HolidaysOfYear />
      </AdminOnly>
    </PageLayout>
  );
}
