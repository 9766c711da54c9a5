import { Navigate, type RouteObject } from 'react-router';
import type { RouteHandle } from '@/app/router/route-handle';
import {
  ADMIN_CONSULTANTS_PATH,
  ADMIN_CONSULTATIONS_PATH,
  ADMIN_FINANCE_PATH,
  ADMIN_USERS_PATH,
  type FinanceTabKey,
} from '@/features/admin-finance/admin-paths';
import { ADMIN_HOLIDAYS_PATH } from '@/features/admin-holidays/holidays-path';
import { ADMIN_KNOWLEDGE_PATH } from '@/features/admin-knowledge/knowledge-path';
import { adminConsultantsText } from '@/locales/fa/admin-consultants';
import { adminConsultationsText } from '@/locales/fa/admin-consultations';
import { adminFinanceText } from '@/locales/fa/admin-finance';
import { adminHolidaysText } from '@/locales/fa/admin-holidays';
import { adminKnowledgeText } from '@/locales/fa/admin-knowledge';
import { adminUsersText } from '@/locales/fa/admin-users';

const handle = (title: string): RouteHandle => ({ title });
const tabHandle = (key: FinanceTabKey) => handle(adminFinanceText.tabs[key]);
const tabs = () => import('@/features/admin-finance/pages/finance-tabs');

/** The admin's pages for money (rate, packages, settings, payouts, the ledger check), users and roles. */
export const adminSignedInRoutes: RouteObject[] = [
  {
    path: ADMIN_FINANCE_PATH,
    handle: handle(adminFinanceText.title),
    lazy: () =>
      import('@/features/admin-finance/pages/finance-page').then((module) => ({
        Component: module.FinancePage,
      })),
    children: [
      { index: true, element: <Navigate to="rate" replace /> },
      {
        path: 'rate',
        handle: tabHandle('rate'),
        lazy: () => tabs().then((module) => ({ Component: module.CoinRateTab })),
      },
      {
        path: 'coin-packages',
        handle: tabHandle('coinPackages'),
        lazy: () => tabs().then((module) => ({ Component: module.CoinPackagesEditor })),
      },
      {
        path: 'subscriptions',
        handle: tabHandle('subscriptions'),
        lazy: () => tabs().then((module) => ({ Component: module.SubscriptionPackagesEditor })),
      },
      {
        path: 'sms',
        handle: tabHandle('sms'),
        lazy: () => tabs().then((module) => ({ Component: module.SmsPackagesEditor })),
      },
      {
        path: 'settings',
        handle: tabHandle('settings'),
        lazy: () => tabs().then((module) => ({ Component: module.FinanceSettingsTab })),
      },
      {
        path: 'payouts',
        handle: tabHandle('payouts'),
        lazy: () => tabs().then((module) => ({ Component: module.PayoutsTab })),
      },
      {
        path: 'fee-payouts',
        handle: tabHandle('feePayouts'),
        lazy: () => tabs().then((module) => ({ Component: module.FeePayoutsTab })),
      },
      {
        path: 'ledger',
        handle: tabHandle('ledger'),
        lazy: () => tabs().then((module) => ({ Component: module.LedgerCheckTab })),
      },
    ],
  },
  {
    path: ADMIN_USERS_PATH,
    handle: handle(adminUsersText.title),
    lazy: () =>
      import('@/features/admin-users/pages/users-page').then((module) => ({ Component: module.UsersPage })),
  },
  {
    path: `${ADMIN_USERS_PATH}/:pid`,
    handle: handle(adminUsersText.userTitle),
    lazy: () =>
      import('@/features/admin-users/pages/user-page').then((module) => ({ Component: module.UserPage })),
  },
  {
    path: ADMIN_CONSULTANTS_PATH,
    handle: handle(adminConsultantsText.title),
    lazy: () =>
      import('@/features/admin-consultants/pages/consultants-review-page').then((module) => ({
        Component: module.ConsultantsReviewPage,
      })),
  },
  {
    path: ADMIN_CONSULTATIONS_PATH,
    handle: handle(adminConsultationsText.title),
    lazy: () =>
      import('@/features/admin-consultations/pages/admin-consultations-page').then((module) => ({
        Component: module.AdminConsultationsPage,
      })),
  },
  {
    path: ADMIN_HOLIDAYS_PATH,
    handle: handle(adminHolidaysText.title),
    lazy: () =>
      import('@/features/admin-holidays/pages/holidays-page').then((module) => ({
        Component: module.HolidaysPage,
      })),
  },
  {
    path: ADMIN_KNOWLEDGE_PATH,
    handle: handle(adminKnowledgeText.title),
    lazy: () =>
      import('@/features/admin-knowledge/pages/knowledge-page').then((module) => ({
        Component: module.KnowledgePage,
      })),
  },
];
