/** The public site: header, footer, newsletter, home, FAQ, terms, about and contact pages. */
export const siteText = {
  navLabel: 'صفحه‌های سایت',
  openMenu: 'باز کردن فهرست صفحه‌ها',
  nav: {
    home: 'خانه',
    consultants: 'مشاوران',
    laws: 'کتابخانه قوانین',
    faq: 'پرسش‌های متداول',
    about: 'درباره ما',
    contact: 'تماس با ما',
    terms: 'قوانین و مقررات',
  },
  signIn: 'ورود / ثبت‌نام',
  toDashboard: 'ورود به داشبورد',
  footer: {
    label: 'پانویس سایت',
    pages: 'دسترسی سریع',
    contact: 'ارتباط با ما',
    social: 'ما را دنبال کنید',
    phone: 'تلفن پشتیبانی',
    email: 'ایمیل',
    address: 'نشانی',
    hours: 'ساعات پاسخگویی',
    defaultAbout:
      'وکیل‌یار سامانه‌ای برای اداره دفتر وکالت و دریافت مشاوره حقوقی برخط است؛ پرونده‌ها، اسناد، جلسات و ابلاغیه‌ها در یک جا.',
    copyright: (year: string, name: string) => `© ${year} ${name}. همه حقوق محفوظ است.`,
  },
  loadFailed: 'دریافت اطلاعات این صفحه ممکن نشد.',
} as const;

export const newsletterText = {
  heading: 'خبرنامه',
  hint: 'تازه‌های حقوقی و خبرهای وکیل‌یار را در ایمیل خود دریافت کنید.',
  email: 'نشانی ایمیل',
  submit: 'عضویت',
  done: 'نشانی شما در خبرنامه ثبت شد.',
  unsubscribeLink: 'لغو عضویت در خبرنامه',
} as const;

export const unsubscribeText = {
  title: 'لغو عضویت در خبرنامه',
  hint: 'نشانی ایمیلی را که در خبرنامه ثبت کرده‌اید بنویسید تا دیگر ایمیلی از خبرنامه وکیل‌یار برای آن فرستاده نشود.',
  email: 'نشانی ایمیل',
  submit: 'لغو عضویت',
  /** When the server's answer carries no text of its own. */
  done: 'درخواست لغو عضویت شما در خبرنامه ثبت شد.',
  failed: 'لغو عضویت انجام نشد؛ لطفاً دوباره تلاش کنید.',
  again: 'لغو عضویت نشانی دیگر',
} as const;

export const homeText = {
  hero: {
    kicker: 'سامانه هوشمند دفتر وکالت',
    heading: 'دفتر وکالت شما، منظم و همیشه در دسترس',
    body: 'پرونده‌ها، موکلان، اسناد، جلسات رسیدگی و ابلاغیه‌ها را یک‌جا و با تقویم شمسی مدیریت کنید و برای موکلان خود مشاوره حقوقی برخط فراهم آورید.',
    secondary: 'آشنایی با خدمات',
    points: ['حفظ محرمانگی اسناد', 'یادآوری جلسات و مهلت‌ها', 'مشاوره برخط با وکلای مجرب'],
  },
  /** The made-up office day drawn beside the hero: what the product looks like, not real data. */
  preview: {
    heading: 'امروز در دفتر',
    date: 'شنبه ۷ آذر ۱۴۰۵',
    items: [
      { time: '۰۹:۳۰', title: 'جلسه رسیدگی', detail: 'شعبه ۱۲ دادگاه عمومی حقوقی تهران' },
      { time: '۱۱:۰۰', title: 'پایان مهلت تجدیدنظرخواهی', detail: 'پرونده مطالبه وجه چک' },
      { time: '۱۴:۰۰', title: 'مشاوره برخط', detail: 'پرسش درباره قرارداد اجاره' },
    ],
    notice: 'ابلاغیه تازه دریافت شد',
    reminder: 'یادآور پیامکی برای موکل ارسال شد',
  },
  stats: {
    label: 'وکیل‌یار در یک نگاه',
    lawyers: 'وکیل و دفتر وکالت',
    consultants: 'مشاور حقوقی',
    consultations: 'مشاوره انجام‌شده',
  },
  banners: {
    label: 'اطلاعیه‌ها',
    previous: 'بنر قبلی',
    next: 'بنر بعدی',
    goTo: (index: string) => `نمایش بنر ${index}`,
    dashboardLabel: 'اطلاعیه‌های وکیل‌یار',
    more: 'بیشتر بدانید',
  },
  services: {
    heading: 'خدمات وکیل‌یار',
    hint: 'هر آنچه یک دفتر وکالت و موکلان آن برای پیگیری امور حقوقی نیاز دارند.',
    more: 'بیشتر بدانید',
    /** Read with the link, never shown: six «بیشتر بدانید» links must say where each one goes. */
    moreAbout: (title: string) => ` درباره ${title}`,
  },
  steps: {
    heading: 'چگونه کار می‌کند؟',
    hint: 'در سه گام ساده، کار با وکیل‌یار را آغاز کنید.',
    items: [
      {
        title: 'ثبت‌نام با شماره همراه',
        body: 'با شماره تلفن همراه و کد تأیید پیامکی، در کمتر از یک دقیقه حساب کاربری خود را بسازید.',
      },
      {
        title: 'تشکیل پرونده یا درخواست مشاوره',
        body: 'وکیل، پرونده‌ها و اسناد دفتر را ثبت می‌کند و موکل، از مشاوران حقوقی سامانه مشاوره می‌گیرد.',
      },
      {
        title: 'پیگیری آسوده',
        body: 'جلسات رسیدگی، مهلت‌ها و ابلاغیه‌ها را در تقویم شمسی ببینید و به‌موقع یادآوری دریافت کنید.',
      },
    ],
  },
  consultants: {
    heading: 'مشاوران برگزیده',
    hint: 'با وکلا و مشاوران حقوقی باتجربه، برخط گفتگو کنید.',
    available: 'آماده پاسخگویی',
    unavailable: 'فعلاً در دسترس نیست',
    fee: (price: string) => `هزینه هر گفتگو: ${price}`,
    request: 'درخواست مشاوره',
    requestFrom: (name: string) => `درخواست مشاوره از ${name}`,
  },
  faqs: {
    heading: 'پرسش‌های متداول',
    all: 'همه پرسش‌ها',
  },
  cta: {
    heading: 'همین امروز دفتر خود را به وکیل‌یار بسپارید',
    body: 'ثبت‌نام رایگان است و تنها به شماره تلفن همراه نیاز دارد.',
  },
} as const;

