/** Persian texts of co-counsel invitations and removals (issue 25). */
export const coCounselTexts = {
  invited: (lawyer: string) =>
    `دعوت‌نامه برای ${lawyer} فرستاده شد؛ پس از پذیرش، پرونده را در فهرست پرونده‌هایش می‌بیند.`,
  invitationCancelled: (lawyer: string) => `دعوت ${lawyer} به همکاری در این پرونده لغو شد.`,
  removed: (lawyer: string) =>
    `${lawyer} از وکلای پرونده کنار گذاشته شد؛ جلسات و ابلاغیه‌هایی که ثبت کرده بود در پرونده می‌ماند.`,
  inviteAlarmTitle: (caseTitle: string) => `دعوت به همکاری در پرونده «${caseTitle}»`,
  inviteAlarmBody: (lawyer: string, office: string) =>
    `${lawyer} از «${office}» از شما خواسته است به عنوان وکیل همکار در این پرونده کار کنید. برای پذیرش یا رد به پیشخوان بروید.`,
  acceptedAlarmTitle: (caseTitle: string) => `وکیل همکار پرونده «${caseTitle}»`,
  acceptedAlarmBody: (name: string) => `${name} دعوت شما را پذیرفت و اکنون وکیل همکار این پرونده است.`,
  declinedAlarmBody: (name: string) => `${name} دعوت شما برای همکاری در این پرونده را نپذیرفت.`,
  removedAlarmTitle: (caseTitle: string) => `پایان همکاری در پرونده «${caseTitle}»`,
  removedAlarmBody: (office: string) =>
    `«${office}» شما را از وکلای این پرونده کنار گذاشت؛ پرونده دیگر در فهرست شما نیست.`,
  accepted: (caseTitle: string) => `اکنون وکیل همکار پرونده «${caseTitle}» هستید.`,
  declined: 'دعوت‌نامه رد شد.',
  notFound: 'دعوت‌نامه یافت نشد.',
  answered: 'به این دعوت‌نامه پیش‌تر پاسخ داده شده یا لغو شده است.',
  expired: 'مهلت این دعوت‌نامه به پایان رسیده است؛ از وکیل پرونده بخواهید دوباره دعوتتان کند.',
} as const;
