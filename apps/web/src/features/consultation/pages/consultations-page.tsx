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
import { CONSULTATION_STATUS_LABELS, CONSULTATION_STATUSES, permissionsOf } from '@vakilyar/contract';
import { Link } from 'react-router';
import { useDesktop } from '@/components/data-table/use-desktop';
import { useOrderingParam } from '@/components/data-table/use-ordering-param';
import { MessageCard } from '@/components/message-card';
import { PageLayout } from '@/components/page-layout';
import { PageLoader } from '@/components/page-loader';
import { emptyChoiceSelectProps } from '@/features/cases/kit/select-props';
import { useListParams } from '@/features/cases/kit/use-list-params';
import { EmptyState } from '@/features/payments/components/empty-state';
import { ListPagination } from '@/features/payments/components/list-pagination';
import { useProfile } from '@/features/profile/api/get-profile';
import { PATHS } from '@/lib/route-paths';
import { commonText } from '@/locales/fa/common';
import { consultationText } from '@/locales/fa/consultation';
import { CONSULTATIONS_PAGE_SIZE, useConsultations } from '../api/list-consultations';
import { ConsultationListItem } from '../components/consultation-list-item';
import { ConsultationTable, MY_CONSULTATION_SORTS } from '../components/consultation-table';

const FILTERS = ['status'] as const;

const statusOf = (value: string) => CONSULTATION_STATUSES.find((status) => status === value);

/**
 * /consultations: the consultations I asked for or was asked, by state, newest first; a table on a desktop,
 * sorted by the server, cards on a phone. Page, state and order live in the address.
 */
export function ConsultationsPage() {
  const text = consultationText.consultations;
  const { page, filters: params, setPage, setFilters } = useListParams(FILTERS);
  const status = statusOf(params.status);
  const [ordering, setOrdering] = useOrderingParam(MY_CONSULTATION_SORTS);
  const desktop = useDesktop();
  const consultations = useConsultations({ page, status, ordering: ordering || undefined });
  const { data: profile } = useProfile();
  const canRequest = permissionsOf(profile?.roles ?? []).has('consultation.request');

  return (
    <PageLayout title={text.title}>
      <TextField
        select
        size="small"
        label={text.status}
        value={status ?? ''}
        onChange={(event) => setFilters({ status: event.target.value })}
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
            title={status ? text.filteredEmptyTitle : text.emptyTitle}
            body={status ? undefined : text.emptyBody}
            action={
              canRequest &&
              !status && (
                <Button component={Link} to={PATHS.consultants} variant="contained">
                  {text.findConsultant}
                </Button>
              )
            }
          />
        </Card>
      )}
      {consultations.data && consultations.data.count > 0 && (
        <Stack spacing={1}>
          {consultations.isPlaceholderData && <LinearProgress aria-label={commonText.loading} />}
          {desktop ? (
            <ConsultationTable
              consultations={consultations.data.results}
              ordering={ordering}
              onOrderingChange={setOrdering}
            />
          ) : (
            <Card variant="outlined">
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
        </Stack>
      )}
      {consultations.data && (
        <ListPagination
          count={consultations.data.count}
          page={page}
          pageSize={CONSULTATIONS_PAGE_SIZE}
          onChange={setPage}
        />
      )}
    </PageLayout>
  );
}
