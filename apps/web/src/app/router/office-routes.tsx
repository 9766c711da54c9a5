import type { RouteObject } from 'react-router';
import type { RouteHandle } from '@/app/router/route-handle';
import { PATHS } from '@/lib/route-paths';
import { auditText } from '@/locales/fa/audit';
import { draftingText } from '@/locales/fa/drafting';
import { sectionText, subPageText } from '@/locales/fa/navigation';
import { officeExportText } from '@/locales/fa/office-export';

const handle = (title: string): RouteHandle => ({ title });

/** The law office's pages (clients, cases, archive, secretaries, my cases, the audit log). */
export const officeSignedInRoutes: RouteObject[] = [
  {
    path: PATHS.tasks,
    handle: handle(sectionText.tasks.label),
    lazy: () =>
      import('@/features/tasks/pages/tasks-page').then((module) => ({ Component: module.TasksPage })),
  },
  {
    path: PATHS.clients,
    handle: handle(sectionText.clients.label),
    lazy: () =>
      import('@/features/clients/pages/clients-page').then((module) => ({ Component: module.ClientsPage })),
  },
  {
    path: `${PATHS.clients}/new`,
    handle: handle(subPageText.newClient),
    lazy: () =>
      import('@/features/clients/pages/new-client-page').then((module) => ({
        Component: module.NewClientPage,
      })),
  },
  {
    path: `${PATHS.clients}/:pid`,
    handle: handle(subPageText.client),
    lazy: () =>
      import('@/features/clients/pages/client-page').then((module) => ({ Component: module.ClientPage })),
  },
  {
    path: PATHS.cases,
    handle: handle(sectionText.cases.label),
    lazy: () =>
      import('@/features/cases/pages/cases-page').then((module) => ({ Component: module.CasesPage })),
  },
  {
    path: `${PATHS.cases}/new`,
    handle: handle(subPageText.newCase),
    lazy: () =>
      import('@/features/cases/pages/new-case-page').then((module) => ({ Component: module.NewCasePage })),
  },
  {
    path: `${PATHS.cases}/:pid`,
    handle: handle(subPageText.case),
    lazy: () => import('@/features/cases/pages/case-page').then((module) => ({ Component: module.CasePage })),
  },
  {
    path: `${PATHS.cases}/:pid/drafts/:draftPid`,
    handle: handle(draftingText.tab),
    lazy: () =>
      import('@/features/drafting/pages/draft-page').then((module) => ({ Component: module.DraftPage })),
  },
  {
    path: PATHS.templates,
    handle: handle(draftingText.templatesTitle),
    lazy: () =>
      import('@/features/drafting/pages/templates-page').then((module) => ({
        Component: module.TemplatesPage,
      })),
  },
  {
    path: `${PATHS.templates}/:pid`,
    handle: handle(draftingText.templateEditor.title),
    lazy: () =>
      import('@/features/drafting/pages/template-page').then((module) => ({
        Component: module.TemplatePage,
      })),
  },
  {
    path: PATHS.archive,
    handle: handle(sectionText.archive.label),
    lazy: () =>
      import('@/features/archive/pages/archive-page').then((module) => ({ Component: module.ArchivePage })),
  },
  {
    path: `${PATHS.archive}/:pid`,
    handle: handle(subPageText.archiveCabinet),
    lazy: () =>
      import('@/features/archive/pages/cabinet-page').then((module) => ({ Component: module.CabinetPage })),
  },
  {
    path: PATHS.secretaries,
    handle: handle(sectionText.secretaries.label),
    lazy: () =>
      import('@/features/secretaries/pages/secretaries-page').then((module) => ({
        Component: module.SecretariesPage,
      })),
  },
  {
    path: PATHS.myCases,
    handle: handle(sectionText.myCases.label),
    lazy: () =>
      import('@/features/my-cases/pages/my-cases-page').then((module) => ({ Component: module.MyCasesPage })),
  },
  {
    path: `${PATHS.myCases}/:pid`,
    handle: handle(subPageText.myCase),
    lazy: () =>
      import('@/features/my-cases/pages/my-case-page').then((module) => ({ Component: module.MyCasePage })),
  },
  {
    path: PATHS.audit,
    handle: handle(auditText.title),
    lazy: () =>
      import('@/features/audit/pages/audit-page').then((module) => ({ Component: module.AuditPage })),
  },
  {
    path: PATHS.fees,
    handle: handle(sectionText.fees.label),
    lazy: () =>
      import('@/features/fees/pages/books-page').then((module) => ({ Component: module.BooksPage })),
  },
  {
    path: PATHS.officeExport,
    handle: handle(officeExportText.title),
    lazy: () =>
      import('@/features/office-export/pages/office-export-page').then((module) => ({
        Component: module.OfficeExportPage,
      })),
  },
];

/** The access link a client receives by SMS: signs them in and opens the case; a texted payment link. */
export const officePublicRoutes: RouteObject[] = [
  {
    path: `${PATHS.payLink}/:token`,
    handle: handle(subPageText.payLink),
    lazy: () =>
      import('@/features/fees/pages/pay-link-page').then((module) => ({ Component: module.PayLinkPage })),
  },
  {
    path: `${PATHS.access}/:token`,
    handle: handle(subPageText.accessLink),
    lazy: () =>
      import('@/features/access-link/pages/access-link-page').then((module) => ({
        Component: module.AccessLinkPage,
      })),
  },
];
