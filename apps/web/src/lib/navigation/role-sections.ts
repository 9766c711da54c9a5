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
    // The plan includes the assistant, and a lawyer may consult a colleague like anyone else.
    'consultants',
    'chats',
    'ai',
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
    // Plans are the office's (cases, SMS): a client buys coins only.
    'wallet',
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

/**
 * The sections a user with these roles may open, each once, in the drawer's order. A group that would
 * hold a single section is no group: that section stands at the top beside the dashboard.
 */
export function sectionsFor(roles: readonly Role[]): Section[] {
  const allowed = new Set(roles.flatMap((role) => ROLE_SECTIONS[role]));
  const sections = SECTIONS.filter((section) => allowed.has(section.key));
  const sizeOf = (group: Section['group']) => sections.filter((section) => section.group === group).length;
  const alone = sections
    .filter((section) => !section.group || sizeOf(section.group) === 1)
    .map(({ group: _group, ...section }) => section);
  return [...alone, ...sections.filter((section) => section.group && sizeOf(section.group) > 1)];
}
