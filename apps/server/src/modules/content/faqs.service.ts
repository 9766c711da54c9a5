import type {
  AdminFaqListQuery,
  FaqCategoryInput,
  FaqCategoryPatch,
  FaqInput,
  FaqListQuery,
  FaqPatch,
} from '@vakilyar/contract';
import { and, asc, count, eq, type SQL, sql } from 'drizzle-orm';
import { fieldError, notFound } from '../../core/errors.ts';
import { newPid } from '../../core/ids.ts';
import { orderingFor, pageWindow } from '../../core/paging.ts';
import type { Executor } from '../../db/client.ts';
import { contentTexts } from './content.messages.ts';
import { activeFilter, contentSearch, displayOrder, searchKeyOf } from './sql-kit.ts';
import { faqCategories, faqs } from './tables/site.ts';

type FaqRow = typeof faqs.$inferSelect;
type CategoryRef = { pid: string | null; title: string | null };
const nullRef: CategoryRef = { pid: null, title: null };

function present(row: FaqRow, category: CategoryRef) {
  return {
    pid: row.pid,
    question: row.question,
    answer: row.answer,
    category: category.pid && category.title ? { pid: category.pid, title: category.title } : null,
    sort_order: row.sortOrder,
    updated_at: row.updatedAt.toISOString(),
  };
}

const presentForAdmin = (row: FaqRow, category: CategoryRef) => ({
  ...present(row, category),
  is_active: row.isActive,
  created_at: row.createdAt.toISOString(),
});

function selectFaqs(db: Executor) {
  return db
    .select({ row: faqs, category: { pid: faqCategories.pid, title: faqCategories.title } })
    .from(faqs)
    .leftJoin(faqCategories, eq(faqCategories.id, faqs.categoryId));
}

/** One page of FAQs: `search` (Persian-normalized, every word) ranks by similarity; else display order. */
async function pageOf(db: Executor, query: FaqListQuery, filter: SQL | undefined) {
  const search = contentSearch(faqs.searchKey, query.search);
  const categoryFilter = query.category ? eq(faqCategories.pid, query.category) : undefined;
  const where = and(filter, categoryFilter, search?.where);
  const order = orderingFor(
    { sort_order: faqs.sortOrder, updated_at: faqs.updatedAt, created_at: faqs.createdAt },
    query.ordering,
    search ? [...search.rank, ...displayOrder(faqs)] : displayOrder(faqs),
  );
  const { limit, offset } = pageWindow(query);
  const [rows, [total]] = await Promise.all([
    selectFaqs(db)
      .where(where)
      .orderBy(...order, asc(faqs.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ n: count() })
      .from(faqs)
      .leftJoin(faqCategories, eq(faqCategories.id, faqs.categoryId))
      .where(where),
  ]);
  return { count: total?.n ?? 0, rows };
}

export async function listFaqs(db: Executor, query: FaqListQuery) {
  const page = await pageOf(db, query, eq(faqs.isActive, true));
  return { count: page.count, results: page.rows.map((r) => present(r.row, r.category ?? nullRef)) };
}

/** The first active FAQs in display order (the home page's few). */
export async function topFaqs(db: Executor, limit: number) {
  const rows = await selectFaqs(db)
    .where(eq(faqs.isActive, true))
    .orderBy(...displayOrder(faqs))
    .limit(limit);
  return rows.map((r) => present(r.row, r.category ?? nullRef));
}

export async function getFaq(db: Executor, pid: string) {
  const [found] = await selectFaqs(db).where(and(eq(faqs.pid, pid), eq(faqs.isActive, true)));
  if (!found) throw notFound(contentTexts.faqNotFound);
  return present(found.row, found.category ?? nullRef);
}

/** Categories holding at least one active FAQ, with their counts. */
export async function listFaqCategories(db: Executor) {
  const rows = await db
    .select({ row: faqCategories, n: count(faqs.id) })
    .from(faqCategories)
    .innerJoin(faqs, and(eq(faqs.categoryId, faqCategories.id), eq(faqs.isActive, true)))
    .groupBy(faqCategories.id)
    .orderBy(...displayOrder(faqCategories));
  return rows.map(({ row, n }) => ({
    pid: row.pid,
    title: row.title,
    sort_order: row.sortOrder,
    faqs_count: n,
  }));
}

// ---------------------------------------------------------------------------------------------
// Admin.
// ---------------------------------------------------------------------------------------------

