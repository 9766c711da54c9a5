import ErrorOutline from '@mui/icons-material/ErrorOutline';
import PersonSearchOutlined from '@mui/icons-material/PersonSearchOutlined';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { ConsultantProfile } from '@vakilyar/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { MessageCard } from '@/components/message-card';
import { PageLayout } from '@/components/page-layout';
import { PageLoader } from '@/components/page-loader';
import { EmptyState } from '@/features/payments/components/empty-state';
import { ListPagination } from '@/features/payments/components/list-pagination';
import { useRestoredDraft } from '@/features/wallet/pay-difference/use-restored-draft';
import { PATHS } from '@/lib/route-paths';
import { commonText } from '@/locales/fa/common';
import { consultationText } from '@/locales/fa/consultation';
import type { ConsultantFilters } from '../api/consultation-keys';
import { CONSULTANTS_PAGE_SIZE, useConsultants } from '../api/list-consultants';
import type { ChatRequestDraft } from '../components/chat-request-form';
import { ConsultantCard } from '../components/consultant-card';
import { ConsultantFiltersBar } from '../components/consultant-filters';
import { ConsultantSheet } from '../components/consultant-sheet';
import type { ConsultationRequestDraft } from '../components/consultation-request-form';

/** /consultants: approved consultants as cards; a card opens the sheet to request a chat or a consultation. */
export function ConsultantsPage() {
  const text = consultationText.consultants;
  const [filters, setFilters] = useState<ConsultantFilters>({ page: 1 });
  // Back from paying the difference: the same consultant's request form, as it was typed.
  const draft = useRestoredDraft<ConsultationRequestDraft>('consultation-request');
  const chatDraft = useRestoredDraft<ChatRequestDraft>('chat-request');
  const [open, setOpen] = useState<ConsultantProfile | null>(
    chatDraft?.consultant ?? draft?.consultant ?? null,
  );
  const consultants = useConsultants(filters);
  const filtered = Boolean(filters.search || filters.specialty || filters.available);

  return (
    <PageLayout title={text.title}>
      <Typography color="text.secondary" sx={{ mt: -1 }}>
        {text.intro}
      </Typography>
      <ConsultantFiltersBar value={filters} onChange={setFilters} />
      {consultants.isPending && <PageLoader />}
      {consultants.isError && (
        <MessageCard
          icon={<ErrorOutline />}
          title={text.loadFailed}
          action={<Button onClick={() => consultants.refetch()}>{commonText.retry}</Button>}
        />
      )}
      {consultants.data?.count === 0 && (
        <Card variant="outlined">
          {filtered ? (
            <EmptyState icon={<PersonSearchOutlined />} title={text.emptyTitle} body={text.emptyBody} />
          ) : (
            <EmptyState
              icon={<PersonSearchOutlined />}
              title={text.noneYetTitle}
              body={text.noneYetBody}
              action={
                <Button component={Link} to={PATHS.ai} variant="outlined">
                  {text.askAi}
                </Button>
              }
            />
          )}
        </Card>
      )}
      {consultants.data && consultants.data.count > 0 && (
        <>
          {consultants.isPlaceholderData && <LinearProgress aria-label={commonText.loading} />}
          <Grid container spacing={2} component="section" aria-label={text.listLabel}>
            {consultants.data.results.map((consultant) => (
              <Grid key={consultant.pid} size={{ xs: 12, sm: 6, lg: 4 }}>
                <ConsultantCard consultant={consultant} onOpen={() => setOpen(consultant)} />
              </Grid>
            ))}
          </Grid>
          <ListPagination
            count={consultants.data.count}
            page={filters.page}
            pageSize={CONSULTANTS_PAGE_SIZE}
            onChange={(page) => setFilters({ ...filters, page })}
          />
        </>
      )}
      <ConsultantSheet
        consultant={open}
        onClose={() => setOpen(null)}
        restored={open && open.pid === draft?.consultant.pid ? draft.values : undefined}
        restoredChat={open && open.pid === chatDraft?.consultant.pid ? chatDraft.message : undefined}
      />
    </PageLayout>
  );
}
