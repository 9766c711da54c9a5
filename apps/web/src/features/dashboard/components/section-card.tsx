import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import type { Section } from '@/lib/navigation/sections';
import { sectionText } from '@/locales/fa/navigation';

/** A dashboard shortcut to one section of the app. */
export function SectionCard({ section }: { section: Section }) {
  const { label, description } = sectionText[section.key];
  const { Icon } = section;
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardActionArea component={Link} to={section.path} sx={{ height: '100%' }}>
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
