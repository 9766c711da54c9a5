import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A long title wraps once, then ends in «…»: read, not cut at its first word, and rows stay even. */
const twoLines = {
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
} as const;

interface WorkRowProps {
  to: string;
  /** What a person typed (a title, a subject): shown as typed. */
  primary: string;
  secondary?: string;
  /** A chip or a short figure at the row's end: days left, a status. */
  end?: ReactNode;
}

/** One item of a dashboard card: a link with a line of text, a quieter line under it, and a tag. */
export function WorkRow({ to, primary, secondary, end }: WorkRowProps) {
  return (
    <ListItem disablePadding>
      <ListItemButton
        component={Link}
        to={to}
        sx={{ borderRadius: 1, px: 1, py: 0.75, gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}
      >
        {/* Below 12rem of text a wide tag (a countdown) moves under the text rather than squeezing it. */}
        <Stack sx={{ minWidth: 0, flex: '1 1 12rem' }}>
          <Typography variant="body2" sx={{ fontWeight: 600, ...twoLines }}>
            {primary}
          </Typography>
          {secondary && (
            <Typography variant="caption" color="text.secondary" sx={twoLines}>
              {secondary}
            </Typography>
          )}
        </Stack>
        {end}
      </ListItemButton>
    </ListItem>
  );
}
