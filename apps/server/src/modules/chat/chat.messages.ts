import { coinPriceText, formatPersianNumber as fa } from '@vakilyar/contract';

/** Persian texts of consultants, consultations, chat requests, sessions and the chat socket. */
export const chatTexts = {
  // Consultants.
  consultantNotFound: 'مشاور یافت نشد.',
  consultantUnavailable: 'این مشاور در حال حاضر درخواست تازه نمی‌پذیرد.',
  cannotRequestSelf: 'نمی‌توانید از خودتان درخواست مشاوره کنید.',
  settingsSaved: 'تنظیمات مشاوره ذخیره شد.',
  settingsSentForReview: 'تنظیمات ذخیره شد و نمایه شما برای بررسی دوباره به مدیر سامانه ارسال شد.',
  licenceDocumentSaved: 'مدرک پروانه بارگذاری شد.',
  licenceDocumentNotFound: 'مدرک پروانه‌ای بارگذاری نشده است.',
  consultantApproved: 'نمایه مشاور تأیید و منتشر شد.',
  consultantRejected: 'نمایه مشاور رد شد.',

  // Consultations.
  consultationNotFound: 'درخواست مشاوره یافت نشد.',
  consultationRequested: 'درخواست مشاوره ثبت شد و هزینه آن تا پاسخ مشاور در کیف پول شما مسدود ماند.',
  consultationAccepted: 'درخواست مشاوره پذیرفته شد.',
  consultationRejected: 'درخواست مشاوره رد شد و هزینه آن به کیف پول موکل بازگشت.',
  consultationCancelled: 'درخواست مشاوره لغو شد و هزینه آن به کیف پول موکل بازگشت.',
  consultationCompleted: 'مشاوره انجام‌شده ثبت شد.',
  consultationRated: 'از امتیاز شما سپاسگزاریم.',
  consultationDisputed: 'اعتراض شما ثبت شد؛ پرداخت سهم مشاور تا بررسی مدیر سامانه متوقف ماند.',
  consultationSettled: 'اعتراض رسیدگی شد.',
  consultationNotPending: 'این درخواست مشاوره دیگر در انتظار پاسخ نیست.',
  consultationNotAccepted: 'فقط مشاوره پذیرفته‌شده را می‌توان انجام‌شده اعلام کرد.',
  consultationNotYetDue:
    'زمان این مشاوره هنوز نرسیده است؛ پس از زمان مقرر می‌توانید آن را انجام‌شده اعلام کنید.',
  consultationCannotCancel: 'این درخواست مشاوره در وضعیتی نیست که بتوان آن را لغو کرد.',
  consultationNotCompleted: 'فقط پس از انجام مشاوره می‌توان امتیاز داد یا اعتراض کرد.',
  consultationAlreadyRated: 'شما پیش‌تر به این مشاوره امتیاز داده‌اید.',
  disputeWindowClosed: 'مهلت اعتراض به این مشاوره گذشته و سهم مشاور پرداخت شده است.',
  consultationNotDisputed: 'این مشاوره اعتراض بازی ندارد.',
  preferredTimePast: 'زمان‌های پیشنهادی باید در آینده باشند.',
  scheduledTimePast: 'زمان مشاوره باید در آینده باشد.',
  consultationExpired: 'این درخواست مشاوره منقضی شده است.',

  // Chat requests.
  requestNotFound: 'درخواست گفتگو یافت نشد.',
  requestCreated: 'درخواست گفتگو ارسال شد و هزینه جلسه تا پاسخ مشاور در کیف پول شما مسدود ماند.',
  requestAccepted: 'درخواست پذیرفته شد و جلسه گفتگو آغاز شد.',
  requestRejected: 'درخواست رد شد و هزینه آن به کیف پول موکل بازگشت.',
  requestCancelled: 'درخواست گفتگو لغو شد و هزینه آن به کیف پول شما بازگشت.',
  requestAlreadyAnswered: 'به این درخواست پیش‌تر پاسخ داده شده است.',
  requestExpired: 'مهلت پاسخ به این درخواست گذشته و درخواست منقضی شده است.',
  feeAboveHeld: (held: number, exchangeRate: string) =>
    `هزینه جلسه نمی‌تواند بیش از مبلغ مسدودشده برای این درخواست، ${coinPriceText(held, exchangeRate)}، باشد.`,
  defaultRequestTitle: (consultant: string) => `گفتگو با ${consultant}`,

  // Sessions and messages.
  sessionNotFound: 'جلسه گفتگو یافت نشد.',
  sessionClosed: 'این جلسه گفتگو به پایان رسیده است و پیام تازه‌ای نمی‌پذیرد.',
  sessionAlreadyEnded: 'این جلسه گفتگو پیش‌تر به پایان رسیده است.',
  sessionEnded: 'جلسه گفتگو به پایان رسید.',
  sessionMarkedRead: 'پیام‌ها خوانده‌شده علامت خوردند.',
  onlyClientRates: 'تنها موکلِ گفتگو با مشاور می‌تواند به آن امتیاز دهد.',
  rateAfterEnd: 'پس از پایان گفتگو می‌توانید به آن امتیاز دهید.',
  alreadyRated: 'شما پیش‌تر به این گفتگو امتیاز داده‌اید.',
  sessionRated: 'امتیاز شما ثبت شد. سپاس‌گزاریم.',
  messageNotFound: 'پیام یافت نشد.',
  attachmentNotFound: 'فایل پیوست یافت نشد؛ ابتدا آن را بارگذاری کنید.',
  attachmentWrongType: 'نوع فایل پیوست با نوع پیام هم‌خوانی ندارد.',
  emptyMessage: 'متن پیام را بنویسید.',
  badFrame: 'پیام ارسالی معتبر نیست.',
  tooManyFrames: 'پیام‌ها بیش از حد سریع ارسال می‌شوند؛ کمی صبر کنید.',
  socketUnauthorized: 'اعتبار ورود شما معتبر نیست یا منقضی شده است.',
  socketForbidden: 'شما به این جلسه گفتگو دسترسی ندارید.',
  systemSenderName: 'وکیل‌یار',
  sessionStarted: (minutes: number) => `جلسه گفتگو آغاز شد. مدت جلسه: ${fa(minutes)} دقیقه.`,
  endedByClient: (reason: string | null) =>
    reason ? `موکل جلسه را به پایان رساند: ${reason}` : 'موکل جلسه را به پایان رساند.',
  endedByConsultant: (reason: string | null) =>
    reason ? `مشاور جلسه را به پایان رساند: ${reason}` : 'مشاور جلسه را به پایان رساند.',
  timeIsUp: 'زمان جلسه به پایان رسید.',
} as const;

