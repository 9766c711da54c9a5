import type {
  ArticleCorrection,
  LawSearchQuery,
  PinnedArticle,
  zCorrectArticleRequest,
  zPinArticleRequest,
} from '@vakilyar/contract';
import { and, count, desc, eq, max, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { notFound, validationError } from '../../core/errors.ts';
import { newPid } from '../../core/ids.ts';
import type { Db, Executor } from '../../db/client.ts';
import { users } from '../auth/auth.tables.ts';
import { assertCan, type Caller } from '../office/access.ts';
import { loadCase } from '../office/cases.repository.ts';
import { lawTexts } from './law.messages.ts';
import { caseLawPins, lawArticleCorrections as corrections } from './law.tables.ts';
import { type ArticleOverride, createLibrary, type Library, type LibraryArticle } from './library.ts';
import { searchLibrary } from './search.ts';

type PinInput = z.output<typeof zPinArticleRequest>;
type CorrectInput = z.output<typeof zCorrectArticleRequest>;

let shared: Library | null = null;
/** One library per process: loading and indexing the texts takes most of a second. */
export function sharedLibrary(): Library {
  if (!shared) {
    shared = createLibrary();
    shared.holding('');
  }
  return shared;
}

/** How often a process looks for corrections another process made. */
const FRESH_FOR_MS = 2000;

/** The law library: reading and search (public), pins (office), corrections (admin). */
export function createLawService(db: Db, given?: Library) {
  // Loaded at the first call, not at start: `npm run openapi` and most tests never read a law.
  let loaded = given ?? null;
  const lib = () => {
    loaded ??= sharedLibrary();
    return loaded;
  };
  let checkedAt = 0;
  let latestId = -1;

  /** Lays the newest correction of each article over the imported text, when a correction is new. */
  async function fresh(force = false) {
    if (!force && Date.now() - checkedAt < FRESH_FOR_MS) return;
    checkedAt = Date.now();
    const [row] = await db.select({ id: max(corrections.id) }).from(corrections);
    const newest = row?.id ?? 0;
    if (newest === latestId) return;
    const rows = await db
      .selectDistinctOn([corrections.law, corrections.article])
      .from(corrections)
      .orderBy(corrections.law, corrections.article, desc(corrections.id));
    const next = new Map<string, ArticleOverride>();
    for (const r of rows) {
      next.set(`${r.law}/${r.article}`, {
        text: r.text,
        notes: r.notes,
        amended: r.amended,
        amendedNote: r.amendedNote,
        textDate: r.textDate,
        at: r.createdAt,
      });
    }
    lib().applyOverrides(next);
    latestId = newest;
  }

  function articleOr404(law: string, slug: string): LibraryArticle {
    if (!lib().law(law)) throw notFound(lawTexts.lawNotFound);
    const article = lib().find(law, slug);
    if (!article) throw notFound(lawTexts.articleNotFound);
    return article;
  }

  async function pinsOf(executor: Executor, caseId: number): Promise<PinnedArticle[]> {
    const rows = await executor
      .select({
        law: caseLawPins.law,
        article: caseLawPins.article,
        note: caseLawPins.note,
        createdAt: caseLawPins.createdAt,
        firstName: users.firstName,
        lastName: users.lastName,
      })
      .from(caseLawPins)
      .innerJoin(users, eq(users.id, caseLawPins.pinnedById))
      .where(eq(caseLawPins.caseId, caseId))
      .orderBy(desc(caseLawPins.id));
    return rows.flatMap((r) => {
      const article = lib().find(r.law, r.article);
      if (!article) return [];
      return [
        {
          article: lib().hit(article),
          note: r.note,
          pinned_by: `${r.firstName ?? ''} ${r.lastName ?? ''}`.trim(),
          pinned_at: r.createdAt.toISOString(),
        },
      ];
    });
  }

  return {
    get library() {
      return lib();
    },
    fresh,
    async laws() {
      await fresh();
      return lib().laws();
    },
    async law(slug: string) {
      await fresh();
      const law = lib().law(slug);
      if (!law) throw notFound(lawTexts.lawNotFound);
      return law;
    },
    async article(law: string, slug: string) {
      await fresh();
      return lib().present(articleOr404(law, slug));
    },
    async search(query: LawSearchQuery) {
      await fresh();
      return searchLibrary(lib(), query);
    },

    async pins(caller: Caller, casePid: string) {
      const kase = await loadCase(db, caller, casePid);
      return pinsOf(db, kase.row.id);
    },

    async pin(caller: Caller, casePid: string, input: PinInput) {
      const article = articleOr404(input.law, input.article);
      return db.transaction(async (tx) => {
        const kase = await loadCase(tx, caller, casePid);
        assertCan(caller, kase.access, 'case.update');
        const [row] = await tx
          .insert(caseLawPins)
          .values({
            caseId: kase.row.id,
            law: input.law,
            article: input.article,
            note: input.note || null,
            pinnedById: caller.userId,
          })
          .onConflictDoUpdate({
            target: [caseLawPins.caseId, caseLawPins.law, caseLawPins.article],
            set: { note: input.note || null },
          })
          .returning({ createdAt: caseLawPins.createdAt, inserted: sql<boolean>`xmax = 0` });
        const [pinnedBy] = await tx
          .select({ firstName: users.firstName, lastName: users.lastName })
          .from(users)
          .where(eq(users.id, caller.userId));
        const pin: PinnedArticle = {
          article: lib().hit(article),
          note: input.note || null,
          pinned_by: `${pinnedBy?.firstName ?? ''} ${pinnedBy?.lastName ?? ''}`.trim(),
          pinned_at: (row?.createdAt ?? new Date()).toISOString(),
        };
        return { pin, created: Boolean(row?.inserted) };
      });
    },

    async unpin(caller: Caller, casePid: string, law: string, slug: string) {
      await db.transaction(async (tx) => {
        const kase = await loadCase(tx, caller, casePid);
        assertCan(caller, kase.access, 'case.update');
        const removed = await tx
          .delete(caseLawPins)
          .where(
            and(eq(caseLawPins.caseId, kase.row.id), eq(caseLawPins.law, law), eq(caseLawPins.article, slug)),
          )
          .returning({ id: caseLawPins.id });
        if (!removed.length) throw notFound(lawTexts.pinNotFound);
      });
    },

    /** An admin's correction: kept with the text it replaces; the newest is the text in force. */
    async correct(adminId: number, law: string, slug: string, input: CorrectInput) {
      const article = articleOr404(law, slug);
      await db.transaction(async (tx) => {
        // One correction of an article at a time, so each row's previous text is the one it replaced.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`law:${article.id}`}))`);
        const [latest] = await tx
          .select()
          .from(corrections)
          .where(and(eq(corrections.law, law), eq(corrections.article, slug)))
          .orderBy(desc(corrections.id))
          .limit(1);
        const previousText = latest?.text ?? article.data.t;
        const previousNotes = latest?.notes ?? article.data.notes ?? [];
        const notes = input.notes ?? previousNotes;
        const sameText =
          previousText === input.text && JSON.stringify(previousNotes) === JSON.stringify(notes);
        if (sameText && input.amended === undefined && input.text_date === undefined)
          throw validationError(lawTexts.unchanged, { text: [lawTexts.unchanged] });
        await tx.insert(corrections).values({
          pid: newPid(),
          law,
          article: slug,
          previousText,
          previousNotes,
          text: input.text,
          notes,
          reason: input.reason,
          amended: input.amended ?? latest?.amended ?? null,
          amendedNote: input.amended_note !== undefined ? input.amended_note : (latest?.amendedNote ?? null),
          textDate: input.text_date ?? latest?.textDate ?? null,
          correctedById: adminId,
        });
      });
      await fresh(true);
      return { ...lib().present(article), message: lawTexts.corrected };
    },

    async history(law: string, slug: string, page: { page: number; page_size: number }) {
      articleOr404(law, slug);
      const where = and(eq(corrections.law, law), eq(corrections.article, slug));
      const [rows, [total]] = await Promise.all([
        db
          .select({ row: corrections, firstName: users.firstName, lastName: users.lastName })
          .from(corrections)
          .innerJoin(users, eq(users.id, corrections.correctedById))
          .where(where)
          .orderBy(desc(corrections.id))
          .limit(page.page_size)
          .offset((page.page - 1) * page.page_size),
        db.select({ n: count() }).from(corrections).where(where),
      ]);
      const results: ArticleCorrection[] = rows.map(({ row, firstName, lastName }) => ({
        pid: row.pid,
        previous_text: row.previousText,
        previous_notes: row.previousNotes,
        text: row.text,
        notes: row.notes,
        reason: row.reason,
        corrected_by: `${firstName ?? ''} ${lastName ?? ''}`.trim(),
        created_at: row.createdAt.toISOString(),
      }));
      return { count: total?.n ?? 0, results };
    },
  };
}

export type LawService = ReturnType<typeof createLawService>;
