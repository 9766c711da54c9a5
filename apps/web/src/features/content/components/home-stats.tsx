import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import type { HomeStats as Stats } from '@vakilyar/contract';
import { formatNumber } from '@/lib/format/money';
import { homeText } from '@/locales/fa/content';

/** Below this, a count tells a visitor the platform is empty rather than trusted: the strip waits. */
const WORTH_SHOWING = 10;

/** How many lawyers, consultants and consultations the platform counts, once each is worth showing. */
export function HomeStats({ stats }: { stats: Stats }) {
  const items = [
    { value: stats.lawyers, label: homeText.stats.lawyers },
    { value: stats.consultants, label: homeText.stats.consultants },
    { value: stats.completed_consultations, label: homeText.stats.consultations },
  ];
  if (items.some((item) => item.value < WORTH_SHOWING)) return null;
  return (
    <Grid
      container
      component="dl"
      aria-label={homeText.stats.label}
      sx={{
        m: 0,
        borderRadius: 2,
        bgcolor: 'background.paper',
        border: 1,
        borderColor: 'divider',
        py: { xs: 2, md: 3 },
      }}
    >
      {items.map((item) => (
        <Grid
          key={item.label}
          size={4}
          sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', textAlign: 'center', px: 1 }}
        >
          <Typography component="dt" variant="body2" color="text.secondary" sx={{ order: 2 }}>
            {item.label}
          </Typography>
          <Typography
            component="dd"
            sx={{ m: 0, order: 1, fontWeight: 800, color: 'primary.main', fontSize: { xs: 24, md: 34 } }}
          >
            {formatNumber(item.value)}
          </Typography>
        </Grid>
      ))}
    </Grid>
  );
}
