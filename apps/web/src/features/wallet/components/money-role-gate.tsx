import LockOutlined from '@mui/icons-material/LockOutlined';
import { type Permission, permissionsOf } from '@vakilyar/contract';
import type { ReactNode } from 'react';
import { MessageCard } from '@/components/message-card';
import { PageLayout } from '@/components/page-layout';
import { PageLoader } from '@/components/page-loader';
import { useProfile } from '@/features/profile/api/get-profile';
import { walletText } from '@/locales/fa/wallet';

interface MoneyRoleGateProps {
  title: string;
  permission: Permission;
  /** The page itself, built only for a role that holds the permission: it asks nothing before. */
  children: () => ReactNode;
  /** Why the page is not for this role, when the page says it better than the money pages' common reason. */
  blocked?: { title: string; body: string };
}

/**
 * A money page (wallet, subscription, SMS credit) for a role that has none, such as a secretary: the
 * reason in place of the page, so there is no failed request and no purchase button that cannot work.
 */
export function MoneyRoleGate({
  title,
  permission,
  children,
  blocked = walletText.roleBlocked,
}: MoneyRoleGateProps) {
  const { data: profile } = useProfile();
  if (!profile) return <PageLoader />;
  if (!permissionsOf(profile.roles).has(permission)) {
    return (
      <PageLayout title={title}>
        <MessageCard icon={<LockOutlined />} title={blocked.title} body={blocked.body} />
      </PageLayout>
    );
  }
  return children();
}
