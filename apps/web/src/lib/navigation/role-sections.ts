import type { Role } from '@vakilyar/contract';
import { SECTIONS, type Section, type SectionKey } from './sections';

const ACCOUNT: SectionKey[] = ['profile', 'referral', 'feedback'];
/** The law library is every role's. */
const LIBRARY: SectionKey[] = ['laws'];

/** What each role works with (docs/screens.md, docs/domain.md): a secretary sees no money. */
const ROLE_SECTIONS: Record<Role, SectionKey[]> = {
  lawyer: [
    'dashboard',
    'clients',
    'cases',
    'archive',
    'templates',
    'secretaries',
    'fees',
    'audit',
    'calendar',
    'tasks',
    'courtNotices',
    'wallet',
    'subscription',
    'smsCredit',
    'payments',
    ...LIBRARY,
    ...ACCOUNT,
  ],
  secretary: [
    'dashboard',
    'clients',
    'cases',
    'archive',
    'templates',
    'calendar',
    'tasks',
    'courtNotices',
    ...LIBRARY,
    ...ACCOUNT,
  ],
  client: [
    'dashboard',
    'myCases',
    'calendar',
    'consultants',
    'consultations',
    'chats',
    'ai',
    'wallet',
    'subscription',
    'payments',
    ...LIBRARY,
    ...ACCOUNT,
  ],
  consultant: [
    'dashboard',
    'consultantRequests',
    'consultantSettings',
    'consultations',
    'chats',
    'calendar',
    'wallet',
    'payments',
    ...LIBRARY,
    ...ACCOUNT,
  ],
  admin: [
    'dashboard',
    'admin',
    'adminUsers',
    'adminConsultants',
    'adminConsultations',
    'adminFinance',
    ...LIBRARY,
    'profile',
  ],
};

/** The sections a user with these roles may open, each once, in the drawer's order. */
export function sectionsFor(roles: readonly Role[]): Section[] {
  const allowed = new Set(roles.flatMap((role) => ROLE_SECTIONS[role]));
  return SECTIONS.filter((section) => allowed.has(section.key));
}
