import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { Link, Outlet, useLocation } from 'react-router';
import { PageLayout } from '@/components/page-layout';
import { adminFinanceText } from '@/locales/fa/admin-finance';
import { ADMIN_FINANCE_PATH, FINANCE_TABS } from '../admin-paths';
import { AdminOnly } from '../kit/admin-only';

/** /admin/finance/*: a tab per money screen of the admin, each at its own address. */
export function FinancePage() {
  const { pathname } = useLocation();
  const current = FINANCE_TABS.find((tab) => pathname.startsWith(`${ADMIN_FINANCE_PATH}/${tab.path}`));

  return (
    <PageLayout title={adminFinanceText.title}>
      <AdminOnly>
        <Box sx={{ borderBottom: 1, borderColor: 'divider', mt: -1 }}>
          <Tabs
            value={current?.key ?? false}
            variant="scrollable"
            scrollButtons="auto"
            allowScrollButtonsMobile
            aria-label={adminFinanceText.tabsLabel}
          >
            {FINANCE_TABS.map((tab) => (
              <Tab
                key={tab.key}
                value={tab.key}
                label={adminFinanceText.tabs[tab.key]}
                component={Link}
                to={`${ADMIN_FINANCE_PATH}/${tab.path}`}
              />
            ))}
          </Tabs>
        </Box>
        <Outlet />
      </AdminOnly>
    </PageLayout>
  );
}
