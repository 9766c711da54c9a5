import Card from '@mui/material/Card';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  CASE_STAGE_LABELS,
  CASE_TYPE_LABELS,
  type CaseStage,
  type CaseType,
  toPersianDigits,
} from '@vakilyar/contract';
import { Link } from 'react-router';
import { ListSkeleton } from '@/components/skeletons/list-skeleton';
import { formatJalaliDate } from '@/lib/format/jalali';
import { PATHS } from '@/lib/route-paths';
import { tasksText } from '@/locales/fa/tasks';
import { useIdleCases } from '../api/tasks-api';

/** «پرونده‌های بدون اقدام»: open cases with nothing ahead, the longest untouched first, with their count. */
export function IdleCasesList() {
  const idle = useIdleCases(1);
  if (idle.isPending) return <ListSkeleton rows={4} />;
  const data = idle.data;
  if (!data?.results.length) return <Typography color="text.secondary">{tasksText.empty.idle}</Typography>;
  return (
    <Stack spacing={1}>
      <Typography variant="body2" role="status">
        {tasksText.idle.count(toPersianDigits(data.count))}
      </Typography>
      <Card variant="outlined">
        <List aria-label={tasksText.views.idle} disablePadding>
          {data.results.map((row) => (
            <ListItem key={row.pid} divider disablePadding>
              <ListItemButton component={Link} to={`${PATHS.cases}/${row.pid}?tab=tasks`}>
                <ListItemText
                  primary={row.title}
                  secondary={[
                    CASE_TYPE_LABELS[row.case_type as CaseType],
                    CASE_STAGE_LABELS[row.stage as CaseStage],
                    // Isolated: a number like «M-0021-1403» keeps its own direction inside the Persian line.
                    row.case_number ? `\u2068${toPersianDigits(row.case_number)}\u2069` : null,
                    tasksText.idle.lastActivity(formatJalaliDate(row.last_activity_at)),
                  ]
                    .filter(Boolean)
                    .join('، ')}
                />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </Card>
    </Stack>
  );
}
