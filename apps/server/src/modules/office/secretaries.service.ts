import type { PageQuery } from '@vakilyar/contract';
import { and, asc, count, desc, eq, isNull, sql } from 'drizzle-orm';
import { conflict, fieldError, notFound } from '../../core/errors.ts';
import type { ModuleContext } from '../../core/module-context.ts';
import { orderingFor, pageWindow } from '../../core/paging.ts';
import type { Executor } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/pg-errors.ts';
import { userRoles, users } from '../auth/auth.tables.ts';
import { announceOfficeLeft } from '../auth/session-cache/auth-changes.ts';
import { assertCan, type Caller, type OfficeContext, officeOf, requireOffice } from './access.ts';
import { appendAudit } from './audit-chain.ts';
import { createInvitationsService } from './invitations.service.ts';
import { officeTexts } from './office.messages.ts';
import { maskMobile, peopleSearch, personNamed } from './people-directory.ts';
import { officeSecretaries } from './tables/offices.ts';

const secretaryColumns = {
  id: users.id,
  pid: users.pid,
  first_name: users.firstName,
  last_name: users.lastName,
  mobile: users.phone,
  hasPassword: sql<boolean>`${users.passwordHash} is not null`,
  assignedAt: officeSecretaries.assignedAt,
};

interface SecretaryRow {
  pid: string;
  first_name: string;
  last_name: string;
  mobile: string | null;
  hasPassword: boolean;
  assignedAt: Date;
}

const present = (r: SecretaryRow) => ({
  pid: r.pid,
  first_name: r.first_name,
  last_name: r.last_name,
  mobile: r.mobile ?? '',
  has_password: r.hasPassword,
  assigned_at: r.assignedAt.toISOString(),
});

/**
 * Issue 13 (consent): the secretary role lives only as long as an office holds the person. An account that
 * is something else too (a client, a consultant, an admin) loses it when its last office lets it go; an
 * account made only to be a secretary keeps it, so it can still sign in and be invited again.
 */
async function dropSecretaryRoleIfOfficeless(tx: Executor, userId: number): Promise<void> {
  const [held] = await tx
    .select({ officeId: officeSecretaries.officeId })
    .from(officeSecretaries)
    .where(eq(officeSecretaries.userId, userId))
    .limit(1);
  if (held) return;
  const others = await tx
    .select({ role: userRoles.role })
    .from(userRoles)
    .where(and(eq(userRoles.userId, userId), sql`${userRoles.role} <> 'secretary'`));
  if (others.length) {
    await tx.delete(userRoles).where(and(eq(userRoles.userId, userId), eq(userRoles.role, 'secretary')));
  }
}

