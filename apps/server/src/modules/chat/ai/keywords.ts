import { officeSearchKey } from '../../office/search-sql.ts';

// Words of a question that say what it is about. Persian function words, question words, common verbs and
// their colloquial forms, and the tail of a compound written apart («تجدیدنظر خواهی», «صادر کننده») carry no
// subject and are dropped; the rest keep a light stem (plural, adjectival
// and possessive suffixes) and the legal words a layperson's word stands for («بچه» for «فرزند»).

const words = (text: string) => text.split(/\s+/).filter(Boolean).map(officeSearchKey);

export const STOPWORDS = new Set(
  words(`از به با در بر برای تا که را و یا هم نیز اما ولی اگر چون چه چی چیه چیست چیستند چرا چطور چطوری چگونه
  چجوری کجا کجاست کی کیه کدام آیا ایا این آن اون اینو اونو رو همین همان هر همه هیچ یک یه دو بعضی برخی چند چندین
  چقدر قدر من تو او ما شما ایشان خودم خودت خود خودش خودمان خودتان شان مان تان ام ات اش ای
  است هست هستش نیست بود بوده باشد باشه باشند باشم هستم هستند بودن شد شده شود شوند شوم شه بشه میشه میشود نمیشه
  می نمی کرد کرده کند کنه کنند کنن کنم کنیم کنید کردن کردم کردیم کردند بکنم دارد داره دارم داریم دارند دارن داشت
  داشتم داشته باید نباید میتوان میتوانم میتونم میخواهم میخوام خواهم خواهد بخواهم بخوام توان تواند توانم بتوانم بتونم
  گفت گفته گوید بگویید بگو بگید لطفا ممنون مرسی سلام درود خداحافظ سپاس متشکرم تشکر چیکار چکار
  الان اکنون حالا دیگر دیگه خیلی بسیار کمی زیاد فقط حتی هنوز باز پس بعد قبل پیش وقتی زمانی اینکه آنکه
  نه بله آره چنین چنان مثل مانند درباره مورد راجع طبق نسبت جهت بدون داخل روی زیر بالای توی ی ها های ترین تر
  اگه ولی یکی چقدره چنده کیا هستن درسته راستی مرا ترا اورا منو تورو مارو شمارو ازم
  کیست کدامند کدومه کدوم کدومن چیا میتونه میتونن نمیتونه داره نداره میده نمیده بده بدم بدن میگه میگن
  میخواد میخوان نمیذاره میذاره برام بهم بهش ازش باهاش تو اون اینا اونا شده بود باید میشن میره نمیره
  چیه چیکار کنم کنه برگردونه برنمیگردونه چطوریه چجوریه حساب گرفت گرفتن بگیرم بگیره میگیره
  کسانی کن بکن بکنید اومده اومد میاد نمیاد بیاد نیاد اومدن رفته رفت برم بری بره داد بدم بدی بده میدم میدی میده
  بین میان توسط وسیله طریق دار کل شدن دادن زدن رفتن آمدن
  خواهی کننده کنندگان شو مو منم همون پسش برش توش منه بعدا`),
);

/** Greetings and thanks: a message made only of these gets a greeting, not a search. */
const SMALL_TALK = new Set(
  words('سلام درود ممنون مرسی سپاس متشکرم تشکر خداحافظ خسته نباشید وقت بخیر hi hello thanks'),
);

/**
 * A layperson's word and the words the law uses for it («بچه» for «فرزند»), and a law's word and its
 * broken plural or nearest term («طفل»، «اطفال»). Written from Persian legal usage, not from the questions.
 */
