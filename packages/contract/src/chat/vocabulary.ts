// Wire codes of the consultation and chat module, in English, with their Persian labels for the UI.

/** The fixed list a consultant picks their fields of practice from. */
export const CONSULTANT_SPECIALTIES = [
  'family',
  'criminal',
  'property',
  'commercial',
  'labor',
  'registration',
  'administrative',
  'contracts',
] as const;
export type ConsultantSpecialty = (typeof CONSULTANT_SPECIALTIES)[number];
export const CONSULTANT_SPECIALTY_LABELS: Record<ConsultantSpecialty, string> = {
  family: 'خانواده',
  criminal: 'کیفری',
  property: 'ملکی',
  commercial: 'تجاری',
  labor: 'کار',
  registration: 'ثبتی',
  administrative: 'اداری',
  contracts: 'قراردادها',
};

/** A consultant's profile is published only once an admin approved it. */
export const CONSULTANT_APPROVAL_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ConsultantApprovalStatus = (typeof CONSULTANT_APPROVAL_STATUSES)[number];
export const CONSULTANT_APPROVAL_LABELS: Record<ConsultantApprovalStatus, string> = {
  pending: 'در انتظار تأیید',
  approved: 'تأییدشده',
  rejected: 'ردشده',
};

export const CONSULTATION_KINDS = ['phone', 'in_person', 'online'] as const;
export type ConsultationKind = (typeof CONSULTATION_KINDS)[number];
export const CONSULTATION_KIND_LABELS: Record<ConsultationKind, string> = {
  phone: 'تلفنی',
  in_person: 'حضوری',
  online: 'برخط (تصویری)',
};

/**
 * pending -> accepted | rejected | expired (48 hours unanswered) | cancelled (by the client);
 * accepted -> completed | cancelled (by the consultant, refunded); completed -> disputed -> settled.
 */
export const CONSULTATION_STATUSES = [
  'pending',
  'accepted',
  'rejected',
  'expired',
  'cancelled',
  'completed',
  'disputed',
  'settled',
] as const;
export type ConsultationStatus = (typeof CONSULTATION_STATUSES)[number];
export const CONSULTATION_STATUS_LABELS: Record<ConsultationStatus, string> = {
  pending: 'در انتظار پاسخ مشاور',
  accepted: 'پذیرفته‌شده',
  rejected: 'ردشده',
  expired: 'منقضی‌شده',
  cancelled: 'لغوشده',
  completed: 'انجام‌شده',
  disputed: 'در حال بررسی اعتراض',
  settled: 'اعتراض رسیدگی‌شده',
};

/** pending -> accepted (a session opens) | rejected | expired (30 minutes unanswered) | cancelled (by the client). */
export const CHAT_REQUEST_STATUSES = ['pending', 'accepted', 'rejected', 'expired', 'cancelled'] as const;
export type ChatRequestStatus = (typeof CHAT_REQUEST_STATUSES)[number];
export const CHAT_REQUEST_STATUS_LABELS: Record<ChatRequestStatus, string> = {
  pending: 'در انتظار پاسخ مشاور',
  accepted: 'پذیرفته‌شده',
  rejected: 'ردشده',
  expired: 'منقضی‌شده',
  cancelled: 'لغوشده',
};

/** active -> completed (ended by a participant) | expired (its time ran out). */
export const CHAT_SESSION_STATUSES = ['active', 'completed', 'expired'] as const;
export type ChatSessionStatus = (typeof CHAT_SESSION_STATUSES)[number];
export const CHAT_SESSION_STATUS_LABELS: Record<ChatSessionStatus, string> = {
  active: 'در جریان',
  completed: 'پایان‌یافته',
  expired: 'پایان زمان',
};

/** `chat_type` of the socket path and `kind` of a session. */
export const CHAT_KINDS = ['consultant', 'ai'] as const;
export type ChatKind = (typeof CHAT_KINDS)[number];

/** What a person may send; `system` messages are the server's own. */
export const CHAT_MESSAGE_TYPES = ['text', 'image', 'file', 'system'] as const;
export type ChatMessageType = (typeof CHAT_MESSAGE_TYPES)[number];
export const SENDABLE_MESSAGE_TYPES = ['text', 'image', 'file'] as const;
export type SendableMessageType = (typeof SENDABLE_MESSAGE_TYPES)[number];

/** Which side of a session the caller is on. */
export const CHAT_SIDES = ['client', 'consultant'] as const;
export type ChatSide = (typeof CHAT_SIDES)[number];

export const KNOWLEDGE_KINDS = ['law_article', 'qa'] as const;
export type KnowledgeKind = (typeof KNOWLEDGE_KINDS)[number];
export const KNOWLEDGE_KIND_LABELS: Record<KnowledgeKind, string> = {
  law_article: 'متن قانون',
  qa: 'پرسش و پاسخ',
};

/** Limits and defaults both sides share (spec section 9 and domain.md). */
export const CHAT_RULES = {
  /** The client pings this often; the server answers pong. */
  pingIntervalMs: 20_000,
  reconnectAttempts: 5,
  reconnectDelayMs: 1_000,
  normalCloseCode: 1000,
  /** Close codes after one chat.error frame. */
  closeUnauthorized: 4401,
  closeForbidden: 4403,
  /** Server shutdown. */
  closeGoingAway: 1001,
  aiDefaultTitle: 'مشاوره با هوش مصنوعی',
  aiDefaultType: 'v',
  aiTimeLimitSeconds: 360,
  /** A chat request not answered in this time expires and its hold is released. */
  chatRequestTtlMinutes: 30,
  /** A consultation request not answered in this time expires and its hold is released. */
  consultationTtlHours: 48,
  maxMessageLength: 4000,
  minTimeLimitMinutes: 5,
  maxTimeLimitMinutes: 240,
  maxFeeCoins: 1_000_000,
} as const;
