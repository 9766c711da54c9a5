import ArrowForwardRounded from '@mui/icons-material/ArrowForwardRounded';
import ErrorOutline from '@mui/icons-material/ErrorOutline';
import PersonOffOutlined from '@mui/icons-material/PersonOffOutlined';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { MessageCard } from '@/components/message-card';
import { PageLayout } from '@/components/page-layout';
import { PageLoader } from '@/components/page-loader';
import { useRestoredDraft } from '@/features/wallet/pay-difference/use-restored-draft';
import { isApiError } from '@/lib/api/api-error';
import { formatNumber } from '@/lib/format/money';
import { PATHS } from '@/lib/route-paths';
import { commonText } from '@/locales/fa/common';
import { consultationText } from '@/locales/fa/consultation';
import { subPageText } from '@/locales/fa/navigation';
import { useConsultant } from '../api/get-consultant';
import { AvailabilityChip } from '../components/availability-chip';
import type { ChatRequestDraft } from '../components/chat-request-form';
import { ConsultantProfileDetails, type ConsultantSheetMode } from '../components/consultant-profile-details';
import { ConsultantSheet } from '../components/consultant-sheet';

/**
 * /consultants/:pid: an approved consultant's profile, open to visitors. Signed in, the request buttons
 * open the request form; a visitor signs in first and comes back here.
 */
export function ConsultantProfilePage() {
  const { pid = '' } = useParams();
  const consultant = useConsultant(pid);
  const text = consultationText.profile;
  // Back from topping up the wallet: this consultant's chat request, as it was typed.
  const chatDraft = useRestoredDraft<ChatRequestDraft>('chat-request');
  const restoredChat = chatDraft?.consultant.pid === pid ? chatDraft.message : undefined;
  const [requesting, setRequesting] = useState<ConsultantSheetMode | null>(
    restoredChat === undefined ? null : 'chat',
  );
  const data = consultant.data;
  const missing = isApiError(consultant.error) && consultant.error.type === 'not_found';

  return (
    <PageLayout
      title={data?.full_name ?? subPageText.consultant}
      actions={
        <Button component={Link} to={PATHS.consultants} startIcon={<ArrowForwardRounded />}>
          {text.back}
        </Button>
      }
    >
      {consultant.isPending && <PageLoader />}
      {missing && <MessageCard icon={<PersonOffOutlined />} title={text.notFound} />}
      {consultant.isError && !missing && (
        <MessageCard
          icon={<ErrorOutline />}
          title={text.loadFailed}
          action={<Button onClick={() => consultant.refetch()}>{commonText.retry}</Button>}
        />
      )}
      {data && (
        <Card variant="outlined" component="article" aria-labelledby="consultant-name">
          <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
            <Stack spacing={2.5}>
              <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
                <Avatar sx={{ bgcolor: 'primary.main', width: 64, height: 64, fontSize: 26 }}>
                  {data.first_name.at(0)}
                </Avatar>
                <Stack sx={{ flex: 1, minWidth: 0 }}>
                  <Typography id="consultant-name" variant="h6" component="h2" sx={{ fontWeight: 700 }}>
                    {text.heading}
                  </Typography>
                  {data.years_of_experience !== null && (
                    <Typography variant="body2" color="text.secondary">
                      {consultationText.consultants.experience(formatNumber(data.years_of_experience))}
                    </Typography>
                  )}
                </Stack>
                <AvailabilityChip available={data.is_available} />
              </Stack>
              <ConsultantProfileDetails consultant={data} onMode={setRequesting} />
            </Stack>
          </CardContent>
        </Card>
      )}
      {requesting && (
        <ConsultantSheet
          consultant={data ?? null}
          initialMode={requesting}
          restoredChat={restoredChat}
          onClose={() => setRequesting(null)}
        />
      )}
    </PageLayout>
  );
}
