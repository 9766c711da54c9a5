import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import HandshakeOutlined from '@mui/icons-material/HandshakeOutlined';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type Agreement, type CaseFinance, toPersianDigits } from '@vakilyar/contract';
import { DetailRow } from '@/features/cases/kit/detail-row';
import { formatJalaliDay } from '@/lib/format/jalali';
import { feesText } from '@/locales/fa/fees';
import { fee, feeBoth } from '../../kit/amounts';
import { SectionCard } from '../../kit/section-card';
import { StampBreakdown, TariffBreakdown } from './tariff-breakdown';

const text = feesText.agreement;

function AgreementDetails({ agreement }: { agreement: Agreement }) {
  const rows = [
    { label: text.basis, value: agreement.basis_label },
    { label: text.agreedFeeLabel, value: feeBoth(agreement.agreed_fee) },
    ...(agreement.hourly_rate ? [{ label: text.hourlyRateLabel, value: fee(agreement.hourly_rate) }] : []),
    ...agreement.stage_fees.map((s) => ({ label: s.label, value: fee(s.amount) })),
    { label: text.recoverable, value: fee(agreement.recoverable_from_loser) },
    {
      label: text.payer,
      value: agreement.payer_name
        ? `${agreement.payer_label}: ${agreement.payer_name}`
        : agreement.payer_label,
    },
    {
      label: text.registrationNo,
      value: agreement.contract_registration_no ? toPersianDigits(agreement.contract_registration_no) : '',
    },
    {
      label: text.registeredOn,
      value: agreement.contract_registered_on ? formatJalaliDay(agreement.contract_registered_on) : '',
    },
    { label: text.signedOn, value: agreement.signed_on ? formatJalaliDay(agreement.signed_on) : '' },
  ];
  return (
    <Stack spacing={2.5}>
      <Grid container spacing={2}>
        {rows.map((row) => (
          <Grid key={row.label} size={{ xs: 12, sm: 6, md: 4 }}>
            <DetailRow label={row.label} value={row.value} />
          </Grid>
        ))}
        {agreement.notes && (
          <Grid size={12}>
            <DetailRow label={text.notes} value={agreement.notes} />
          </Grid>
        )}
      </Grid>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 7 }}>
          <TariffBreakdown result={agreement.tariff} />
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <StampBreakdown figures={agreement.stamp} />
        </Grid>
      </Grid>
    </Stack>
  );
}

interface AgreementCardProps {
  finance: CaseFinance;
  onEdit: () => void;
  onTerms: () => void;
}

/** The case's fee agreement beside the tariff's figure and the stamp; made and changed by the lawyer. */
export function AgreementCard({ finance, onEdit, onTerms }: AgreementCardProps) {
  const { agreement, can } = finance;
  const actions = can.manage && (
    <>
      {agreement && (
        <Button size="small" startIcon={<DescriptionOutlined />} onClick={onTerms}>
          {text.terms}
        </Button>
      )}
      <Button
        size="small"
        variant={agreement ? 'outlined' : 'contained'}
        startIcon={agreement ? <EditOutlined /> : <HandshakeOutlined />}
        onClick={onEdit}
      >
        {agreement ? text.edit : text.create}
      </Button>
    </>
  );
  return (
    <SectionCard title={text.heading} actions={actions}>
      {agreement ? (
        <AgreementDetails agreement={agreement} />
      ) : (
        <Stack spacing={0.5}>
          <Typography sx={{ fontWeight: 600 }}>{can.manage ? text.empty : text.emptyReadOnly}</Typography>
          {can.manage && <Typography color="text.secondary">{text.emptyBody}</Typography>}
        </Stack>
      )}
    </SectionCard>
  );
}
