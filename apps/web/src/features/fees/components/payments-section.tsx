import AddCardOutlined from '@mui/icons-material/AddCardOutlined';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import SendToMobileOutlined from '@mui/icons-material/SendToMobileOutlined';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { type FeePayment, toPersianDigits } from '@vakilyar/contract';
import { formatJalaliDay } from '@/lib/format/jalali';
import { feesText } from '@/locales/fa/fees';
import { downloadReceipt, openPhoto } from '../api/download';
import { fee } from '../kit/amounts';

const text = feesText.payments;

type Paid = Pick<FeePayment, 'pid' | 'receipt_no' | 'amount' | 'method_label' | 'paid_on' | 'reference'> &
  Partial<Pick<FeePayment, 'cheque_number' | 'cheque_due_on' | 'slip_file'>>;

/** Payments with their receipt numbers; the receipt PDF (and the slip photo, for the office) a tap away. */
export function PaymentList({ payments, label }: { payments: Paid[]; label: string }) {
  return (
    <List disablePadding aria-label={label}>
      {payments.map((payment) => {
        const receipt = toPersianDigits(payment.receipt_no);
        const details = [
          formatJalaliDay(payment.paid_on),
          payment.method_label,
          payment.cheque_number && payment.cheque_due_on
            ? text.chequeLine(toPersianDigits(payment.cheque_number), formatJalaliDay(payment.cheque_due_on))
            : null,
          payment.reference ? text.refLine(toPersianDigits(payment.reference)) : null,
        ].filter(Boolean);
        return (
          <ListItem key={payment.pid} divider disableGutters sx={{ gap: 1, flexWrap: 'wrap' }}>
            <Stack sx={{ flex: '1 1 12rem', minWidth: 0 }}>
              <Typography
                sx={{ fontWeight: 600 }}
              >{`${text.receiptNo(receipt)}، ${fee(payment.amount)}`}</Typography>
              <Typography variant="body2" color="text.secondary">
                {details.join('، ')}
              </Typography>
            </Stack>
            {payment.slip_file && (
              <Tooltip title={text.slipView}>
                <IconButton
                  aria-label={text.slipView}
                  onClick={() => void openPhoto(payment.slip_file ?? '')}
                >
                  <ImageOutlined />
                </IconButton>
              </Tooltip>
            )}
            <Button
              size="small"
              startIcon={<PictureAsPdfOutlined />}
              aria-label={text.receiptOf(receipt)}
              onClick={() => void downloadReceipt(payment.pid, payment.receipt_no)}
            >
              {text.receipt}
            </Button>
          </ListItem>
        );
      })}
    </List>
  );
}

interface PaymentsSectionProps {
  payments: FeePayment[];
  canRecord: boolean;
  onRecord: () => void;
  onSendLink: () => void;
}

export function PaymentsSectionActions({
  canRecord,
  onRecord,
  onSendLink,
}: Omit<PaymentsSectionProps, 'payments'>) {
  if (!canRecord) return null;
  return (
    <>
      <Button size="small" startIcon={<SendToMobileOutlined />} onClick={onSendLink}>
        {feesText.instalments.sendLink}
      </Button>
      <Button size="small" variant="contained" startIcon={<AddCardOutlined />} onClick={onRecord}>
        {text.record}
      </Button>
    </>
  );
}
