import Grid from '@mui/material/Grid';
import { type Client, toPersianDigits } from '@vakilyar/contract';
import { DetailRow } from '@/features/cases/kit/detail-row';
import { formatJalaliDateTime, formatJalaliDay } from '@/lib/format/jalali';
import { clientsText } from '@/locales/fa/clients';

function personName(person: { first_name: string; last_name: string } | null): string {
  return person ? `${person.first_name} ${person.last_name}`.trim() : '';
}

/** A client's fields, read-only, two columns on a wide screen. */
export function ClientDetails({ client }: { client: Client }) {
  const text = clientsText.fields;
  const rows = [
    { label: text.nationalCode, value: toPersianDigits(client.national_code) },
    { label: text.mobile, value: toPersianDigits(client.mobile) },
    { label: text.email, value: client.email, ltr: true },
    { label: text.fatherName, value: client.father_name },
    {
      label: text.birthDate,
      value: client.birth_date ? formatJalaliDay(client.birth_date) : '',
    },
    { label: text.account, value: client.has_account ? text.accountYes : text.accountNo },
    { label: text.createdAt, value: formatJalaliDateTime(client.created_at) },
    { label: text.createdBy, value: personName(client.created_by) },
  ];
  return (
    <Grid container spacing={2}>
      {rows.map((row) => (
        <Grid key={row.label} size={{ xs: 12, sm: 6 }}>
          <DetailRow label={row.label} value={row.value} ltr={row.ltr} />
        </Grid>
      ))}
      <Grid size={12}>
        <DetailRow label={text.address} value={client.address && toPersianDigits(client.address)} />
      </Grid>
      <Grid size={12}>
        <DetailRow label={text.notes} value={client.notes && toPersianDigits(client.notes)} />
      </Grid>
    </Grid>
  );
}
