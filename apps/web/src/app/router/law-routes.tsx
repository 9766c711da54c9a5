import type { RouteObject } from 'react-router';
import type { RouteHandle } from '@/app/router/route-handle';
import { PATHS } from '@/lib/route-paths';
import { pageDescriptionText, sectionText, subPageText } from '@/locales/fa/navigation';

const handle = (title: string, description?: string): RouteHandle => ({ title, description });

/** The law library: open to visitors (the public frame) and to every role (the app's frame). */
export const lawOpenRoutes: RouteObject[] = [
  {
    path: PATHS.laws,
    handle: handle(sectionText.laws.label, pageDescriptionText.laws),
    lazy: () =>
      import('@/features/law-library/pages/laws-page').then((module) => ({ Component: module.LawsPage })),
  },
  {
    path: `${PATHS.laws}/:law`,
    handle: handle(subPageText.law, pageDescriptionText.law),
    lazy: () =>
      import('@/features/law-library/pages/law-page').then((module) => ({ Component: module.LawPage })),
  },
  {
    path: `${PATHS.laws}/:law/:article`,
    handle: handle(subPageText.lawArticle, pageDescriptionText.lawArticle),
    lazy: () =>
      import('@/features/law-library/pages/article-page').then((module) => ({
        Component: module.ArticlePage,
      })),
  },
];
