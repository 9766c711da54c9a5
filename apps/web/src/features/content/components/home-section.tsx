import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';

/** Where the hero's «آشنایی با خدمات» scrolls to: the services section. */
export const SERVICES_ANCHOR = 'services';

interface HomeSectionProps {
  heading: string;
  hint?: string;
  /** Beside the heading on wide screens: a «see all» link. */
  action?: ReactNode;
  /** The anchor the hero's buttons scroll to. */
  id?: string;
  children: ReactNode;
}

/**
 * One titled band of the home page; the heading names the region for screen readers. A band off the screen
 * is not laid out until it nears it (`content-visibility`), so a phone draws the home call's sections at once.
 */
export function HomeSection({ heading, hint, action, id, children }: HomeSectionProps) {
  const headingId = useId();
  return (
    <Stack
      component="section"
      id={id}
      aria-labelledby={headingId}
      spacing={3}
      sx={{ scrollMarginTop: 88, contentVisibility: 'auto', containIntrinsicSize: 'auto 480px' }}
    >
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-end' } }}
      >
        <Stack spacing={1}>
          <Typography
            id={headingId}
            variant="h4"
            component="h2"
            sx={{ fontWeight: 800, fontSize: { xs: 24, md: 30 } }}
          >
            {heading}
          </Typography>
          {hint && (
            <Typography color="text.secondary" sx={{ lineHeight: 1.9 }}>
              {hint}
            </Typography>
          )}
        </Stack>
        {action && <Box sx={{ alignSelf: { xs: 'flex-start', sm: 'auto' } }}>{action}</Box>}
      </Stack>
      {children}
    </Stack>
  );
}
