import type { RouteObject } from 'react-router';
import type { RouteHandle } from '@/app/router/route-handle';
import { ADMIN_CONTENT_SECTIONS } from '@/features/admin-content/admin-content-sections';
import { PATHS } from '@/lib/route-paths';
import { adminContentText } from '@/locales/fa/admin-content';
import { commonText } from '@/locales/fa/common';
import { pageDescriptionText, sectionText, subPageText } from '@/locales/fa/navigation';

const handle = (title: string, description?: string): RouteHandle => ({ title, description });

/** The admin's content pages: the landing with a card per section, then one page per section. */
const adminRoutes: RouteObject[] = [
  {
    path: PATHS.admin,
    handle: handle(sectionText.admin.label),
    lazy: () =>
      import('@/features/admin-content/pages/admin-home-page').then((module) => ({
        Component: module.AdminHomePage,
      })),
  },
  ...ADMIN_CONTENT_SECTIONS.map(
    (section): RouteObject => ({
      path: section.path,
      handle: handle(adminContentText.sections[section.key].label),
      lazy: () =>
        import('@/features/admin-content/pages/admin-section-page').then((module) => ({
          Component: module.AdminSectionPage,
        })),
    }),
  ),
];

/** Feedback, the referral link, and the admin's content pages. */
export const contentSignedInRoutes: RouteObject[] = [
  {
    path: PATHS.feedback,
    handle: handle(sectionText.feedback.label),
    lazy: () =>
      import('@/features/feedback/pages/feedback-page').then((module) => ({
        Component: module.FeedbackPage,
      })),
  },
  {
    path: PATHS.referral,
    handle: handle(sectionText.referral.label),
    lazy: () =>
      import('@/features/referral/pages/referral-page').then((module) => ({
        Component: module.ReferralPage,
      })),
  },
  ...adminRoutes,
];

/** The public site: the home page at `/` for everyone, FAQs, terms, about, contact and leaving the newsletter. */
export const contentPublicRoutes: RouteObject[] = [
  {
    index: true,
    handle: handle(commonText.appTagline, pageDescriptionText.home),
    lazy: () =>
      import('@/features/content/pages/home-page').then((module) => ({ Component: module.HomePage })),
  },
  {
    path: PATHS.faq,
    handle: handle(subPageText.faq, pageDescriptionText.faq),
    lazy: () => import('@/features/content/pages/faq-page').then((module) => ({ Component: module.FaqPage })),
  },
  {
    path: `${PATHS.faq}/:pid`,
    handle: handle(subPageText.faqItem, pageDescriptionText.faqItem),
    lazy: () =>
      import('@/features/content/pages/faq-item-page').then((module) => ({ Component: module.FaqItemPage })),
  },
  {
    path: PATHS.terms,
    handle: handle(subPageText.terms, pageDescriptionText.terms),
    lazy: () =>
      import('@/features/content/pages/terms-page').then((module) => ({ Component: module.TermsPage })),
  },
  {
    path: PATHS.about,
    handle: handle(subPageText.about, pageDescriptionText.about),
    lazy: () =>
      import('@/features/content/pages/about-page').then((module) => ({ Component: module.AboutPage })),
  },
  {
    path: PATHS.contact,
    handle: handle(subPageText.contact, pageDescriptionText.contact),
    lazy: () =>
      import('@/features/content/pages/contact-page').then((module) => ({ Component: module.ContactPage })),
  },
  {
    path: PATHS.newsletterUnsubscribe,
    handle: handle(subPageText.newsletterUnsubscribe, pageDescriptionText.newsletterUnsubscribe),
    lazy: () =>
      import('@/features/content/pages/newsletter-unsubscribe-page').then((module) => ({
        Component: module.NewsletterUnsubscribePage,
      })),
  },
];