export const faqText = {
  title: 'پرسش‌های متداول',
  hint: 'پاسخ پرسش‌های رایج درباره وکیل‌یار؛ اگر پاسخ خود را نیافتید، با ما تماس بگیرید.',
  search: 'جستجو در پرسش‌ها',
  searchPlaceholder: 'مثلاً: کیف پول، ابلاغیه، رمز عبور',
  categories: 'دسته‌بندی پرسش‌ها',
  allCategories: 'همه',
  empty: 'پرسشی یافت نشد.',
  emptySearch: (text: string) => `برای «${text}» پرسشی یافت نشد؛ عبارت دیگری را جستجو کنید یا از ما بپرسید.`,
  askUs: 'پرسش خود را بفرستید',
  permalink: 'پیوند این پرسش',
  itemTitle: 'پرسش و پاسخ',
  backToList: 'بازگشت به پرسش‌های متداول',
  notFound: 'این پرسش یافت نشد یا دیگر نمایش داده نمی‌شود.',
  updated: (date: string) => `به‌روزرسانی: ${date}`,
} as const;

export const termsText = {
  title: 'قوانین و مقررات',
  current: 'نسخه جاری',
  version: (version: string) => `نسخه ${version}`,
  published: (date: string) => `تاریخ انتشار: ${date}`,
  history: 'نسخه‌های پیشین',
  historyHint: 'متن نسخه‌های قبلی قوانین، برای مراجعه.',
  viewingOld: (version: string) => `متن نسخه ${version} را می‌بینید که دیگر اجرا نمی‌شود.`,
  backToCurrent: 'بازگشت به نسخه جاری',
  empty: 'متن قوانین و مقررات هنوز منتشر نشده است.',
  notFound: 'این نسخه از قوانین یافت نشد.',
} as const;

export const aboutText = {
  title: 'درباره ما',
  intro:
    'وکیل‌یار را گروهی از وکلای دادگستری و مهندسان نرم‌افزار ساخته‌اند تا کار روزانه دفترهای وکالت ساده‌تر شود و مردم آسان‌تر به مشاوره حقوقی معتبر دسترسی داشته باشند.',
  team: 'اعضای تیم',
  empty: 'هنوز عضوی از تیم در این صفحه معرفی نشده است.',
  contactCta: 'با ما در تماس باشید',
} as const;

export const contactText = {
  title: 'تماس با ما',
  hint: 'پرسش، پیشنهاد یا درخواست همکاری خود را بنویسید؛ همکاران ما در اولین فرصت پاسخ می‌دهند.',
  form: 'فرم تماس',
  name: 'نام و نام خانوادگی',
  email: 'نشانی ایمیل',
  mobile: 'شماره موبایل',
  reachHint: 'برای دریافت پاسخ، دست‌کم یکی از ایمیل یا شماره موبایل را وارد کنید.',
  subject: 'موضوع',
  message: 'متن پیام',
  submit: 'ارسال پیام',
  sent: 'پیام شما ثبت شد. پاسخ را از راه ایمیل یا پیامک دریافت خواهید کرد.',
  sendAnother: 'ارسال پیام دیگر',
  details: 'راه‌های ارتباطی',
} as const;
