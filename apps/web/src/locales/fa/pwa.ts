/** The installable app's texts (src/app/pwa). */
export const pwaText = {
  updateReady: 'نسخهٔ تازه آماده است',
  reload: 'به‌روزرسانی',
} as const;
