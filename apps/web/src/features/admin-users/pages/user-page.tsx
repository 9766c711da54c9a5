import ArrowForward from '@mui/icons-material/ArrowForward';
import ErrorOutline from '@mui/icons-material/ErrorOutline';
import PersonOffOutlined from '@mui/icons-material/PersonOffOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Link, useParams } from 'react-router';
import { MessageCard } from '@/components/message-card';
import { PageLayout } from '@/components/page-layout';
import { PageLoader } from '@/components/page-loader';
import { ADMIN_USERS_PATH } from '@/features/admin-finance/admin-paths';
import { AdminOnly } from '@/features/admin-finance/kit/admin-only';
import { useProfile } from '@/features/profile/api/get-profile';
import { isApiError } from '@/lib/api/api-error';
import { adminUsersText } from '@/locales/fa/admin-users';
import { commonText } from '@/locales/fa/common';
import { useUser } from '../api/get-user';
import { ActivationCard } from '../components/activation-card';
import { RolesEditor } from '../components/roles-editor';
import { UserDetails } from '../components/user-details';
import { fullNameOf } from '../components/user-list';
import { UserWallet } from '../components/user-wallet';

const backButton = (
  <Button component={Link} to={ADMIN_USERS_PATH} startIcon={<ArrowForward />}>
    {adminUsersText.backToList}
  </Button>
);

function UserView({ pid }: { pid: string }) {
  const user = useUser(pid);
  const { data: profile } = useProfile();
  if (user.isPending) return <PageLoader />;
  if (user.isError) {
    const missing = isApiError(user.error) && user.error.type === 'not_found';
    return (
      <MessageCard
        icon={missing ? <PersonOffOutlined /> : <ErrorOutline />}
        title={missing ? adminUsersText.notFound : adminUsersText.userLoadFailed}
        body={missing ? adminUsersText.notFoundBody : undefined}
        action={missing ? backButton : <Button onClick={() => user.refetch()}>{commonText.retry}</Button>}
      />
    );
  }
  const isSelf = profile?.pid === user.data.pid;
  return (
    <Stack spacing={3}>
      <UserDetails user={user.data} />
      <RolesEditor user={user.data} isSelf={isSelf} />
      <ActivationCard user={user.data} isSelf={isSelf} />
      <UserWallet pid={user.data.pid} />
    </Stack>
  );
}

/** /admin/users/:pid: a user's details, roles, activation, wallet and ledger. */
export function UserPage() {
  const { pid = '' } = useParams();
  const { data: user } = useUser(pid);
  return (
    <PageLayout title={user ? fullNameOf(user) : adminUsersText.userTitle} actions={backButton}>
      <AdminOnly>
        <UserView pid={pid} />
      </AdminOnly>
    </PageLayout>
  );
}
