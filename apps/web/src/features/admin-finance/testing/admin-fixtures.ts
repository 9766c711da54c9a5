import type {
  AdminUserDetail,
  CoinPackage,
  LedgerCheckReport,
  PayoutRequest,
  Profile,
  SubscriptionPackage,
} from '@vakilyar/contract';
import { lawyerProfile } from '@/test/fixtures';

/** Test data of the admin's money and users pages. */
export const adminProfile: Profile = {
  ...lawyerProfile,
  pid: 'usr_admin',
  first_name: 'نرگس',
  last_name: 'صادقی',
  roles: ['admin'],
};

export const rate = {
  pid: 'cs_2',
  exchange_rate: 10_000,
  currency: 'IRR' as const,
  updated_at: '2025-03-21T08:30:00Z',
};
export const olderRate = { ...rate, pid: 'cs_1', exchange_rate: 8_000.5, updated_at: '2025-01-20T08:30:00Z' };

export const adminCoinPackages: CoinPackage[] = [
  {
    pid: 'cp_10',
    name: 'بسته آغاز',
    value: 10,
    amount: 100_000,
    amount_toman: 10_000,
    is_active: true,
    sort_order: 1,
  },
  {
    pid: 'cp_50',
    name: 'بسته اقتصادی',
    value: 50,
    amount: 500_000,
    amount_toman: 50_000,
    is_active: false,
    sort_order: 2,
  },
];

export const basicPlan: SubscriptionPackage = {
  pid: 'sp_basic',
  name: 'پایه',
  description: 'برای وکیلان تازه‌کار',
  price: 150,
  duration_days: 30,
  limits: { cases: 20, ai_chats_per_month: null, included_sms: 50 },
  is_active: true,
  sort_order: 1,
};

export const pendingPayout: PayoutRequest = {
  pid: 'wd_1',
  coins: 120,
  sheba: 'IR820540102680020817909002',
  status: 'pending',
  status_label: 'در انتظار بررسی',
  reject_reason: null,
  paid_reference: null,
  created_at: '2025-03-21T08:30:00Z',
  decided_at: null,
  user: { pid: 'usr_consultant', first_name: 'حسین', last_name: 'محمدی', phone: '09120000004' },
};

export const balancedReport: LedgerCheckReport = {
  ok: true,
  accounts_checked: 5,
  entries: 1_240,
  movements: 620,
  total: 0,
  mismatches: [],
  unbalanced_movements: [],
  system_balances: { 'platform:cash': -2_000, 'platform:revenue': 1_500, 'platform:rewards': 500 },
  duration_ms: 12,
};

export const consultantDetail: AdminUserDetail = {
  pid: 'usr_consultant',
  first_name: 'حسین',
  last_name: 'محمدی',
  phone: '09120000004',
  email: null,
  roles: ['consultant'],
  is_active: true,
  created_at: '2025-03-21T08:30:00Z',
  last_sign_in_at: '2025-04-01T10:00:00Z',
  has_password: true,
  referral_code: 'HOSSEIN1',
  office: null,
  wallet: { balance: 800, held: 120 },
  active_sessions: 2,
  deactivated_at: null,
  deactivation_reason: null,
};

export const consultantWallet = {
  user: { pid: 'usr_consultant', first_name: 'حسین', last_name: 'محمدی', phone: '09120000004' },
  balance: 800,
  held: 120,
  total_in: 1_000,
  total_out: 80,
};

export const ledgerEntry = {
  movement_pid: 'mv_1',
  kind: 'fee_share' as const,
  kind_label: 'درآمد مشاوره',
  bucket: 'available' as const,
  amount: 200,
  description: 'سهم مشاوره با علی رضایی',
  created_at: '2025-03-21T08:30:00Z',
};
