// The phrases each article is looked up by: the name a lawyer gives its subject («حق حبس زوجه») and the
// everyday words a client uses for it («زن خانه شوهر را ترک کرده»), written from the article's own text.
// They are searched, never shown: a law book's index, not the law.
import subjects from './data/subjects.json' with { type: 'json' };

/** Keyed by article id («civil-code/1108»). */
export const ARTICLE_SUBJECTS: ReadonlyMap<string, readonly string[]> = new Map(
  Object.entries(subjects as Record<string, string[]>),
);

export const subjectsOf = (articleId: string): readonly string[] => ARTICLE_SUBJECTS.get(articleId) ?? [];
