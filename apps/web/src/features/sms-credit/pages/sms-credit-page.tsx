import ErrorOutline from '@mui/icons-material/ErrorOutline';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import type { SmsPackage } from '@vakilyar/contract';
import { useEffect, useState } from 'react';
import { MessageCard } from '@/components/message-card';
import { PageLayout } from '@/components/page-layout';
import { PageLoader } from '@/components/page-loader';
import { SectionPanel } from '@/features/payments/components/section-panel';
import { MoneyRoleGate } from '@/features/wallet/components/money-role-gate';
import { useRestoredDraft } from '@/features/wallet/pay-difference/use-restored-draft';
import { commonText } from '@/locales/fa/common';
import { smsCreditText } from '@/locales/fa/sms-credit';
import { useSmsBalance } from '../api/get-sms-balance';
import { useSmsPackages } from '../api/get-sms-packages';
import { BuySmsDialog, type SmsPurchaseDraft } from '../components/buy-sms-dialog';
import { SmsBalanceSummary } from '../components/sms-balance-summary';
import { SmsPackageCard } from '../components/sms-package-card';

/** /sms-credit: SMS credits left, the packages on sale and buying one with wallet coins. */
export function SmsCreditPage() {
  return (
    <MoneyRoleGate title={smsCreditText.title} permission="sms_credit.purchase">
      {() => <SmsCreditPageContent />}
    </MoneyRoleGate>
  );
}

function SmsCreditPageContent() {
  const balance = useSmsBalance();
  const packages = useSmsPackages();
  const [chosen, setChosen] = useState<SmsPackage | null>(null);
  const draft = useRestoredDraft<SmsPurchaseDraft>('sms-purchase');

  // Back from paying the difference: the same package's dialog, ready for its one click.
  useEffect(() => {
    const restored = packages.data?.find((smsPackage) => smsPackage.pid === draft?.packagePid);
    if (restored) setChosen(restored);
  }, [packages.data, draft]);

  return (
    <PageLayout title={smsCreditText.title}>
      <SectionPanel title={smsCreditText.balance.heading}>
        {balance.isPending && <PageLoader />}
        {balance.isError && (
          <MessageCard
            icon={<ErrorOutline />}
            title={smsCreditText.loadFailed}
            action={<Button onClick={() => balance.refetch()}>{commonText.retry}</Button>}
          />
        )}
        {balance.data && <SmsBalanceSummary balance={balance.data} />}
      </SectionPanel>

      <SectionPanel title={smsCreditText.packages.heading}>
        {packages.isPending && <PageLoader />}
        {packages.isError && (
          <Button onClick={() => packages.refetch()} sx={{ alignSelf: 'flex-start' }}>
            {commonText.retry}
          </Button>
        )}
        {packages.data?.length === 0 && (
          <Typography color="text.secondary">{smsCreditText.packages.empty}</Typography>
        )}
        {packages.data && packages.data.length > 0 && (
          <Grid container spacing={2}>
            {packages.data.map((smsPackage) => (
              <Grid key={smsPackage.pid} size={{ xs: 6, lg: 3 }}>
                <SmsPackageCard smsPackage={smsPackage} onBuy={() => setChosen(smsPackage)} />
              </Grid>
            ))}
          </Grid>
        )}
      </SectionPanel>

      {chosen && <BuySmsDialog smsPackage={chosen} onClose={() => setChosen(null)} />}
    </PageLayout>
  );
}
