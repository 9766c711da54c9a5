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
  خواهی کننده کنندگان شو مو منم همون پسش برش توش منه بعدا چیز چیزها چیزهایی چیزای
  همیشه هنوزم یعنی ست شون شونو`),
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
    // The civil code's wife is «زن».
    همسر: ['زوج', 'زوجه', 'زوجین', 'شوهر', 'زن'],
    // The civil code's divorce and marriage articles say «مرد» of the husband: «مرد می‌تواند … طلاق همسرش».
    شوهر: ['زوج', 'شوهر', 'مرد'],
    شوهرم: ['زوج', 'شوهر', 'مرد'],
    خانم: ['زوجه', 'زن'],
    زن: ['زوجه', 'زن'],
    زنم: ['زوجه', 'زن'],
    خانوم: ['زوجه', 'زن'],
    عیال: ['زوجه', 'زن', 'عیال'],
    // The civil code says «زن» and «شوهر» where the family protection law says «زوجه» and «زوج».
    زوجه: ['زوجه', 'زن'],
    زوج: ['زوج', 'شوهر'],
    ازدواج: ['نکاح', 'ازدواج', 'شوهر', 'زوجیت'],
    عروسی: ['نزدیکی', 'زفاف'],
    مهریه: ['مهر', 'مهریه'],
    جهاز: ['جهیزیه'],
    مهریم: ['مهر', 'مهریه'],
    // The civil code's providing for someone is «انفاق»: «ترک انفاق», «الزام به انفاق».
    خرجی: ['نفقه', 'انفاق'],
    خرج: ['نفقه', 'انفاق'],
    جدایی: ['طلاق', 'جدایی'],
    جدا: ['طلاق', 'جدایی'],
    تمکین: ['تمکین', 'وظایف زوجیت', 'نشوز'],
    // A wife who leaves the home in a quarrel is the law's «نشوز», refusing «وظایف زوجیت».
    قهر: ['نشوز', 'تمکین', 'وظایف زوجیت'],
    // The civil code never names «نشوز»: it says the wife refuses «وظایف زوجیت».
    نشوز: ['نشوز', 'وظایف زوجیت', 'تمکین'],
    ناشزه: ['نشوز', 'وظایف زوجیت', 'تمکین'],
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
    // A proposal of marriage is the civil code's «وعده‌ی ازدواج»; the suitor, its «خواستگار».
    خواستگاری: ['خواستگار', 'وعده ازدواج', 'نامزد'],
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
    // The inheritance articles name the deceased «میت» or «متوفی», and the death «فوت», «موت» or «وفات».
    مرده: ['فوت', 'متوفی', 'میت', 'وفات'],
    فوت: ['فوت', 'موت', 'متوفی', 'میت', 'وفات'],
    مرگ: ['فوت', 'موت', 'متوفی', 'میت', 'وفات'],
    درگذشت: ['فوت', 'موت', 'متوفی', 'میت', 'وفات'],
    درگذشته: ['فوت', 'متوفی', 'میت', 'وفات'],
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
    داداش: ['برادر', 'اخوی'],
    آبجی: ['خواهر'],
    // Property and contracts.
    خونه: ['خانه', 'منزل', 'منازل', 'ملک', 'مسکن'],
    خانه: ['خانه', 'منزل', 'منازل', 'مسکن'],
    زمین: ['ملک', 'غیرمنقول', 'اراضی', 'زمین'],
    ملک: ['ملک', 'املاک', 'غیرمنقول'],
    مال: ['مال', 'اموال', 'دارایی'],
    اموال: ['اموال', 'دارایی'],
    ارزش: ['ارزش', 'قیمت', 'بها'],
    // Where one lives: the civil code's «سکنی» and «منزل», the procedure codes' «اقامتگاه», «مقیم».
    زندگی: ['زندگی', 'سکنی', 'سکونت', 'منزل', 'اقامت', 'مقیم'],
    آدرس: ['نشانی', 'اقامتگاه', 'آدرس'],
    // A court «صالح» to hear a case is one of «صلاحیت».
    صالح: ['صالح', 'صلاحیت'],
    دیر: ['تاخیر', 'دیر'],
    // Less («کمتر») or taken off («کسر»); taking from a wage is the labour law's «برداشت».
    کم: ['کم', 'کمتر', 'کسر'],
    کسر: ['کسر', 'کسور', 'برداشت'],
    // Natural disasters are force majeure: «قوه قهریه», «حوادث غیرقابل پیش‌بینی».
    سیل: ['سیل', 'قوه قهریه', 'حوادث غیرقابل پیش بینی'],
    زلزله: ['زلزله', 'قوه قهریه', 'حوادث غیرقابل پیش بینی'],
    // «ولم کرده رفته»: leaving one's family or work is the laws' «ترک».
    ول: ['ترک'],
    // An estate agent is the commercial code's «دلال», paid a «حق‌العمل».
    بنگاه: ['دلال', 'دلالی', 'حق العمل'],
    عقب: ['تاخیر', 'معوق'],
    // A duty is what the laws say one «مکلف است» to do.
    تکالیف: ['تکالیف', 'تکلیف', 'مکلف', 'وظایف'],
    تکلیف: ['تکلیف', 'تکالیف', 'مکلف', 'وظایف'],
    وظایف: ['وظایف', 'وظیفه', 'تکالیف', 'مکلف'],
    ممنوعیت: ['ممنوعیت', 'ممنوع', 'منع'],
    بلامحل: ['بلامحل', 'بی محل'],
    // Things found are the civil code's «اشیای پیداشده», a stray animal «ضاله».
    پیدا: ['پیدا', 'پیداشده', 'ضاله'],
    // A closed account or place is «مسدود».
    بسته: ['بسته', 'مسدود'],
    // Foreigners are the laws' «اتباع بیگانه», «اتباع خارجه».
    خارجی: ['خارجی', 'خارجه', 'بیگانه', 'اتباع'],
    بیگانه: ['بیگانه', 'خارجه', 'خارجی', 'دولت های خارج'],
    // The older laws' court is «محکمه».
    دادگاه: ['دادگاه', 'محکمه', 'محاکم'],
    // Hiring a minor is the labour law's «به کار گماردن».
    استخدام: ['استخدام', 'به کار گماردن', 'گماردن', 'به کارگیری'],
    // Born: «متولد»; the unborn child, the civil code's «حمل».
    دنیا: ['متولد', 'تولد', 'ولادت'],
    جنین: ['حمل', 'جنین', 'نطفه'],
    ماشینم: ['مال'],
    ماشین: ['اتومبیل', 'خودرو', 'وسیله نقلیه'],
    تصادف: ['تصادم', 'تصادف'],
    همسایه: ['مجاور', 'همسایه'],
    مغازه: ['محل کسب', 'مغازه'],
    وام: ['قرض', 'تسهیلات'],
    // Lending a thing, not money, is the civil code's «عاریه».
    قرض: ['قرض', 'مقترض', 'مقرض', 'عاریه', 'مستعیر'],
    شراکت: ['شرکت', 'شریک', 'شرکا'],
    // A property held in shares is «مشاع»; dividing it, «افراز».
    شریکی: ['شریک', 'شرکا', 'مشاع', 'مشترک'],
    تقسیم: ['تقسیم', 'افراز'],
    دزدی: ['سرقت'],
    دزد: ['سرقت', 'سارق'],
    دزدیده: ['سرقت'],
    دزدیدن: ['سرقت'],
    دیرکرد: ['تاخیر', 'تاخیر تادیه'],
    // And a price paid, «ثمن».
    پول: ['وجه', 'ثمن'],
    // Money paid into an account is money paid («پرداخت», «تادیه») and received («دریافت»).
    واریز: ['واریز', 'پرداخت', 'تادیه', 'دریافت'],
    خرید: ['بیع', 'خرید', 'مبیع'],
    فروش: ['بیع', 'فروش', 'مبیع'],
    فروشنده: ['بایع'],
    خریدار: ['مشتری'],
    قولنامه: ['بیع', 'قرارداد', 'معامله'],
    // A contract is a juristic act: «اعمال حقوقی که مجنون ادواری در حال افاقه بنماید نافذ است».
    قرارداد: ['قرارداد', 'عقد', 'معامله', 'اعمال حقوقی'],
    // The civil code's acts of a minor or a ward are «اعمال و اقوال», «اعمال حقوقی».
    معامله: ['معامله', 'معاملات', 'اعمال حقوقی', 'اعمال و اقوال'],
    معاملات: ['معامله', 'معاملات', 'اعمال حقوقی', 'اعمال و اقوال'],
    گرون: ['غبن'],
    کلاه: ['غبن'],
    فسخ: ['فسخ', 'خیار', 'اقاله'],
    انحلال: ['انحلال', 'مرتفع', 'زوال'],
    اجبار: ['اکراه', 'اجبار'],
    // What is compulsory the laws call «الزامی»: «ثبت نکاح دائم … الزامی است».
    // Or as the exception to what is «اختیاری»: «ثبت اسناد اختیاری است مگر در موارد ذیل».
    اجباری: ['الزامی', 'الزام', 'اجباری', 'اختیاری'],
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
    ضمانت: ['ضمانت', 'ضمان', 'ضامن', 'کفالت'],
    قسط: ['قسط', 'اقساط', 'تقسیط'],
    قسطی: ['قسط', 'اقساط', 'تقسیط'],
    اقساطی: ['اقساط', 'تقسیط'],
    تقسیط: ['اقساط', 'تقسیط'],
    // Rent.
    // The civil code's lease articles call the landlord «مالک» as well: «تعمیرات … به عهده‌ی مالک است».
    صاحبخانه: ['موجر', 'مالک'],
    صاحبخونه: ['موجر', 'مالک'],
    مالک: ['موجر', 'مالک'],
    مستاجر: ['مستاجر'],
    اجارهنشین: ['مستاجر'],
    صاحبملک: ['مالک', 'موجر'],
    اجاره: ['اجاره', 'موجر', 'مستاجر'],
    اجارهنامه: ['اجاره'],
    // The civil code's rent is «مال‌الاجاره», the landlord and tenant law's «اجاره‌بها».
    کرایه: ['اجاره', 'اجاره بها', 'مال الاجاره'],
    اجارهبها: ['اجاره بها', 'مال الاجاره', 'اجاره'],
    رهن: ['ودیعه'],
    ودیعه: ['ودیعه'],
    // «بیرون کردن» the tenant is the law's «تخلیه».
    بیرون: ['تخلیه', 'بیرون'],
    // And the end of a contract: «خاتمه», «وکالت … مرتفع می‌شود».
    تموم: ['تمام', 'پایان', 'انقضا', 'انقضاء', 'خاتمه', 'مرتفع'],
    سرقفلی: ['سرقفلی', 'حق کسب'],
    // Debts and enforcement.
    // The commercial code's debts are «قروض» («قروض شرکت»), the registration law's creditor a «بستانکار».
    بدهکار: ['بدهی', 'دین', 'دیون', 'مدیون', 'محکوم علیه', 'قروض'],
    بدهی: ['دین', 'دیون', 'محکوم به', 'مدیون', 'قروض'],
    // A surety's creditor is the civil code's «مضمون له».
    طلبکار: ['محکوم له', 'داین', 'طلبکار', 'مضمون له', 'بستانکار'],
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
    // The protest of a bill or note is the commercial code's «اعتراض»; its endorser, «ظهرنویس».
    واخواست: ['واخواست', 'اعتراض'],
    پشتنویس: ['ظهرنویس', 'پشت نویس'],
    پشتنویسی: ['ظهرنویس', 'پشت نویس'],
    // An estate agent's «کمیسیون» is the commercial code's «حق‌العمل».
    کمیسیون: ['کمیسیون', 'حق العمل'],
    گم: ['مفقود', 'گم'],
    // A husband gone without news is the civil code's «غایب مفقودالاثر».
    غیب: ['غایب', 'غیبت', 'مفقود'],
    ناپدید: ['غایب', 'غیبت', 'مفقود'],
    محکومیت: ['محکومیت', 'محکوم به', 'محکوم علیه'],
    ممنوع: ['ممنوع', 'ممنوع الخروج'],
    // Attaching a debtor's property before judgment is «تأمین خواسته».
    توقیف: ['توقیف', 'تامین خواسته'],
    // Whether an act «اعتبار داره» the laws say as «صحیح», «نافذ» or «باطل».
    // A paper without force is one «پذیرفته نخواهد شد» in courts and offices.
    معتبر: ['معتبر', 'صحیح', 'نافذ', 'نفوذ', 'باطل', 'پذیرفته'],
    اعتبار: ['اعتبار', 'صحیح', 'نافذ', 'نفوذ', 'باطل', 'پذیرفته'],
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
    ابلاغیه: ['ابلاغ', 'اخطاریه'],
    اخطاریه: ['اخطاریه', 'ابلاغ'],
    احضاریه: ['احضاریه', 'احضار'],
    بازجویی: ['بازجویی', 'تحقیق', 'تحقیقات'],
    // The prosecutor's office is where the «بازپرس» and the «دادستان» make the «تحقیقات مقدماتی».
    دادسرا: ['دادسرا', 'تحقیقات مقدماتی', 'بازپرس', 'دادستان'],
    // Wiretapping is the criminal procedure code's «کنترل ارتباطات».
    شنود: ['شنود', 'کنترل ارتباطات'],
    // Work.
    // The labour law's dismissal: «خاتمه» of the contract, «قطع رابطه کار».
    // Or, before a fixed term ends, its «فسخ».
    اخراج: ['خاتمه', 'اخراج', 'قطع رابطه', 'فسخ'],
    اخراجم: ['خاتمه', 'اخراج', 'قطع رابطه', 'فسخ'],
    بیکار: ['اخراج', 'خاتمه', 'بیکاری'],
    بازخرید: ['سنوات', 'سابقه'],
    سنوات: ['سنوات', 'سابقه', 'پایان کار'],
    حقوق: ['مزد', 'حقوق'],
    // «چه حقوقی داره؟» asks rights; «دادگاه حقوقی» is civil: neither is a wage.
    حقوقی: ['حقوق'],
    // The civil code's pay for work is «اجرت».
    دستمزد: ['مزد', 'اجرت'],
    مزد: ['مزد', 'اجرت'],
    // What is in someone's interest: «مصلحت», «غبطه».
    نفع: ['نفع', 'منافع', 'مصلحت', 'غبطه'],
    // A profit is the civil and commercial codes' «منافع» or «ربح».
    سود: ['سود', 'منافع', 'ربح'],
    // A defect: «عیب»; use of a thing: «انتفاع».
    ایراد: ['ایراد', 'عیب', 'معیوب'],
    استفاده: ['استفاده', 'انتفاع'],
    سگ: ['حیوان'],
    شوهردار: ['شوهردار', 'شوهر'],
    خانوادگی: ['خانوادگی', 'خانواده'],
    وظیفه: ['وظیفه', 'وظایف', 'تکلیف', 'مکلف'],
    اضافه: ['اضافه', 'اضافه کار'],
    زایمان: ['زایمان', 'بارداری'],
    بارداری: ['بارداری', 'زایمان'],
    کارفرما: ['کارفرما'],
    صاحبکار: ['کارفرما'],
    کارمند: ['کارگر', 'کارمند'],
    شیفت: ['نوبت', 'نوبتی'],
    استعلاجی: ['بیماری', 'استعلاجی'],
    بیمه: ['بیمه', 'تامین اجتماعی'],
    // A company is a legal person: the cheque law's «صاحب حساب اعم از شخص حقیقی یا حقوقی».
    شرکت: ['شرکت', 'شخص حقوقی', 'اشخاص حقوقی', 'حقیقی یا حقوقی'],
    ورشکست: ['ورشکستگی', 'توقف'],
    // «تجارتی» is of trade and of the trader: «دفاتر تجارتی» are what «هر تاجری» must keep.
    تجارتی: ['تجارت', 'تاجر'],
    تجاری: ['تجارت', 'تجاری', 'تاجر'],
    ورشکسته: ['ورشکسته', 'ورشکستگی', 'توقف'],
    مدیرعامل: ['مدیرعامل', 'مدیر عامل', 'مدیریت عامل'],
    // «اقسام» is the plural of «قسم» as a kind, not as an oath.
    اقسام: ['اقسام', 'قسم'],
    // The commercial code's shareholders are «صاحبان سهام» or «دارندگان سهام».
    سهامدار: ['سهامدار', 'صاحبان سهام', 'دارندگان سهام'],
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
    مامور: ['مامور', 'ضابطان', 'ضابط'],
    // Killing is the civil code's «قتل».
    بکشه: ['قتل', 'بکشد'],
    بکشد: ['قتل', 'بکشد'],
    کشته: ['قتل', 'مقتول'],
    // Searching a home is the criminal procedure code's «تفتیش» and «بازرسی».
    گشتن: ['تفتیش', 'بازرسی'],
    گشتند: ['تفتیش', 'بازرسی'],
    گشته: ['تفتیش', 'بازرسی'],
    قبلی: ['سابق', 'قبلی'],
    اسم: ['نام', 'اسم'],
    // «به نام کسی»: the registration law writes «به اسم او ثبت شده».
    نام: ['نام', 'اسم'],
    کارخانه: ['کارگاه', 'کارخانه'],
    کارخونه: ['کارگاه', 'کارخانه'],
    عرضحال: ['دادخواست'],
    // A copy of a file's papers is a «تصویر» or «رونوشت».
    کپی: ['کپی', 'تصویر', 'رونوشت'],
    آشتی: ['آشتی', 'صلح', 'سازش'],
    میانجی: ['میانجی', 'میانجیگری', 'سازش'],
    // «وسط قرارداد»: the laws' «در اثنای مدت».
    وسط: ['وسط', 'اثنا', 'اثنای'],
    // A time limit the laws set as «ظرف … روز» or a «موعد».
    مهلت: ['مهلت', 'ظرف', 'موعد'],
    // A notice stuck to the door is the procedure codes' «الصاق»; the paper served, a «برگ» of «اوراق».
    چسبونده: ['الصاق'],
    چسبانده: ['الصاق'],
    برگه: ['برگ', 'اوراق', 'ورقه'],
    // A stranger to a company or a contract is the laws' «غیر», «ثالث».
    غریبه: ['غیر', 'ثالث', 'دیگری'],
    // Regretting a contract or a will asks whether it can be undone: «فسخ», «اقاله», «رجوع».
    پشیمان: ['فسخ', 'اقاله', 'رجوع'],
    پشیمون: ['فسخ', 'اقاله', 'رجوع'],
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
  اداره:ادارات طبقه:طبقات جلسه:جلسات منزل:منازل مکان:اماکن`);

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
  ابطال:باطل شمول:مشمول دعوا:مدعی دعوی:مدعی عیب:معیوب بلوغ:بالغ سفه:سفیه ادعا:مدعی اعتراض:معترض التزام:ملتزم ارث:مورث اتهام:متهم
  تعدی:متعدی تقصیر:مقصر امتناع:ممتنع استنکاف:مستنکف ممانعت:مانع جعل:مجعول ارتباط:مرتبط`);

/**
 * A term's forms with its first word in the plural «های», as the laws write them where they speak of several:
 * «هیأت‌های تشخیص» of «هیأت تشخیص». (Broken plurals, «اسناد رسمی», made the terms too common: a question of
 * the first set and one held out were lost.)
 */
function pluralsOf(terms: string[]): string[] {
  const plurals = terms.flatMap((term) => {
    const [first = '', ...rest] = term.split(' ');
    return rest.length ? [`${first} های ${rest.join(' ')}`] : [];
  });
  return [...new Set([...terms, ...plurals])];
}

/**
 * Terms of law of two or more words, read as one keyword: «دستور موقت» is a term of procedure where «دستور»
 * alone is a recipe's. Each with the words the law writes it in when they differ (the civil code never
 * names «قوه قاهره»: it says «علت خارجی» and «خارج از حیطه اقتدار»).
 */
const LEGAL_PHRASES: Record<string, string[]> = Object.fromEntries(
  Object.entries({
    'دستور موقت': [],
    'تامین خواسته': [],
    // The labour law's «قوه قهریه».
    'قوه قاهره': ['علت خارجی', 'حیطه اقتدار', 'قوه قهریه'],
    'قوه قهریه': ['قوه قاهره'],
    'وجه التزام': ['وجه التزام', 'به عنوان خسارت'],
    'انحصار وراثت': ['تصدیق انحصار وراثت'],
    'مستثنیات دین': [],
    // The list of a debtor's assets; the commercial code's «صورت دارایی».
    'صورت اموال': ['صورت کلیه اموال', 'صورت دارایی'],
    'عسر و حرج': [],
    'اجرت المثل': [],
    'مهر المثل': ['مهرالمثل'],
    // Whose maintenance: the civil code's «نفقه اولاد», «نفقه ابوین», «نفقه زوجه».
    'نفقه بچه': ['نفقه اولاد', 'نفقه اطفال', 'نفقه فرزند'],
    'نفقه فرزند': ['نفقه اولاد', 'نفقه اطفال'],
    'نفقه اولاد': ['نفقه اطفال', 'نفقه فرزند'],
    'نفقه پدر': ['نفقه ابوین', 'نفقه اقارب'],
    'نفقه مادر': ['نفقه ابوین', 'نفقه اقارب'],
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
    // The labour law's extra pay is «… اضافه بر مزد».
    'فوق العاده': ['اضافه بر مزد'],
    'دعاوی مالی': ['دعوای مالی', 'دعوی مالی'],
    'دعوای مالی': ['دعاوی مالی', 'دعوی مالی'],
    'دعاوی غیر مالی': ['دعاوی غیرمالی', 'دعوای غیرمالی'],
    'ضرر و زیان': ['خسارت'],
    'بی محل': ['بلامحل'],
    // Terms the laws write as such.
    'نکاح منقطع': [],
    // A second wife: the family protection law's «ازدواج مجدد», the civil code's «تعدد زوجات».
    'همسر دوم': ['ازدواج مجدد', 'تعدد زوجات'],
    'زن دوم': ['ازدواج مجدد', 'تعدد زوجات'],
    'حق عبور': ['حق العبور', 'ارتفاق'],
    'نکاح دائم': ['عقد دائم', 'ازدواج دائم'],
    'عقد دائم': ['نکاح دائم', 'ازدواج دائم'],
    'طلاق خلع': ['خلع'],
    'طلاق رجعی': [],
    'طلاق بائن': [],
    'حکم غیابی': ['غیابی'],
    'تصرف عدوانی': [],
    'دعوای متقابل': [],
    'تامین دلیل': [],
    'قرار بازداشت': ['بازداشت'],
    'قرار تامین': ['قرارهای تامین'],
    'تحقیقات مقدماتی': [],
    // A sanction is the penalty, or the nullity, a rule is enforced by.
    'ضمانت اجرا': ['مجازات', 'محکوم', 'حبس', 'جزای نقدی', 'بطلان'],
    // An innocent is the criminal procedure code's «برائت».
    'بی گناه': ['برائت', 'تبرئه'],
    'قابل گذشت': [],
    'شرکت سهامی': [],
    'مسئولیت تضامنی': ['تضامنی'],
    'عین مستاجره': [],
    'وصیت تملیکی': [],
    'ولی قهری': ['ولایت قهری'],
    'ولی خاص': [],
    'حق انتفاع': [],
    'حق ارتفاق': [],
    'عدم امکان سازش': [],
    'قرارداد کار': [],
    // A lease is «اجاره» whatever names the contract: «قرارداد اجاره», «عقد اجاره».
    'قرارداد اجاره': ['اجاره'],
    'عقد اجاره': ['اجاره'],
    'حداقل مزد': [],
    'حداقل حقوق': ['حداقل مزد'],
    'هیات تشخیص': [],
    'هیات حل اختلاف': [],
    'حق شفعه': ['شفعه'],
    'محکوم به': [],
    'محکوم علیه': [],
    'محکوم له': [],
    // A tenant's «پول پیش» is the landlord and tenant law's «ودیعه» or «قرض‌الحسنه».
    'پول پیش': ['ودیعه', 'قرض الحسنه'],
    'سر کار': ['اشتغال', 'شغل', 'حرفه', 'کارگاه'],
    'محل اقامت': ['اقامتگاه'],
    'خرج زندگی': ['نفقه', 'مخارج زندگی'],
    // Enforceable without a judgment: «لازم‌الاجرا».
    'قابل اجرا': ['لازم الاجرا'],
    // A thing «از بین رفته» is the civil code's «تلف».
    'از بین رفت': ['تلف', 'از میان رفت', 'از میان برود'],
    'از بین رفته': ['تلف', 'از میان رفته', 'از میان برود'],
    'از بین رفتن': ['تلف', 'از میان رفتن', 'از میان برود'],
    'محل کار': ['کارگاه'],
    // The labour law's contract «برای مدت موقت».
    'قرارداد موقت': ['مدت موقت', 'قرارداد موقت'],
    // What a worker calls the labour law's dispute bodies.
    'اداره کار': ['اداره کار', 'هیات تشخیص', 'هیات حل اختلاف', 'مراجع حل اختلاف'],
    'دستمزد وکیل': ['حق الوکاله'],
    'هزینه وکیل': ['حق الوکاله'],
  }).map(([phrase, list]) => [officeSearchKey(phrase), pluralsOf([phrase, ...list].map(officeSearchKey))]),
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
  موکل ضرر تفتیش بازرسی فضولی مشاع افراز احضار ارتفاق ضابط ضابطان صلاحیت تملک
  بایع متبایعین خواهان خوانده دادرس دادستان بازپرس دادسرا امین مودع مستودع واهب متهب کفیل مکفول
  راهن مرتهن مقرض مقترض داین مدیون صادرکننده ظهرنویس متصرف
  هبه اکراه داوری داور کارشناس ارش قرض عاریه جعاله مضاربه شفعه حجر نسب`),
);
/**
 * Terms of law the library's headings do not hold: they make a question one about law, yet weigh as words
 * of the facts (weighed as words of law, they lost a question of each set).
 */
