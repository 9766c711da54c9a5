import ListItemButton from '@mui/material/ListItemButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Consultation } from '@vakilyar/contract';
import { Link } from 'react-router';
import { useCoinPriceFormatter } from '@/components/coin-price';
import { formatJalaliDate } from '@/lib/format/jalali';
import { PATHS } from '@/lib/route-paths';
import { consultationText } from '@/locales/fa/consultation';
import { ConsultationStatusChip } from './consultation-status-chip';

const nameOf = (person: { first_name: string; last_name: string }) =>
  `${person.first_name} ${person.last_name}`.trim();

/** A consultation in my list: subject, the other side, kind, fee, date and state. */
export function ConsultationListItem({ consultation }: { consultation: Consultation }) {
  const coinPrice = useCoinPriceFormatter();
  const text = consultationText.consultations;
  const other =
    consultation.my_role === 'client'
      ? text.withConsultant(nameOf(consultation.consultant))
      : text.withClient(nameOf(consultation.client));

  return (
    <ListItemButton component={Link} to={`${PATHS.consultations}/${consultation.pid}`} sx={{ py: 1.5 }}>
      <Stack spacing={0.5} sx={{ flex: 1, minWidth: 0 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography noWrap sx={{ fontWeight: 700, flex: 1, minWidth: 0 }}>
            {consultation.subject}
          </Typography>
          <ConsultationStatusChip status={consultation.status} />
        </Stack>
        <Typography variant="body2" color="text.secondary" noWrap>
          {[
            other,
            consultation.kind_label,
            coinPrice(consultation.fee),
            text.requestedAt(formatJalaliDate(consultation.created_at)),
          ].join('، ')}
        </Typography>
      </Stack>
    </ListItemButton>
  );
}
