import Groups2Outlined from '@mui/icons-material/Groups2Outlined';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { MessageCard } from '@/components/message-card';
import { ListBody } from '@/features/cases/kit/list-body';
import { PATHS } from '@/lib/route-paths';
import { aboutText } from '@/locales/fa/content';
import { useGeneralSettings } from '../api/get-general-settings';
import { useTeamMembers } from '../api/list-team-members';
import { PublicPage } from '../components/public-page';
import { TeamMemberCard } from '../components/team-member-card';

/** /about: what the platform is (from general settings) and the team, as cards. */
export function AboutPage() {
  const settings = useGeneralSettings();
  const team = useTeamMembers();
  const members = team.data ?? [];

  return (
    <PublicPage
      title={aboutText.title}
      hint={settings.isPending ? undefined : (settings.data?.about ?? aboutText.intro)}
    >
      <Typography variant="h5" component="h2" sx={{ fontWeight: 800 }}>
        {aboutText.team}
      </Typography>
      <ListBody
        isPending={team.isPending}
        isError={team.isError}
        onRetry={team.refetch}
        isEmpty={members.length === 0}
        empty={<MessageCard icon={<Groups2Outlined />} title={aboutText.empty} />}
      >
        <Grid container spacing={2.5} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {members.map((member) => (
            <Grid key={member.pid} component="li" size={{ xs: 12, sm: 6, md: 4, lg: 3 }}>
              <TeamMemberCard member={member} />
            </Grid>
          ))}
        </Grid>
      </ListBody>
      <Button component={Link} to={PATHS.contact} variant="contained" sx={{ alignSelf: 'flex-start' }}>
        {aboutText.contactCta}
      </Button>
    </PublicPage>
  );
}
