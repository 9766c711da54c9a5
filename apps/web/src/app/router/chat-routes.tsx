import type { RouteObject } from 'react-router';
import type { RouteHandle } from '@/app/router/route-handle';
import { PATHS } from '@/lib/route-paths';
import { pageDescriptionText, sectionText, subPageText } from '@/locales/fa/navigation';

const handle = (title: string, description?: string): RouteHandle => ({ title, description });

/** Consultants, consultations, chats, the AI assistant, the consultant's requests and settings. */
export const chatSignedInRoutes: RouteObject[] = [
  {
    path: PATHS.consultations,
    handle: handle(sectionText.consultations.label),
    lazy: () =>
      import('@/features/consultation/pages/consultations-page').then((module) => ({
        Component: module.ConsultationsPage,
      })),
  },
  {
    path: `${PATHS.consultations}/:pid`,
    handle: handle(subPageText.consultation),
    lazy: () =>
      import('@/features/consultation/pages/consultation-page').then((module) => ({
        Component: module.ConsultationPage,
      })),
  },
  {
    path: PATHS.chats,
    handle: handle(sectionText.chats.label),
    lazy: () =>
      import('@/features/chat/pages/chats-page').then((module) => ({ Component: module.ChatsPage })),
  },
  {
    path: `${PATHS.chats}/:pid`,
    handle: handle(subPageText.chat),
    lazy: () =>
      import('@/features/chat/pages/chat-room-page').then((module) => ({ Component: module.ChatRoomPage })),
  },
  {
    path: PATHS.ai,
    handle: handle(sectionText.ai.label),
    lazy: () => import('@/features/chat/pages/ai-page').then((module) => ({ Component: module.AiPage })),
  },
  {
    path: PATHS.consultantRequests,
    handle: handle(sectionText.consultantRequests.label),
    lazy: () =>
      import('@/features/consultation/pages/consultant-requests-page').then((module) => ({
        Component: module.ConsultantRequestsPage,
      })),
  },
  {
    path: PATHS.consultantSettings,
    handle: handle(sectionText.consultantSettings.label),
    lazy: () =>
      import('@/features/consultation/pages/consultant-settings-page').then((module) => ({
        Component: module.ConsultantSettingsPage,
      })),
  },
];

/** Public pages of consultants, consultations, chats, the AI assistant, the consultant's requests and settings. */
export const chatPublicRoutes: RouteObject[] = [];

/** The consultants directory and a consultant's profile: open to visitors, who sign in only to request. */
export const chatOpenRoutes: RouteObject[] = [
  {
    path: PATHS.consultants,
    handle: handle(sectionText.consultants.label, pageDescriptionText.consultants),
    lazy: () =>
      import('@/features/consultation/pages/consultants-page').then((module) => ({
        Component: module.ConsultantsPage,
      })),
  },
  {
    path: `${PATHS.consultants}/:pid`,
    handle: handle(subPageText.consultant, pageDescriptionText.consultant),
    lazy: () =>
      import('@/features/consultation/pages/consultant-profile-page').then((module) => ({
        Component: module.ConsultantProfilePage,
      })),
  },
];
