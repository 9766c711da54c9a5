/** Paths relative to the API base, like `officePaths`. */
export const coCounselInvitationPaths = {
  /** The signed-in lawyer's pending invitations to work on another office's case. */
  received: '/lawyer-office/v1/co-counsel-invitations/',
  accept: (pid: string) => `/lawyer-office/v1/co-counsel-invitations/${pid}/accept/`,
  decline: (pid: string) => `/lawyer-office/v1/co-counsel-invitations/${pid}/decline/`,
};
