import ConstructionOutlined from '@mui/icons-material/ConstructionOutlined';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import { Link } from 'react-router';
import { MessageCard } from '@/components/message-card';
import { PageLayout } from '@/components/page-layout';
import { PATHS } from '@/lib/route-paths';
import { commonText } from '@/locales/fa/common';
import { placeholderText } from '@/locales/fa/placeholder';
import { useRouteTitle } from '../route-title';

/** The one «به‌زودی» page of every section not built yet, titled by its route. */
export function ComingSoonPage() {
  const title = useRouteTitle();
  return (
    <PageLayout title={title}>
      <MessageCard
        icon={<ConstructionOutlined />}
        badge={<Chip label={placeholderText.badge} color="secondary" />}
        title={placeholderText.heading}
        body={placeholderText.body(title)}
        action={
          <Button component={Link} to={PATHS.home} variant="outlined">
            {commonText.backHome}
          </Button>
        }
      />
    </PageLayout>
  );
}