const SYNONYMS: Record<string, string[]> = Object.fromEntries(
  Object.entries({
    // Family.
    بچه: ['فرزند', 'طفل', 'اطفال', 'کودک', 'اولاد'],
    کودک: ['فرزند', 'طفل', 'اطفال'],
    فرزند: ['طفل', 'اطفال', 'کودک', 'اولاد'],
    طفل: ['اطفال', 'فرزند'],
    اولاد: ['فرزند', 'طفل', 'اطفال'],
    همسر: ['زوج', 'زوجه', 'زوجین', 'شوهر'],
    شوهر: ['زوج', 'شوهر'],
    شوهرم: ['زوج', 'شوهر'],
    خانم: ['زوجه', 'زن'],
    زن: ['زوجه', 'زن'],
    زنم: ['زوجه', 'زن'],
    // The civil code says «زن» and «شوهر» where the family protection law says «زوجه» and «زوج».
    زوجه: ['زوجه', 'زن'],
    زوج: ['زوج', 'شوهر'],
    ازدواج: ['نکاح', 'ازدواج', 'شوهر', 'زوجیت'],
    عروسی: ['نزدیکی', 'زفاف'],
    مهریه: ['مهر', 'مهریه'],
    مهریم: ['مهر', 'مهریه'],
    خرجی: ['نفقه'],
    خرج: ['نفقه'],
    جدایی: ['طلاق', 'جدایی'],
    جدا: ['طلاق', 'جدایی'],
    تمکین: ['تمکین', 'وظایف زوجیت', 'نشوز'],
    ملاقات: ['ملاقات', 'ملاقات'],
    نگهداری: ['حضانت', 'نگاهداری'],
    یتیم: ['صغار', 'صغیر', 'قیم', 'ولی خاص'],
    تعیین: ['تعیین', 'نصب'],
    پدر: ['پدر', 'ابوین', 'والدین'],
    مادر: ['مادر', 'ابوین', 'والدین'],
    اشتغال: ['اشتغال', 'شغل', 'حرفه'],
    شغل: ['شغل', 'حرفه', 'اشتغال'],
    معتاد: ['اعتیاد'],
    معتاده: ['اعتیاد'],
    نامزد: ['نامزد', 'وعده ازدواج', 'وعده نکاح'],
    نامزدی: ['نامزد', 'وعده ازدواج', 'وعده نکاح'],
    صیغه: ['نکاح منقطع', 'منقطع', 'صیغه'],
    سرپرستی: ['ولایت', 'حضانت', 'قیمومت', 'سرپرستی'],
    کتک: ['ضرب', 'سوء رفتار', 'ایذاء'],
    تهمت: ['افترا', 'قذف', 'تهمت'],
    فحش: ['توهین', 'فحاشی', 'سوء رفتار'],
    شناسنامه: ['سجل', 'شناسنامه'],
    عقدنامه: ['نکاح', 'سند ازدواج', 'عقد'],
    حامله: ['حامل', 'حمل', 'بارداری'],
    باردار: ['حامل', 'حمل', 'بارداری'],
    // Inheritance and gifts.
    میراث: ['ارث', 'ترکه', 'وراث'],
    ارث: ['ارث', 'وراث', 'وارث', 'ترکه'],
    وارث: ['وراث', 'وارث'],
    سهم: ['سهم', 'سهام'],
    هدیه: ['هبه'],
    بخشیدن: ['هبه', 'ابراء'],
    ارثیه: ['ارث', 'ترکه', 'ماترک'],
    ماترک: ['ترکه', 'ماترک'],
    موروثی: ['ترکه', 'ارث', 'موروثی'],
    مرده: ['فوت', 'متوفی', 'میت'],
    فوت: ['فوت', 'موت', 'متوفی'],
    مرگ: ['فوت', 'موت', 'متوفی'],
    // The civil code's words for kin.
    دختر: ['دختر', 'اناث'],
    پسر: ['پسر', 'ذکور'],
    نوه: ['اولاد اولاد', 'نوه'],
    پدربزرگ: ['جد', 'اجداد'],
    مادربزرگ: ['جده', 'اجداد'],
    بابا: ['پدر'],
    مامان: ['مادر'],
    فامیل: ['قرابت', 'خویشاوند', 'اقربا', 'بستگان'],
    عمو: ['اعمام', 'عم'],
    دایی: ['اخوال', 'خال'],
    عمه: ['عمات', 'عمه'],
    خاله: ['خالات', 'خاله'],
    // Property and contracts.
    خونه: ['خانه', 'منزل', 'ملک', 'مسکن'],
    زمین: ['ملک', 'غیرمنقول', 'اراضی', 'زمین'],
    ملک: ['ملک', 'املاک', 'غیرمنقول'],
    مال: ['مال', 'اموال'],
    ماشینم: ['مال'],
    ماشین: ['اتومبیل', 'خودرو', 'وسیله نقلیه'],
    تصادف: ['تصادم', 'تصادف'],
    همسایه: ['مجاور', 'همسایه'],
    مغازه: ['محل کسب', 'مغازه'],
    وام: ['قرض', 'تسهیلات'],
    قرض: ['قرض', 'مقترض', 'مقرض'],
    شراکت: ['شرکت', 'شریک', 'شرکا'],
    دزدی: ['سرقت'],
    دزد: ['سرقت', 'سارق'],
    دزدیده: ['سرقت'],
    دزدیدن: ['سرقت'],
    دیرکرد: ['تاخیر', 'تاخیر تادیه'],
    پول: ['وجه'],
    خرید: ['بیع', 'خرید', 'مبیع'],
    فروش: ['بیع', 'فروش', 'مبیع'],
    فروشنده: ['بایع'],
    خریدار: ['مشتری'],
    قولنامه: ['بیع', 'قرارداد', 'معامله'],
    قرارداد: ['قرارداد', 'عقد', 'معامله'],
    گرون: ['غبن'],
    کلاه: ['غبن'],
    فسخ: ['فسخ', 'خیار', 'اقاله'],
    انحلال: ['انحلال', 'مرتفع', 'زوال'],
    اجبار: ['اکراه', 'اجبار'],
    اجازه: ['اذن', 'اجازه', 'مجوز', 'رضایت'],
    زور: ['اکراه'],
    شکسته: ['تلف', 'اتلاف'],
    خراب: ['تلف', 'اتلاف'],
    برداشته: ['غصب'],
    اشتباهی: ['مستحق', 'اشتباها'],
    خسارت: ['خسارت', 'ضرر', 'ضمان', 'ضامن'],
    // Civil liability is the civil code's «ضمان»: «امین ضامن … نمی‌شود».
    مسئولیت: ['مسئولیت', 'ضمان', 'ضامن'],
    مسئول: ['مسئول', 'ضامن'],
    ضامن: ['ضامن', 'ضمان', 'ضمانت', 'کفیل'],
    قسط: ['قسط', 'اقساط', 'تقسیط'],
    قسطی: ['قسط', 'اقساط', 'تقسیط'],
    اقساطی: ['اقساط', 'تقسیط'],
    تقسیط: ['اقساط', 'تقسیط'],
    // Rent.
    صاحبخانه: ['موجر'],
    صاحبخونه: ['موجر'],
    مالک: ['موجر', 'مالک'],
    مستاجر: ['مستاجر'],
    اجاره: ['اجاره', 'موجر', 'مستاجر'],
    اجارهنامه: ['اجاره'],
    کرایه: ['اجاره', 'اجاره بها'],
    رهن: ['ودیعه'],
    ودیعه: ['ودیعه'],
    // «بیرون کردن» the tenant is the law's «تخلیه».
    بیرون: ['تخلیه', 'بیرون'],
    تموم: ['تمام', 'پایان', 'انقضا', 'انقضاء'],
    سرقفلی: ['سرقفلی', 'حق کسب'],
    // Debts and enforcement.
    بدهکار: ['بدهی', 'دین', 'دیون', 'مدیون', 'محکوم علیه'],
    بدهی: ['دین', 'دیون', 'محکوم به'],
    طلبکار: ['محکوم له', 'داین', 'طلبکار'],
    طلب: ['طلب', 'دین'],
    زندان: ['حبس'],
    // The laws fine as «جزای نقدی».
    جریمه: ['جزای نقدی', 'جریمه'],
    // And set a penalty as the prison term or the fine it is.
    مجازات: ['مجازات', 'حبس', 'جزای نقدی'],
    زندانی: ['حبس'],
    ندار: ['اعسار', 'معسر'],
    اعسار: ['اعسار', 'معسر'],
    سفته: ['فته', 'سفته'],
    گم: ['مفقود', 'گم'],
    محکومیت: ['محکومیت', 'محکوم به', 'محکوم علیه'],
    ممنوع: ['ممنوع', 'ممنوع الخروج'],
    // Attaching a debtor's property before judgment is «تأمین خواسته».
    توقیف: ['توقیف', 'تامین خواسته'],
    // Whether an act «اعتبار داره» the laws say as «صحیح», «نافذ» or «باطل».
    معتبر: ['معتبر', 'صحیح', 'نافذ', 'نفوذ', 'باطل'],
    اعتبار: ['اعتبار', 'صحیح', 'نافذ', 'نفوذ', 'باطل'],
    // Courts and proceedings. The procedure codes call the judge «دادرس».
    قاضی: ['قاضی', 'دادرس'],
    شکایت: ['دعوا', 'دعوی', 'شکایت', 'شاکی'],
    اعتراض: ['تجدیدنظر', 'تجدید', 'واخواهی', 'فرجام', 'اعتراض'],
    تجدیدنظر: ['تجدیدنظر', 'تجدید'],
    تجدیدنظرخواهی: ['تجدیدنظر', 'تجدید'],
    دعوا: ['دعوا', 'دعوی', 'دعاوی'],
    دعوی: ['دعوا', 'دعوی', 'دعاوی'],
    شاهد: ['شاهد', 'شهود', 'شهادت', 'گواه'],
    شهادت: ['شهادت', 'شاهد', 'شهود'],
    استشهاد: ['شهادت', 'شهود', 'استشهاد'],
    استشهادیه: ['شهادت', 'شهود', 'استشهاد'],
    مدرک: ['دلیل', 'ادله', 'سند', 'مدرک'],
    قسم: ['سوگند', 'قسم'],
    سند: ['سند', 'اسناد'],
    دفترخانه: ['دفترخانه', 'دفاتر', 'دفتر'],
    حکم: ['حکم', 'احکام'],
    پلیس: ['ضابطان', 'ضابط', 'تحت نظر'],
    بازداشت: ['بازداشت', 'تحت نظر'],
    وثیقه: ['وثیقه', 'کفالت'],
    // Work.
    // The labour law's dismissal: «خاتمه» of the contract, «قطع رابطه کار».
    اخراج: ['خاتمه', 'اخراج', 'قطع رابطه'],
    اخراجم: ['خاتمه', 'اخراج', 'قطع رابطه'],
    بیکار: ['اخراج', 'خاتمه', 'بیکاری'],
    بازخرید: ['سنوات', 'سابقه'],
    سنوات: ['سنوات', 'سابقه', 'پایان کار'],
    حقوق: ['مزد', 'حقوق'],
    دستمزد: ['مزد'],
    اضافه: ['اضافه', 'اضافه کار'],
    زایمان: ['زایمان', 'بارداری'],
    بارداری: ['بارداری', 'زایمان'],
    کارفرما: ['کارفرما'],
    صاحبکار: ['کارفرما'],
    کارمند: ['کارگر', 'کارمند'],
    شیفت: ['نوبت', 'نوبتی'],
    استعلاجی: ['بیماری', 'استعلاجی'],
    بیمه: ['بیمه', 'تامین اجتماعی'],
    شرکت: ['شرکت'],
    ورشکست: ['ورشکستگی', 'توقف'],
    محتویات: ['محتوی', 'مندرجات', 'حاوی'],
    محتوا: ['محتوی', 'مندرجات', 'حاوی'],
    // Sale, deposit and pledge: the civil code's words for handing over, price, goods and fraud.
    تحویل: ['تسلیم', 'تحویل'],
    قیمت: ['ثمن', 'قیمت', 'بها'],
    جنس: ['مبیع', 'کالا', 'جنس'],
    کالا: ['مبیع', 'کالا'],
    امانت: ['امانت', 'ودیعه', 'امین'],
    امانی: ['امانت', 'ودیعه', 'امین'],
    گرو: ['رهن', 'وثیقه'],
    تقلب: ['تدلیس', 'تقلب'],
    فریب: ['تدلیس', 'فریب'],
    دیوانه: ['جنون', 'مجنون', 'مجانین'],
    دیوونه: ['جنون', 'مجنون', 'مجانین'],
    // In a criminal case the victim's «رضایت» is the law's «گذشت».
    رضایت: ['رضایت', 'گذشت'],
    کلانتری: ['ضابطان', 'ضابط', 'کلانتری'],
    کارخانه: ['کارگاه', 'کارخانه'],
    کارخونه: ['کارگاه', 'کارخانه'],
    عرضحال: ['دادخواست'],
  }).map(([word, list]) => [officeSearchKey(word), list.map(officeSearchKey)]),
);

