import EventAvailableOutlined from '@mui/icons-material/EventAvailableOutlined';
import List from '@mui/material/List';
import { addDays } from 'date-fns-jalali';
import { useConsultations } from '@/features/consultation/api/list-consultations';
import { formatOfficeClock } from '@/lib/format/jalali';
import { officeToday, toOfficeWall } from '@/lib/format/office-time';
import { PATHS } from '@/lib/route-paths';
import { dashboardText } from '@/locales/fa/dashboard';
import { WorkCard } from '../components/work-card';
import { WorkRow } from '../components/work-row';
import { personName } from '../person-name';

const text = dashboardText.todayConsultations;

/** The accepted consultations scheduled for today (Tehran's), by their time. */
export function TodayConsultationsCard() {
  const consultations = useConsultations({ status: 'accepted', page: 1 });
  const today = officeToday();
  const tomorrow = addDays(today, 1);
  const todays = (consultations.data?.results ?? [])
    .filter((consultation) => {
      if (!consultation.scheduled_at) return false;
      const wall = toOfficeWall(consultation.scheduled_at);
      return wall >= today && wall < tomorrow;
    })
    .sort((first, second) => (first.scheduled_at ?? '').localeCompare(second.scheduled_at ?? ''));

  return (
    <WorkCard
      title={text.title}
      Icon={EventAvailableOutlined}
      to={PATHS.consultations}
      count={consultations.data ? todays.length : undefined}
      isPending={consultations.isPending}
      isError={consultations.isError}
      isEmpty={todays.length === 0}
      empty={text.empty}
      rows={2}
    >
      <List dense disablePadding>
        {todays.map((consultation) => (
          <WorkRow
            key={consultation.pid}
            to={`${PATHS.consultations}/${consultation.pid}`}
            primary={consultation.subject}
            secondary={text.with(
              formatOfficeClock(consultation.scheduled_at ?? ''),
              personName(consultation.client),
            )}
          />
        ))}
      </List>
    </WorkCard>
  );
}
