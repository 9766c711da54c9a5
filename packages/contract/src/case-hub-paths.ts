/** Relative to the API base `/api`, like every path of the contract. */
const lo = '/lawyer-office/v1';

export const caseHubPaths = {
  thread: (casePid: string) => `${lo}/cases/${casePid}/thread/`,
  threadUpload: (casePid: string) => `${lo}/cases/${casePid}/thread/upload/`,
  threadFile: (casePid: string, messagePid: string) =>
    `${lo}/cases/${casePid}/thread/${messagePid}/download/`,
  clientSmsPreview: '/court-calendar/v1/events/client_sms_preview/',
} as const;
