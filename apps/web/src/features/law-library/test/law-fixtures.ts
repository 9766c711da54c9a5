import type { LawArticle, LawDetail, LawSearchHit, PinnedArticle } from '@vakilyar/contract';

const source = {
  repository: 'okelot/IranLaw',
  commit: '6d0ca96aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa',
  path: 'madaniLawFinal/madaniDB.sqlite',
  url: null,
};

export const civilCode: LawDetail = {
  slug: 'civil-code',
  title: 'قانون مدنی',
  short_title: 'مدنی',
  year: '۱۳۰۷',
  text_date: '۱۳۹۱',
  article_count: 1335,
  coverage_note: null,
  amended_count: 2,
  sources: [source],
  toc: {
    title: 'قانون مدنی',
    articles: [{ slug: '1', number: '۱' }],
    children: [
      {
        title: 'جلد اول - در اموال',
        articles: [],
        children: [{ title: 'کتاب اول', articles: [{ slug: '11', number: '۱۱' }], children: [] }],
      },
      {
        title: 'جلد دوم - در اشخاص',
        articles: [],
        children: [
          {
            title: 'کتاب هفتم - در نکاح و طلاق',
            articles: Array.from({ length: 3 }, (_, i) => ({
              slug: String(1129 + i),
              number: `۱۱${29 + i}`,
            })),
            children: [],
          },
        ],
      },
    ],
  },
};

export const article1130: LawArticle = {
  id: 'civil-code/1130',
  law: 'civil-code',
  law_title: 'قانون مدنی',
  slug: '1130',
  number: '۱۱۳۰',
  citation: 'ماده ۱۱۳۰ قانون مدنی',
  text: 'در صورتی که دوام زوجیت موجب عسر و حرج زوجه باشد، وی می‌تواند به حاکم شرع مراجعه و تقاضای طلاق کند.',
  notes: [
    {
      label: 'تبصره',
      text: 'عسر و حرج موضوع این ماده عبارت است از بروز وضعیتی که ادامه زندگی را برای زوجه با مشقت همراه سازد.',
    },
  ],
  chapter_path: ['جلد دوم - در اشخاص', 'کتاب هفتم - در نکاح و طلاق'],
  prev: { slug: '1129', number: '۱۱۲۹' },
  next: { slug: '1131', number: '۱۱۳۱' },
  source,
  text_date: '۱۳۹۱',
  amended: true,
  amended_note: 'اصلاحی ۱۳۷۹/۰۴/۲۹؛ متن کتابخانه شاید تبصره تازه را نداشته باشد.',
  cross_checked: false,
  corrected: false,
  updated_at: null,
};

export const hit1130: LawSearchHit = {
  id: 'civil-code/1130',
  law: 'civil-code',
  law_title: 'قانون مدنی',
  slug: '1130',
  number: '۱۱۳۰',
  citation: 'ماده ۱۱۳۰ قانون مدنی',
  chapter_path: ['جلد دوم - در اشخاص', 'کتاب هفتم - در نکاح و طلاق'],
  snippet: 'در صورتی که دوام زوجیت موجب عسر و حرج زوجه باشد…',
  amended: true,
};

export const pinned: PinnedArticle = {
  article: hit1130,
  note: 'مستند دادخواست طلاق',
  pinned_by: 'مریم احمدی',
  pinned_at: '2026-11-20T08:30:00Z',
};

export const { toc: _toc, ...civilCodeListItem } = civilCode;
