import type { AdminUserDetail, Role } from '@vakilyar/contract';
import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { conflict, fieldError, notFound } from '../../core/errors.ts';
import type { Db, Tx } from '../../db/client.ts';
import type { Actor } from '../auth/actor.ts';
import { userRoles, users } from '../auth/auth.tables.ts';
import type { TokenService } from '../auth/tokens.service.ts';
import { createOfficeForLawyer } from '../office/office.service.ts';
import { offices } from '../office/tables/offices.ts';
import { adminTexts } from './admin.messages.ts';
import { adminUserBlocks } from './admin.tables.ts';
import { readUserDetail } from './admin-users.repository.ts';

export type UserChange = AdminUserDetail & { message: string };

// Every change that can take away an admin (a role change, a deactivation) takes this lock first,
// so two admins demoting each other at the same moment cannot both succeed and leave none.
const ADMIN_SET_LOCK = 7_243_201;

/** Locks a live user's row for the change and answers it; 404 when there is none. */
async function lockUser(tx: Tx, pid: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(${ADMIN_SET_LOCK})`);
  const [user] = await tx
    .select({ id: users.id, pid: users.pid, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(and(eq(users.pid, pid), isNull(users.deletedAt)))
    .for('update');
  if (!user) throw notFound(adminTexts.userNotFound);
  const roles = await tx
    .select({ role: userRoles.role })
    .from(userRoles)
    .where(eq(userRoles.userId, user.id));
  const [block] = await tx
    .select({ userId: adminUserBlocks.userId })
    .from(adminUserBlocks)
    .where(eq(adminUserBlocks.userId, user.id));
  return { ...user, roles: roles.map((r) => r.role as Role), isActive: !block };
}

/** Refuses a change that would leave the platform without an active admin. */
async function assertAnotherActiveAdmin(tx: Tx, userId: number): Promise<void> {
  const [other] = await tx
    .select({ id: users.id })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .leftJoin(adminUserBlocks, eq(adminUserBlocks.userId, users.id))
    .where(
      and(
        eq(userRoles.role, 'admin'),
        ne(users.id, userId),
        isNull(users.deletedAt),
        isNull(adminUserBlocks.userId),
      ),
    )
    .limit(1);
  if (!other) throw conflict(adminTexts.lastAdmin);
}

/** The admin's changes to a user's account; each is one transaction and answers the user as it now is. */
export function createAdminUsersService(db: Db, tokens: TokenService) {
  /**
   * Sets the user's roles to exactly `roles`. A new lawyer gets their office (kept, not deleted, when
   * the role goes: the cases stay for when it comes back). An admin keeps their own admin role, and the
   * last active admin keeps theirs.
   */
  async function setRoles(actor: Actor, pid: string, roles: Role[]): Promise<UserChange> {
    return db.transaction(async (tx) => {
      const user = await lockUser(tx, pid);
      const granted = roles.filter((role) => !user.roles.includes(role));
      const removed = user.roles.filter((role) => !roles.includes(role));
      if (removed.includes('admin')) {
        if (user.id === actor.userId) throw fieldError('roles', adminTexts.ownAdminRole);
        if (user.isActive) await assertAnotherActiveAdmin(tx, user.id);
      }
      if (removed.length) {
        await tx
          .delete(userRoles)
          .where(and(eq(userRoles.userId, user.id), inArray(userRoles.role, removed)));
      }
      if (granted.length) {
        await tx.insert(userRoles).values(granted.map((role) => ({ userId: user.id, role })));
      }
      if (granted.includes('lawyer')) {
        const [office] = await tx
          .select({ id: offices.id })
          .from(offices)
          .where(eq(offices.ownerId, user.id));
        if (!office) await createOfficeForLawyer(tx, user);
      }
      const message =
        granted.length || removed.length
          ? adminTexts.rolesChanged(granted, removed)
          : adminTexts.rolesUnchanged;
      return { ...(await readUserDetail(tx, pid)), message };
    });
  }

  /** Refuses every new sign-in and ends every session at once: the next request with an old token is a 401. */
  async function deactivate(actor: Actor, pid: string, reason: string | undefined): Promise<UserChange> {
    return db.transaction(async (tx) => {
      const user = await lockUser(tx, pid);
      if (user.id === actor.userId) throw conflict(adminTexts.deactivateSelf);
      if (!user.isActive) throw conflict(adminTexts.alreadyInactive);
      if (user.roles.includes('admin')) await assertAnotherActiveAdmin(tx, user.id);
      await tx
        .insert(adminUserBlocks)
        .values({ userId: user.id, reason: reason || null, blockedById: actor.userId });
      await tokens.revokeAllSessions(user.id, 'deactivated_by_admin', tx);
      return { ...(await readUserDetail(tx, pid)), message: adminTexts.deactivated };
    });
  }

  /** Lets the user sign in again; their old sessions stay ended. */
  async function activate(pid: string): Promise<UserChange> {
    return db.transaction(async (tx) => {
      const user = await lockUser(tx, pid);
      if (user.isActive) throw conflict(adminTexts.alreadyActive);
      await tx.delete(adminUserBlocks).where(eq(adminUserBlocks.userId, user.id));
      return { ...(await readUserDetail(tx, pid)), message: adminTexts.activated };
    });
  }

  return { setRoles, deactivate, activate };
}

export type AdminUsersService = ReturnType<typeof createAdminUsersService>;
