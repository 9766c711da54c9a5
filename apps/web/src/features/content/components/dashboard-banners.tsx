import ArrowBackOutlined from '@mui/icons-material/ArrowBackOutlined';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Banner } from '@vakilyar/contract';
import { homeText } from '@/locales/fa/content';
import { useBanners } from '../api/list-banners';
import { SiteLinkButton } from './site-link-button';

/** The admin's «پیشخوان کاربران» banners, stacked at the top of every dashboard; nothing when there are none. */
export function DashboardBanners() {
  const { data: banners } = useBanners('dashboard');
  if (!banners?.length) return null;
  return (
    <Stack component="section" aria-label={homeText.banners.dashboardLabel} spacing={1.5}>
      {banners.map((banner) => (
        <DashboardBanner key={banner.pid} banner={banner} />
      ))}
    </Stack>
  );
}

function DashboardBanner({ banner }: { banner: Banner }) {
  return (
    <Paper
      variant="outlined"
      component="article"
      sx={{
        display: 'flex',
        flexDirection: { xs: 'column', sm: 'row' },
        overflow: 'hidden',
        borderColor: 'rgba(168,120,42,0.35)',
        bgcolor: '#fbf6ec',
      }}
    >
      {banner.image_url && (
        <Box
          component="img"
          src={banner.image_url}
          alt={banner.title}
          loading="lazy"
          sx={{
            width: { xs: '100%', sm: 200 },
            height: { xs: 140, sm: 'auto' },
            minHeight: { sm: 120 },
            objectFit: 'cover',
            flexShrink: 0,
          }}
        />
      )}
      <Stack spacing={0.75} sx={{ p: 2, flex: 1, justifyContent: 'center', alignItems: 'flex-start' }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, color: 'primary.dark' }}>
          {banner.title}
        </Typography>
        {banner.subtitle && (
          <Typography variant="body2" color="text.secondary" sx={{ lineHeight: 1.9 }}>
            {banner.subtitle}
          </Typography>
        )}
        {banner.link && (
          <SiteLinkButton href={banner.link} variant="outlined" size="small" endIcon={<ArrowBackOutlined />}>
            {banner.link_text ?? homeText.banners.more}
          </SiteLinkButton>
        )}
      </Stack>
    </Paper>
  );
}
