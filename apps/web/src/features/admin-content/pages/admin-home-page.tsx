import EventBusyOutlined from '@mui/icons-material/EventBusyOutlined';
import GavelOutlined from '@mui/icons-material/GavelOutlined';
import HowToRegOutlined from '@mui/icons-material/HowToRegOutlined';
import ManageAccountsOutlined from '@mui/icons-material/ManageAccountsOutlined';
import MenuBookOutlined from '@mui/icons-material/MenuBookOutlined';
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import type SvgIcon from '@mui/material/SvgIcon';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { PageLayout } from '@/components/page-layout';
import { BackupStatusCard } from '@/features/admin-backups/backup-status-card';
import {
  ADMIN_CONSULTANTS_PATH,
  ADMIN_CONSULTATIONS_PATH,
  ADMIN_FINANCE_PATH,
  ADMIN_USERS_PATH,
} from '@/features/admin-finance/admin-paths';
import { ADMIN_HOLIDAYS_PATH } from '@/features/admin-holidays/holidays-path';
import { ADMIN_KNOWLEDGE_PATH } from '@/features/admin-knowledge/knowledge-path';
import { adminContentText } from '@/locales/fa/admin-content';
import { adminHolidaysText } from '@/locales/fa/admin-holidays';
import { adminKnowledgeText } from '@/locales/fa/admin-knowledge';
import {
  ADMIN_CONTENT_GROUPS,
  ADMIN_CONTENT_SECTIONS,
  type AdminContentSection,
} from '../admin-content-sections';
import { AdminOnly } from '../kit/admin-only';

interface CardLink {
  path: string;
  Icon: typeof SvgIcon;
  label: string;
  description: string;
}

/** The admin's other sections, built beside the content ones: money, users, consultants and disputes. */
const OTHER_SECTIONS: readonly CardLink[] = [
  { path: ADMIN_FINANCE_PATH, Icon: PaymentsOutlined, ...adminContentText.otherSections.finance },
  { path: ADMIN_USERS_PATH, Icon: ManageAccountsOutlined, ...adminContentText.otherSections.users },
  { path: ADMIN_CONSULTANTS_PATH, Icon: HowToRegOutlined, ...adminContentText.otherSections.consultants },
  { path: ADMIN_CONSULTATIONS_PATH, Icon: GavelOutlined, ...adminContentText.otherSections.consultations },
  { path: ADMIN_HOLIDAYS_PATH, Icon: EventBusyOutlined, ...adminHolidaysText.card },
  { path: ADMIN_KNOWLEDGE_PATH, Icon: MenuBookOutlined, ...adminKnowledgeText.card },
];

const contentCard = (section: AdminContentSection): CardLink => ({
  path: section.path,
  Icon: section.Icon,
  ...adminContentText.sections[section.key],
});

function SectionCard({ path, Icon, label, description }: CardLink) {
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardActionArea component={Link} to={path} sx={{ height: '100%' }}>
        <CardContent>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
            <Icon color="primary" fontSize="large" />
            <Stack spacing={0.5}>
              <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
                {label}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {description}
              </Typography>
            </Stack>
          </Stack>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

/** /admin: a card for each content section (site content, the inbox, settings), then money and users. */
export function AdminHomePage() {
  return (
    <PageLayout title={adminContentText.title}>
      <AdminOnly>
        <Typography color="text.secondary">{adminContentText.intro}</Typography>
        <BackupStatusCard />
        {ADMIN_CONTENT_GROUPS.map((group) => (
          <Stack key={group} component="section" spacing={1.5} aria-label={adminContentText.groups[group]}>
            <Typography variant="h6" component="h2">
              {adminContentText.groups[group]}
            </Typography>
            <Grid container spacing={2}>
              {ADMIN_CONTENT_SECTIONS.filter((section) => section.group === group).map((section) => (
                <Grid key={section.key} size={{ xs: 12, sm: 6, lg: 4 }}>
                  <SectionCard {...contentCard(section)} />
                </Grid>
              ))}
            </Grid>
          </Stack>
        ))}
        <Stack component="section" spacing={1.5} aria-label={adminContentText.groups.other}>
          <Typography variant="h6" component="h2">
            {adminContentText.groups.other}
          </Typography>
          <Grid container spacing={2}>
            {OTHER_SECTIONS.map((card) => (
              <Grid key={card.path} size={{ xs: 12, sm: 6, lg: 4 }}>
                <SectionCard {...card} />
              </Grid>
            ))}
          </Grid>
        </Stack>
      </AdminOnly>
    </PageLayout>
  );
}