/** «a:b،c d:e»: each word and the forms it goes with, both ways. */
function formsOf(pairs: string): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  const add = (from: string, to: string) => {
    const key = officeSearchKey(from);
    out[key] = [...new Set([...(out[key] ?? []), officeSearchKey(to)])];
  };
  for (const pair of pairs.split(/\s+/).filter(Boolean)) {
    const [word = '', forms = ''] = pair.split(':');
    for (const form of forms.split('،')) {
      add(word, form);
      add(form, word);
    }
  }
  return out;
}

/**
 * Arabic broken plurals the laws write, each with its singular: a word's stem is a prefix of neither
 * («ساعت» of «ساعات», «شاهد» of «شهود»). Both ways: a question may ask either. Not for words of no subject
 * («مورد»/«موارد», «ماده»/«مواد»), nor where the plural means something else («حقوق» is also a salary).
 */
const BROKEN_PLURALS = formsOf(`ساعت:ساعات وقت:اوقات شرط:شروط،شرایط عقد:عقود ملک:املاک سند:اسناد شاهد:شهود
  طفل:اطفال ولد:اولاد دعوی:دعاوی دعوا:دعاوی قاضی:قضات وارث:وراث،ورثه دین:دیون عیب:عیوب شریک:شرکا وکیل:وکلا
  ولی:اولیا صغیر:صغار مجنون:مجانین جرم:جرایم،جرائم ضابط:ضابطین دلیل:دلایل،ادله عضو:اعضا وظیفه:وظایف
  منفعت:منافع نفع:منافع حادثه:حوادث واقعه:وقایع قسط:اقساط شغل:مشاغل جد:اجداد دفتر:دفاتر مدرک:مدارک
  اداره:ادارات طبقه:طبقات جلسه:جلسات`);

