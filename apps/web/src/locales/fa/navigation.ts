/** Names of the app's sections, as the drawer, the dashboard cards and the page titles show them. */
export const sectionText = {
  dashboard: { label: 'داشبورد', description: 'نمای کلی کارهای امروز' },
  clients: { label: 'موکلان', description: 'فهرست موکلان دفتر و مشخصات هر یک' },
  cases: { label: 'پرونده‌ها', description: 'پرونده‌های دفتر، اسناد و جلسات هر پرونده' },
  archive: { label: 'بایگانی', description: 'قفسه‌های بایگانی و پرونده‌های هر قفسه' },
  secretaries: { label: 'منشی‌ها', description: 'منشی‌های دفتر و دسترسی آنان' },
  fees: { label: 'دفتر مالی', description: 'حق‌الوکاله، اقساط، دریافتی‌ها و گزارش سالانه دفتر' },
  audit: { label: 'گزارش فعالیت‌ها', description: 'گزارش مشاهده، دریافت و تغییر پرونده‌ها و اسناد' },
  calendar: { label: 'تقویم', description: 'جلسات رسیدگی، مهلت‌ها و یادآورها' },
  courtNotices: { label: 'ابلاغیه‌ها', description: 'ابلاغیه‌های قضایی و هشدارهای آن‌ها' },
  myCases: { label: 'پرونده‌های من', description: 'پرونده‌هایی که وکیلتان با شما به اشتراک گذاشته است' },
  consultants: { label: 'مشاوران', description: 'یافتن مشاور حقوقی و درخواست مشاوره' },
  consultations: { label: 'مشاوره‌ها', description: 'درخواست‌های مشاوره و وضعیت آن‌ها' },
  chats: { label: 'گفتگوها', description: 'گفتگوهای برخط با مشاوران' },
  ai: { label: 'هوش مصنوعی', description: 'پرسش حقوقی از دستیار هوشمند' },
  consultantRequests: { label: 'درخواست‌ها', description: 'درخواست‌های گفتگو و مشاوره در انتظار پاسخ' },
  consultantSettings: { label: 'تنظیمات مشاور', description: 'دسترس‌پذیری، دستمزد و تخصص‌ها' },
  wallet: { label: 'کیف پول', description: 'موجودی، خرید سکه و تراکنش‌ها' },
  subscription: { label: 'اشتراک', description: 'بسته‌های اشتراک و اشتراک فعلی' },
  smsCredit: { label: 'اعتبار پیامک', description: 'موجودی و خرید بسته پیامک' },
  payments: { label: 'پرداخت‌ها', description: 'سابقه پرداخت‌های بانکی' },
  profile: { label: 'پروفایل', description: 'مشخصات، رمز عبور و امنیت حساب' },
  referral: { label: 'معرفی به دوستان', description: 'پیوند دعوت و پاداش معرفی' },
  feedback: { label: 'بازخورد', description: 'ارسال پیشنهاد و پیگیری پاسخ‌ها' },
  admin: { label: 'مدیریت سامانه', description: 'محتوا، کاربران، بسته‌ها و امور مالی سامانه' },
  adminUsers: { label: 'کاربران و نقش‌ها', description: 'حساب‌های کاربران و نقش‌های آنان' },
  adminConsultants: { label: 'بررسی مشاوران', description: 'تأیید یا رد نمایه مشاوران تازه' },
  adminConsultations: { label: 'مشاوره‌ها و اعتراض‌ها', description: 'مشاوره‌ها و رسیدگی به اعتراض موکلان' },
  adminFinance: { label: 'امور مالی سامانه', description: 'نرخ سکه، بسته‌ها، کارمزد و تسویه‌ها' },
} as const;

export const sectionGroupText = {
  office: 'دفتر وکالت',
  client: 'پرونده‌ها',
  consultation: 'مشاوره',
  money: 'امور مالی',
  account: 'حساب کاربری',
  admin: 'مدیریت',
} as const;

/** Titles of pages that sit below a section (a detail or a form). */
export const subPageText = {
  newClient: 'موکل جدید',
  client: 'مشخصات موکل',
  newCase: 'پرونده جدید',
  case: 'جزئیات پرونده',
  archiveCabinet: 'قفسه بایگانی',
  courtNotice: 'جزئیات ابلاغیه',
  myCase: 'جزئیات پرونده',
  consultation: 'جزئیات مشاوره',
  consultant: 'معرفی مشاور',
  chat: 'گفتگو',
  paymentResult: 'نتیجه پرداخت',
  faq: 'پرسش‌های متداول',
  faqItem: 'پرسش و پاسخ',
  terms: 'قوانین و مقررات',
  about: 'درباره ما',
  contact: 'تماس با ما',
  newsletterUnsubscribe: 'لغو عضویت در خبرنامه',
  accessLink: 'ورود با پیوند دسترسی',
  payLink: 'پرداخت حق‌الوکاله',
} as const;

/** What search engines and link previews say of each public page (`<meta name="description">`). */
export const pageDescriptionText = {
  home: 'وکیل‌یار؛ سامانه مدیریت دفتر وکالت و مشاوره حقوقی برخط: پرونده‌ها، موکلان، تقویم جلسات و ابلاغیه‌ها در یک جا.',
  faq: 'پاسخ پرسش‌های رایج درباره ثبت‌نام، پرونده‌ها، کیف پول، اشتراک و مشاوره حقوقی در وکیل‌یار.',
  faqItem: 'پاسخ یکی از پرسش‌های متداول کاربران وکیل‌یار.',
  terms: 'قوانین و مقررات استفاده از وکیل‌یار و سابقه نسخه‌های آن.',
  about: 'آشنایی با وکیل‌یار و گروهی که آن را می‌سازد.',
  contact: 'نشانی، تلفن و فرم تماس با پشتیبانی وکیل‌یار.',
  newsletterUnsubscribe: 'نشانی ایمیل خود را از فهرست خبرنامه وکیل‌یار خارج کنید.',
  consultants:
    'فهرست مشاوران حقوقی تأییدشده وکیل‌یار با تخصص، سابقه، امتیاز و هزینه؛ گفتگوی برخط یا وقت مشاوره بگیرید.',
  consultant: 'معرفی، تخصص‌ها، امتیاز و هزینه مشاوره یک مشاور حقوقی تأییدشده وکیل‌یار.',
  login: 'ورود یا ثبت‌نام در وکیل‌یار با شماره همراه.',
} as const;
