import GavelOutlined from '@mui/icons-material/GavelOutlined';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  CONSULTATION_STATUS_LABELS,
  CONSULTATION_STATUSES,
  type ConsultationStatus,
} from '@vakilyar/contract';
import { useState } from 'react';
import { useDesktop } from '@/components/data-table/use-desktop';
import { useOrderingParam } from '@/components/data-table/use-ordering-param';
import { MessageCard } from '@/components/message-card';
import { PageLayout } from '@/components/page-layout';
import { AdminOnly } from '@/features/admin-finance/kit/admin-only';
import { ListBody } from '@/features/cases/kit/list-body';
import { ListPager } from '@/features/cases/kit/list-pager';
import { useListParams } from '@/features/cases/kit/use-list-params';
import { adminConsultationsText as text } from '@/locales/fa/admin-consultations';
import { useAdminConsultations } from '../api/admin-consultations';
import { AdminConsultationCard } from '../components/admin-consultation-card';
import { AdminConsultationTable, CONSULTATION_SORTS } from '../components/admin-consultation-table';
import { SettleDialog } from '../components/settle-dialog';

const FILTERS = ['status'] as const;

const statusOf = (value: string): ConsultationStatus | undefined =>
  CONSULTATION_STATUSES.find((status) => status === value);

function ConsultationsList() {
  const { page, pageSize, filters, setPage, setFilters } = useListParams(FILTERS);
  const status = statusOf(filters.status);
  const [ordering, setOrdering] = useOrderingParam(CONSULTATION_SORTS);
  const desktop = useDesktop();
  // The dialog lives above the list: turning a tablet or resizing a window swaps table and cards, not it.
  const [settling, setSettling] = useState<string | null>(null);
  const consultations = useAdminConsultations({
    page,
    page_size: pageSize,
    status,
    ordering: ordering || undefined,
  });

  return (
    <Stack spacing={2}>
      <TextField
        select
        label={text.statusLabel}
        value={status ?? ''}
        onChange={(event) => setFilters({ status: event.target.value })}
        sx={{ maxWidth: { sm: 280 } }}
      >
        <MenuItem value="">{text.allStatuses}</MenuItem>
        {CONSULTATION_STATUSES.map((key) => (
          <MenuItem key={key} value={key}>
            {CONSULTATION_STATUS_LABELS[key]}
          </MenuItem>
        ))}
      </TextField>
      <ListBody
        isPending={consultations.isPending}
        isError={consultations.isError}
        onRetry={consultations.refetch}
        isEmpty={consultations.data?.count === 0}
        empty={<MessageCard icon={<GavelOutlined />} title={text.emptyTitle} body={text.emptyBody} />}
      >
        {desktop ? (
          <AdminConsultationTable
            consultations={consultations.data?.results ?? []}
            ordering={ordering}
            onOrderingChange={setOrdering}
            onSettle={setSettling}
          />
        ) : (
          <Stack spacing={2}>
            {consultations.data?.results.map((consultation) => (
              <AdminConsultationCard
                key={consultation.pid}
                consultation={consultation}
                onSettle={setSettling}
              />
            ))}
          </Stack>
        )}
        <ListPager
          count={consultations.data?.count ?? 0}
          page={page}
          pageSize={pageSize}
          onPageChange={setPage}
        />
      </ListBody>
      <SettleDialog pid={settling ?? ''} open={settling !== null} onClose={() => setSettling(null)} />
    </Stack>
  );
}

/** /admin/consultations: every consultation by status, open disputes first, each settled here. */
export function AdminConsultationsPage() {
  return (
    <PageLayout title={text.title}>
      <AdminOnly>
        <ConsultationsList />
      </AdminOnly>
    </PageLayout>
  );
}
