import { BAR_ASSOCIATION_LABELS, type OfficeCard, type zOfficeCardRequest } from '@vakilyar/contract';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { forbidden } from '../../core/errors.ts';
import type { Executor } from '../../db/client.ts';
import type { Actor } from '../auth/actor.ts';
import { requireOffice } from './access.ts';
import { officeTexts } from './office.messages.ts';
import { offices } from './tables/offices.ts';

type BarAssociation = keyof typeof BAR_ASSOCIATION_LABELS;

async function read(db: Executor, officeId: number, canEdit: boolean): Promise<OfficeCard> {
  const [row] = await db.select().from(offices).where(eq(offices.id, officeId));
  if (!row) throw forbidden(officeTexts.noOffice);
  const bar = row.barAssociation as BarAssociation | null;
  return {
    pid: row.pid,
    name: row.name,
    licence_no: row.licenceNo,
    bar_association: bar,
    bar_association_label: bar ? BAR_ASSOCIATION_LABELS[bar] : null,
    address: row.address,
    can_edit: canEdit,
  };
}

/** The caller's office card: its lawyer and secretaries read it. */
export async function officeCard(db: Executor, caller: Actor): Promise<OfficeCard> {
  const office = await requireOffice(db, caller, 'office.view');
  return read(db, office.officeId, office.role === 'owner');
}

/** The office's lawyer changes the card; a secretary may not. */
export async function saveOfficeCard(
  db: Executor,
  caller: Actor,
  card: z.output<typeof zOfficeCardRequest>,
): Promise<OfficeCard> {
  const office = await requireOffice(db, caller, 'office.view');
  if (office.role !== 'owner') throw forbidden(officeTexts.onlyLawyerEditsOffice);
  await db
    .update(offices)
    .set({
      name: card.name,
      licenceNo: card.licence_no ?? null,
      barAssociation: card.bar_association ?? null,
      address: card.address ?? null,
    })
    .where(eq(offices.id, office.officeId));
  return read(db, office.officeId, true);
}
