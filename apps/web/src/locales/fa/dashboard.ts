import type { Role } from '@vakilyar/contract';

export const dashboardText = {
  title: 'داشبورد',
  greeting: (name: string) => `${name} گرامی، خوش آمدید`,
  today: (date: string) => `امروز ${date}`,
  quickAccess: 'دسترسی سریع',
  consultantReview: {
    action: { pending: 'تکمیل نمایه', rejected: 'اصلاح و ارسال دوباره' },
  },
  roleIntro: {
    lawyer: 'پرونده‌ها، موکلان و جلسات دفتر خود را از اینجا مدیریت کنید.',
    secretary: 'کارهای روزانه دفتر وکالت را از اینجا پیگیری کنید.',
    client: 'پرونده‌ها و مشاوره‌های خود را از اینجا دنبال کنید.',
    consultant: 'به درخواست‌های مشاوره پاسخ دهید و گفتگوهای خود را پیگیری کنید.',
    admin: 'محتوا، کاربران و امور مالی سامانه را از اینجا مدیریت کنید.',
  } satisfies Record<Role, string>,
} as const;
