// The kinds of court notice, without schemas: the dashboard's card names them before any form loads zod.

/** ابلاغیه، اخطاریه، احضاریه، دادنامه، سایر. */
export const NOTICE_TYPES = ['notice', 'warning', 'summons', 'judgment', 'other'] as const;
export type NoticeType = (typeof NOTICE_TYPES)[number];

export const NOTICE_TYPE_LABELS: Record<NoticeType, string> = {
  notice: 'ابلاغیه',
  warning: 'اخطاریه',
  summons: 'احضاریه',
  judgment: 'دادنامه',
  other: 'سایر',
};