export const LAW_MARKERS = new Set(
  words(`کیفرخواست تعقیب دادیار تفهیم بزه بزه‌دیده موقوفی تبرئه محکومیت مجرم مجرمیت کیفر تعزیر حبس عفو
  میانجیگری مصالحه تنفیذ اعاده مزایده حقابه تفکیک مفروز وقف موقوفه متولی ثلث لعان ظهار بائن رجعی خلع مبارات
  حاجب رضاع دلال تضامن تضامنی تصفیه ترازنامه مدیرعامل مجمع بازنشستگی ازکارافتادگی استعفا سردفتر`),
);
// Colloquial object and possessive endings too: «زمینمو», «کارشو», «بانکیش», «حسابای».
const SUFFIXES = [
  // The adjective of time and manner: «روزانه», «ماهانه», «سالانه».
  'انه',
  'هایی',
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
  'شونو',
  'شون',
  // «our», «your»: «مشترکمون», «خونتون».
  'مونو',
  'مون',
  'تون',
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
  اثر آثار انواع نوع مصادیق مصداق شامل معتبر اعتبار تعریف منظور معنی قابل امضا قانونا
  سه چهار پنج شش هفت هشت ده بیست سی چهل پنجاه شصت صد هزار`),
);

// Folded as the words are («آور» is «اور»).
const VERB_STEMS = officeSearchKey(
  'یا|خور|گیر|ده|د|کن|گو|گ|رو|ر|زن|خواه|خوا|نویس|فروش|خر|گذار|گذر|بر|آور|ار|شو|ش|بین|دان|دون|تون|دار|رس|ساز|کش|یاب|پرس|فرست|مان|مون|گرد|پرداز',
);
const PREFIXED_VERB = new RegExp(`^(ب|ن|می|نمی)(${VERB_STEMS})(م|ی|د|یم|ید|ند|ه|ن|ین)?$`);
const BARE_VERB = new RegExp(`^(${VERB_STEMS})(د|ند|ید|یم)$`);
const PAST_STEMS = officeSearchKey(
  'داد|کرد|گرفت|گذاشت|رفت|آمد|اومد|یومد|یامد|زد|خورد|کشید|فروخت|نوشت|گفت|داشت|خواست|آورد|دید|ماند|موند|شد|دانست|دونست|برد',
);
const PAST_VERB = new RegExp(`^(ن|می|نمی)?(${PAST_STEMS})(م|ی|یم|ید|ند|ه|ن|ین)?$`);
/** Nouns that happen to look conjugated: «رد» (dismissal), «خواسته» (a claim), «ندار» (penniless). */
const NOT_VERBS = new Set(words('بیان بدهی بدهکار بری خرید رسید رد خواسته ندار نوشته آورده شدید دیده'));

/** A conjugated verb («بگیرم», «بدهد», «نمیدم»): it says nothing about the subject of a question. */
export const looksLikeVerb = (word: string) =>
  (PREFIXED_VERB.test(word) || BARE_VERB.test(word) || PAST_VERB.test(word)) && !NOT_VERBS.has(word);

const isListed = (word: string) =>
  word in SYNONYMS || word in ROOT_FORMS || word in BROKEN_PLURALS || LEGAL_TERMS.has(word);

/** A word the texts hold or the lists know. */
const isKnownWord = (word: string, known: (word: string) => boolean) => known(word) || isListed(word);

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
  // The colloquial «هم» after a possessive: «خسارتمم» is «خسارتم هم».
  if (known && word.length >= 5 && word.endsWith('م') && !known(word) && !isListed(word)) {
    const bare = word.slice(0, -1);
    if (stemOf(bare, known) !== bare) return bare;
  }
  // «اجراست» is «اجرا است», «صاحبخونست» «صاحبخونه است».
  const copula = word.slice(0, -2);
  if (known && word.endsWith('ست') && !isKnownWord(word, known)) {
    if (/[او]$/.test(copula) && known(copula)) return copula;
    if (isKnownWord(`${copula}ه`, known)) return `${copula}ه`;
  }
  // «وصیتنامه» is «وصیت‌نامه» written joined: the document is named by what it is about.
  const document = word.slice(0, -4);
  if (
    known &&
    word.endsWith('نامه') &&
    !isKnownWord(word, known) &&
    document.length >= 3 &&
    isKnownWord(document, known)
  )
    return document;
  // The colloquial object ending «و» after a consonant: «طلاقو», «پولو» are «طلاق رو», «پول رو».
  const object = word.slice(0, -1);
  if (
    known &&
    word.endsWith('و') &&
    word.length >= 4 &&
    !isKnownWord(word, known) &&
    stemOf(word, known) === word
  ) {
    if (isKnownWord(object, known) || isListed(stemOf(object, known))) return object;
  }
  // «دیوانه» is a word of the synonym list, not «دیوان است».
  if (!known || known(word) || isListed(word) || !/[ها]$/.test(word)) return word;
  const bare = word.slice(0, -1);
  // «فامیلمه» is «فامیلم است»: «فامیل» + «م».
  const listed = (form: string) => known(form) || LEGAL_TERMS.has(form) || form in SYNONYMS;
  return bare.length >= 3 && (listed(bare) || listed(stemOf(bare, known))) ? bare : word;
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

/** «بی سواد», «بی اعتبار»: «بی» makes one word with the next, which the laws write apart too. */
const PRIVATIVE = / بی ([^ ]{2,}) /g;

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

/** A colloquial verb ending: «بدم», «میدن», «نکرده». */
const ENDING = '(?:م|ی|د|یم|ید|ند|ه|ن|ین|یمش|ش)?';

/**
 * Everyday sayings of several words and the law's words for what they say: «پول ندارم» is a plea of
 * «اعسار», «یکی دیگه» the laws' «دیگری» or «غیر», «زد زیرش» a «فسخ». Their verbs are no keywords, so
 * without these the question would lose what it is about.
 */
const SAYINGS: { pattern: RegExp; word: string; stems: string[] }[] = [
  {
    pattern: new RegExp(
      ` (?:پول|توان|توانایی|استطاعت) (?:پرداخت )?ندار${ENDING}(?= )| نمی ?تون${ENDING} (?:بد|بپرداز)${ENDING}(?= )`,
    ),
    word: 'اعسار',
    stems: ['اعسار', 'معسر', 'تمکن', 'ملائت'],
  },
  {
    pattern: / (?:یکی|یه نفر|کس|شخص|نفر) (?:دیگه|دیگر|دیگری)(?= )/,
    word: 'دیگری',
    stems: ['دیگری', 'غیر', 'ثالث'],
  },
  {
    pattern: new RegExp(
      ` (?:به ?هم|زیرش) (?:ب|ن|می ?|نمی ?)?(?:زد|زن|خورد)${ENDING}(?= )| (?:ب|ن|می ?|نمی ?)?(?:زد|زن)${ENDING} زیرش(?= )`,
    ),
    word: 'فسخ',
    // The civil code writes the saying too («به هم زدن معامله»), and an engagement's as «امتناع».
    stems: ['فسخ', 'اقاله', 'خیار', 'رجوع', 'به هم زدن', 'به هم بزند', 'به هم خوردن', 'امتناع'],
  },
  {
    pattern: / نظر(?:ش|م|مون|شون|ت)? (?:عوض|برگشت)/,
    word: 'رجوع',
    stems: ['رجوع', 'عدول'],
  },
  {
    // Not showing up when summoned: «متهمی که … حضور نیابد», «هرگاه خوانده … حاضر نشود».
    pattern: new RegExp(` (?:نرفت|نیومد|نیامد|حاضر نشد|حاضر نش)${ENDING}(?= )`),
    word: 'عدم حضور',
    stems: ['حضور نیابد', 'حاضر نشود', 'حاضر نشده', 'حاضر نشد', 'عدم حضور', 'حضور نیافت'],
  },
  {
    // Denying a debt or a signature: «انکار», «تردید».
    pattern: new RegExp(` قبول (?:ندار|نمی ?کن|نکرد)${ENDING}(?= )| مال من نیست(?= )`),
    word: 'انکار',
    stems: ['انکار', 'منکر', 'تردید', 'تکذیب'],
  },
  {
    // «بچه‌ها پیش منن»: who the children live with is custody.
    pattern: / پیش (?:من|مادرش|پدرش|باباش|مامانش)(?:ن|ه|ند)(?= )/,
    word: 'حضانت',
    stems: ['حضانت', 'نگهداری', 'نگاهداری'],
  },
  {
    // «حسابش بسته بود»: a closed account, which the cheque law names as such.
    pattern: / حساب(?:ش|م|شو|مو|شون)? (?:رو |را )?(?:بسته|مسدود)(?= )/,
    word: 'بسته بودن حساب',
    stems: ['بسته بودن حساب', 'حساب مسدود', 'حساب های مسدود', 'مسدود'],
  },
  {
    // A party that «به تعهدش عمل نکرد» is in breach: «تخلف», «عدم ایفای تعهد».
    pattern: new RegExp(` عمل (?:ن|نمی ?)(?:کرد|کن)${ENDING}(?= )`),
    word: 'تخلف',
    stems: ['تخلف', 'عدم ایفا', 'عدم انجام', 'امتناع'],
  },
  {
    // The judge seeing a place for himself is the procedure codes' «معاینه محل».
    pattern: / از نزدیک (?:ب|ن|می ?|نمی ?)?بین/,
    word: 'معاینه',
    stems: ['معاینه', 'تحقیق محلی'],
  },
  {
    // Paid for the housework of the marriage: «اجرت‌المثل» of the years of marriage.
    pattern: / کار(?:های|ای|ا)? (?:خونه|خانه|منزل)(?= )/,
    word: 'اجرت المثل',
    stems: ['اجرت المثل', 'اجرت'],
  },
  {
    // A payment «عقب افتاده» is one not made when due: «تاخیر», «ظرف مهلت مقرر … نپردازد».
    pattern: new RegExp(` عقب (?:ب|ن|می ?)?(?:افتاد|افتاده|بیفت|میفت|افت)${ENDING}(?= )`),
    word: 'تاخیر',
    stems: ['تاخیر', 'معوق', 'نپردازد', 'عدم پرداخت', 'عدم تادیه'],
  },
  {
    // Dealing with a thing «بدون اجازه» of its owner is the civil code's «معامله به مال غیر», «فضولی».
    pattern: / بدون (?:اجازه|اذن|رضایت)(?= )/,
    word: 'فضولی',
    stems: ['اجازه', 'اذن', 'رضایت', 'مال غیر', 'فضولی'],
  },
  {
    // Selling or leasing the same thing twice is the registration law's «معامله معارض».
    pattern: new RegExp(` دوباره (?:ب|ن|می ?)?(?:فروخت|فروش|اجاره|رهن)${ENDING}(?= )`),
    word: 'معامله معارض',
    stems: ['معارض', 'معامله معارض'],
  },
  {
    pattern: / اول (?:کار|هر مرحله|پرونده)(?= )/,
    word: 'ابتدا',
    stems: ['ابتدا', 'شروع'],
  },
].map((saying) => ({ ...saying, stems: saying.stems.map(officeSearchKey) }));

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
    // «مهرالمثل», «حق‌الوکاله»: an Arabic term written joined or apart.
    // «قرارهای تامین»: its first word in the plural, joined or apart.
    // «حق‌الوکالش»: the colloquial possessive drops a final «ه».
    const written = new RegExp(
      ` ${phrase
        .replace(/ (?=ال)/g, ' ?')
        .replace(/^([^ ]+)(?= )/, '$1(?: ?های?)?')
        .replace(/ه$/, '(?:ه|(?=ش |م |ت ))')}${PHRASE_ENDING} `,
    );
    if (!written.test(text)) continue;
    text = text.replace(written, ' ');
    keywords.push({ word: phrase, stems, phrase: true });
  }
  for (const { pattern, word, stems } of SAYINGS) {
    if (!pattern.test(text)) continue;
    text = text.replace(pattern, ' ');
    keywords.push({ word, stems, lay: true });
  }
  for (const [, token = ''] of text.matchAll(PRIVATIVE)) {
    if (!STOPWORDS.has(token)) keywords.push({ word: `بی ${token}`, stems: [`بی ${stemOf(token, known)}`] });
  }
  text = text.replace(PRIVATIVE, ' ');
  for (const token of text.split(' ')) {
    const word = writtenForm(token, known);
    const stem = stemOf(word, known);
    // «حالا» is a function word before it can read as «حال» + «ا»; «نداره» may still be «ندار».
    const stop = STOPWORDS.has(word) || STOPWORDS.has(stem) || (STOPWORDS.has(token) && !isListed(word));
    if (word.length < 2 || !TOKEN.test(word) || stop) continue;
    // A verb the synonym list reads is a keyword: «بکشه» is «قتل».
    if (looksLikeVerb(word) && !(word in SYNONYMS)) continue;
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
    stems: ['امتناع', 'ممتنع', 'استنکاف', 'مستنکف', 'خودداری'],
  },
  {
    pattern: / (?:کجا|کدوم دادگاه|کدام دادگاه|چه دادگاهی|کدام مرجع|کدوم مرجع|چه مرجعی) /,
    word: 'صلاحیت',
    stems: ['صلاحیت', 'صالح', 'اقامه', 'حوزه'],
  },
  {
    // «معتبره؟», «اعتبار داره؟», «باطله؟»: whether an act is valid, which the law says as «باطل» or «نافذ».
    pattern: / (?:معتبر|معتبره|اعتبار|باطل|باطله|صحیح|صحیحه|نافذ|نافذه) /,
    word: 'صحت',
    stems: ['صحیح', 'صحت', 'باطل', 'بطلان', 'نافذ', 'نفوذ', 'معتبر', 'اعتبار'],
  },
  {
    // «پس بده», «پس نمی‌دهد», «پس بگیرم», «برگردونم»: giving back or taking back, the laws' «استرداد» and «رد».
    pattern:
      / (?:پس (?:ب|ن|می ?|نمی ?)?(?:ده|د|داد|گیر|گرفت)|(?:ب|ن|می ?|نمی ?)?برگرد[او]ن)(?:م|ی|د|یم|ید|ند|ه|ن|ین)? /,
    word: 'استرداد',
    stems: ['استرداد', 'مسترد', 'اعاده', 'رد'],
  },
  {
    // «چقدره؟», «چند درصد»: an amount, which the laws state as «میزان», «مبلغ» or a share; not a time's
    // («مهلتش چقدره؟»).
    pattern: /^(?!.* (?:مهلت|مدت|وقت|زمان|فرصت)[^ ]* ).* (?:چقدر|چقدره|چه مقدار|چه میزان|چه مبلغی|چند درصد) /,
    word: 'میزان',
    stems: ['میزان', 'مبلغ', 'درصد', 'معادل'],
  },
  {
    // «باید چه چیزهایی داشته باشه؟», «چه مواردی باید قید بشه؟»: what a document must hold, which the laws
    // say as «باید دارای … باشد», «متضمن», «مشتمل بر» or «… قید شود».
    pattern:
      / (?:چه|چی) (?:چیزهایی|چیزی|چیزایی|مواردی|مطالبی|اطلاعاتی) (?:باید )?(?:داشته|دارد|داره|بنویس|قید|ذکر|درج|بیاد|بیاید)/,
    word: 'مندرجات',
    stems: ['مندرجات', 'دارای', 'متضمن', 'مشتمل', 'قید'],
  },
  {
    // «چند تا وکیل میتونم بگیرم؟»: a number, which the laws state as «حداکثر», «حداقل» or «تعداد».
    pattern: / (?:چند تا|چندتا|چند نفر|چه تعداد) /,
    word: 'تعداد',
    stems: ['تعداد', 'حداکثر', 'حداقل', 'عده'],
  },
  {
    // «اجاره رو زیاد کنه», «کم کنه»: a rise or a cut, the laws' «افزایش» and «کاهش».
    pattern: / (?:زیاد|بیشتر) (?:ب|ن|می ?|نمی ?)?(?:کن|کرد|شد|شو)/,
    word: 'افزایش',
    stems: ['افزایش', 'ترقی', 'افزودن'],
  },
  {
    pattern: / (?:کم|کمتر) (?:ب|ن|می ?|نمی ?)?(?:کن|کرد|شد|شو)/,
    word: 'کاهش',
    stems: ['کاهش', 'تقلیل', 'تنزل', 'کسر'],
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
