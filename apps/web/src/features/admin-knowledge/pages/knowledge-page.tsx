import ArrowForwardOutlined from '@mui/icons-material/ArrowForwardOutlined';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { PageLayout } from '@/components/page-layout';
import { AdminOnly } from '@/features/admin-content/kit/admin-only';
import { ResourceList } from '@/features/admin-content/kit/resource-list';
import { PATHS } from '@/lib/route-paths';
import { adminContentText } from '@/locales/fa/admin-content';
import { adminKnowledgeText as text } from '@/locales/fa/admin-knowledge';
import { knowledgeSpec } from '../knowledge-spec';

/** /admin/knowledge: the articles and answers the AI assistant answers from. */
export function KnowledgePage() {
  return (
    <PageLayout
      title={text.title}
      actions={
        <Button component={Link} to={PATHS.admin} startIcon={<ArrowForwardOutlined />}>
          {adminContentText.backToAdmin}
        </Button>
      }
    >
      <AdminOnly>
        <Typography color="text.secondary">{text.intro}</Typography>
        <ResourceList spec={knowledgeSpec} title={text.title} />
      </AdminOnly>
    </PageLayout>
  );
}