/**
 * Words written with a hamza in more than one way, as normalization leaves them: «مسئولیت» reads «مسیولیت»
 * where some laws write «مسؤولیت» («مسوولیت»). («هیئت» is read «هیأت» before anything else: `extractKeywords`.)
 */
const SPELLINGS = formsOf(`مسیول:مسوول،مسول مسیولیت:مسوولیت،مسولیت مسیولین:مسوولین
  مسیله:مساله رییس:ریس`);

/**
 * A legal term and the forms of its root the laws write in its stead: the act and its doer or object
 * («اتلاف» is written «تلف کند», «تسبیب» «سبب تلف», «غصب» «غاصب» and «مغصوب»). Both ways. Not where a form
 * is the prefix of common other words («مقر» of «مقرر»).
 */
const ROOT_FORMS = formsOf(`اتلاف:تلف،متلف تسبیب:سبب استرداد:مسترد اکراه:مکره اجبار:مجبور تعهد:متعهد
  تصرف:متصرف غصب:غاصب،مغصوب وکالت:وکیل،موکل وصیت:موصی حجر:محجور طلاق:مطلقه تدلیس:مدلس بطلان:باطل
  ابطال:باطل عیب:معیوب بلوغ:بالغ سفه:سفیه ادعا:مدعی اعتراض:معترض التزام:ملتزم ارث:مورث اتهام:متهم
  تعدی:متعدی تقصیر:مقصر امتناع:ممتنع استنکاف:مستنکف ممانعت:مانع`);

