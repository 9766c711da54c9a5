import type {
  Draft,
  DraftBody,
  DraftKind,
  DraftSummary,
  DraftVersion,
  DraftVersionDetail,
  PageQuery,
} from '@vakilyar/contract';
import { draftWordCount } from '@vakilyar/contract';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { conflict, notFound } from '../../../core/errors.ts';
import { newPid } from '../../../core/ids.ts';
import { pageWindow } from '../../../core/paging.ts';
import type { Db, Tx } from '../../../db/client.ts';
import { users } from '../../auth/auth.tables.ts';
import type { Caller } from '../../office/access.ts';
import { appendAudit } from '../../office/audit-chain.ts';
import type { VisibleCase } from '../../office/cases.repository.ts';
import { userRefOf } from '../../office/user-ref.ts';
import { draftingTexts } from '../drafting.messages.ts';
import { drafts, draftVersions } from '../drafting.tables.ts';
import { caseFieldValues } from '../fields/field-sources.ts';
import type { TemplatesService } from '../templates/templates.service.ts';
import { caseForDrafting, type DraftRow, loadDraft } from './draft-scope.ts';

/** Saves by one person closer together than this fold into one version (autosave is every few seconds). */
const SITTING_MS = 10 * 60 * 1000;

const editor = alias(users, 'draft_editor');

interface SaveInput {
  title?: string;
  body: DraftBody;
  values: Record<string, string>;
  version: number;
}

