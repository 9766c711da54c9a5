import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/test-app.ts';
import { createIsolatedTestApp } from '../../../test/test-app.ts';
import { AppError } from '../../core/errors.ts';
import { userRoles } from '../auth/auth.tables.ts';
import { adminUserBlocks } from './admin.tables.ts';
import { type AdminUsersService, createAdminUsersService } from './admin-users.service.ts';
import { call, makeUser, type TestUser, USERS } from './test-helpers.ts';

// Only this file's admins exist in its database, so "the last admin" means what it says.
let t: TestApp;
let service: AdminUsersService;
let first: TestUser;
let second: TestUser;

beforeAll(async () => {
  t = await createIsolatedTestApp();
  service = createAdminUsersService(t.database.db, t.services.tokens);
});
afterAll(() => t?.close());

beforeEach(async () => {
  await t.database.db.delete(userRoles).where(eq(userRoles.role, 'admin'));
  await t.database.db.delete(adminUserBlocks);
  first = await makeUser(t, ['admin']);
  second = await makeUser(t, ['admin']);
});

const actorOf = (user: TestUser) => t.services.tokens.authenticate(user.access);
const activeAdmins = async () => {
  const rows = await t.database.db
    .select({ userId: userRoles.userId, blocked: adminUserBlocks.userId })
    .from(userRoles)
    .leftJoin(adminUserBlocks, eq(adminUserBlocks.userId, userRoles.userId))
    .where(eq(userRoles.role, 'admin'));
  return rows.filter((row) => row.blocked === null).length;
};
const refusal = (outcome: PromiseSettledResult<unknown>) =>
  outcome.status === 'rejected' && outcome.reason instanceof AppError ? outcome.reason : null;

describe('the last active admin', () => {
  it('survives two admins demoting each other at the same moment', async () => {
    const [a, b] = [await actorOf(first), await actorOf(second)];
    const outcomes = await Promise.allSettled([
      service.setRoles(a, second.pid, ['client']),
      service.setRoles(b, first.pid, ['client']),
    ]);
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    const refused = outcomes.map(refusal).find(Boolean);
    expect(refused?.code).toBe('conflict');
    expect(refused?.message).toBe(
      'این کاربر تنها مدیر فعال سامانه است؛ پیش از این کار، مدیر دیگری تعیین کنید.',
    );
    expect(await activeAdmins()).toBe(1);
  });

  it('survives two admins deactivating each other at the same moment', async () => {
    const [a, b] = [await actorOf(first), await actorOf(second)];
    const outcomes = await Promise.allSettled([
      service.deactivate(a, second.pid, undefined),
      service.deactivate(b, first.pid, undefined),
    ]);
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    expect(outcomes.map(refusal).find(Boolean)?.code).toBe('conflict');
    expect(await activeAdmins()).toBe(1);
  });

  it('survives one demoting while the other deactivates, through HTTP too', async () => {
    const answers = await Promise.all([
      call(t, 'PATCH', `${USERS}/${second.pid}/roles/`, first.access, { roles: ['client'] }),
      call(t, 'POST', `${USERS}/${first.pid}/deactivate/`, second.access, {}),
    ]);
    // The loser is refused as the last admin (409), or is no admin any more when its request is read (404)
    // or has no session any more (401).
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => [401, 404, 409].includes(s))).toHaveLength(1);
    expect(await activeAdmins()).toBe(1);
  });

  it('counts a deactivated admin as no admin', async () => {
    const third = await makeUser(t, ['admin']);
    const response = await call(t, 'POST', `${USERS}/${second.pid}/deactivate/`, first.access, {});
    expect(response.statusCode).toBe(200);
    // Left: first and third. A deactivated admin losing the role changes nothing for the count.
    expect(
      (await call(t, 'PATCH', `${USERS}/${second.pid}/roles/`, first.access, { roles: ['client'] }))
        .statusCode,
    ).toBe(200);
    const [a, c] = [await actorOf(first), await actorOf(third)];
    const outcomes = await Promise.allSettled([
      service.setRoles(a, third.pid, ['client']),
      service.setRoles(c, first.pid, ['client']),
    ]);
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    expect(await activeAdmins()).toBe(1);
  });
});
