import { describe, expect, it } from 'vitest';
import { createLibrary } from '../../law/library.ts';
import { formatJalali } from '../ai/builtin.provider.ts';
import { definitionAsked } from '../ai/conversation.ts';
import { jalaliMonthStart } from '../ai/jalali-month.ts';
import { extractKeywords, frameKeywords, isSmallTalk, looksLikeVerb, stemOf } from '../ai/keywords.ts';
import { KNOWLEDGE_SEED } from '../ai/knowledge.seed.ts';
import { frequency, isGeneric, legalIndex, searchIndex } from '../ai/legal-index.ts';
import { trailingHeadings } from '../ai/trailing-headings.ts';

describe('question keywords', () => {
  it('drop function words, question words and verbs, and normalize Persian', () => {
    expect(extractKeywords('چطور مهريه‌ام را بگیرم؟').map((k) => k.word)).toEqual(['مهریه']);
    expect(extractKeywords('صاحبخانه ودیعه را پس نمی‌دهد').map((k) => k.word)).toEqual(['صاحبخانه', 'ودیعه']);
    expect(extractKeywords('مهلت ۲۰ روزه').map((k) => k.word)).toEqual(['مهلت', '20', 'روزه']);
  });

  it('keep stems and the legal words a layperson means', () => {
    expect(stemOf('کارگران')).toBe('کارگر');
    expect(stemOf('برگشتی')).toBe('برگشت');
    expect(stemOf('چک')).toBe('چک');
    const [child] = extractKeywords('بچه');
    expect(child?.stems).toEqual(expect.arrayContaining(['بچه', 'فرزند', 'طفل']));
    expect(extractKeywords('صاحبخانه')[0]?.stems).toContain('موجر');
  });

  it('strip a suffix only to a word the texts hold, and read a term of several words as one', () => {
    const known = (word: string) => ['خیار', 'ادعا', 'کارگر'].includes(word);
    expect(stemOf('خیارات', known)).toBe('خیار');
    expect(stemOf('ادعای', known)).toBe('ادعا');
    expect(stemOf('تعیین', (word) => word === 'تعیین')).toBe('تعیین');
    expect(stemOf('اعلام', () => false)).toBe('اعلام');
    expect(stemOf('روزانه', (word) => word === 'روز')).toBe('روز');
    expect(stemOf('خانه', () => true)).toBe('خانه');
    // A layperson's word of the synonym list is a word too.
    expect(stemOf('خونهام', () => false)).toBe('خونه');
    expect(extractKeywords('جمعه‌ها تعطیلی کارگره؟', known).at(-1)?.stems[0]).toBe('کارگر');
    const [order, ...rest] = extractKeywords('دستور موقت چیه؟');
    expect(order).toMatchObject({ word: 'دستور موقت', phrase: true });
    expect(rest).toEqual([]);
    expect(extractKeywords('دستور تهیه چای').some((k) => k.phrase)).toBe(false);
    expect(extractKeywords('قوه قاهره')[0]?.stems).toContain('علت خارجی');
    expect(extractKeywords('برای انحصار وراثت چه کار باید کرد؟').map((k) => k.word)).toEqual([
      'انحصار وراثت',
    ]);
  });

  it('reach the broken plural the law writes from its singular, and back', () => {
    expect(extractKeywords('ساعت کار')[0]?.stems).toContain('ساعات');
    expect(extractKeywords('شهود')[0]?.stems).toContain('شاهد');
    expect(extractKeywords('شرط')[0]?.stems).toEqual(expect.arrayContaining(['شروط', 'شرایط']));
    // And the forms of a term's root the law writes: «سبب تلف» for «تسبیب», «غاصب» for «غصب».
    expect(extractKeywords('تسبیب در اتلاف').flatMap((k) => k.stems)).toEqual(
      expect.arrayContaining(['سبب', 'تلف']),
    );
    expect(extractKeywords('غاصب')[0]?.stems).toContain('غصب');
    // And the spellings of a hamza the laws use.
    expect(extractKeywords('ترکیب هیئت تشخیص')[0]).toMatchObject({ word: 'هیات تشخیص', phrase: true });
    expect(extractKeywords('مسئولیت')[0]?.stems).toContain('مسوولیت');
  });

  it('keep a word whose ending is no suffix, and read a colloquial form as the word the texts know', () => {
    for (const word of ['خواهان', 'تامین', 'سازش', 'زندان']) expect(stemOf(word, () => true)).toBe(word);
    const known = (word: string) => ['پدر', 'برادر'].includes(word);
    expect(extractKeywords('پدره', known)[0]?.word).toBe('پدر');
    expect(extractKeywords('برادرا', known)[0]?.word).toBe('برادر');
    expect(extractKeywords('اجراء حکم').map((k) => k.word)).toContain('اجرا');
    // A compound written apart is the word of the lists written together.
    expect(extractKeywords('صاحب خونه')[0]?.stems).toContain('موجر');
    expect(extractKeywords('تجدید نظر خواهی').map((k) => k.word)).toEqual(['تجدیدنظر']);
  });

  it('read a document by its subject: «اجاره‌نامه» is «اجاره»', () => {
    expect(extractKeywords('اجاره‌نامه بدون مدت').map((k) => k.word)).toEqual(['اجاره', 'مدت']);
    expect(extractKeywords('نامه اداری').map((k) => k.word)).toEqual(['نامه', 'اداری']);
  });

  it('drop colloquial pronouns and «در صورت», and keep a listed word that ends like a colloquial form', () => {
    const words = (question: string, known?: (word: string) => boolean) =>
      extractKeywords(question, known).map((k) => k.word);
    expect(words('پلیس منو بازداشت کرده')).toEqual(['پلیس', 'بازداشت']);
    expect(words('اگه خوانده نیاد چی؟')).toEqual(['خوانده']);
    expect(words('مسئولیت امین در صورت تلف')).not.toContain('صورت');
    // «دیوانه» is not «دیوان است» though the texts know «دیوان».
    const [insane] = extractKeywords('دیوانه', (word) => word === 'دیوان');
    expect(insane?.stems).toContain('جنون');
    expect(isGeneric(extractKeywords('آدم')[0] ?? { word: '', stems: [] })).toBe(true);
  });

  it('read a term of several words with an ending on its last word', () => {
    expect(extractKeywords('بدهکار باید صورت اموالش رو بده؟')[0]).toMatchObject({
      word: 'صورت اموال',
      phrase: true,
    });
    expect(extractKeywords('مستثنیات دینم')[0]).toMatchObject({ word: 'مستثنیات دین', phrase: true });
    expect(extractKeywords('صاحبخونه پول پیش نمیده')[0]?.stems).toContain('ودیعه');
  });

  it('reach the words the laws use for everyday and colloquial ones', () => {
    const stems = (word: string) => extractKeywords(word)[0]?.stems ?? [];
    expect(stems('قاضی')).toContain('دادرس');
    expect(stems('بیرون')).toContain('تخلیه');
    expect(stems('تهمت')).toContain('افترا');
    expect(stems('بابام')).toContain('پدر');
    // A word of the lists before a word the texts hold: «بابا» + «م», not «باب» + «ام».
    expect(stemOf('بابام', (word) => word === 'باب')).toBe('بابا');
    expect(stems('مامانم')).toContain('مادر');
    expect(stems('فامیل')).toContain('قرابت');
    expect(stems('موروثی')).toContain('ترکه');
    expect(stems('مرده')).toContain('متوفی');
    expect(stems('تصادف')).toContain('تصادم');
    expect(stems('مسئولیت')).toContain('ضامن');
    expect(stems('امانی')).toContain('امین');
    expect(stems('جریمه')).toContain('جزای نقدی');
    expect(stems('اعتبار')).toEqual(expect.arrayContaining(['صحیح', 'نافذ']));
    expect(stems('دزدیده')).toContain('سرقت');
  });

  it('read what the frame of a question asks: a time limit, a court, a refusal, a bar', () => {
    const frame = (question: string) => frameKeywords(question).map((k) => k.word);
    expect(frame('چند روز وقت دارم اعتراض کنم؟')).toEqual(['مهلت']);
    expect(frame('شوهرم نفقه نمی‌دهد')).toEqual(['امتناع']);
    expect(frame('شوهرم نمیذاره سر کار برم')).toEqual(['منع']);
    expect(frame('برای دعوای مهریه باید کجا شکایت کنم؟')).toEqual(['صلاحیت']);
    expect(frame('اجاره‌نامه بدون مدت معتبره؟')).toEqual(['صحت']);
    expect(frame('نفقه زوجه چیست؟')).toEqual([]);
    expect(frame('مرخصی زایمان چند روزه؟')).toEqual([]);
    expect(frame('خواهان دادخواستش رو پس بگیره')).toEqual(['استرداد']);
    expect(frame('ودیعه رو پس نمیده')).toEqual(['امتناع', 'استرداد']);
    expect(frame('پس دیگه چی؟')).toEqual([]);
  });

  it('tell verbs from nouns that look like them', () => {
    for (const verb of ['بگیرم', 'بدهد', 'نمیدم', 'دهد', 'بکنید'])
      expect(looksLikeVerb(verb), verb).toBe(true);
    for (const past of ['نداده', 'گذاشته', 'کشیدم', 'نمیداد']) expect(looksLikeVerb(past), past).toBe(true);
    for (const noun of ['دادگاه', 'برگشتی', 'بدهی', 'خرید', 'بیمه', 'نفقه', 'زنم', 'رد', 'خواسته'])
      expect(looksLikeVerb(noun), noun).toBe(false);
  });

  it('recognize a greeting', () => {
    expect(isSmallTalk('سلام، خسته نباشید')).toBe(true);
    expect(isSmallTalk('سلام، مهلت تجدیدنظر چقدر است؟')).toBe(false);
  });
});

