import ArrowForwardOutlined from '@mui/icons-material/ArrowForwardOutlined';
import Button from '@mui/material/Button';
import { Link, useLocation } from 'react-router';
import { PageLayout } from '@/components/page-layout';
import { PATHS } from '@/lib/route-paths';
import { adminContentText } from '@/locales/fa/admin-content';
import { ADMIN_CONTENT_SECTIONS, type AdminContentSectionKey } from '../admin-content-sections';
import { AdminOnly } from '../kit/admin-only';
import { ResourceList } from '../kit/resource-list';
import { bannersSpec } from '../sections/banners';
import { contactMessagesSpec } from '../sections/contact-messages';
import { faqCategoriesSpec } from '../sections/faq-categories';
import { FaqsSection } from '../sections/faqs';
import { feedbackSpec } from '../sections/feedback';
import { newsletterSpec } from '../sections/newsletter';
import { servicesSpec } from '../sections/services';
import { SettingsSection } from '../sections/settings-form';
import { socialSpec } from '../sections/social';
import { teamSpec } from '../sections/team';
import { termsSpec } from '../sections/terms';
import { versionsSpec } from '../sections/versions';

function SectionBody({ sectionKey, title }: { sectionKey: AdminContentSectionKey; title: string }) {
  switch (sectionKey) {
    case 'banners':
      return <ResourceList spec={bannersSpec} title={title} />;
    case 'faqs':
      return <FaqsSection title={title} />;
    case 'faqCategories':
      return <ResourceList spec={faqCategoriesSpec} title={title} />;
    case 'terms':
      return <ResourceList spec={termsSpec} title={title} />;
    case 'team':
      return <ResourceList spec={teamSpec} title={title} />;
    case 'services':
      return <ResourceList spec={servicesSpec} title={title} />;
    case 'social':
      return <ResourceList spec={socialSpec} title={title} />;
    case 'settings':
      return <SettingsSection />;
    case 'versions':
      return <ResourceList spec={versionsSpec} title={title} />;
    case 'contactMessages':
      return <ResourceList spec={contactMessagesSpec} title={title} />;
    case 'newsletter':
      return <ResourceList spec={newsletterSpec} title={title} />;
    case 'feedback':
      return <ResourceList spec={feedbackSpec} title={title} />;
  }
}

/** /admin/content/<section>: the section's list (or form), below a way back to the admin landing. */
export function AdminSectionPage() {
  const { pathname } = useLocation();
  const section = ADMIN_CONTENT_SECTIONS.find((candidate) => pathname.replace(/\/$/, '') === candidate.path);
  const title = section ? adminContentText.sections[section.key].label : adminContentText.title;

  return (
    <PageLayout
      title={title}
      actions={
        <Button component={Link} to={PATHS.admin} startIcon={<ArrowForwardOutlined />}>
          {adminContentText.backToAdmin}
        </Button>
      }
    >
      <AdminOnly>
        {section && <SectionBody key={section.key} sectionKey={section.key} title={title} />}
      </AdminOnly>
    </PageLayout>
  );
}
