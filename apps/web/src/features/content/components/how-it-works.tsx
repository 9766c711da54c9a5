import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { toPersianDigits } from '@vakilyar/contract';
import { homeText } from '@/locales/fa/content';

/** Three numbered steps from sign-up to following a case. */
export function HowItWorks() {
  return (
    <Grid component="ol" container spacing={2.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {homeText.steps.items.map((step, index) => (
        <Grid key={step.title} component="li" size={{ xs: 12, md: 4 }}>
          <Stack
            direction={{ xs: 'row', md: 'column' }}
            spacing={{ xs: 2, md: 1.5 }}
            sx={{
              height: '100%',
              p: { xs: 2, md: 3 },
              borderRadius: 2,
              bgcolor: 'background.paper',
              border: 1,
              borderColor: 'divider',
              position: 'relative',
              overflow: 'hidden',
            }}
          >
            <Box
              aria-hidden
              sx={{
                position: 'absolute',
                insetInlineEnd: 12,
                top: -18,
                fontSize: { xs: 80, md: 110 },
                fontWeight: 900,
                lineHeight: 1,
                color: 'rgba(31,58,95,0.06)',
              }}
            >
              {toPersianDigits(index + 1)}
            </Box>
            <Box
              sx={{
                width: 44,
                height: 44,
                borderRadius: '50%',
                display: 'grid',
                placeItems: 'center',
                bgcolor: 'secondary.main',
                color: 'common.white',
                fontWeight: 800,
                fontSize: 18,
                flexShrink: 0,
              }}
            >
              {toPersianDigits(index + 1)}
            </Box>
            <Stack spacing={1} sx={{ position: 'relative' }}>
              <Typography variant="h6" component="h3" sx={{ fontWeight: 700, fontSize: { xs: 16, md: 18 } }}>
                {step.title}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ lineHeight: 1.9 }}>
                {step.body}
              </Typography>
            </Stack>
          </Stack>
        </Grid>
      ))}
    </Grid>
  );
}