describe('the law library as the assistant searches it', () => {
  it('counts a word that only starts with a stem for less than the word and its inflections', () => {
    expect(frequency(' مال مالی اموال ', ['مال'])).toBe(2);
    expect(frequency(' مال مالیات مالها ', ['مال'], 0.5)).toBe(2.5);
    expect(frequency(' رد ردیف ', ['رد'], 0.5)).toBe(1);
  });

  it('gives the articles after a heading left at the end of an article text that heading', () => {
    const library = createLibrary();
    const headings = trailingHeadings(library);
    const at = (slug: string) => library.all().findIndex((a) => a.id === `civil-code/${slug}`);
    expect(headings[at('398')]?.trailing).toBe('سوم - در خیار شرط');
    expect(headings[at('399')]?.recovered).toEqual(['فقره اول - در خیارات', 'سوم - در خیار شرط']);
    expect(headings[at('444')]?.recovered).toEqual(['فقره اول - در خیارات', 'دهم - در خیار تخلف شرط']);
    expect(headings[at('445')]?.recovered).toEqual(['فقره دوم - در احکام خیارات به طور کلی']);
    // A heading after the last sentence of the text, on the same line.
    const commercial = (slug: string) => library.all().findIndex((a) => a.id === `commercial/${slug}`);
    expect(headings[commercial('488')]?.trailing).toBe('فقره دوم - در اثرات قرارداد ارفاقی');
    expect(headings[commercial('489')]?.recovered).toEqual(['فقره دوم - در اثرات قرارداد ارفاقی']);
    // A new chapter starts with none.
    expect(headings[at('1')]?.recovered).toEqual([]);
  });

  const library = createLibrary();
  const index = legalIndex(library, { version: 'unit', rows: [] });
  const known = (word: string) => index.words.has(word);
  const search = (question: string, definition = false, within = index) =>
    searchIndex(
      within,
      extractKeywords(question, known).map((kw) => ({ kw, weight: 1, own: true })),
      { definition },
    );
  const found = (question: string, definition = false) => search(question, definition).map((e) => e.pid);

  it('ranks the article that defines, lists or divides what the question names', () => {
    expect(found('مستثنیات دین چیه؟', true)[0]).toBe('financial-convictions/24');
    expect(found('کی از من ارث میبره؟ پدر و مادر یا بچه‌ها؟').slice(0, 3)).toContain('civil-code/862');
    // Not when the question's words are only in its headings: the entries of «امور حسبی» answer.
    const rows = KNOWLEDGE_SEED.map(({ key, ...entry }) => ({ ...entry, pid: key }));
    const withEntries = legalIndex(library, { version: 'unit-entries', rows });
    const heirs = search('برای انحصار وراثت چه کار باید کرد؟', false, withEntries).slice(0, 3);
    expect(heirs.map((e) => e.pid)).not.toContain('civil-code/862');
    expect(heirs.some((e) => e.source.startsWith('قانون امور حسبی'))).toBe(true);
  });

  it('finds the article a lawyer names by its doctrine though its text never says the term', () => {
    const cases = [
      ['اماره فراش', 'civil-code/1158'],
      ['حق حبس زوجه', 'civil-code/1085'],
      ['سوگند استظهاری', 'civil-code/1333'],
    ];
    for (const [question = '', id = ''] of cases) {
      const [law = '', article = ''] = id.split('/');
      expect(library.find(law, article)?.key, id).not.toContain(question.split(' ').slice(0, 2).join(' '));
      expect(found(question).slice(0, 3), question).toContain(id);
    }
  });

  it('answers a question in the names of the parties the laws give them', () => {
    expect(found('موارد رد دادرس').slice(0, 3)).toContain('civil-procedure/91');
  });

  it('answers a message asking what a term is among other questions with its definition', () => {
    const laws = new Set<string>();
    expect(definitionAsked(index, 'مستثنیات دین چیه؟ خونه‌ام رو میتونن توقیف کنن؟', known, laws)?.pid).toBe(
      'financial-convictions/24',
    );
    expect(definitionAsked(index, 'مستثنیات دین چیه؟', known, laws)).toBeUndefined();
    expect(definitionAsked(index, 'خونه‌ام رو توقیف کردن؟ طلبکارم شکایت کرده', known, laws)).toBeUndefined();
  });
});

describe('the Jalali month', () => {
  it('starts at Tehran midnight of the first day of the Jalali month', () => {
    // 1403/01/01 is 2024-03-20; Tehran midnight is 20:30 UTC the day before.
    expect(jalaliMonthStart(new Date('2024-03-25T12:00:00Z')).toISOString()).toBe('2024-03-19T20:30:00.000Z');
    // 1403/07/01 is 2024-09-22 (Shahrivar has 31 days, so it began 2024-08-22); Tehran midnight decides.
    expect(jalaliMonthStart(new Date('2024-09-21T20:31:00Z')).toISOString()).toBe('2024-09-21T20:30:00.000Z');
    expect(jalaliMonthStart(new Date('2024-09-21T20:29:00Z')).toISOString()).toBe('2024-08-21T20:30:00.000Z');
  });
});

describe('dates in answers', () => {
  it('read as a Persian sentence in Tehran time', () => {
    expect(formatJalali(new Date('2024-03-20T06:00:00Z'))).toBe('چهارشنبه ۱ فروردین ۱۴۰۳، ساعت ۰۹:۳۰');
  });
});
