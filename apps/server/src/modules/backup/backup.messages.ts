/** Persian texts of the backups the admin sees. */
export const backupTexts = {
  alreadyRunning: 'یک پشتیبان‌گیری در حال انجام است؛ پس از پایان آن دوباره تلاش کنید.',
};
