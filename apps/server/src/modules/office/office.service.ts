import { newPid } from '../../core/ids.ts';
import type { Executor } from '../../db/client.ts';
import { officeSecretaries, offices } from './office.tables.ts';

/** Every lawyer owns one office, created with the account. */
export async function createOfficeForLawyer(
  tx: Executor,
  lawyer: { id: number; firstName: string; lastName: string },
) {
  const [office] = await tx
    .insert(offices)
    .values({
      pid: newPid(),
      ownerId: lawyer.id,
      name: `دفتر وکالت ${lawyer.firstName} ${lawyer.lastName}`.trim(),
    })
    .returning();
  if (!office) throw new Error('office insert returned nothing');
  return office;
}

export async function assignSecretaryToOffice(tx: Executor, officeId: number, secretaryUserId: number) {
  await tx
    .insert(officeSecretaries)
    .values({ officeId, userId: secretaryUserId })
    .onConflictDoUpdate({ target: officeSecretaries.userId, set: { officeId } });
}