/**
 * Terms of law of two or more words, read as one keyword: «دستور موقت» is a term of procedure where «دستور»
 * alone is a recipe's. Each with the words the law writes it in when they differ (the civil code never
 * names «قوه قاهره»: it says «علت خارجی» and «خارج از حیطه اقتدار»).
 */
const LEGAL_PHRASES: Record<string, string[]> = Object.fromEntries(
  Object.entries({
    'دستور موقت': [],
    'تامین خواسته': [],
    'قوه قاهره': ['علت خارجی', 'حیطه اقتدار'],
    'وجه التزام': ['وجه التزام', 'به عنوان خسارت'],
    'انحصار وراثت': ['تصدیق انحصار وراثت', 'وراث'],
    'مستثنیات دین': [],
    // The list of a debtor's assets; the commercial code's «صورت دارایی».
    'صورت اموال': ['صورت کلیه اموال', 'صورت دارایی'],
    'عسر و حرج': [],
    'اجرت المثل': [],
    'مهر المثل': ['مهرالمثل'],
    'حق الوکاله': [],
    'ضابطان دادگستری': ['ضابطان', 'ضابط'],
    'اعاده دادرسی': [],
    'مرور زمان': [],
    'سند رسمی': [],
    'سند عادی': [],
    'مسئولیت محدود': [],
    'بازداشت موقت': [],
    'خیار شرط': [],
    'خیار غبن': [],
    'خیار عیب': [],
    'هزینه دادرسی': [],
    'ضمان قهری': [],
    'تعدی و تفریط': [],
    'فوق العاده': [],
    'بی محل': ['بلامحل'],
    // Terms the laws write as such.
    'نکاح منقطع': [],
    'نکاح دائم': ['عقد دائم'],
    'عقد دائم': ['نکاح دائم'],
    'طلاق خلع': ['خلع'],
    'طلاق رجعی': [],
    'طلاق بائن': [],
    'حکم غیابی': ['غیابی'],
    'تصرف عدوانی': [],
    'دعوای متقابل': [],
    'تامین دلیل': [],
    'قرار بازداشت': ['بازداشت'],
    'تحقیقات مقدماتی': [],
    'قابل گذشت': [],
    'شرکت سهامی': [],
    'مسئولیت تضامنی': ['تضامنی'],
    'عین مستاجره': [],
    'وصیت تملیکی': [],
    'ولی قهری': [],
    'ولی خاص': [],
    'حق انتفاع': [],
    'حق ارتفاق': [],
    'عدم امکان سازش': [],
    'قرارداد کار': [],
    'حداقل مزد': [],
    'هیات تشخیص': [],
    'هیات حل اختلاف': [],
    'حق شفعه': ['شفعه'],
    'محکوم به': [],
    'محکوم علیه': [],
    'محکوم له': [],
    // A tenant's «پول پیش» is the landlord and tenant law's «ودیعه» or «قرض‌الحسنه».
    'پول پیش': ['ودیعه', 'قرض الحسنه'],
    'سر کار': ['اشتغال', 'شغل', 'حرفه'],
    'محل کار': ['کارگاه'],
    'دستمزد وکیل': ['حق الوکاله'],
    'هزینه وکیل': ['حق الوکاله'],
  }).map(([phrase, list]) => [officeSearchKey(phrase), [phrase, ...list].map(officeSearchKey)]),
);

/**
 * Words that make a question one about law: the legal terms a client or a lawyer says that the library's
 * headings and law names may not hold. The assistant refuses a question holding none of these and none of
 * the library's heading words as outside law (conversation.ts).
 */
