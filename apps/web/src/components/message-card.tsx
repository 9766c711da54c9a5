import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface MessageCardProps {
  icon: ReactNode;
  title: string;
  body?: string;
  action?: ReactNode;
}

/** A centred card that tells the user where they are and what to do next. */
export function MessageCard({ icon, title, body, action }: MessageCardProps) {
  return (
    <Card variant="outlined" sx={{ maxWidth: 560, mx: 'auto', mt: { xs: 2, sm: 6 } }}>
      <CardContent>
        <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', py: 3 }}>
          <Stack sx={{ color: 'primary.main', '& svg': { fontSize: 56 } }}>{icon}</Stack>
          <Typography variant="h6" component="h2">
            {title}
          </Typography>
          {body && <Typography color="text.secondary">{body}</Typography>}
          {action}
        </Stack>
      </CardContent>
    </Card>
  );
}