export async function listFaqsForAdmin(db: Executor, query: AdminFaqListQuery) {
  const page = await pageOf(db, query, activeFilter(faqs.isActive, query.is_active));
  return { count: page.count, results: page.rows.map((r) => presentForAdmin(r.row, r.category ?? nullRef)) };
}

export async function getFaqForAdmin(db: Executor, pid: string) {
  const [found] = await selectFaqs(db).where(eq(faqs.pid, pid));
  if (!found) throw notFound(contentTexts.faqNotFound);
  return presentForAdmin(found.row, found.category ?? nullRef);
}

async function categoryIdFor(db: Executor, pid: string | null | undefined) {
  if (pid === undefined || pid === null) return pid;
  const [row] = await db
    .select({ id: faqCategories.id })
    .from(faqCategories)
    .where(eq(faqCategories.pid, pid));
  if (!row) throw fieldError('category_id', contentTexts.categoryIdUnknown);
  return row.id;
}

export async function createFaq(db: Executor, input: FaqInput) {
  const pid = newPid();
  await db.insert(faqs).values({
    pid,
    question: input.question,
    answer: input.answer,
    categoryId: (await categoryIdFor(db, input.category_id)) ?? null,
    sortOrder: input.sort_order,
    isActive: input.is_active,
    searchKey: searchKeyOf(input.question, input.answer),
  });
  return getFaqForAdmin(db, pid);
}

export async function updateFaq(db: Executor, pid: string, patch: FaqPatch) {
  const [row] = await db.select().from(faqs).where(eq(faqs.pid, pid));
  if (!row) throw notFound(contentTexts.faqNotFound);
  const question = patch.question ?? row.question;
  const answer = patch.answer ?? row.answer;
  await db
    .update(faqs)
    .set({
      question: patch.question,
      answer: patch.answer,
      categoryId: await categoryIdFor(db, patch.category_id),
      sortOrder: patch.sort_order,
      isActive: patch.is_active,
      searchKey: searchKeyOf(question, answer),
      updatedAt: sql`now()`,
    })
    .where(eq(faqs.id, row.id));
  return getFaqForAdmin(db, pid);
}

export async function deleteFaq(db: Executor, pid: string) {
  const deleted = await db.delete(faqs).where(eq(faqs.pid, pid)).returning({ id: faqs.id });
  if (!deleted.length) throw notFound(contentTexts.faqNotFound);
}

// Categories.

const faqsCount = sql<number>`(select count(*) from "content_faqs" f where f.category_id = "content_faq_categories"."id")::int`;

const presentCategory = (row: typeof faqCategories.$inferSelect, n: number) => ({
  pid: row.pid,
  title: row.title,
  sort_order: row.sortOrder,
  faqs_count: n,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

export async function listFaqCategoriesForAdmin(db: Executor) {
  const rows = await db
    .select({ row: faqCategories, n: faqsCount })
    .from(faqCategories)
    .orderBy(...displayOrder(faqCategories));
  return rows.map((r) => presentCategory(r.row, r.n));
}

export async function getFaqCategoryForAdmin(db: Executor, pid: string) {
  const [found] = await db
    .select({ row: faqCategories, n: faqsCount })
    .from(faqCategories)
    .where(eq(faqCategories.pid, pid));
  if (!found) throw notFound(contentTexts.faqCategoryNotFound);
  return presentCategory(found.row, found.n);
}

export async function createFaqCategory(db: Executor, input: FaqCategoryInput) {
  const pid = newPid();
  await db.insert(faqCategories).values({ pid, title: input.title, sortOrder: input.sort_order });
  return getFaqCategoryForAdmin(db, pid);
}

export async function updateFaqCategory(db: Executor, pid: string, patch: FaqCategoryPatch) {
  const updated = await db
    .update(faqCategories)
    .set({ title: patch.title, sortOrder: patch.sort_order, updatedAt: sql`now()` })
    .where(eq(faqCategories.pid, pid))
    .returning({ id: faqCategories.id });
  if (!updated.length) throw notFound(contentTexts.faqCategoryNotFound);
  return getFaqCategoryForAdmin(db, pid);
}

/** Its FAQs stay, without a category. */
export async function deleteFaqCategory(db: Executor, pid: string) {
  const deleted = await db
    .delete(faqCategories)
    .where(eq(faqCategories.pid, pid))
    .returning({ id: faqCategories.id });
  if (!deleted.length) throw notFound(contentTexts.faqCategoryNotFound);
}