export const LEGAL_TERMS = new Set(
  words(`مهریه مهر نفقه خرجی طلاق حضانت ملاقات تمکین نشوز عده جهیزیه نکاح عقد زوج زوجه ازدواج
  ارث میراث وارث ترکه وصیت قیم قیمومت ولی محجور صغیر سفیه
  بیع معامله قرارداد قولنامه فسخ خیار غبن اقاله ثمن مبیع شرط تعهد تعهدات دین بدهی بدهکار طلبکار طلب
  اجاره مستاجر موجر صاحبخانه ودیعه رهن سرقفلی تخلیه کرایه
  غصب اتلاف تسبیب خسارت ضمان ضامن وثیقه کفالت تقسیط قسط قسطی اقساط اعسار معسر مستثنیات توقیف ممنوع
  چک سفته برات ورشکستگی شرکت سهامی تاجر تجارت
  دادگاه دادخواست دعوا دعوی شکایت شاکی متهم جرم بازداشت وکیل وکالت الوکاله قاضی
  اعتراض تجدیدنظر تجدیدنظرخواهی واخواهی فرجام غیابی ابلاغ اجرائیه شهادت شاهد قسم اقرار
  سند دفترخانه کارگر کارفرما اخراج سنوات مرخصی عیدی دستمزد مزد کیفری
  قانون قانونی ماده تبصره دادگاه رای مالیات مجازات دیه قصاص قتل ضرب جرح توهین افترا کلاهبرداری سرقت جعل
  خیانت امانت رشوه اختلاس سهام سهامدار
  بایع متبایعین خواهان خوانده دادرس دادستان بازپرس دادسرا امین مودع مستودع واهب متهب کفیل مکفول
  راهن مرتهن مقرض مقترض داین مدیون صادرکننده ظهرنویس متصرف
  هبه اکراه داوری داور کارشناس ارش قرض عاریه جعاله مضاربه شفعه حجر نسب`),
);
// Colloquial object and possessive endings too: «زمینمو», «کارشو», «بانکیش», «حسابای».
const SUFFIXES = [
  // The adjective of time and manner: «روزانه», «ماهانه», «سالانه».
  'انه',
  'هایم',
  'هایت',
  'هایش',
  'های',
  // The colloquial plural with a possessive: «بدهیاشو», «شرطایی».
  'اشو',
  'امو',
  'ایی',
  'ها',
  // «their», which the colloquial «شون» is read as: «اموالشون», «اموالشان».
  'شان',
  'مو',
  'شو',
  'یش',
  'ای',
  'ین',
  'ان',
  'ات',
  'ام',
  'ش',
  'م',
  'ی',
];

/** The colloquial possessive endings, which drop a word's final «ه»: «خونمو», «بچش». */
const POSSESSIVES = ['مو', 'شو', 'م', 'ش', 'ت'];

/**
 * Words whose ending is not a suffix: «مجازات» is not «مجاز», «خواهان» (the claimant) not «خواه», «تامین»
 * not «تام», «سازش» not «ساز».
 */
const WHOLE_WORDS = new Set(
  words('مجازات مالیات ملاقات اوقات خواهان زندان نقصان استان تامین سازش اعمام رایانه عدم'),
);

/**
 * The word without one plural, adjectival or possessive suffix, when what remains is still a word: one
 * `known` holds (the library's words), a legal term or a layperson's word of the synonym list. Without
 * `known`, any remainder of three letters. «تعیین» is not «تعی» + «ین», «اعلام» not «اعل» + «ام».
 */
export function stemOf(word: string, known?: (word: string) => boolean): string {
  if (WHOLE_WORDS.has(word)) return word;
  const stems = SUFFIXES.filter((suffix) => word.endsWith(suffix) && word.length - suffix.length >= 2).map(
    (suffix) => word.slice(0, -suffix.length),
  );
  // A word of the lists first: «بابام» is «بابا» + «م», not «باب» (a chapter) + «ام»; «زنش» is «زن» + «ش». And
  // one whose «ه» the colloquial possessive drops: «خونمو» is «خونه‌ام رو», «بچم» «بچه‌ام».
  const dropped = POSSESSIVES.filter((suffix) => word.endsWith(suffix)).map(
    (suffix) => `${word.slice(0, -suffix.length)}ه`,
  );
  const listed = [...stems, ...dropped].find((stem) => LEGAL_TERMS.has(stem) || SYNONYMS[stem]);
  return listed ?? stems.find((stem) => stem.length >= 3 && (!known || known(stem))) ?? word;
}

/**
 * Everyday words of legal talk: rare in a small knowledge base, yet never what a question is about. They
 * count for little and never make an entry relevant alone.
 */
export const GENERIC = new Set(
  words(`اطلاع روز روزه سال ساله سالمه سالشه ساعته ماهه ماه هفته زمان مدت وقت حق حکم رای قانون قانونی ماده دادگاه مرجع مبلغ وجه درخواست
  اقدام ثبت مراجعه پرداخت شخص آدم طرف نفر مورد موارد کسی چیزی مشکل سوال پرسش راه نحوه شرایط
  ساعت فرق تفاوت پرونده بسته درست دلیل بابت انجام علیه صادر
  اثر آثار انواع نوع مصادیق مصداق شامل معتبر اعتبار تعریف منظور معنی قابل`),
);

const VERB_STEMS =
  'خور|گیر|ده|د|کن|گو|گ|رو|ر|زن|خواه|خوا|نویس|فروش|خر|گذار|گذر|بر|آور|ار|شو|ش|بین|دان|تون|دار|رس|ساز|کش|یاب|پرس|فرست|مان|گرد|پرداز';
