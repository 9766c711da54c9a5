import type { Role } from '@vakilyar/contract';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { newPid, newReferralCode } from '../../core/ids.ts';
import type { Db, Executor } from '../../db/client.ts';
import { userRoles, users } from './auth.tables.ts';

export interface NewUser {
  phone: string;
  firstName: string;
  lastName: string;
  passwordHash: string | null;
  roles: Role[];
  referredById?: number | null;
}

/** Live (not deleted) users only; a deleted account's number is free to register again. */
export function createUsersRepository(db: Db) {
  const findLiveById = db
    .select()
    .from(users)
    .where(and(eq(users.id, sql.placeholder('id')), isNull(users.deletedAt)))
    .prepare('find_user_by_id');

  return {
    async findByPhone(phone: string, tx: Executor = db) {
      const [user] = await tx
        .select()
        .from(users)
        .where(and(eq(users.phone, phone), isNull(users.deletedAt)));
      return user;
    },

    async findById(id: number) {
      const [user] = await findLiveById.execute({ id });
      return user;
    },

    async findByReferralCode(code: string) {
      const [user] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.referralCode, code.toUpperCase()), isNull(users.deletedAt)));
      return user;
    },

    async rolesOf(userId: number): Promise<Role[]> {
      const rows = await db
        .select({ role: userRoles.role })
        .from(userRoles)
        .where(eq(userRoles.userId, userId));
      return rows.map((r) => r.role as Role);
    },

    async insert(input: NewUser, tx: Executor = db) {
      const [user] = await tx
        .insert(users)
        .values({
          pid: newPid(),
          phone: input.phone,
          firstName: input.firstName,
          lastName: input.lastName,
          passwordHash: input.passwordHash,
          referralCode: newReferralCode(),
          referredById: input.referredById ?? null,
        })
        .returning();
      if (!user) throw new Error('user insert returned nothing');
      await tx.insert(userRoles).values(input.roles.map((role) => ({ userId: user.id, role })));
      return user;
    },

    async setPassword(userId: number, passwordHash: string, tx: Executor = db) {
      await tx.update(users).set({ passwordHash, updatedAt: sql`now()` }).where(eq(users.id, userId));
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
