import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CONSULTANT_SPECIALTY_LABELS, type HomeConsultant } from '@vakilyar/contract';
import { Link } from 'react-router';
import { useCoinPriceFormatter } from '@/components/coin-price';
import { PATHS } from '@/lib/route-paths';
import { homeText } from '@/locales/fa/content';

const { consultants: text } = homeText;

/** The home payload carries the chat module's specialty codes; a code it does not know is shown as sent. */
function specialtyLabel(specialty: string): string {
  return (CONSULTANT_SPECIALTY_LABELS as Record<string, string>)[specialty] ?? specialty;
}

function ConsultantCard({ consultant }: { consultant: HomeConsultant }) {
  const coinPrice = useCoinPriceFormatter();
  return (
    <Card variant="outlined" component="article" sx={{ height: '100%', borderRadius: 2 }}>
      <CardContent sx={{ p: 3, height: '100%' }}>
        <Stack spacing={1.5} sx={{ alignItems: 'center', textAlign: 'center', height: '100%' }}>
          <Box sx={{ position: 'relative' }}>
            <Avatar
              src={consultant.avatar_url ?? undefined}
              alt={consultant.full_name}
              sx={{ width: 76, height: 76, bgcolor: 'primary.main', fontSize: 28 }}
            >
              {consultant.first_name.charAt(0)}
            </Avatar>
            <Box
              sx={{
                position: 'absolute',
                bottom: 4,
                insetInlineEnd: 4,
                width: 14,
                height: 14,
                borderRadius: '50%',
                border: 2,
                borderColor: 'background.paper',
                bgcolor: consultant.is_available ? 'success.main' : 'grey.400',
              }}
            />
          </Box>
          <Stack spacing={0.25}>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
              {consultant.full_name}
            </Typography>
            <Typography variant="caption" color={consultant.is_available ? 'success.dark' : 'text.secondary'}>
              {consultant.is_available ? text.available : text.unavailable}
            </Typography>
          </Stack>
          {consultant.specialties.length > 0 && (
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.75, justifyContent: 'center' }}>
              {consultant.specialties.slice(0, 3).map((specialty) => (
                <Chip key={specialty} label={specialtyLabel(specialty)} size="small" variant="outlined" />
              ))}
            </Stack>
          )}
          <Box sx={{ flexGrow: 1 }} />
          {consultant.chat_fee !== null && (
            <Typography variant="body2" color="text.secondary">
              {text.fee(coinPrice(consultant.chat_fee))}
            </Typography>
          )}
          <Button
            component={Link}
            to={`${PATHS.consultants}/${consultant.pid}`}
            variant="outlined"
            fullWidth
            aria-label={text.requestFrom(consultant.full_name)}
          >
            {text.request}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}

/** Consultants the platform features, four to a row on a desktop, two on a phone. */
export function FeaturedConsultants({ consultants }: { consultants: readonly HomeConsultant[] }) {
  return (
    <Grid
      container
      spacing={2.5}
      component="ul"
      sx={{ listStyle: 'none', p: 0, m: 0, justifyContent: 'center' }}
    >
      {consultants.map((consultant) => (
        <Grid key={consultant.pid} component="li" size={{ xs: 12, sm: 6, md: 3 }}>
          <ConsultantCard consultant={consultant} />
        </Grid>
      ))}
    </Grid>
  );
}
