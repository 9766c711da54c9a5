import FolderSharedOutlined from '@mui/icons-material/FolderSharedOutlined';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CASE_STAGE_LABELS, CASE_TYPE_LABELS, toPersianDigits } from '@vakilyar/contract';
import { Fragment } from 'react';
import { Link } from 'react-router';
import { CaseStatusChip } from '@/features/cases/components/case-status-chip';
import { formatJalaliDate } from '@/lib/format/jalali';
import { PATHS } from '@/lib/route-paths';
import { casesText } from '@/locales/fa/cases';
import { myCasesText } from '@/locales/fa/my-cases';
import type { MyCase } from '../api/list-my-cases';

/** The client's cases: title, status, office and lawyers, how many shared documents. */
export function MyCaseList({ cases }: { cases: readonly MyCase[] }) {
  return (
    <Card variant="outlined">
      <List disablePadding aria-label={myCasesText.title}>
        {cases.map((item, index) => (
          <Fragment key={item.pid}>
            {index > 0 && <Divider component="li" />}
            <li>
              <ListItemButton
                component={Link}
                to={`${PATHS.myCases}/${item.pid}`}
                sx={{ alignItems: 'flex-start', gap: 1.5 }}
              >
                <FolderSharedOutlined color="primary" sx={{ mt: 0.5 }} />
                <Stack spacing={0.5} sx={{ minWidth: 0 }}>
                  <Stack
                    direction="row"
                    spacing={1}
                    useFlexGap
                    sx={{ alignItems: 'center', flexWrap: 'wrap' }}
                  >
                    <Typography sx={{ fontWeight: 700 }}>{toPersianDigits(item.title)}</Typography>
                    <CaseStatusChip status={item.status} />
                  </Stack>
                  <Typography variant="body2" color="text.secondary">
                    {[item.office.name, item.lawyers.map((l) => `${l.first_name} ${l.last_name}`).join('، ')]
                      .filter(Boolean)
                      .join('، ')}
                  </Typography>
                  <Stack
                    direction="row"
                    spacing={1}
                    useFlexGap
                    sx={{ flexWrap: 'wrap', alignItems: 'center' }}
                  >
                    <Chip size="small" variant="outlined" label={CASE_TYPE_LABELS[item.case_type]} />
                    <Chip size="small" variant="outlined" label={CASE_STAGE_LABELS[item.stage]} />
                    <Typography variant="caption" color="text.secondary">
                      {casesText.list.documents(toPersianDigits(item.documents_count))}،{' '}
                      {casesText.list.updated(formatJalaliDate(item.updated_at))}
                    </Typography>
                  </Stack>
                </Stack>
              </ListItemButton>
            </li>
          </Fragment>
        ))}
      </List>
    </Card>
  );
}
