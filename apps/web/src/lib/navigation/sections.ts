import AccountBalanceOutlined from '@mui/icons-material/AccountBalanceOutlined';
import AccountBalanceWalletOutlined from '@mui/icons-material/AccountBalanceWalletOutlined';
import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import BadgeOutlined from '@mui/icons-material/BadgeOutlined';
import CalendarMonthOutlined from '@mui/icons-material/CalendarMonthOutlined';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined';
import FeedbackOutlined from '@mui/icons-material/FeedbackOutlined';
import FolderOutlined from '@mui/icons-material/FolderOutlined';
import FolderSharedOutlined from '@mui/icons-material/FolderSharedOutlined';
import ForumOutlined from '@mui/icons-material/ForumOutlined';
import GavelOutlined from '@mui/icons-material/GavelOutlined';
import HowToRegOutlined from '@mui/icons-material/HowToRegOutlined';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import LocalLibraryOutlined from '@mui/icons-material/LocalLibraryOutlined';
import ManageAccountsOutlined from '@mui/icons-material/ManageAccountsOutlined';
import MoveToInboxOutlined from '@mui/icons-material/MoveToInboxOutlined';
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import PeopleAltOutlined from '@mui/icons-material/PeopleAltOutlined';
import PersonOutlined from '@mui/icons-material/PersonOutlined';
import QuestionAnswerOutlined from '@mui/icons-material/QuestionAnswerOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import ShareOutlined from '@mui/icons-material/ShareOutlined';
import SmartToyOutlined from '@mui/icons-material/SmartToyOutlined';
import SmsOutlined from '@mui/icons-material/SmsOutlined';
import SupportAgentOutlined from '@mui/icons-material/SupportAgentOutlined';
import TaskAltOutlined from '@mui/icons-material/TaskAltOutlined';
import WorkspacePremiumOutlined from '@mui/icons-material/WorkspacePremiumOutlined';
import type SvgIcon from '@mui/material/SvgIcon';
import {
  ADMIN_CONSULTANTS_PATH,
  ADMIN_CONSULTATIONS_PATH,
  ADMIN_FINANCE_PATH,
  ADMIN_USERS_PATH,
} from '@/features/admin-finance/admin-paths';
import { PATHS } from '@/lib/route-paths';
import type { sectionGroupText, sectionText } from '@/locales/fa/navigation';

export type SectionKey = keyof typeof sectionText;
export type SectionGroup = keyof typeof sectionGroupText;

export interface Section {
  key: SectionKey;
  path: string;
  Icon: typeof SvgIcon;
  /** The drawer's subheader; the dashboard stands above every group. */
  group?: SectionGroup;
}

/** Every section of the app, in the order the drawer lists them. */
export const SECTIONS: readonly Section[] = [
  { key: 'dashboard', path: PATHS.dashboard, Icon: DashboardOutlined },
  { key: 'clients', path: PATHS.clients, Icon: PeopleAltOutlined, group: 'office' },
  { key: 'cases', path: PATHS.cases, Icon: FolderOutlined, group: 'office' },
  { key: 'archive', path: PATHS.archive, Icon: Inventory2Outlined, group: 'office' },
  { key: 'templates', path: PATHS.templates, Icon: DescriptionOutlined, group: 'office' },
  { key: 'secretaries', path: PATHS.secretaries, Icon: BadgeOutlined, group: 'office' },
  { key: 'fees', path: PATHS.fees, Icon: AccountBalanceOutlined, group: 'office' },
  { key: 'audit', path: PATHS.audit, Icon: FactCheckOutlined, group: 'office' },
  { key: 'calendar', path: PATHS.calendar, Icon: CalendarMonthOutlined, group: 'office' },
  { key: 'tasks', path: PATHS.tasks, Icon: TaskAltOutlined, group: 'office' },
  { key: 'courtNotices', path: PATHS.courtNotices, Icon: GavelOutlined, group: 'office' },
  { key: 'myCases', path: PATHS.myCases, Icon: FolderSharedOutlined, group: 'client' },
  { key: 'consultants', path: PATHS.consultants, Icon: SupportAgentOutlined, group: 'consultation' },
  { key: 'consultations', path: PATHS.consultations, Icon: QuestionAnswerOutlined, group: 'consultation' },
  {
    key: 'consultantRequests',
    path: PATHS.consultantRequests,
    Icon: MoveToInboxOutlined,
    group: 'consultation',
  },
  {
    key: 'consultantSettings',
    path: PATHS.consultantSettings,
    Icon: ManageAccountsOutlined,
    group: 'consultation',
  },
  { key: 'chats', path: PATHS.chats, Icon: ForumOutlined, group: 'consultation' },
  { key: 'ai', path: PATHS.ai, Icon: SmartToyOutlined, group: 'consultation' },
  { key: 'laws', path: PATHS.laws, Icon: LocalLibraryOutlined, group: 'library' },
  { key: 'wallet', path: PATHS.wallet, Icon: AccountBalanceWalletOutlined, group: 'money' },
  { key: 'subscription', path: PATHS.subscription, Icon: WorkspacePremiumOutlined, group: 'money' },
  { key: 'smsCredit', path: PATHS.smsCredit, Icon: SmsOutlined, group: 'money' },
  { key: 'payments', path: PATHS.payments, Icon: ReceiptLongOutlined, group: 'money' },
  { key: 'admin', path: PATHS.admin, Icon: AdminPanelSettingsOutlined, group: 'admin' },
  { key: 'adminUsers', path: ADMIN_USERS_PATH, Icon: ManageAccountsOutlined, group: 'admin' },
  { key: 'adminConsultants', path: ADMIN_CONSULTANTS_PATH, Icon: HowToRegOutlined, group: 'admin' },
  { key: 'adminConsultations', path: ADMIN_CONSULTATIONS_PATH, Icon: GavelOutlined, group: 'admin' },
  { key: 'adminFinance', path: ADMIN_FINANCE_PATH, Icon: PaymentsOutlined, group: 'admin' },
  { key: 'profile', path: PATHS.profile, Icon: PersonOutlined, group: 'account' },
  { key: 'referral', path: PATHS.referral, Icon: ShareOutlined, group: 'account' },
  { key: 'feedback', path: PATHS.feedback, Icon: FeedbackOutlined, group: 'account' },
];
