import type { RouteObject } from 'react-router';
import type { RouteHandle } from '@/features/placeholder/route-title';
import { PATHS } from '@/lib/route-paths';
import { sectionText, subPageText } from '@/locales/fa/navigation';

const loadComingSoonPage = () =>
  import('@/features/placeholder/pages/coming-soon-page').then((module) => ({
    Component: module.ComingSoonPage,
  }));

function comingSoon(path: string, title: string): RouteObject {
  const handle: RouteHandle = { title };
  return { path, handle, lazy: loadComingSoonPage };
}

/** Signed-in routes of docs/screens.md whose features are not built yet: each shows «به‌زودی». */
export const signedInComingSoonRoutes: RouteObject[] = [
  comingSoon(PATHS.clients, sectionText.clients.label),
  comingSoon(`${PATHS.clients}/new`, subPageText.newClient),
  comingSoon(`${PATHS.clients}/:pid`, subPageText.client),
  comingSoon(PATHS.cases, sectionText.cases.label),
  comingSoon(`${PATHS.cases}/new`, subPageText.newCase),
  comingSoon(`${PATHS.cases}/:pid`, subPageText.case),
  comingSoon(PATHS.archive, sectionText.archive.label),
  comingSoon(`${PATHS.archive}/:pid`, subPageText.archiveCabinet),
  comingSoon(PATHS.secretaries, sectionText.secretaries.label),
  comingSoon(PATHS.calendar, sectionText.calendar.label),
  comingSoon(PATHS.courtNotices, sectionText.courtNotices.label),
  comingSoon(`${PATHS.courtNotices}/:pid`, subPageText.courtNotice),
  comingSoon(PATHS.myCases, sectionText.myCases.label),
  comingSoon(`${PATHS.myCases}/:pid`, subPageText.myCase),
  comingSoon(PATHS.consultants, sectionText.consultants.label),
  comingSoon(PATHS.consultations, sectionText.consultations.label),
  comingSoon(`${PATHS.consultations}/:pid`, subPageText.consultation),
  comingSoon(PATHS.chats, sectionText.chats.label),
  comingSoon(`${PATHS.chats}/:pid`, subPageText.chat),
  comingSoon(PATHS.ai, sectionText.ai.label),
  comingSoon(PATHS.consultantRequests, sectionText.consultantRequests.label),
  comingSoon(PATHS.consultantSettings, sectionText.consultantSettings.label),
  comingSoon(PATHS.wallet, sectionText.wallet.label),
  comingSoon(PATHS.subscription, sectionText.subscription.label),
  comingSoon(PATHS.smsCredit, sectionText.smsCredit.label),
  comingSoon(PATHS.payments, sectionText.payments.label),
  comingSoon(PATHS.paymentResult, subPageText.paymentResult),
  comingSoon(PATHS.referral, sectionText.referral.label),
  comingSoon(PATHS.feedback, sectionText.feedback.label),
  comingSoon(`${PATHS.admin}/*`, sectionText.admin.label),
];

/** Public pages of docs/screens.md, not built yet. */
export const publicComingSoonRoutes: RouteObject[] = [
  comingSoon(PATHS.faq, subPageText.faq),
  comingSoon(`${PATHS.faq}/:pid`, subPageText.faqItem),
  comingSoon(PATHS.terms, subPageText.terms),
  comingSoon(PATHS.about, subPageText.about),
  comingSoon(PATHS.contact, subPageText.contact),
  comingSoon(`${PATHS.access}/:token`, subPageText.accessLink),
];

/** The placeholders whose paths a feature has not built yet. */
export function withoutBuilt(placeholders: RouteObject[], built: RouteObject[]): RouteObject[] {
  const builtPaths = new Set(built.map((route) => route.path));
  return placeholders.filter((route) => !builtPaths.has(route.path));
}
