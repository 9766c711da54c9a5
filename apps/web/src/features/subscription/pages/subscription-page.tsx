import ErrorOutline from '@mui/icons-material/ErrorOutline';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { permissionsOf, type SubscriptionPackage } from '@vakilyar/contract';
import { useEffect, useState } from 'react';
import { MessageCard } from '@/components/message-card';
import { PageLayout } from '@/components/page-layout';
import { PageLoader } from '@/components/page-loader';
import { SectionPanel } from '@/features/payments/components/section-panel';
import { useProfile } from '@/features/profile/api/get-profile';
import { MoneyRoleGate } from '@/features/wallet/components/money-role-gate';
import { useRestoredDraft } from '@/features/wallet/pay-difference/use-restored-draft';
import { isApiError } from '@/lib/api/api-error';
import { commonText } from '@/locales/fa/common';
import { subscriptionText } from '@/locales/fa/subscription';
import { useCurrentSubscription } from '../api/get-current-subscription';
import { useSubscriptionPackages } from '../api/get-subscription-packages';
import { CurrentSubscription } from '../components/current-subscription';
import { SubscribeDialog, type SubscriptionDraft } from '../components/subscribe-dialog';
import { SubscriptionHistory } from '../components/subscription-history';
import { SubscriptionPackageCard } from '../components/subscription-package-card';
import { UpgradeDialog } from '../components/upgrade-dialog';

/** The current subscription is read silently (its 404 is no error), so a real failure says why here. */
function failureMessage(error: unknown): string | undefined {
  return isApiError(error) && 'message' in error ? error.message : undefined;
}

/** /subscription: the subscription in force, the packages on sale, buying or upgrading to one, and the history. */
export function SubscriptionPage() {
  const { data: profile } = useProfile();
  // A client or consultant, who has a wallet, is told what to buy instead; a secretary gets the common reason.
  const hasWallet = profile !== undefined && permissionsOf(profile.roles).has('wallet.view');
  return (
    <MoneyRoleGate
      title={subscriptionText.title}
      permission="subscription.manage"
      blocked={hasWallet ? subscriptionText.officeOnly : undefined}
    >
      {() => <SubscriptionPageContent />}
    </MoneyRoleGate>
  );
}

function SubscriptionPageContent() {
  const current = useCurrentSubscription();
  const packages = useSubscriptionPackages();
  const [chosen, setChosen] = useState<SubscriptionPackage | null>(null);
  const currentPackagePid = current.data?.package.pid;
  const blocked = Boolean(current.data);
  // The plan in force is measured by its package's price today, as the server does.
  const currentPrice =
    packages.data?.find((item) => item.pid === currentPackagePid)?.price ?? current.data?.price ?? 0;
  const offerOf = (item: SubscriptionPackage) =>
    !blocked ? 'buy' : item.price > currentPrice ? 'upgrade' : 'below';
  const draft = useRestoredDraft<SubscriptionDraft>('subscription');

  // Back from a payment that did not go through: the same plan's dialog, once nothing is current.
  useEffect(() => {
    if (current.isPending || current.data) return;
    const restored = packages.data?.find((item) => item.pid === draft?.packagePid);
    if (restored) setChosen(restored);
  }, [packages.data, current.isPending, current.data, draft]);

  return (
    <PageLayout title={subscriptionText.title}>
      <SectionPanel title={subscriptionText.current.heading}>
        {current.isPending && <PageLoader />}
        {current.isError && (
          <MessageCard
            icon={<ErrorOutline />}
            title={subscriptionText.loadFailed}
            body={failureMessage(current.error)}
            action={<Button onClick={() => current.refetch()}>{commonText.retry}</Button>}
          />
        )}
        {current.isSuccess && <CurrentSubscription subscription={current.data} />}
      </SectionPanel>

      <SectionPanel
        title={subscriptionText.packages.heading}
        hint={blocked ? subscriptionText.packages.blockedByCurrent : undefined}
      >
        {packages.isPending && <PageLoader />}
        {packages.isError && (
          <Button onClick={() => packages.refetch()} sx={{ alignSelf: 'flex-start' }}>
            {commonText.retry}
          </Button>
        )}
        {packages.data?.length === 0 && (
          <Typography color="text.secondary">{subscriptionText.packages.empty}</Typography>
        )}
        {packages.data && packages.data.length > 0 && (
          <Grid container spacing={2}>
            {packages.data.map((subscriptionPackage) => (
              <Grid key={subscriptionPackage.pid} size={{ xs: 12, sm: 6, lg: 4 }}>
                <SubscriptionPackageCard
                  subscriptionPackage={subscriptionPackage}
                  isCurrent={subscriptionPackage.pid === currentPackagePid}
                  offer={offerOf(subscriptionPackage)}
                  onSubscribe={() => setChosen(subscriptionPackage)}
                />
              </Grid>
            ))}
          </Grid>
        )}
      </SectionPanel>

      <SubscriptionHistory />

      {chosen && !blocked && <SubscribeDialog subscriptionPackage={chosen} onClose={() => setChosen(null)} />}
      {chosen && blocked && <UpgradeDialog subscriptionPackage={chosen} onClose={() => setChosen(null)} />}
    </PageLayout>
  );
}
