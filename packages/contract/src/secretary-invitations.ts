import { z } from 'zod';
import { zPage, zResult } from './envelope.ts';
import { zOfficeRef, zUserRef } from './office.ts';

export * from './secretary-invitation-paths.ts';

// Issue 13 (consent): joining an office as a secretary is an invitation the person accepts or declines.

export const SECRETARY_INVITATION_STATUSES = ['pending', 'accepted', 'declined', 'cancelled'] as const;
export const zSecretaryInvitationStatus = z.enum(SECRETARY_INVITATION_STATUSES);

/** How long an invitation may be answered; later it reads as expired and cannot be accepted. */
export const SECRETARY_INVITATION_DAYS = 7;

export const zSecretaryInvitation = z.object({
  pid: z.string(),
  status: zSecretaryInvitationStatus,
  /** Past `expires_at` and never answered. */
  expired: z.boolean(),
  office: zOfficeRef,
  lawyer: zUserRef,
  invitee: zUserRef.extend({ mobile: z.string() }),
  created_at: z.string(),
  expires_at: z.string(),
  answered_at: z.string().nullable(),
});
export const zSecretaryInvitationResponse = zResult(zSecretaryInvitation);
export const zSecretaryInvitationPage = zPage(zSecretaryInvitation);
export const zSecretaryInvitationList = zResult(z.array(zSecretaryInvitation));
export const zSecretaryInvitationMutationResponse = zResult(
  zSecretaryInvitation.extend({ message: z.string() }),
);

export type SecretaryInvitation = z.output<typeof zSecretaryInvitation>;
