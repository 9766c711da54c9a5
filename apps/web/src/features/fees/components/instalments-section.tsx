import EventRepeatOutlined from '@mui/icons-material/EventRepeatOutlined';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type CaseFinance, type Instalment, toPersianDigits } from '@vakilyar/contract';
import { formatJalaliDay } from '@/lib/format/jalali';
import { feesText } from '@/locales/fa/fees';
import { fee } from '../kit/amounts';
import { InstalmentChip } from '../kit/instalment-chip';
import { SectionCard } from '../kit/section-card';

const text = feesText.instalments;

interface InstalmentsSectionProps {
  finance: CaseFinance;
  onSchedule: () => void;
  onPay: (instalment: Instalment) => void;
  onSendLink: (instalment: Instalment) => void;
}

/** The schedule: each instalment's Jalali due date, amount, what is paid of it, overdue marked. */
export function InstalmentsSection({ finance, onSchedule, onPay, onSendLink }: InstalmentsSectionProps) {
  const { instalments, can, agreement } = finance;
  return (
    <SectionCard
      title={text.heading}
      actions={
        can.manage &&
        agreement && (
          <Button size="small" variant="outlined" startIcon={<EventRepeatOutlined />} onClick={onSchedule}>
            {text.schedule}
          </Button>
        )
      }
    >
      {instalments.length === 0 ? (
        <Typography color="text.secondary">{agreement ? text.empty : text.needAgreement}</Typography>
      ) : (
        <List disablePadding aria-label={text.heading}>
          {instalments.map((instalment) => (
            <ListItem
              key={instalment.pid}
              divider
              disableGutters
              sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}
            >
              <Stack sx={{ flex: '1 1 12rem', minWidth: 0 }}>
                <Typography sx={{ fontWeight: 600 }}>
                  {`${text.number(toPersianDigits(instalment.number))}، ${fee(instalment.amount)}`}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {`${text.dueOn}: ${formatJalaliDay(instalment.due_on)}`}
                  {instalment.paid_amount > 0 && instalment.status !== 'paid'
                    ? `، ${text.paid(fee(instalment.paid_amount))}`
                    : ''}
                </Typography>
              </Stack>
              <InstalmentChip instalment={instalment} />
              {can.record && instalment.status !== 'paid' && (
                <Stack direction="row" spacing={1}>
                  <Button size="small" onClick={() => onPay(instalment)}>
                    {text.pay}
                  </Button>
                  <Button size="small" onClick={() => onSendLink(instalment)}>
                    {text.sendLink}
                  </Button>
                </Stack>
              )}
            </ListItem>
          ))}
        </List>
      )}
    </SectionCard>
  );
}