export function createSecretariesService(ctx: ModuleContext) {
  const { db, users: usersRepo } = ctx;
  const invitations = createInvitationsService(ctx);

  function selectSecretaries(tx: Executor = db) {
    return tx
      .select(secretaryColumns)
      .from(officeSecretaries)
      .innerJoin(users, eq(users.id, officeSecretaries.userId));
  }

  async function list(caller: Caller, query: PageQuery) {
    const office = await requireOffice(db, caller, 'secretary.manage');
    const where = and(eq(officeSecretaries.officeId, office.officeId), peopleSearch(query.search));
    const order = orderingFor(
      { assigned_at: officeSecretaries.assignedAt, last_name: users.lastName, first_name: users.firstName },
      query.ordering,
      [desc(officeSecretaries.assignedAt)],
    );
    const { limit, offset } = pageWindow(query);
    const [rows, [total]] = await Promise.all([
      selectSecretaries()
        .where(where)
        .orderBy(...order)
        .limit(limit)
        .offset(offset),
      db
        .select({ n: count() })
        .from(officeSecretaries)
        .innerJoin(users, eq(users.id, officeSecretaries.userId))
        .where(where),
    ]);
    return { count: total?.n ?? 0, results: rows.map(present) };
  }

  /** A secretary of the caller's office (404 otherwise); only the lawyer may act on them (403). */
  async function findOwn(caller: Caller, pid: string) {
    const office = await officeOf(db, caller);
    if (!office) throw notFound(officeTexts.secretaryNotFound);
    const [found] = await selectSecretaries().where(
      and(eq(users.pid, pid), eq(officeSecretaries.officeId, office.officeId)),
    );
    if (!found) throw notFound(officeTexts.secretaryNotFound);
    assertCan(caller, office.role, 'secretary.manage');
    return { office, found };
  }

  async function checkAssignable(caller: Caller, office: OfficeContext, userId: number) {
    if (userId === caller.userId) throw fieldError('mobile', officeTexts.secretaryIsYou);
    // A lawyer works in their own office; on another's case they are co-counsel, never a secretary.
    if ((await usersRepo.rolesOf(userId)).includes('lawyer'))
      throw fieldError('mobile', officeTexts.secretaryIsLawyer);
    const [current] = await db
      .select({ officeId: officeSecretaries.officeId })
      .from(officeSecretaries)
      .where(eq(officeSecretaries.userId, userId));
    if (current) {
      throw conflict(
        current.officeId === office.officeId
          ? officeTexts.secretaryAlreadyYours
          : officeTexts.secretaryElsewhere,
      );
    }
  }

  /** `lawyer/v1/secretaries` POST: invites an existing user by mobile, or a new account with the names given. */
  async function create(caller: Caller, input: { mobile: string; first_name?: string; last_name?: string }) {
    const office = await requireOffice(db, caller, 'secretary.manage');
    let user = await usersRepo.findByPhone(input.mobile);
    if (user) await checkAssignable(caller, office, user.id);
    if (!user) {
      if (!input.first_name || !input.last_name) {
        throw fieldError(input.first_name ? 'last_name' : 'first_name', officeTexts.secretaryNeedsName);
      }
      const names = { firstName: input.first_name, lastName: input.last_name };
      user = await usersRepo
        .insert({ phone: input.mobile, ...names, passwordHash: null, roles: ['secretary'] })
        .catch(async (error: unknown) => {
          // Registered meanwhile: take the account that won.
          const existing = isUniqueViolation(error) ? await usersRepo.findByPhone(input.mobile) : undefined;
          if (!existing) throw error;
          return existing;
        });
    }
    return invitations.invite(caller, office, user.id);
  }

  /** `offices/assign-secretary`: invites a secretary found in the directory (pid), or a user by mobile. */
  async function assign(caller: Caller, input: { secretary_id?: string; mobile?: string }) {
    const office = await requireOffice(db, caller, 'secretary.manage');
    const [user] = input.secretary_id
      ? await db
          .select({ id: users.id })
          .from(users)
          .innerJoin(userRoles, and(eq(userRoles.userId, users.id), eq(userRoles.role, 'secretary')))
          .where(and(eq(users.pid, input.secretary_id), isNull(users.deletedAt)))
      : [await usersRepo.findByPhone(input.mobile ?? '')];
    if (!user) {
      throw input.secretary_id
        ? fieldError('secretary_id', officeTexts.secretaryNotFound)
        : fieldError('mobile', officeTexts.secretaryNoAccount);
    }
    await checkAssignable(caller, office, user.id);
    return invitations.invite(caller, office, user.id);
  }

  async function get(caller: Caller, pid: string) {
    return present((await findOwn(caller, pid)).found);
  }

  /** Names change only for an account the office made (a secretary and nothing else). */
  async function update(caller: Caller, pid: string, input: { first_name?: string; last_name?: string }) {
    const { office, found } = await findOwn(caller, pid);
    const roles = await usersRepo.rolesOf(found.id);
    if (roles.some((r) => r !== 'secretary')) throw fieldError('first_name', officeTexts.secretaryOwnAccount);
    await db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({ firstName: input.first_name, lastName: input.last_name, updatedAt: sql`now()` })
        .where(eq(users.id, found.id));
      await appendAudit(tx, {
        officeId: office.officeId,
        actor: caller,
        access: office.role,
        action: 'update',
        entityType: 'secretary',
        entityPid: pid,
        entityLabel: `${input.first_name ?? found.first_name} ${input.last_name ?? found.last_name}`,
      });
    });
    return get(caller, pid);
  }

  /** Ends the secretary's work in the office: from the next request on, nothing of it is theirs. */
  async function remove(caller: Caller, pid: string) {
    const { office, found } = await findOwn(caller, pid);
    await db.transaction(async (tx) => {
      await tx
        .delete(officeSecretaries)
        .where(and(eq(officeSecretaries.userId, found.id), eq(officeSecretaries.officeId, office.officeId)));
      await dropSecretaryRoleIfOfficeless(tx, found.id);
      await announceOfficeLeft(tx, found.id);
      await appendAudit(tx, {
        officeId: office.officeId,
        actor: caller,
        access: office.role,
        action: 'delete',
        entityType: 'secretary',
        entityPid: pid,
        entityLabel: `${found.first_name} ${found.last_name}`,
      });
    });
  }

  /** Whose office the caller works in: a secretary sees their lawyer; a lawyer sees their secretaries. */
  async function info(caller: Caller) {
    const office = await officeOf(db, caller);
    if (!office) throw notFound(officeTexts.noOffice);
    const [lawyer] = await db
      .select({ pid: users.pid, first_name: users.firstName, last_name: users.lastName, mobile: users.phone })
      .from(users)
      .where(eq(users.id, office.ownerId));
    const rows = await selectSecretaries()
      .where(
        and(
          eq(officeSecretaries.officeId, office.officeId),
          office.role === 'secretary' ? eq(officeSecretaries.userId, caller.userId) : undefined,
        ),
      )
      .orderBy(asc(officeSecretaries.assignedAt));
    return {
      office: { pid: office.officePid, name: office.officeName },
      lawyer: {
        pid: lawyer?.pid ?? '',
        first_name: lawyer?.first_name ?? '',
        last_name: lawyer?.last_name ?? '',
        mobile: lawyer?.mobile ?? '',
      },
      secretaries: rows.map(present),
    };
  }

  /** The platform's secretaries, to assign one: names and a masked number only. */
  async function directory(caller: Caller, query: PageQuery) {
    const office = await requireOffice(db, caller, 'secretary.manage');
    const named = personNamed(query.search);
    if (!named) return { count: 0, results: [] };
    const where = and(isNull(users.deletedAt), named);
    const { limit, offset } = pageWindow(query);
    const base = () =>
      db
        .select({
          pid: users.pid,
          first_name: users.firstName,
          last_name: users.lastName,
          phone: users.phone,
          officeId: officeSecretaries.officeId,
        })
        .from(users)
        .innerJoin(userRoles, and(eq(userRoles.userId, users.id), eq(userRoles.role, 'secretary')))
        .leftJoin(officeSecretaries, eq(officeSecretaries.userId, users.id));
    const [rows, [total]] = await Promise.all([
      base().where(where).orderBy(asc(users.lastName), asc(users.id)).limit(limit).offset(offset),
      db
        .select({ n: count() })
        .from(users)
        .innerJoin(userRoles, and(eq(userRoles.userId, users.id), eq(userRoles.role, 'secretary')))
        .where(where),
    ]);
    const mine = { pid: office.officePid, name: office.officeName };
    return {
      count: total?.n ?? 0,
      results: rows.map((r) => ({
        pid: r.pid,
        first_name: r.first_name,
        last_name: r.last_name,
        mobile_masked: maskMobile(r.phone),
        office: r.officeId === office.officeId ? mine : null,
        in_my_office: r.officeId === office.officeId,
      })),
    };
  }

  return { list, create, assign, get, update, remove, info, directory, invitations };
}