function summaryOf(
  row: DraftRow,
  kase: { pid: string; title: string },
  updatedBy: Parameters<typeof userRefOf>[0],
): DraftSummary {
  return {
    pid: row.pid,
    case: kase,
    template: row.templatePid ? { pid: row.templatePid, title: row.templateTitle ?? '' } : null,
    title: row.title,
    kind: row.kind as DraftKind,
    version: row.version,
    word_count: row.wordCount,
    updated_by: userRefOf(updatedBy),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

const callerRef = (caller: Caller) => ({
  pid: caller.pid,
  first_name: caller.firstName,
  last_name: caller.lastName,
});
const caseRef = (kase: VisibleCase) => ({ pid: kase.row.pid, title: kase.row.title });

/** Drafts of a case: made from a template, saved as the lawyer writes (versions), read by staff only. */
export function createDraftsService(db: Db, templates: TemplatesService) {
  async function present(
    row: DraftRow,
    kase: VisibleCase,
    updatedBy: Parameters<typeof userRefOf>[0],
  ): Promise<Draft> {
    const caseValues = await caseFieldValues({ db, kase, now: new Date() });
    return {
      ...summaryOf(row, caseRef(kase), updatedBy),
      body: row.body,
      values: row.values,
      case_values: caseValues as Record<string, string | null>,
    };
  }

  async function writeVersion(tx: Tx, caller: Caller, row: DraftRow) {
    const [last] = await tx
      .select()
      .from(draftVersions)
      .where(eq(draftVersions.draftId, row.id))
      .orderBy(desc(draftVersions.version))
      .limit(1);
    const snapshot = {
      version: row.version,
      title: row.title,
      body: row.body,
      values: row.values,
      wordCount: row.wordCount,
      savedById: caller.userId,
      savedAt: row.updatedAt,
    };
    const sameSitting =
      last &&
      last.savedById === caller.userId &&
      row.updatedAt.getTime() - last.savedAt.getTime() < SITTING_MS;
    if (sameSitting) await tx.update(draftVersions).set(snapshot).where(eq(draftVersions.id, last.id));
    else await tx.insert(draftVersions).values({ draftId: row.id, ...snapshot });
  }

  async function create(
    caller: Caller,
    input: { case: string; template: string; title?: string; values?: Record<string, string> },
  ): Promise<Draft> {
    const kase = await caseForDrafting(db, caller, input.case, 'document.upload');
    const template = await templates.source(db, caller, input.template);
    if (template.archived) throw conflict(draftingTexts.templateArchived);
    const row = await db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(drafts)
        .values({
          pid: newPid(),
          officeId: kase.row.officeId,
          caseId: kase.row.id,
          templatePid: template.pid,
          templateTitle: template.title,
          title: input.title ?? template.title,
          kind: template.kind,
          body: template.body,
          values: input.values ?? {},
          wordCount: draftWordCount(template.body),
          createdById: caller.userId,
          updatedById: caller.userId,
        })
        .returning();
      if (!inserted) throw new Error('draft not stored');
      await writeVersion(tx, caller, inserted);
      await appendAudit(tx, {
        officeId: kase.row.officeId,
        actor: caller,
        access: kase.access,
        action: 'create',
        entityType: 'draft',
        entityPid: inserted.pid,
        entityLabel: inserted.title,
        casePid: kase.row.pid,
        details: { template: template.pid, version: 1 },
      });
      return inserted;
    });
    return present(row, kase, callerRef(caller));
  }

  async function listByCase(caller: Caller, casePid: string, query: PageQuery) {
    const kase = await caseForDrafting(db, caller, casePid, 'document.view');
    const { limit, offset } = pageWindow(query);
    const where = eq(drafts.caseId, kase.row.id);
    const [rows, [total]] = await Promise.all([
      db
        .select({
          row: drafts,
          editor: { pid: editor.pid, first_name: editor.firstName, last_name: editor.lastName },
        })
        .from(drafts)
        .leftJoin(editor, eq(editor.id, drafts.updatedById))
        .where(where)
        .orderBy(desc(drafts.updatedAt), desc(drafts.id))
        .limit(limit)
        .offset(offset),
      db.select({ n: count() }).from(drafts).where(where),
    ]);
    return { count: total?.n ?? 0, results: rows.map((r) => summaryOf(r.row, caseRef(kase), r.editor)) };
  }

  async function editorOf(row: DraftRow) {
    if (!row.updatedById) return null;
    const [found] = await db
      .select({ pid: users.pid, first_name: users.firstName, last_name: users.lastName })
      .from(users)
      .where(eq(users.id, row.updatedById));
    return found ?? null;
  }

  async function get(caller: Caller, pid: string): Promise<Draft> {
    const { row, kase } = await loadDraft(db, caller, pid, 'document.view');
    return present(row, kase, await editorOf(row));
  }

  /** One save: refused (409) when the draft moved on since `version`; every save is in the audit chain. */
  async function save(caller: Caller, pid: string, input: SaveInput): Promise<Draft> {
    const { kase } = await loadDraft(db, caller, pid, 'document.upload');
    const row = await db.transaction(async (tx) => {
      const [current] = await tx.select().from(drafts).where(eq(drafts.pid, pid)).for('update');
      if (!current) throw notFound(draftingTexts.draftNotFound);
      if (current.version !== input.version) throw conflict(draftingTexts.staleVersion);
      const [saved] = await tx
        .update(drafts)
        .set({
          title: input.title ?? current.title,
          body: input.body,
          values: input.values,
          version: current.version + 1,
          wordCount: draftWordCount(input.body),
          updatedById: caller.userId,
          updatedAt: sql`now()`,
        })
        .where(eq(drafts.id, current.id))
        .returning();
      if (!saved) throw notFound(draftingTexts.draftNotFound);
      await writeVersion(tx, caller, saved);
      await appendAudit(tx, {
        officeId: kase.row.officeId,
        actor: caller,
        access: kase.access,
        action: 'update',
        entityType: 'draft',
        entityPid: pid,
        entityLabel: saved.title,
        casePid: kase.row.pid,
        details: { version: saved.version, words: saved.wordCount },
      });
      return saved;
    });
    return present(row, kase, callerRef(caller));
  }

  async function versions(caller: Caller, pid: string, query: PageQuery) {
    const { row } = await loadDraft(db, caller, pid, 'document.view');
    const { limit, offset } = pageWindow(query);
    const where = eq(draftVersions.draftId, row.id);
    const [rows, [total]] = await Promise.all([
      db
        .select({
          version: draftVersions,
          saver: { pid: users.pid, first_name: users.firstName, last_name: users.lastName },
        })
        .from(draftVersions)
        .leftJoin(users, eq(users.id, draftVersions.savedById))
        .where(where)
        .orderBy(desc(draftVersions.version))
        .limit(limit)
        .offset(offset),
      db.select({ n: count() }).from(draftVersions).where(where),
    ]);
    const results: DraftVersion[] = rows.map(({ version: v, saver }) => ({
      version: v.version,
      word_count: v.wordCount,
      saved_by: userRefOf(saver),
      saved_at: v.savedAt.toISOString(),
    }));
    return { count: total?.n ?? 0, results };
  }

  async function version(caller: Caller, pid: string, number: number): Promise<DraftVersionDetail> {
    const { row } = await loadDraft(db, caller, pid, 'document.view');
    const [found] = await db
      .select({
        version: draftVersions,
        saver: { pid: users.pid, first_name: users.firstName, last_name: users.lastName },
      })
      .from(draftVersions)
      .leftJoin(users, eq(users.id, draftVersions.savedById))
      .where(and(eq(draftVersions.draftId, row.id), eq(draftVersions.version, number)));
    if (!found) throw notFound(draftingTexts.versionNotFound);
    const v = found.version;
    return {
      version: v.version,
      word_count: v.wordCount,
      saved_by: userRefOf(found.saver),
      saved_at: v.savedAt.toISOString(),
      title: v.title,
      body: v.body,
      values: v.values,
    };
  }

  async function remove(caller: Caller, pid: string): Promise<void> {
    const { row, kase } = await loadDraft(db, caller, pid, 'document.upload');
    await db.transaction(async (tx) => {
      await tx.delete(drafts).where(eq(drafts.id, row.id));
      await appendAudit(tx, {
        officeId: kase.row.officeId,
        actor: caller,
        access: kase.access,
        action: 'delete',
        entityType: 'draft',
        entityPid: pid,
        entityLabel: row.title,
        casePid: kase.row.pid,
        details: { version: row.version },
      });
    });
  }

  return { create, listByCase, get, save, versions, version, remove };
}

export type DraftsService = ReturnType<typeof createDraftsService>;
