import { officeSearchKey } from '../../office/search-sql.ts';

// Words of a question that say what it is about. Persian function words, question words, common verbs and
// their colloquial forms carry no subject and are dropped; the rest keep a light stem (plural, adjectival
// and possessive suffixes) and the legal words a layperson's word stands for («بچه» for «فرزند»).

const words = (text: string) => text.split(/\s+/).filter(Boolean).map(officeSearchKey);

const STOPWORDS = new Set(
  words(`از به با در بر برای تا که را و یا هم نیز اما ولی اگر چون چه چی چیه چیست چیستند چرا چطور چطوری چگونه
  چجوری کجا کجاست کی کیه کدام آیا ایا این آن اون اینو اونو رو همین همان هر همه هیچ یک یه دو بعضی برخی چند چندین
  چقدر قدر من تو او ما شما ایشان خودم خودت خود خودش خودمان خودتان شان مان تان ام ات اش ای
  است هست هستش نیست بود بوده باشد باشه باشند باشم هستم هستند بودن شد شده شود شوند شوم شه بشه میشه میشود نمیشه
  می نمی کرد کرده کند کنه کنند کنن کنم کنیم کنید کردن کردم کردیم کردند بکنم دارد داره دارم داریم دارند دارن داشت
  داشتم داشته باید نباید میتوان میتوانم میتونم میخواهم میخوام خواهم خواهد بخواهم بخوام توان تواند توانم بتوانم بتونم
  گفت گفته گوید بگویید بگو بگید لطفا ممنون مرسی سلام درود خداحافظ سپاس متشکرم تشکر چیکار چکار
  الان اکنون حالا دیگر دیگه خیلی بسیار کمی زیاد فقط حتی هنوز باز پس بعد قبل پیش وقتی زمانی اینکه آنکه
  نه بله آره چنین چنان مثل مانند درباره مورد راجع طبق نسبت جهت بدون داخل روی زیر بالای توی ی ها های ترین تر
  اگه ولی یکی چقدره چنده کیا هستن درسته راستی مرا ترا اورا
  کیست کدامند کدومه کدوم کدومن چیا میتونه میتونن نمیتونه داره نداره میده نمیده بده بدم بدن میگه میگن
  میخواد میخوان نمیذاره میذاره برام بهم بهش ازش باهاش تو اون اینا اونا شده بود باید میشن میره نمیره
  چیه چیکار کنم کنه برگردونه برنمیگردونه چطوریه چجوریه حساب گرفت گرفتن بگیرم بگیره میگیره`),
);

/** Greetings and thanks: a message made only of these gets a greeting, not a search. */
const SMALL_TALK = new Set(
  words('سلام درود ممنون مرسی سپاس متشکرم تشکر خداحافظ خسته نباشید وقت بخیر hi hello thanks'),
);

/** A layperson's word and the words the law (and the knowledge base) uses for it. */
const SYNONYMS: Record<string, string[]> = Object.fromEntries(
  Object.entries({
    بچه: ['فرزند', 'طفل', 'کودک'],
    کودک: ['فرزند', 'طفل'],
    فرزند: ['طفل', 'کودک'],
    همسر: ['زوج', 'زوجه', 'شوهر'],
    شوهر: ['زوج'],
    خانم: ['زوجه', 'زن'],
    زنم: ['زوجه', 'زن'],
    بدهکار: ['بدهی', 'دین', 'دیون', 'مدیون'],
    صاحبخانه: ['موجر'],
    مالک: ['موجر', 'مالکیت'],
    مستاجر: ['مستأجر'],
    رهن: ['ودیعه'],
    پول: ['وجه'],
    میراث: ['ارث', 'ترکه'],
    بیکار: ['اخراج', 'پایان قرارداد'],
    بازخرید: ['سنوات'],
    اعتراض: ['تجدیدنظر', 'واخواهی', 'فرجام'],
    تموم: ['تمام', 'پایان', 'انقضا'],
    زمین: ['ملک', 'غیرمنقول'],
    مهریه: ['مهر'],
    مهریم: ['مهر'],
    خرجی: ['نفقه'],
    خرج: ['نفقه'],
    زن: ['زوجه'],
    شوهرم: ['زوج', 'شوهر'],
    ارث: ['وراث', 'ترکه'],
    اجبار: ['اکراه'],
    زور: ['اکراه'],
    گرون: ['غبن'],
    کلاه: ['غبن'],
    شکسته: ['تلف', 'اتلاف'],
    خراب: ['تلف', 'اتلاف'],
    برداشته: ['غصب'],
    اشتباهی: ['مستحق', 'اشتباها'],
    سفته: ['فته'],
    اخراج: ['خاتمه', 'اخراج'],
    اخراجم: ['خاتمه', 'اخراج'],
    حقوق: ['مزد'],
    زندان: ['حبس'],
    زندانی: ['حبس'],
    طلبکار: ['محکوم له', 'داین'],
    بدهی: ['دین', 'محکوم به'],
    عروسی: ['نزدیکی'],
    تمکین: ['وظایف زوجیت', 'تمکین'],
    شکایت: ['دعوا', 'دعوی', 'شکایت'],
    یتیم: ['صغار', 'قیم', 'ولی خاص'],
    معتاده: ['اعتیاد'],
    معتاد: ['اعتیاد'],
    کارفرما: ['کارفرما'],
    ماشینم: ['مال'],
    پلیس: ['ضابطان', 'تحت نظر'],
    بازداشت: ['بازداشت', 'تحت نظر'],
    اجاره‌نامه: ['اجاره'],
    اجارهنامه: ['اجاره'],
    فروشنده: ['بایع'],
    خریدار: ['مشتری'],
    خونه: ['خانه', 'منزل', 'ملک', 'مسکن'],
  }).map(([word, list]) => [officeSearchKey(word), list.map(officeSearchKey)]),
);

