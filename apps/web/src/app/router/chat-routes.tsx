import type { RouteObject } from 'react-router';

/** Signed-in pages of consultants, consultations, chats, the AI assistant, the consultant's requests and settings. */
export const chatSignedInRoutes: RouteObject[] = [];

/** Public pages of consultants, consultations, chats, the AI assistant, the consultant's requests and settings. */
export const chatPublicRoutes: RouteObject[] = [];
