import ErrorOutline from '@mui/icons-material/ErrorOutline';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import { permissionsOf } from '@vakilyar/contract';
import { MessageCard } from '@/components/message-card';
import { PageLayout } from '@/components/page-layout';
import { PageLoader } from '@/components/page-loader';
import { SectionPanel } from '@/features/payments/components/section-panel';
import { useProfile } from '@/features/profile/api/get-profile';
import { MoneyRoleGate } from '@/features/wallet/components/money-role-gate';
import { formatRials } from '@/lib/format/money';
import { commonText } from '@/locales/fa/common';
import { walletText } from '@/locales/fa/wallet';
import { useCoinPackages } from '../api/get-coin-packages';
import { useCoinSettings } from '../api/get-coin-settings';
import { useWalletDetails } from '../api/get-wallet-details';
import { CoinPackages } from '../components/coin-packages';
import { CustomCoinsForm } from '../components/custom-coins-form';
import { PendingEarnings } from '../components/pending-earnings';
import { TransactionsSection } from '../components/transactions-section';
import { WalletSummary } from '../components/wallet-summary';
import { WithdrawForm } from '../components/withdraw-form';

/** /wallet: balance, for consultants their pending earnings and a payout request, buying coins, the transactions. */
export function WalletPage() {
  return (
    <MoneyRoleGate title={walletText.title} permission="wallet.view">
      {() => <WalletPageContent />}
    </MoneyRoleGate>
  );
}

function WalletPageContent() {
  const details = useWalletDetails();
  const settings = useCoinSettings();
  const packages = useCoinPackages();
  const { data: profile } = useProfile();
  const exchangeRate = settings.data?.exchange_rate;
  const canWithdraw = permissionsOf(profile?.roles ?? []).has('wallet.withdraw');

  return (
    <PageLayout title={walletText.title}>
      <SectionPanel title={walletText.summary.heading}>
        {details.isPending && <PageLoader />}
        {details.isError && (
          <MessageCard
            icon={<ErrorOutline />}
            title={walletText.loadFailed}
            action={<Button onClick={() => details.refetch()}>{commonText.retry}</Button>}
          />
        )}
        {details.data && <WalletSummary details={details.data} exchangeRate={exchangeRate} />}
      </SectionPanel>

      {/* A consultant comes here to be paid: earnings and withdrawing before buying. */}
      {canWithdraw && <PendingEarnings />}
      {canWithdraw && details.data && <WithdrawForm balance={details.data.balance} />}

      <SectionPanel
        title={walletText.buy.heading}
        hint={
          exchangeRate === undefined
            ? walletText.buy.hint
            : `${walletText.buy.hint} ${walletText.buy.rate(formatRials(Math.abs(exchangeRate)))}.`
        }
      >
        {packages.isPending && <PageLoader />}
        {packages.isError && (
          <Button onClick={() => packages.refetch()} sx={{ alignSelf: 'flex-start' }}>
            {commonText.retry}
          </Button>
        )}
        {packages.data && <CoinPackages packages={packages.data} exchangeRate={exchangeRate} />}
        <Divider />
        <CustomCoinsForm exchangeRate={exchangeRate} />
      </SectionPanel>

      <TransactionsSection />
    </PageLayout>
  );
}