const PREFIXED_VERB = new RegExp(`^(ب|ن|می|نمی)(${VERB_STEMS})(م|ی|د|یم|ید|ند|ه|ن|ین)?$`);
const BARE_VERB = new RegExp(`^(${VERB_STEMS})(د|ند|ید|یم)$`);
const PAST_STEMS = 'داد|کرد|گرفت|گذاشت|رفت|آمد|زد|خورد|کشید|فروخت|نوشت|گفت|داشت|خواست|آورد|دید|ماند';
const PAST_VERB = new RegExp(`^(ن|می|نمی)?(${PAST_STEMS})(م|ی|یم|ید|ند|ه|ن|ین)?$`);
/** Nouns that happen to look conjugated: «رد» (dismissal), «خواسته» (a claim), «ندار» (penniless). */
const NOT_VERBS = new Set(words('بدهی بدهکار بری خرید رسید رد خواسته ندار نوشته'));

/** A conjugated verb («بگیرم», «بدهد», «نمیدم»): it says nothing about the subject of a question. */
export const looksLikeVerb = (word: string) =>
  (PREFIXED_VERB.test(word) || BARE_VERB.test(word) || PAST_VERB.test(word)) && !NOT_VERBS.has(word);

const isListed = (word: string) =>
  word in SYNONYMS || word in ROOT_FORMS || word in BROKEN_PLURALS || LEGAL_TERMS.has(word);

/**
 * The word a colloquial form stands for, when the texts know the word and not the form: «پدره» is «پدر
 * است», «برادرا» «برادرها». And a word without its final hamza, which the laws write or leave («اجراء»).
 */
function writtenForm(word: string, known?: (word: string) => boolean): string {
  if (word.length > 3 && word.endsWith('ء')) return word.slice(0, -1);
  // The colloquial «ون» of «ان»: «خیابون», «ارزون», «زبون».
  const un = word.lastIndexOf('ون');
  if (known && un > 0 && !known(word) && !isListed(word)) {
    const written = `${word.slice(0, un)}ان${word.slice(un + 2)}`;
    if (known(written)) return written;
  }
  // «دیوانه» is a word of the synonym list, not «دیوان است».
  if (!known || known(word) || isListed(word) || !/[ها]$/.test(word)) return word;
  const bare = word.slice(0, -1);
  return bare.length >= 3 && (known(bare) || LEGAL_TERMS.has(bare) || bare in SYNONYMS) ? bare : word;
}

/** «صاحب خونه», «تجدید نظر»: a compound written apart, joined when the lists know it written together. */
function joinedCompounds(text: string): string {
  const tokens = text.trim().split(' ');
  const out: string[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const joined = `${tokens[i]}${tokens[i + 1] ?? ''}`;
    if (i + 1 < tokens.length && isListed(joined)) {
      out.push(joined);
      i++;
    } else out.push(tokens[i] ?? '');
  }
  return ` ${out.join(' ')} `;
}

export interface Keyword {
  word: string;
  /**
   * Word-prefixes any of which counts as the keyword: its stem and its legal synonyms, some of several
   * words («محکوم علیه»).
   */
  stems: string[];
  /** A term of law of several words («دستور موقت»). */
  phrase?: boolean;
  /** A layperson's word the synonym list gives the law's words for («بچه»: «فرزند», «طفل»). */
  lay?: boolean;
}

const TOKEN = /^[\p{L}\p{N}]+$/u;
/** A possessive or plural ending on a term's last word: «صورت اموالش», «مستثنیات دینم», «دستور موقتی». */
const PHRASE_ENDING = '(?:ش|م|ت|ی|ها|های|شو|مو)?';

/**
 * The subject words of a question (at most 12), normalized as every search is; `known` tells the words the
 * searched texts hold (for stems).
 */
