import FolderOutlined from '@mui/icons-material/FolderOutlined';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CASE_STAGE_LABELS, CASE_TYPE_LABELS, type Case, toPersianDigits } from '@vakilyar/contract';
import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router';
import { formatJalaliDate } from '@/lib/format/jalali';
import { casesText } from '@/locales/fa/cases';
import { Unbroken } from '../kit/unbroken';
import { CaseStatusChip } from './case-status-chip';

interface CaseListProps {
  cases: readonly Case[];
  /** Where a row leads; the case page by default. */
  linkTo: (pid: string) => string;
  /** Extra buttons at the end of a row (e.g. «ارسال لینک دسترسی» on a client's page). */
  rowAction?: (item: Case) => ReactNode;
  label?: string;
}

/** The case's numbers and court, each number kept whole on a narrow screen. */
function facts(item: Case): ReactNode[] {
  const text = casesText.list;
  const parts = [
    item.case_number && <Unbroken>{text.number(toPersianDigits(item.case_number))}</Unbroken>,
    item.court && toPersianDigits(item.court),
    // «شعبه ۸» and «۸» alike read «شعبه ۸».
    item.branch && text.branch(toPersianDigits(item.branch.replace(/^شعبه\s*/, ''))),
    item.archive_number && <Unbroken>{text.archive(toPersianDigits(item.archive_number))}</Unbroken>,
  ].filter(Boolean);
  return parts.map((part, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: the parts never reorder
    <Fragment key={index}>
      {index > 0 && '، '}
      {part}
    </Fragment>
  ));
}

/** One row per case: title and status, numbers and court, clients, the type and stage, last change. */
export function CaseList({ cases, linkTo, rowAction, label = casesText.title }: CaseListProps) {
  return (
    <Card variant="outlined">
      <List disablePadding aria-label={label}>
        {cases.map((item, index) => {
          const clients = item.clients.map((c) => `${c.first_name} ${c.last_name}`).join('، ');
          return (
            <Fragment key={item.pid}>
              {index > 0 && <Divider component="li" />}
              <Stack component="li" direction="row" sx={{ alignItems: 'center' }}>
                <ListItemButton
                  component={Link}
                  to={linkTo(item.pid)}
                  sx={{ alignItems: 'flex-start', gap: 1.5 }}
                >
                  <FolderOutlined color="primary" sx={{ mt: 0.5, display: { xs: 'none', sm: 'block' } }} />
                  <Stack spacing={0.5} sx={{ minWidth: 0, flexGrow: 1 }}>
                    <Stack
                      direction="row"
                      spacing={1}
                      useFlexGap
                      sx={{ alignItems: 'center', flexWrap: 'wrap' }}
                    >
                      <Typography sx={{ fontWeight: 700 }}>{toPersianDigits(item.title)}</Typography>
                      <CaseStatusChip status={item.status} />
                      {item.access === 'co_counsel' && (
                        <Chip size="small" variant="outlined" color="info" label={casesText.list.shared} />
                      )}
                    </Stack>
                    {facts(item).length > 0 && (
                      <Typography variant="body2" color="text.secondary">
                        {facts(item)}
                      </Typography>
                    )}
                    {clients && <Typography variant="body2">{clients}</Typography>}
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
                {rowAction && <Stack sx={{ px: 1 }}>{rowAction(item)}</Stack>}
              </Stack>
            </Fragment>
          );
        })}
      </List>
    </Card>
  );
}