/** In-app alarms the module sends (domain.md: chat requests, consultations). */
export const chatAlarmTexts = {
  newChatRequest: (client: string) => `درخواست گفتگوی تازه از ${client}`,
  chatAccepted: (consultant: string) => `${consultant} درخواست گفتگوی شما را پذیرفت`,
  chatRejected: (consultant: string) => `${consultant} درخواست گفتگوی شما را رد کرد`,
  chatExpired: 'درخواست گفتگوی شما بی‌پاسخ ماند و هزینه آن بازگشت',
  newConsultation: (client: string) => `درخواست مشاوره تازه از ${client}`,
  consultationAccepted: (consultant: string) => `${consultant} درخواست مشاوره شما را پذیرفت`,
  consultationRejected: (consultant: string) => `${consultant} درخواست مشاوره شما را رد کرد`,
  consultationExpired: 'درخواست مشاوره شما بی‌پاسخ ماند و هزینه آن بازگشت',
  consultationCancelled: 'درخواست مشاوره لغو شد',
  consultationDisputed: 'موکل به مشاوره اعتراض کرد؛ پرداخت سهم شما تا بررسی مدیر متوقف است',
  consultationSettled: 'اعتراض مشاوره رسیدگی شد',
  sessionEnded: 'جلسه گفتگو به پایان رسید',
  consultantApproved: 'نمایه مشاوره شما تأیید و منتشر شد',
  consultantApprovedBody:
    'برای اینکه موکلان بتوانند از شما درخواست گفتگو یا مشاوره کنند، در تنظیمات مشاوره گزینه «درخواست تازه می‌پذیرم» را روشن کنید.',
  consultantRejected: 'نمایه مشاوره شما رد شد',
} as const;

/** Texts sent by SMS (kept short: one message where possible). */
export const chatSmsTexts = {
  consultantRejected: (reason: string) =>
    `وکیل‌یار: نمایه مشاوره شما تأیید نشد. علت: ${reason} پس از اصلاح نمایه، دوباره بررسی می‌شود.`,
};