// Colloquial object and possessive endings too: «زمینمو», «کارشو», «بانکیش», «حسابای».
const SUFFIXES = [
  'هایم',
  'هایت',
  'هایش',
  'های',
  'ها',
  'مو',
  'شو',
  'یش',
  'ای',
  'ان',
  'ات',
  'ام',
  'ش',
  'م',
  'ی',
];

/** The word without one plural, adjectival or possessive suffix, when what remains is still a word. */
export function stemOf(word: string): string {
  for (const suffix of SUFFIXES) {
    if (word.endsWith(suffix) && word.length - suffix.length >= 3) return word.slice(0, -suffix.length);
  }
  return word;
}

/**
 * Everyday words of legal talk: rare in a small knowledge base, yet never what a question is about. They
 * count for little and never make an entry relevant alone.
 */
export const GENERIC = new Set(
  words(`اطلاع روز روزه سال ماه هفته زمان مدت وقت حق حکم رای قانون قانونی ماده دادگاه مرجع مبلغ وجه درخواست
  اقدام ثبت مراجعه پرداخت شخص طرف نفر مورد موارد کسی چیزی مشکل سوال پرسش راه نحوه شرایط
  ساعت فرق تفاوت پرونده بسته درست دلیل بابت انجام علیه صادر`),
);

const VERB_STEMS =
  'خور|گیر|ده|د|کن|گو|گ|رو|ر|زن|خواه|خوا|نویس|فروش|خر|گذار|گذر|بر|آور|ار|شو|ش|بین|دان|تون|دار|رس|ساز|کش|یاب|پرس|فرست|مان|گرد|پرداز';
const PREFIXED_VERB = new RegExp(`^(ب|ن|می|نمی)(${VERB_STEMS})(م|ی|د|یم|ید|ند|ه|ن|ین)?$`);
const BARE_VERB = new RegExp(`^(${VERB_STEMS})(د|ند|ید|یم)$`);
const PAST_STEMS = 'داد|کرد|گرفت|گذاشت|رفت|آمد|زد|خورد|کشید|فروخت|نوشت|گفت|داشت|خواست|آورد|دید|ماند';
const PAST_VERB = new RegExp(`^(ن|می|نمی)?(${PAST_STEMS})(م|ی|یم|ید|ند|ه|ن|ین)?$`);
/** Nouns that happen to look conjugated. */
const NOT_VERBS = new Set(words('بدهی بدهکار بری خرید رسید'));

/** A conjugated verb («بگیرم», «بدهد», «نمیدم»): it says nothing about the subject of a question. */
export const looksLikeVerb = (word: string) =>
  (PREFIXED_VERB.test(word) || BARE_VERB.test(word) || PAST_VERB.test(word)) && !NOT_VERBS.has(word);

export interface Keyword {
  word: string;
  /** Word-prefixes any of which counts as the keyword: its stem and its legal synonyms. */
  stems: string[];
}

const TOKEN = /^[\p{L}\p{N}]+$/u;

/** The subject words of a question (at most 12), normalized as every search is. */
export function extractKeywords(question: string): Keyword[] {
  const seen = new Set<string>();
  const keywords: Keyword[] = [];
  for (const word of officeSearchKey(question).split(/[^\p{L}\p{N}]+/u)) {
    if (word.length < 2 || !TOKEN.test(word) || STOPWORDS.has(word) || STOPWORDS.has(stemOf(word))) continue;
    if (looksLikeVerb(word)) continue;
    if (seen.has(word)) continue;
    seen.add(word);
    const synonyms = SYNONYMS[word] ?? SYNONYMS[stemOf(word)] ?? [];
    // The colloquial «is» ending: «پدره» is «پدر است», «جرمه» «جرم است».
    const bare = word.slice(0, -1);
    const copula = word.length >= 4 && word.endsWith('ه') ? [bare, stemOf(bare)] : [];
    const stems = [...new Set([stemOf(word), ...copula, ...synonyms.flatMap((s) => s.split(' '))])];
    keywords.push({ word, stems });
  }
  return keywords.slice(0, 12);
}

/** A message that only greets or thanks. */
export function isSmallTalk(question: string): boolean {
  const parts = officeSearchKey(question)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  return parts.length > 0 && parts.length <= 6 && parts.every((w) => SMALL_TALK.has(w) || STOPWORDS.has(w));
}
