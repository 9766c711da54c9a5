import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import type SvgIcon from '@mui/material/SvgIcon';
import Typography from '@mui/material/Typography';
import { toPersianDigits } from '@vakilyar/contract';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import { ListSkeleton } from '@/components/skeletons/list-skeleton';
import { dashboardText } from '@/locales/fa/dashboard';

interface WorkCardProps {
  title: string;
  Icon: typeof SvgIcon;
  /** Where «مشاهده همه» leads. */
  to: string;
  /** How many need the user, shown beside the title once known. */
  count?: number;
  isPending: boolean;
  isError: boolean;
  /** What the card says when nothing needs the user. */
  empty: string;
  isEmpty: boolean;
  /** Rows the skeleton draws while loading. */
  rows?: number;
  children: ReactNode;
}

/**
 * One thing that needs the user on the dashboard: a titled card, its items, and the way to all of them. A
 * card below the fold is laid out only as it nears the screen (`content-visibility`): on a phone most of a
 * dashboard's rows are, and laying out their Persian text held the first frames (issue 23's profile).
 */
export function WorkCard(props: WorkCardProps) {
  const { title, Icon, to, count, isPending, isError, empty, isEmpty, rows = 3, children } = props;
  const titleId = useId();
  return (
    <Card
      variant="outlined"
      component="section"
      aria-labelledby={titleId}
      sx={{ height: '100%', contentVisibility: 'auto', containIntrinsicSize: 'auto 320px' }}
    >
      <CardContent sx={{ '&:last-child': { pb: 2 } }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1.5 }}>
          <Icon color="primary" fontSize="small" />
          <Typography id={titleId} variant="subtitle1" component="h2" sx={{ fontWeight: 700, flexGrow: 1 }}>
            {title}
          </Typography>
          {count !== undefined && count > 0 && (
            <Chip size="small" color="primary" label={dashboardText.count(toPersianDigits(String(count)))} />
          )}
          <Button size="small" component={Link} to={to} sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}>
            {dashboardText.viewAll}
          </Button>
        </Stack>
        {isPending ? (
          <ListSkeleton rows={rows} />
        ) : isError ? (
          <Typography variant="body2" color="error">
            {dashboardText.loadFailed}
          </Typography>
        ) : isEmpty ? (
          <Typography variant="body2" color="text.secondary" sx={{ py: 1 }}>
            {empty}
          </Typography>
        ) : (
          children
        )}
      </CardContent>
    </Card>
  );
}
