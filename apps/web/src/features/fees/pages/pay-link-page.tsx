import CreditCardOutlined from '@mui/icons-material/CreditCardOutlined';
import LinkOffOutlined from '@mui/icons-material/LinkOffOutlined';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router';
import { MessageCard } from '@/components/message-card';
import { PageLoader } from '@/components/page-loader';
import { DetailRow } from '@/features/cases/kit/detail-row';
import { formatJalaliDateTime } from '@/lib/format/jalali';
import { useDocumentTitle } from '@/lib/use-document-title';
import { feesText } from '@/locales/fa/fees';
import { usePayLink, useStartPayLink } from '../api/pay-link';
import { feeBoth } from '../kit/amounts';

const text = feesText.payLink;

/** /pay/:token: the page a texted payment link opens; pays through the bank's gateway without signing in. */
export function PayLinkPage() {
  const { token = '' } = useParams();
  useDocumentTitle(text.title);
  const link = usePayLink(token);
  const start = useStartPayLink(token);
  if (link.isPending) return <PageLoader />;
  if (!link.data) return <MessageCard icon={<LinkOffOutlined />} title={text.notFound} />;
  const info = link.data;
  return (
    <Card variant="outlined" sx={{ maxWidth: 520, mx: 'auto', my: { xs: 2, sm: 6 } }}>
      <CardContent>
        <Stack spacing={2}>
          <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
            {text.title}
          </Typography>
          <DetailRow label={text.office} value={info.office} />
          <DetailRow label={text.client} value={info.client} />
          <DetailRow label={text.caseTitle} value={info.case_title} />
          <DetailRow label={text.amount} value={feeBoth(info.amount)} />
          {info.status === 'open' && (
            <DetailRow label={text.expires} value={formatJalaliDateTime(info.expires_at)} />
          )}
          {info.status === 'open' ? (
            <Button
              variant="contained"
              size="large"
              startIcon={<CreditCardOutlined />}
              loading={start.isPending}
              onClick={() => start.mutate()}
            >
              {text.pay}
            </Button>
          ) : (
            <Typography role="status" color={info.status === 'paid' ? 'success.main' : 'warning.main'}>
              {info.status === 'paid' ? text.paid : text.expired}
            </Typography>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
