const lo = '/lawyer-office/v1';
const lw = '/lawyer/v1';

/** Paths relative to the API base, like `officePaths`. */
export const secretaryInvitationPaths = {
  /** The lawyer's pending invitations; DELETE one to cancel it. */
  sent: `${lw}/secretaries/invitations/`,
  sentOne: (pid: string) => `${lw}/secretaries/invitations/${pid}/`,
  /** The signed-in person's pending invitations, to accept or decline. */
  received: `${lo}/secretary-invitations/`,
  accept: (pid: string) => `${lo}/secretary-invitations/${pid}/accept/`,
  decline: (pid: string) => `${lo}/secretary-invitations/${pid}/decline/`,
};
