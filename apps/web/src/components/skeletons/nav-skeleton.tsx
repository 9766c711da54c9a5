import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Skeleton from '@mui/material/Skeleton';
import { commonText } from '@/locales/fa/common';

const WIDTHS = [60, 75, 55, 70, 50, 65, 58];

/** The drawer while the user's roles load: link-shaped rows where the sections will be. */
export function NavSkeleton() {
  return (
    <List sx={{ px: 1 }} aria-busy="true" aria-label={commonText.loading}>
      {WIDTHS.map((width) => (
        <ListItem key={width} sx={{ gap: 2, py: 1.25 }}>
          <Skeleton variant="circular" width={24} height={24} />
          <Skeleton variant="text" width={`${width}%`} />
        </ListItem>
      ))}
    </List>
  );
}
