import CategoryOutlined from '@mui/icons-material/CategoryOutlined';
import ContactMailOutlined from '@mui/icons-material/ContactMailOutlined';
import FeedbackOutlined from '@mui/icons-material/FeedbackOutlined';
import GavelOutlined from '@mui/icons-material/GavelOutlined';
import Groups2Outlined from '@mui/icons-material/Groups2Outlined';
import HelpOutlineOutlined from '@mui/icons-material/HelpOutlineOutlined';
import MarkEmailReadOutlined from '@mui/icons-material/MarkEmailReadOutlined';
import PhonelinkSetupOutlined from '@mui/icons-material/PhonelinkSetupOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import ShareOutlined from '@mui/icons-material/ShareOutlined';
import ViewCarouselOutlined from '@mui/icons-material/ViewCarouselOutlined';
import WorkOutlineOutlined from '@mui/icons-material/WorkOutlineOutlined';
import type SvgIcon from '@mui/material/SvgIcon';
import { PATHS } from '@/lib/route-paths';
import type { adminContentText } from '@/locales/fa/admin-content';

export type AdminContentSectionKey = keyof typeof adminContentText.sections;
export type AdminContentGroup = keyof typeof adminContentText.groups;

export interface AdminContentSection {
  key: AdminContentSectionKey;
  path: string;
  Icon: typeof SvgIcon;
  group: AdminContentGroup;
}

const base = `${PATHS.admin}/content`;

/** Every content section of the admin, in the order of the landing page's cards. */
export const ADMIN_CONTENT_SECTIONS: readonly AdminContentSection[] = [
  { key: 'banners', path: `${base}/banners`, Icon: ViewCarouselOutlined, group: 'site' },
  { key: 'services', path: `${base}/services`, Icon: WorkOutlineOutlined, group: 'site' },
  { key: 'faqs', path: `${base}/faqs`, Icon: HelpOutlineOutlined, group: 'site' },
  { key: 'faqCategories', path: `${base}/faq-categories`, Icon: CategoryOutlined, group: 'site' },
  { key: 'terms', path: `${base}/terms`, Icon: GavelOutlined, group: 'site' },
  { key: 'team', path: `${base}/team`, Icon: Groups2Outlined, group: 'site' },
  { key: 'social', path: `${base}/social`, Icon: ShareOutlined, group: 'site' },
  { key: 'contactMessages', path: `${base}/contact-messages`, Icon: ContactMailOutlined, group: 'inbox' },
  { key: 'feedback', path: `${base}/feedback`, Icon: FeedbackOutlined, group: 'inbox' },
  { key: 'newsletter', path: `${base}/newsletter`, Icon: MarkEmailReadOutlined, group: 'inbox' },
  { key: 'settings', path: `${base}/settings`, Icon: SettingsOutlined, group: 'system' },
  { key: 'versions', path: `${base}/versions`, Icon: PhonelinkSetupOutlined, group: 'system' },
];

export const ADMIN_CONTENT_GROUPS: readonly AdminContentGroup[] = ['site', 'inbox', 'system'];
