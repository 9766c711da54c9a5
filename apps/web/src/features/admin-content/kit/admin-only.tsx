import LockOutlined from '@mui/icons-material/LockOutlined';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { MessageCard } from '@/components/message-card';
import { PageLoader } from '@/components/page-loader';
import { useProfile } from '@/features/profile/api/get-profile';
import { PATHS } from '@/lib/route-paths';
import { adminContentText } from '@/locales/fa/admin-content';
import { dashboardText } from '@/locales/fa/dashboard';

/** Admin pages for admins; anyone else is told so (the server refuses their calls anyway). */
export function AdminOnly({ children }: { children: ReactNode }) {
  const { data: profile } = useProfile();
  if (!profile) return <PageLoader />;
  if (!profile.roles.includes('admin')) {
    return (
      <MessageCard
        icon={<LockOutlined />}
        title={adminContentText.notAdmin}
        action={
          <Button component={Link} to={PATHS.dashboard} variant="outlined">
            {dashboardText.title}
          </Button>
        }
      />
    );
  }
  return children;
}
