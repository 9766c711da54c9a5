export const clientsText = {
  title: 'موکلان',
  dialogClose: 'بستن',
  newClient: 'موکل جدید',
  clientTitle: 'مشخصات موکل',
  searchLabel: 'جستجو در موکلان',
  searchPlaceholder: 'نام، کد ملی، موبایل یا ایمیل',
  notFound: 'این موکل پیدا نشد یا در دفتر شما نیست.',
  backToList: 'بازگشت به موکلان',
  empty: {
    title: 'هنوز موکلی ثبت نکرده‌اید',
    body: 'مشخصات نخستین موکل را ثبت کنید؛ سپس می‌توانید او را به پرونده‌ها بیفزایید و لینک دسترسی برایش بفرستید.',
    searchTitle: 'موکلی با این مشخصات پیدا نشد',
    searchBody: 'املای نام یا ارقام کد ملی را بررسی کنید، یا موکل تازه‌ای ثبت کنید.',
  },
  list: {
    nationalCode: (code: string) => `کد ملی ${code}`,
    cases: (count: string) => `${count} پرونده`,
    hasAccount: 'وارد سامانه شده',
  },
  fields: {
    firstName: 'نام',
    lastName: 'نام خانوادگی',
    nationalCode: 'کد ملی',
    mobile: 'شماره موبایل',
    email: 'ایمیل',
    fatherName: 'نام پدر',
    birthDate: 'تاریخ تولد',
    address: 'نشانی',
    notes: 'یادداشت‌ها',
    notesHint: 'فقط کارکنان دفتر این یادداشت‌ها را می‌بینند.',
    createdAt: 'تاریخ ثبت',
    updatedAt: 'آخرین تغییر',
    createdBy: 'ثبت‌کننده',
    account: 'حساب کاربری',
    accountYes: 'با لینک دسترسی وارد سامانه شده است',
    accountNo: 'هنوز وارد سامانه نشده است',
  },
  form: {
    create: 'ثبت موکل',
    saved: 'مشخصات موکل ذخیره شد.',
    requiredHint: 'نام، نام خانوادگی، کد ملی و موبایل الزامی است.',
    onFile: 'این موکل پیش‌تر با همین کد ملی در دفتر ثبت شده است؛ به‌جای ثبت دوباره، پرونده‌اش را باز کنید.',
    openOnFile: 'نمایش موکل ثبت‌شده',
  },
  details: {
    heading: 'مشخصات',
    casesHeading: 'پرونده‌های موکل',
    newCaseForClient: 'پرونده جدید برای این موکل',
  },
  delete: {
    action: 'حذف موکل',
    title: 'حذف موکل',
    body: (name: string) =>
      `مشخصات «${name}» برای همیشه از دفتر حذف می‌شود. موکلی که در پرونده‌ای ثبت است حذف نمی‌شود. ادامه می‌دهید؟`,
    confirm: 'بله، حذف شود',
    done: 'موکل حذف شد.',
  },
  accessLink: {
    action: 'ارسال لینک دسترسی',
    title: 'ارسال لینک دسترسی به موکل',
    body: (name: string, mobile: string) =>
      `یک لینک یک‌بار مصرف به شماره ${mobile} پیامک می‌شود. ${name} با آن بدون رمز وارد می‌شود و فقط همین پرونده و اسنادی را که برای موکل نمایش داده‌اید می‌بیند. لینک ۲۴ ساعت اعتبار دارد و ارسال دوباره، لینک قبلی را باطل می‌کند.`,
    case: 'پرونده',
    noCases: 'این موکل هنوز در پرونده‌ای نیست؛ ابتدا او را به پرونده‌ای بیفزایید.',
    send: 'ارسال پیامک',
    sent: (mobile: string, expires: string) =>
      `لینک دسترسی به ${mobile} پیامک شد؛ تا ${expires} اعتبار دارد.`,
  },
} as const;

/** The columns of the client table on a wide screen. */
export const clientTableText = {
  name: 'نام موکل',
  nationalCode: 'کد ملی',
  mobile: 'شماره موبایل',
  cases: 'پرونده‌ها',
  account: 'حساب کاربری',
  created: 'تاریخ ثبت',
} as const;
