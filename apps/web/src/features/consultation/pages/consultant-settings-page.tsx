import ErrorOutline from '@mui/icons-material/ErrorOutline';
import Button from '@mui/material/Button';
import { MessageCard } from '@/components/message-card';
import { PageLayout } from '@/components/page-layout';
import { PageLoader } from '@/components/page-loader';
import { commonText } from '@/locales/fa/common';
import { consultationText } from '@/locales/fa/consultation';
import { useConsultantSettings } from '../api/consultant-settings';
import { ApprovalPanel } from '../components/approval-panel';
import { LicenceDocumentPanel } from '../components/licence-document-panel';
import { SettingsForm } from '../components/settings-form';

/** /consultant/settings: my approval state, availability, fees, default session length and profile. */
export function ConsultantSettingsPage() {
  const settings = useConsultantSettings();
  const text = consultationText.settings;

  return (
    <PageLayout title={text.title}>
      {settings.isPending && <PageLoader />}
      {settings.isError && (
        <MessageCard
          icon={<ErrorOutline />}
          title={text.loadFailed}
          action={<Button onClick={() => settings.refetch()}>{commonText.retry}</Button>}
        />
      )}
      {settings.data && (
        <>
          <ApprovalPanel settings={settings.data} />
          <LicenceDocumentPanel settings={settings.data} />
          <SettingsForm key={settings.data.updated_at ?? ''} settings={settings.data} />
        </>
      )}
    </PageLayout>
  );
}
