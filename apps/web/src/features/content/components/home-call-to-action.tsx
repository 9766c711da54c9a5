import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { homeText } from '@/locales/fa/content';
import { AccountButton } from './account-button';

/** The closing band of the home page: one more invitation to begin. */
export function HomeCallToAction() {
  return (
    <Stack
      component="section"
      aria-labelledby="home-cta-heading"
      direction={{ xs: 'column', md: 'row' }}
      spacing={2}
      sx={{
        alignItems: { md: 'center' },
        justifyContent: 'space-between',
        borderRadius: { xs: 3, md: 4 },
        px: { xs: 2.5, md: 6 },
        py: { xs: 3.5, md: 5 },
        background: 'linear-gradient(135deg, #f7efe0 0%, #efe2c6 100%)',
        border: 1,
        borderColor: 'rgba(168,120,42,0.25)',
      }}
    >
      <Stack spacing={1}>
        <Typography
          id="home-cta-heading"
          variant="h5"
          component="h2"
          sx={{ fontWeight: 800, color: 'primary.dark' }}
        >
          {homeText.cta.heading}
        </Typography>
        <Typography color="text.secondary">{homeText.cta.body}</Typography>
      </Stack>
      <AccountButton size="large" />
    </Stack>
  );
}
