import ErrorOutline from '@mui/icons-material/ErrorOutline';
import QuestionAnswerOutlined from '@mui/icons-material/QuestionAnswerOutlined';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Divider from '@mui/material/Divider';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  CONSULTATION_STATUS_LABELS,
  CONSULTATION_STATUSES,
  type ConsultationStatus,
  permissionsOf,
} from '@vakilyar/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { MessageCard } from '@/components/message-card';
import { PageLayout } from '@/components/page-layout';
import { PageLoader } from '@/components/page-loader';
import { emptyChoiceSelectProps } from '@/features/cases/kit/select-props';
import { EmptyState } from '@/features/payments/components/empty-state';
import { ListPagination } from '@/features/payments/components/list-pagination';
import { useProfile } from '@/features/profile/api/get-profile';
import { PATHS } from '@/lib/route-paths';
import { commonText } from '@/locales/fa/common';
import { consultationText } from '@/locales/fa/consultation';
import type { ConsultationFilters } from '../api/consultation-keys';
import { CONSULTATIONS_PAGE_SIZE, useConsultations } from '../api/list-consultations';
import { ConsultationListItem } from '../components/consultation-list-item';

/** /consultations: the consultations I asked for or was asked, by state, newest first. */
export function ConsultationsPage() {
  const text = consultationText.consultations;
  const [filters, setFilters] = useState<ConsultationFilters>({ page: 1 });
  const consultations = useConsultations(filters);
  const { data: profile } = useProfile();
  const canRequest = permissionsOf(profile?.roles ?? []).has('consultation.request');

  return (
    <PageLayout title={text.title}>
      <TextField
        select
        size="small"
        label={text.status}
        value={filters.status ?? ''}
        onChange={(event) =>
          setFilters({ page: 1, status: (event.target.value || undefined) as ConsultationStatus | undefined })
        }
        slotProps={emptyChoiceSelectProps}
        sx={{ maxWidth: { sm: 260 } }}
      >
        <MenuItem value="">{text.allStatuses}</MenuItem>
        {CONSULTATION_STATUSES.map((status) => (
          <MenuItem key={status} value={status}>
            {CONSULTATION_STATUS_LABELS[status]}
          </MenuItem>
        ))}
      </TextField>
      {consultations.isPending && <PageLoader />}
      {consultations.isError && (
        <MessageCard
          icon={<ErrorOutline />}
          title={text.loadFailed}
          action={<Button onClick={() => consultations.refetch()}>{commonText.retry}</Button>}
        />
      )}
      {consultations.data?.count === 0 && (
        <Card variant="outlined">
          <EmptyState
            icon={<QuestionAnswerOutlined />}
            title={filters.status ? text.filteredEmptyTitle : text.emptyTitle}
            body={filters.status ? undefined : text.emptyBody}
            action={
              canRequest &&
              !filters.status && (
                <Button component={Link} to={PATHS.consultants} variant="contained">
                  {text.findConsultant}
                </Button>
              )
            }
          />
        </Card>
      )}
      {consultations.data && consultations.data.count > 0 && (
        <Card variant="outlined">
          {consultations.isPlaceholderData && <LinearProgress aria-label={commonText.loading} />}
          <List aria-label={text.listLabel} disablePadding>
            {consultations.data.results.map((consultation, index) => (
              <Stack key={consultation.pid} component="li">
                {index > 0 && <Divider component="div" />}
                <ConsultationListItem consultation={consultation} />
              </Stack>
            ))}
          </List>
        </Card>
      )}
      {consultations.data && (
        <ListPagination
          count={consultations.data.count}
          page={filters.page}
          pageSize={CONSULTATIONS_PAGE_SIZE}
          onChange={(page) => setFilters({ ...filters, page })}
        />
      )}
    </PageLayout>
  );
}
