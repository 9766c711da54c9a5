import { z } from 'zod';
import { zPage, zResult } from './envelope.ts';
import { zOfficeRef, zUserRef } from './office.ts';
import { SECRETARY_INVITATION_STATUSES } from './secretary-invitations.ts';

export * from './co-counsel-invitation-paths.ts';

// Issue 25: a lawyer of another office joins a case as co-counsel only after accepting, as a secretary does.

export const zCoCounselInvitationStatus = z.enum(SECRETARY_INVITATION_STATUSES);

/** How long a co-counsel invitation may be answered. */
export const CO_COUNSEL_INVITATION_DAYS = 7;

export const zCoCounselInvitation = z.object({
  pid: z.string(),
  status: zCoCounselInvitationStatus,
  /** Past `expires_at` and never answered. */
  expired: z.boolean(),
  case: z.object({ pid: z.string(), title: z.string() }),
  office: zOfficeRef,
  /** The lawyer who asked. */
  lawyer: zUserRef,
  invitee: zUserRef,
  created_at: z.string(),
  expires_at: z.string(),
  answered_at: z.string().nullable(),
});
export const zCoCounselInvitationPage = zPage(zCoCounselInvitation);
export const zCoCounselInvitationMutationResponse = zResult(
  zCoCounselInvitation.extend({ message: z.string() }),
);

export type CoCounselInvitation = z.output<typeof zCoCounselInvitation>;
