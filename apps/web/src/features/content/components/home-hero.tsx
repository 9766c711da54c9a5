import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { surfaces } from '@/app/theme/surfaces';
import { colors } from '@/app/theme/tokens';
import { homeText } from '@/locales/fa/content';
import { AccountButton } from './account-button';
import { HeroPreview } from './hero-preview';
import { SERVICES_ANCHOR } from './home-section';

/** The product's promise, the way in and three reasons to trust it, on the office's navy. */
export function HomeHero({ tagline }: { tagline?: string | null }) {
  return (
    <Box
      component="section"
      aria-labelledby="home-hero-heading"
      sx={{
        position: 'relative',
        overflow: 'hidden',
        borderRadius: { xs: 3, md: 4 },
        color: 'common.white',
        px: { xs: 2.5, sm: 5, md: 7 },
        py: { xs: 4, sm: 6, md: 8 },
        background: surfaces.hero,
      }}
    >
      <Grid container spacing={{ xs: 4, md: 6 }} sx={{ alignItems: 'center' }}>
        <Grid size={{ xs: 12, md: 7 }}>
          <Stack spacing={{ xs: 2.5, md: 3 }} sx={{ alignItems: 'flex-start' }}>
            <Chip
              label={tagline ?? homeText.hero.kicker}
              sx={{
                bgcolor: surfaces.onNight.chip,
                color: colors.brass.pale,
                fontWeight: 600,
                height: 'auto',
                py: 0.5,
                '& .MuiChip-label': { whiteSpace: 'normal' },
              }}
            />
            <Typography
              id="home-hero-heading"
              variant="h3"
              component="h1"
              sx={{ fontWeight: 800, lineHeight: 1.5, fontSize: { xs: 28, sm: 36, md: 44 } }}
            >
              {homeText.hero.heading}
            </Typography>
            <Typography sx={{ opacity: 0.85, lineHeight: 2, fontSize: { xs: 15, md: 17 }, maxWidth: 600 }}>
              {homeText.hero.body}
            </Typography>
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              spacing={1.5}
              sx={{ width: { xs: '100%', sm: 'auto' } }}
            >
              <AccountButton size="large" color="secondary" />
              <Button
                onClick={() =>
                  document.getElementById(SERVICES_ANCHOR)?.scrollIntoView({ behavior: 'smooth' })
                }
                size="large"
                variant="outlined"
                sx={{
                  color: 'common.white',
                  borderColor: surfaces.onNight.outline,
                  '&:hover': { borderColor: 'common.white' },
                }}
              >
                {homeText.hero.secondary}
              </Button>
            </Stack>
            <Stack
              component="ul"
              direction={{ xs: 'column', sm: 'row' }}
              spacing={{ xs: 1, sm: 2.5 }}
              sx={{ listStyle: 'none', p: 0, m: 0 }}
            >
              {homeText.hero.points.map((point) => (
                <Stack
                  key={point}
                  component="li"
                  direction="row"
                  spacing={0.75}
                  sx={{ alignItems: 'center' }}
                >
                  <CheckCircleOutlined sx={{ color: colors.brass.light, fontSize: 20 }} />
                  <Typography variant="body2" sx={{ opacity: 0.9 }}>
                    {point}
                  </Typography>
                </Stack>
              ))}
            </Stack>
          </Stack>
        </Grid>
        <Grid size={{ md: 5 }} sx={{ display: { xs: 'none', md: 'block' } }}>
          <HeroPreview />
        </Grid>
      </Grid>
    </Box>
  );
}
