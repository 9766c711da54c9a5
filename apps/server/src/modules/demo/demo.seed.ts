import type { Role } from '@vakilyar/contract';
import type { Db } from '../../db/client.ts';
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

/** The demo users of the README and each module's demo records, once, on a database that has none. */
export async function seedDemoData(db: Db, users: UsersRepository): Promise<boolean> {
  const first = DEMO_ACCOUNTS[0];
  if (!first || (await users.findByPhone(first.phone))) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
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
  });
  return true;
}
