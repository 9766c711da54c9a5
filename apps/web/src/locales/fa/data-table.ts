/** The shared table of the desktop lists: its density choice and how a sorted column reads aloud. */
export const dataTableText = {
  density: 'تراکم ردیف‌ها',
  comfortable: 'عادی',
  compact: 'فشرده',
  sortedAscending: 'مرتب‌شده به ترتیب صعودی',
  sortedDescending: 'مرتب‌شده به ترتیب نزولی',
  sortBy: (column: string) => `مرتب‌سازی بر اساس ${column}`,
} as const;
