export const placeholderText = {
  badge: 'به‌زودی',
  heading: 'این بخش به‌زودی در دسترس قرار می‌گیرد',
  body: (section: string) =>
    `بخش «${section}» در حال آماده‌سازی است و در به‌روزرسانی‌های آینده وکیل‌یار فعال می‌شود.`,
} as const;
