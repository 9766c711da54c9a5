import type { Role } from '@vakilyar/contract';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.ts';
import { users as usersTable } from '../auth/auth.tables.ts';
import { hashPassword } from '../auth/passwords.ts';
import type { UsersRepository } from '../auth/users.repository.ts';
import { assignSecretaryToOffice, createOfficeForLawyer } from '../office/office.service.ts';
import { seedCalendarDemo } from './calendar.demo.ts';
import { seedChatDemo } from './chat.demo.ts';
import { seedContentDemo } from './content.demo.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, type DemoUsers } from './demo.accounts.ts';
import { seedMoneyDemo } from './money.demo.ts';
import { seedNotificationDemo } from './notification.demo.ts';
import { seedOfficeDemo } from './office.demo.ts';

/** Held for the seeding transaction: processes starting together seed once (the migrations' lock is 7243101). */
const SEED_LOCK = 7243102;

const isSeeded = async (executor: Executor, phone: string) =>
  (
    await executor
      .select({ id: usersTable.id })
      .from(usersTable)
      .where(and(eq(usersTable.phone, phone), isNull(usersTable.deletedAt)))
      .limit(1)
  ).length > 0;

/**
 * The demo users of the README and each module's demo records, once, on a database that has none. The
 * check is made again under a transaction lock, so a second process starting at the same moment waits
 * for the first one's seeding and then finds it done (issue 19: it used to fail on the demo users' keys).
 */
export async function seedDemoData(db: Db, users: UsersRepository): Promise<boolean> {
  const first = DEMO_ACCOUNTS[0];
  if (!first || (await isSeeded(db, first.phone))) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    if (await isSeeded(tx, first.phone)) return false;
    const created: Partial<Record<Role, { id: number; pid: string; phone: string }>> = {};
    for (const account of DEMO_ACCOUNTS) {
      const user = await users.insert({ ...account, passwordHash, roles: [account.role] }, tx);
      created[account.role] = { id: user.id, pid: user.pid, phone: account.phone };
    }
    const { lawyer, secretary } = created;
    if (!lawyer || !secretary) throw new Error('demo accounts are incomplete');
    const office = await createOfficeForLawyer(tx, {
      id: lawyer.id,
      firstName: first.firstName,
      lastName: first.lastName,
    });
    await assignSecretaryToOffice(tx, office.id, secretary.id);
    const demo = { ...created, officeId: office.id } as DemoUsers;
    await seedOfficeDemo(tx, demo);
    await seedMoneyDemo(tx, demo);
    await seedNotificationDemo(tx, demo);
    await seedCalendarDemo(tx, demo);
    await seedContentDemo(tx, demo);
    await seedChatDemo(tx, demo);
    return true;
  });
}
