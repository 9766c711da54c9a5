import LockOutlined from '@mui/icons-material/LockOutlined';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { MessageCard } from '@/components/message-card';
import { PageLoader } from '@/components/page-loader';
import { useProfile } from '@/features/profile/api/get-profile';
import { PATHS } from '@/lib/route-paths';
import { adminFinanceText } from '@/locales/fa/admin-finance';

/** The admin's money and users pages, for admins; anyone else is told so (the server refuses them anyway). */
export function AdminOnly({ children }: { children: ReactNode }) {
  const { data: profile } = useProfile();
  if (!profile) return <PageLoader />;
  if (!profile.roles.includes('admin')) {
    return (
      <MessageCard
        icon={<LockOutlined />}
        title={adminFinanceText.notAdmin}
        action={
          <Button component={Link} to={PATHS.dashboard} variant="outlined">
            {adminFinanceText.backToDashboard}
          </Button>
        }
      />
    );
  }
  return children;
}
