import type { Db } from '../../db/client.ts';
import { hashPassword } from '../auth/passwords.ts';
import type { UsersRepository } from '../auth/users.repository.ts';
import { assignSecretaryToOffice, createOfficeForLawyer } from '../office/office.service.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo.accounts.ts';

/** The demo users of the README, once, on a database that has none of them yet. */
export async function seedDemoData(db: Db, users: UsersRepository): Promise<boolean> {
  const first = DEMO_ACCOUNTS[0];
  if (!first || (await users.findByPhone(first.phone))) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    let officeId: number | undefined;
    for (const account of DEMO_ACCOUNTS) {
      const user = await users.insert({ ...account, passwordHash, roles: [account.role] }, tx);
      if (account.role === 'lawyer') officeId = (await createOfficeForLawyer(tx, user)).id;
      if (account.role === 'secretary' && officeId) await assignSecretaryToOffice(tx, officeId, user.id);
    }
  });
  return true;
}
