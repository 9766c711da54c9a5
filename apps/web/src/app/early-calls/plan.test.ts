import { describe, expect, it } from 'vitest';
import { earlyCallsFor, earlyCallsOfRoles } from './plan';

const profile = { endpoint: '/user/v1/profile/get-profile/' };
const permissions = { endpoint: '/permissions/v1/role-permissions/' };

describe('the early script’s plan (issue 23)', () => {
  it('asks for the profile, the permissions and the first page of the unfiltered case list on /cases', () => {
    expect(earlyCallsFor('/cases', '')).toEqual([
      profile,
      permissions,
      { endpoint: '/lawyer-office/v1/cases/', params: { page: 1, page_size: 20 } },
    ]);
    expect(earlyCallsFor('/cases/', '')).toHaveLength(3);
  });

  it('leaves a filtered list to the page, which builds its query from the address', () => {
    expect(earlyCallsFor('/cases', '?search=x')).toEqual([profile, permissions]);
    expect(earlyCallsFor('/my-cases', '?page=2')).toEqual([profile]);
  });

  it('asks for a case by the pid in the address, decoded', () => {
    expect(earlyCallsFor('/cases/c%201', '')).toEqual([
      profile,
      { endpoint: '/lawyer-office/v1/cases/c 1/' },
    ]);
  });

  it('asks for the dashboard’s invitations at once, and for its lists once the profile names the roles', () => {
    expect(earlyCallsFor('/dashboard', '')).toContainEqual({
      endpoint: '/lawyer-office/v1/secretary-invitations/',
      params: { page: 1, page_size: 100 },
    });
    expect(earlyCallsOfRoles('/dashboard', ['lawyer']).map((call) => call.endpoint)).toEqual([
      '/lawyer-office/v1/co-counsel-invitations/',
      '/lawyer-office/v1/cases/',
    ]);
    expect(earlyCallsOfRoles('/dashboard', ['secretary']).map((call) => call.endpoint)).toEqual([
      '/lawyer-office/v1/cases/',
    ]);
    expect(earlyCallsOfRoles('/dashboard', ['client']).map((call) => call.endpoint)).toEqual([
      '/lawyer-office/v1/my-cases/',
    ]);
    expect(earlyCallsOfRoles('/cases', ['lawyer'])).toEqual([]);
  });

  it('sends nothing for the pages it does not know, nor for the pages beside a case', () => {
    for (const path of ['/cases/new', '/cases/c1/drafts/d1', '/clients', '/', '/login', '/laws'])
      expect(earlyCallsFor(path, ''), path).toEqual([]);
  });
});
