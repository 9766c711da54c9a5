import { describe, expect, it } from 'vitest';
import { sectionsFor } from './role-sections';

const keysFor = (...roles: Parameters<typeof sectionsFor>[0]) => sectionsFor(roles).map((s) => s.key);

describe('sections per role', () => {
  it('gives a lawyer the office, the consultants, chats and assistant of his plan, and the money', () => {
    expect(keysFor('lawyer')).toEqual([
      'dashboard',
      'laws',
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
      'consultants',
      'chats',
      'ai',
      'wallet',
      'subscription',
      'smsCredit',
      'payments',
      'profile',
      'referral',
      'feedback',
    ]);
  });

  it('keeps money and secretaries away from a secretary', () => {
    const keys = keysFor('secretary');
    expect(keys).toContain('cases');
    expect(keys).not.toContain('wallet');
    expect(keys).not.toContain('secretaries');
  });

  it('merges the roles of a lawyer who also consults, without repeats', () => {
    const keys = keysFor('lawyer', 'consultant');
    expect(keys).toContain('consultantRequests');
    expect(keys.filter((key) => key === 'wallet')).toHaveLength(1);
  });

  it('opens the law library to every role', () => {
    for (const role of ['lawyer', 'secretary', 'client', 'consultant', 'admin'] as const) {
      expect(keysFor(role)).toContain('laws');
    }
  });

  it('offers a client no office plan', () => {
    expect(keysFor('client')).not.toContain('subscription');
    expect(keysFor('client')).not.toContain('smsCredit');
  });

  it('makes no drawer group of a single section: it stands at the top beside the dashboard', () => {
    for (const role of ['lawyer', 'secretary', 'client', 'consultant', 'admin'] as const) {
      const groups = sectionsFor([role]).flatMap((section) => (section.group ? [section.group] : []));
      for (const group of new Set(groups)) {
        expect(groups.filter((g) => g === group).length, `${role}: ${group}`).toBeGreaterThan(1);
      }
    }
    expect(keysFor('client').slice(0, 4)).toEqual(['dashboard', 'calendar', 'myCases', 'laws']);
    expect(keysFor('admin')[0]).toBe('dashboard');
  });

  it('shows nothing before the roles are known', () => {
    expect(keysFor()).toEqual([]);
  });
});
