import {
  API,
  coCounselInvitationPaths,
  contentPaths,
  officePaths,
  PAGE_SIZE_DEFAULT,
  type Role,
  secretaryInvitationPaths,
} from '@vakilyar/contract';
import type { EarlyCall } from '@/lib/api/early-call';

export type PlannedCall = Pick<EarlyCall, 'endpoint' | 'params'>;

const profile: PlannedCall = { endpoint: API.profile.get };
const permissions: PlannedCall = { endpoint: API.profile.rolePermissions };
/** The pid a page's pattern captured, as the router decodes it. */
const pidOf = (match: RegExpMatchArray) => decodeURIComponent(match[1] ?? '');
const firstPage = { page: 1, page_size: PAGE_SIZE_DEFAULT };
/** Invitations are listed whole on the dashboard (features/secretaries, features/cases). */
const invitations = { page: 1, page_size: 100 };

/**
 * The dashboard's calls that depend on who is signed in, sent once the profile names the roles: the
 * invitations a lawyer may have to answer (the page waits for them before drawing), and the first page of
 * the cards that list cases (features/dashboard/api/dashboard-queries.ts).
 */
function dashboardCallsOf(roles: readonly Role[]): PlannedCall[] {
  const office = roles.includes('lawyer') || roles.includes('secretary');
  return [
    ...(roles.includes('lawyer')
      ? [{ endpoint: coCounselInvitationPaths.received, params: invitations }]
      : []),
    ...(office
      ? [{ endpoint: officePaths.cases, params: { page: 1, page_size: 5, ordering: '-updated_at' } }]
      : []),
    ...(roles.includes('client')
      ? [{ endpoint: officePaths.myCases, params: { page: 1, page_size: 5 } }]
      : []),
  ];
}

/**
 * The pages people work on and the calls each asks for first, as `app/router/page-prefetches.ts` starts
 * them (a test holds the two to the same calls). Only what the address alone decides: the dashboard's cards
 * wait for the roles and the calendar's range for the date libraries, so those stay with the page's code.
 * This module is the early script's whole logic, and must import nothing but the contract's constants.
 */
const PAGES: {
  pattern: RegExp;
  calls: (match: RegExpMatchArray, search: string) => PlannedCall[];
  /** The calls that wait for the profile's roles. */
  byRoles?: (roles: readonly Role[]) => PlannedCall[];
}[] = [
  {
    pattern: /^\/dashboard$/,
    calls: () => [
      profile,
      { endpoint: contentPaths.banners, params: { placement: 'dashboard' } },
      { endpoint: secretaryInvitationPaths.received, params: invitations },
    ],
    byRoles: dashboardCallsOf,
  },
  {
    pattern: /^\/cases$/,
    calls: (_match, search) => [
      profile,
      permissions,
      ...(search ? [] : [{ endpoint: officePaths.cases, params: firstPage }]),
    ],
  },
  {
    pattern: /^\/cases\/(?!new$)([^/]+)$/,
    calls: (match) => [profile, { endpoint: officePaths.case(pidOf(match)) }],
  },
  { pattern: /^\/calendar$/, calls: () => [profile] },
  {
    pattern: /^\/my-cases$/,
    calls: (_match, search) => [
      profile,
      ...(search ? [] : [{ endpoint: officePaths.myCases, params: firstPage }]),
    ],
  },
  {
    pattern: /^\/my-cases\/([^/]+)$/,
    calls: (match) => [profile, { endpoint: officePaths.myCase(pidOf(match)) }],
  },
];

const pageAt = (pathname: string) => {
  const path = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  for (const page of PAGES) {
    const match = path.match(page.pattern);
    if (match) return { page, match };
  }
  return undefined;
};

/** The calls the page at `pathname` (with `search`, its `?…` or '') asks for first; none for other pages. */
export function earlyCallsFor(pathname: string, search: string): PlannedCall[] {
  const found = pageAt(pathname);
  return found ? found.page.calls(found.match, search) : [];
}

/** The calls the page at `pathname` asks for once the profile names the signed-in person's `roles`. */
export function earlyCallsOfRoles(pathname: string, roles: readonly Role[]): PlannedCall[] {
  return pageAt(pathname)?.page.byRoles?.(roles) ?? [];
}
