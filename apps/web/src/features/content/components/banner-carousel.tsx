import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { type Banner, toPersianDigits } from '@vakilyar/contract';
import { useEffect, useState } from 'react';
import { homeText } from '@/locales/fa/content';
import { BannerSlide } from './banner-slide';

const ADVANCE_MS = 7000;

/**
 * The admin's banners, one at a time, fading into each other every few seconds; it holds still while
 * the pointer or the focus is on it, and for people who asked their system for less motion.
 */
export function BannerCarousel({ banners }: { banners: readonly Banner[] }) {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const count = banners.length;
  const step = (by: number) => setIndex((current) => (current + by + count) % count);

  useEffect(() => {
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    if (count < 2 || paused || reduced) return undefined;
    const timer = setInterval(() => setIndex((current) => (current + 1) % count), ADVANCE_MS);
    return () => clearInterval(timer);
  }, [count, paused]);

  if (count === 0) return null;
  return (
    <Box
      component="section"
      aria-roledescription="carousel"
      aria-label={homeText.banners.label}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <Box sx={{ display: 'grid', borderRadius: { xs: 2, md: 3 }, overflow: 'hidden' }}>
        {banners.map((banner, position) => (
          <BannerSlide
            key={banner.pid}
            banner={banner}
            label={`${toPersianDigits(position + 1)} / ${toPersianDigits(count)}`}
            active={position === index}
          />
        ))}
      </Box>
      {count > 1 && (
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'center', alignItems: 'center', mt: 1.5 }}>
          <IconButton size="small" aria-label={homeText.banners.previous} onClick={() => step(-1)}>
            <ChevronRight />
          </IconButton>
          {banners.map((banner, position) => (
            <Box
              key={banner.pid}
              component="button"
              type="button"
              aria-label={homeText.banners.goTo(toPersianDigits(position + 1))}
              aria-current={position === index ? 'true' : undefined}
              onClick={() => setIndex(position)}
              sx={{
                width: position === index ? 24 : 8,
                height: 8,
                p: 0,
                border: 0,
                borderRadius: 4,
                cursor: 'pointer',
                bgcolor: position === index ? 'secondary.main' : 'grey.300',
                transition: 'width 200ms',
              }}
            />
          ))}
          <IconButton size="small" aria-label={homeText.banners.next} onClick={() => step(1)}>
            <ChevronLeft />
          </IconButton>
        </Stack>
      )}
    </Box>
  );
}
