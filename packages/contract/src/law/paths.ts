// Paths of the law library, relative to the API base `/api` like `API` in ../paths.ts (trailing slash canonical).

const lv = '/law/v1';

export const LAW_API = {
  /** Every law the library holds (public). */
  laws: `${lv}/laws/`,
  /** One law with its table of contents (public). */
  law: (law: string) => `${lv}/laws/${law}/`,
  /** One article (public). `article` is the article's slug («1130», «218-bis»). */
  article: (law: string, article: string) => `${lv}/laws/${law}/articles/${article}/`,
  /** Search by words or by reference («ماده ۱۱۳۰ مدنی»); public. */
  search: `${lv}/search/`,
  /** The articles pinned to a case (whoever may see the case). */
  casePins: (casePid: string) => `${lv}/cases/${casePid}/articles/`,
  /** Unpin one article from a case. */
  casePin: (casePid: string, law: string, article: string) =>
    `${lv}/cases/${casePid}/articles/${law}/${article}/`,
  admin: {
    /** PATCH: correct an article (admin). */
    article: (law: string, article: string) => `/admin/v1/laws/${law}/articles/${article}/`,
    /** GET: the corrections of an article, newest first (admin). */
    history: (law: string, article: string) => `/admin/v1/laws/${law}/articles/${article}/history/`,
  },
} as const;

/** The web address of an article's page: `/laws/<law>/<article>` (and of a law: `/laws/<law>`). */
export const lawArticleHref = (ref: { law: string; article: string }) => `/laws/${ref.law}/${ref.article}`;
export const lawHref = (law: string) => `/laws/${law}`;
