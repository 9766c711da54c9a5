import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { PATHS } from '@/lib/route-paths';
import { commonText } from '@/locales/fa/common';

/** The scales of the favicon, drawn inline so they follow the text size. */
function ScalesMark({ size }: { size: number }) {
  return (
    <Box component="svg" viewBox="0 0 64 64" aria-hidden sx={{ width: size, height: size, flexShrink: 0 }}>
      <rect width="64" height="64" rx="14" fill="#1f3a5f" />
      <path
        d="M32 12v36M18 20h28M18 20l-8 16h16zM46 20l-8 16h16zM22 50h20"
        stroke="#d4a64a"
        strokeWidth="4"
        fill="none"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </Box>
  );
}

interface SiteLogoProps {
  /** On the dark footer the name is written in white. */
  inverted?: boolean;
}

/** «وکیل‌یار» with its mark, linking to the home page. */
export function SiteLogo({ inverted = false }: SiteLogoProps) {
  return (
    <Box
      component={Link}
      to={PATHS.home}
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, textDecoration: 'none' }}
    >
      <ScalesMark size={36} />
      <Typography
        component="span"
        variant="h6"
        sx={{ fontWeight: 800, color: inverted ? 'common.white' : 'primary.main', letterSpacing: 0 }}
      >
        {commonText.appName}
      </Typography>
    </Box>
  );
}
