import Avatar from '@mui/material/Avatar';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TeamMember } from '@vakilyar/contract';

/** A member of the team: photo (or initial), name, position and a short biography. */
export function TeamMemberCard({ member }: { member: TeamMember }) {
  return (
    <Card variant="outlined" component="article" sx={{ height: '100%', borderRadius: 2 }}>
      <CardContent sx={{ p: 3 }}>
        <Stack spacing={1.5} sx={{ alignItems: 'center', textAlign: 'center' }}>
          <Avatar
            src={member.photo_url ?? undefined}
            alt={member.full_name}
            sx={{ width: 96, height: 96, bgcolor: 'primary.main', fontSize: 34 }}
          >
            {member.full_name.charAt(0)}
          </Avatar>
          <Stack spacing={0.25}>
            <Typography variant="h6" component="h3" sx={{ fontWeight: 700, fontSize: 18 }}>
              {member.full_name}
            </Typography>
            <Typography variant="body2" color="secondary.dark" sx={{ fontWeight: 600 }}>
              {member.role_title}
            </Typography>
          </Stack>
          {member.bio && (
            <Typography
              variant="body2"
              color="text.secondary"
              sx={{ lineHeight: 1.9, whiteSpace: 'pre-line' }}
            >
              {member.bio}
            </Typography>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
