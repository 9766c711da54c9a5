import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AUDIT_ENTITY_LABELS, toPersianDigits } from '@vakilyar/contract';
import { Fragment } from 'react';
import { Link as RouterLink } from 'react-router';
import { formatJalaliDateTime } from '@/lib/format/jalali';
import { PATHS } from '@/lib/route-paths';
import { auditText } from '@/locales/fa/audit';
import type { AuditEntry } from '../api/list-audit-log';
import { ACTION_COLORS, entryPerson, linksToCase } from './audit-entry';

/** One row per entry: when, who, what happened to which record; the case it belongs to is a link. */
export function AuditList({ entries }: { entries: readonly AuditEntry[] }) {
  return (
    <Card variant="outlined">
      <List disablePadding aria-label={auditText.title}>
        {entries.map((entry, index) => (
          <Fragment key={entry.seq}>
            {index > 0 && <Divider component="li" />}
            <Stack component="li" spacing={0.5} sx={{ px: 2, py: 1.5 }}>
              <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                <Chip
                  size="small"
                  color={ACTION_COLORS[entry.action] ?? 'default'}
                  label={entry.action_label}
                />
                <Typography variant="body2" sx={{ fontWeight: 500 }}>
                  {AUDIT_ENTITY_LABELS[entry.entity_type]}
                  {entry.entity_label ? `: ${toPersianDigits(entry.entity_label)}` : ''}
                  {entryPerson(entry) ? ` (${entryPerson(entry)})` : ''}
                </Typography>
              </Stack>
              <Typography variant="caption" color="text.secondary">
                {[
                  formatJalaliDateTime(entry.at),
                  entry.actor_name || auditText.system,
                  entry.ip && toPersianDigits(entry.ip),
                ]
                  .filter(Boolean)
                  .join('، ')}
              </Typography>
              {linksToCase(entry) && (
                <Link component={RouterLink} to={`${PATHS.cases}/${entry.case_pid}`} variant="caption">
                  {auditText.openCase}
                </Link>
              )}
            </Stack>
          </Fragment>
        ))}
      </List>
    </Card>
  );
}