export function extractKeywords(question: string, known?: (word: string) => boolean): Keyword[] {
  const seen = new Set<string>();
  const keywords: Keyword[] = [];
  // «چه کار کنم» is «چکار کنم»: the «کار» of the question's frame is not its subject.
  // «اجاره‌نامه», «وکالت‌نامه»: a document is named by what it is about, its «نامه» says nothing more.
  let text = ` ${officeSearchKey(question).replace(/[^\p{L}\p{N}]+/gu, ' ')} `
    .replace(/ چه کاری? /g, ' ')
    // «در صورت …», «در صورتی که»: «in case of», not «صورت» the list («صورت اموال»).
    .replace(/ در صورتی? /g, ' ')
    // «هیئت» folds to «هییت», which the laws never write: they write «هیأت» («هیات»), in terms too.
    .replace(/ هییت(?=[^ ]* )/g, ' هیات')
    .replace(/(?<= [^ ]+) نامه(?= )/g, '');
  text = joinedCompounds(text);
  for (const [phrase, stems] of Object.entries(LEGAL_PHRASES)) {
    const written = new RegExp(` ${phrase}${PHRASE_ENDING} `);
    if (!written.test(text)) continue;
    text = text.replace(written, ' ');
    keywords.push({ word: phrase, stems, phrase: true });
  }
  for (const token of text.split(' ')) {
    const word = writtenForm(token, known);
    const stem = stemOf(word, known);
    if (word.length < 2 || !TOKEN.test(word) || STOPWORDS.has(word) || STOPWORDS.has(stem)) continue;
    if (looksLikeVerb(word)) continue;
    // «کار» and «کاری» are one keyword: counted twice, a word would weigh double.
    if (seen.has(word) || seen.has(stem)) continue;
    seen.add(word);
    seen.add(stem);
    const synonyms = [
      ...(SYNONYMS[word] ?? SYNONYMS[stem] ?? []),
      ...(BROKEN_PLURALS[word] ?? BROKEN_PLURALS[stem] ?? []),
      ...(ROOT_FORMS[word] ?? ROOT_FORMS[stem] ?? []),
      ...(SPELLINGS[word] ?? SPELLINGS[stem] ?? []),
    ];
    // The colloquial «is» ending: «پدره» is «پدر است», «جرمه» «جرم است».
    const bare = word.slice(0, -1);
    const copula = bare.length >= 4 && word.endsWith('ه') ? [bare] : [];
    // «کارگره» is «کارگر» when the texts know «کارگر» and not «کارگره».
    const first = known && copula.length && known(bare) && !known(word) ? bare : stem;
    const stems = [...new Set([first, stem, ...copula, ...synonyms])];
    keywords.push({ word, stems, lay: Boolean(SYNONYMS[word] ?? SYNONYMS[stem]) });
  }
  return keywords.slice(0, 12);
}

/**
 * What the frame of a question asks, in the words the laws use for it: «چند روز وقت دارم» asks a time limit
 * («مهلت», «ظرف … روز»), «کدوم دادگاه» a court's jurisdiction («صلاحیت», «اقامه»), «نمی‌دهد» a refusal («امتناع», «استنکاف»), «نمی‌ذاره» a bar («منع»), «پس بده» a return («استرداد»). Its verbs are
 * no keywords, so these only rank the units the question's own words found.
 */
const FRAMES: { pattern: RegExp; word: string; stems: string[] }[] = [
  {
    pattern:
      / (?:چقدر وقت|چقدر فرصت|تا کی|تا چه زمانی|تا چه مدت|(?:وقت|فرصت) (?:دارم|داره|دارد|داریم|دارند)) /,
    word: 'مهلت',
    stems: ['مهلت', 'ظرف'],
  },
  {
    pattern: / (?:نمی ?ده|نمی ?دهد|نمی ?دهند|نمی ?دن|نده|ندهد|نداده|نمی ?پردازه|نمی ?پردازد|نپرداخته) /,
    word: 'امتناع',
    stems: ['امتناع', 'استنکاف', 'خودداری'],
  },
  {
    pattern: / (?:کجا|کدوم دادگاه|کدام دادگاه|چه دادگاهی|کدام مرجع|کدوم مرجع|چه مرجعی) /,
    word: 'صلاحیت',
    stems: ['صلاحیت', 'اقامه', 'حوزه'],
  },
  {
    // «معتبره؟», «اعتبار داره؟», «باطله؟»: whether an act is valid, which the law says as «باطل» or «نافذ».
    pattern: / (?:معتبر|معتبره|اعتبار|باطل|باطله|صحیح|صحیحه|نافذ|نافذه) /,
    word: 'صحت',
    stems: ['صحیح', 'صحت', 'باطل', 'بطلان', 'نافذ', 'نفوذ', 'معتبر', 'اعتبار'],
  },
  {
    // «پس بده», «پس نمی‌دهد», «پس بگیرم»: giving back or taking back, the laws' «استرداد» and «رد».
    pattern: / پس (?:ب|ن|می ?|نمی ?)?(?:ده|د|داد|گیر|گرفت)(?:م|ی|د|یم|ید|ند|ه|ن|ین)? /,
    word: 'استرداد',
    stems: ['استرداد', 'مسترد', 'اعاده'],
  },
  {
    pattern: / (?:نمی ?ذاره|نمی ?گذارد|نمی ?ذارن|نمی ?گذارند|نذاره|نگذارد) /,
    word: 'منع',
    stems: ['منع', 'ممانعت'],
  },
];

/** What the frames ask, said in words («مهلت اعتراض …»): what an answer must state, a word of law. */
export const ASKED_TERMS = new Set(FRAMES.map((frame) => frame.word));

/** The keywords of a question's frame (`FRAMES`): for ranking, not for what is relevant. */
export function frameKeywords(question: string): Keyword[] {
  const text = ` ${officeSearchKey(question).replace(/[^\p{L}\p{N}]+/gu, ' ')} `;
  return FRAMES.filter((frame) => frame.pattern.test(text)).map(({ word, stems }) => ({ word, stems }));
}

/** A message that only greets or thanks. */
export function isSmallTalk(question: string): boolean {
  const parts = officeSearchKey(question)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  return parts.length > 0 && parts.length <= 6 && parts.every((w) => SMALL_TALK.has(w) || STOPWORDS.has(w));
}
