import ArrowBackOutlined from '@mui/icons-material/ArrowBackOutlined';
import Balance from '@mui/icons-material/Balance';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Banner } from '@vakilyar/contract';
import { surfaces } from '@/app/theme/surfaces';
import { colors } from '@/app/theme/tokens';
import { SiteLinkButton } from './site-link-button';

interface BannerSlideProps {
  banner: Banner;
  /** «۲ / ۳», read out by screen readers. */
  label: string;
  /** The one shown; the others stay in place, faded out and out of the tab order. */
  active: boolean;
}

/**
 * One banner: its image under its title, subtitle and link; without an image, the brand's navy (at the
 * top of the page) or its sand (in the middle) behind the scales.
 */
export function BannerSlide({ banner, label, active }: BannerSlideProps) {
  const light = !banner.image_url && banner.placement === 'home_middle';
  return (
    <Box
      role="group"
      aria-roledescription="slide"
      aria-label={label}
      aria-hidden={!active}
      inert={!active}
      sx={{
        gridArea: '1 / 1',
        position: 'relative',
        minHeight: banner.image_url ? { xs: 220, md: 300 } : { xs: 180, md: 200 },
        display: 'flex',
        alignItems: banner.image_url ? 'flex-end' : 'center',
        overflow: 'hidden',
        color: light ? 'primary.dark' : 'common.white',
        opacity: active ? 1 : 0,
        visibility: active ? 'visible' : 'hidden',
        transition: 'opacity 600ms, visibility 600ms',
        background: banner.image_url ? colors.navy.night : light ? surfaces.bannerSand : surfaces.bannerNight,
        border: light ? 1 : 0,
        borderColor: surfaces.onSand.frame,
      }}
    >
      {!banner.image_url && (
        <Balance
          aria-hidden
          sx={{
            position: 'absolute',
            insetInlineEnd: { xs: -24, md: 40 },
            top: '50%',
            transform: 'translateY(-50%) rotate(-8deg)',
            fontSize: { xs: 140, md: 190 },
            color: light ? surfaces.onSand.watermark : surfaces.onNight.watermark,
          }}
        />
      )}
      {banner.image_url && (
        <>
          <Box
            component="img"
            src={banner.image_url}
            alt=""
            loading="lazy"
            sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' }}
          />
          <Box
            sx={{
              position: 'absolute',
              inset: 0,
              background: surfaces.photoScrim,
            }}
          />
        </>
      )}
      <Stack
        spacing={1}
        sx={{ position: 'relative', p: { xs: 2.5, md: 4 }, maxWidth: 720, alignItems: 'flex-start' }}
      >
        <Typography
          variant="h5"
          component="h2"
          sx={{ fontWeight: 800, fontSize: { xs: 20, md: 26 }, lineHeight: 1.6 }}
        >
          {banner.title}
        </Typography>
        {banner.subtitle && (
          <Typography sx={{ lineHeight: 1.9, ...(light ? { color: 'text.secondary' } : { opacity: 0.9 }) }}>
            {banner.subtitle}
          </Typography>
        )}
        {banner.link && (
          <SiteLinkButton
            href={banner.link}
            variant="contained"
            color={light ? 'primary' : 'secondary'}
            endIcon={<ArrowBackOutlined />}
            sx={{ mt: 1 }}
          >
            {banner.link_text ?? banner.title}
          </SiteLinkButton>
        )}
      </Stack>
    </Box>
  );
}
