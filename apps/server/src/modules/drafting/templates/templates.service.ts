import type { DraftBody, DraftKind, DraftTemplate, DraftTemplateSummary } from '@vakilyar/contract';
import { draftFieldKeys } from '@vakilyar/contract';
import { and, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import { AppError, notFound } from '../../../core/errors.ts';
import { newPid } from '../../../core/ids.ts';
import type { Db, Executor } from '../../../db/client.ts';
import { type Caller, type OfficeContext, requireOffice } from '../../office/access.ts';
import { appendAudit } from '../../office/audit-chain.ts';
import { draftingTexts } from '../drafting.messages.ts';
import { draftTemplates } from '../drafting.tables.ts';
import { BUILTIN_TEMPLATES, type BuiltinTemplate, builtinTemplate } from './builtin-templates.ts';

type TemplateRow = typeof draftTemplates.$inferSelect;

/** What a draft is made from: a template's title, kind and body, built in or the office's own. */
export interface TemplateSource {
  pid: string;
  title: string;
  kind: DraftKind;
  body: DraftBody;
  archived: boolean;
}

const summaryOfBuiltin = (t: BuiltinTemplate): DraftTemplateSummary => ({
  pid: t.pid,
  title: t.title,
  kind: t.kind,
  purpose: t.purpose,
  fields: draftFieldKeys(t.body),
  builtin: true,
  archived: false,
  updated_at: null,
});

const summaryOfRow = (row: TemplateRow): DraftTemplateSummary => ({
  pid: row.pid,
  title: row.title,
  kind: row.kind as DraftKind,
  purpose: row.purpose,
  fields: draftFieldKeys(row.body),
  builtin: false,
  archived: row.archivedAt !== null,
  updated_at: row.updatedAt.toISOString(),
});

export interface TemplateInput {
  title: string;
  kind: DraftKind;
  purpose?: string | null;
  body: DraftBody;
}

/** The built-in templates and each office's own (copy, edit, archive); another office's is a 404. */
export function createTemplatesService(db: Db) {
  const officeFor = (tx: Executor, caller: Caller) => requireOffice(tx, caller, 'document.upload');

  async function ownRow(tx: Executor, office: OfficeContext, pid: string): Promise<TemplateRow> {
    const [row] = await tx
      .select()
      .from(draftTemplates)
      .where(and(eq(draftTemplates.pid, pid), eq(draftTemplates.officeId, office.officeId)));
    if (!row) throw notFound(draftingTexts.templateNotFound);
    return row;
  }

  async function list(caller: Caller, archived: boolean) {
    const office = await officeFor(db, caller);
    const rows = await db
      .select()
      .from(draftTemplates)
      .where(
        and(
          eq(draftTemplates.officeId, office.officeId),
          archived ? isNotNull(draftTemplates.archivedAt) : isNull(draftTemplates.archivedAt),
        ),
      )
      .orderBy(desc(draftTemplates.updatedAt));
    const own = rows.map(summaryOfRow);
    return archived ? own : [...own, ...BUILTIN_TEMPLATES.map(summaryOfBuiltin)];
  }

  async function get(caller: Caller, pid: string): Promise<DraftTemplate> {
    const office = await officeFor(db, caller);
    const builtin = builtinTemplate(pid);
    if (builtin) return { ...summaryOfBuiltin(builtin), body: builtin.body };
    const row = await ownRow(db, office, pid);
    return { ...summaryOfRow(row), body: row.body };
  }

  /** A template a draft may be made from, for the caller's office. */
  async function source(tx: Executor, caller: Caller, pid: string): Promise<TemplateSource> {
    const builtin = builtinTemplate(pid);
    if (builtin) return { ...builtin, archived: false };
    const office = await officeFor(tx, caller);
    const row = await ownRow(tx, office, pid);
    return {
      pid,
      title: row.title,
      kind: row.kind as DraftKind,
      body: row.body,
      archived: row.archivedAt !== null,
    };
  }

  async function create(caller: Caller, input: TemplateInput, copiedFrom?: string): Promise<DraftTemplate> {
    const office = await officeFor(db, caller);
    const row = await db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(draftTemplates)
        .values({
          pid: newPid(),
          officeId: office.officeId,
          title: input.title,
          kind: input.kind,
          purpose: input.purpose ?? '',
          body: input.body,
          createdById: caller.userId,
          updatedById: caller.userId,
        })
        .returning();
      if (!inserted) throw new Error('template not stored');
      await appendAudit(tx, {
        officeId: office.officeId,
        actor: caller,
        access: office.role,
        action: 'create',
        entityType: 'draft_template',
        entityPid: inserted.pid,
        entityLabel: inserted.title,
        details: {
          kind: inserted.kind,
          fields: draftFieldKeys(inserted.body),
          ...(copiedFrom ? { copied_from: copiedFrom } : {}),
        },
      });
      return inserted;
    });
    return { ...summaryOfRow(row), body: row.body };
  }

  async function copy(caller: Caller, pid: string): Promise<DraftTemplate> {
    const original = await get(caller, pid);
    return create(
      caller,
      {
        title: draftingTexts.copyTitle(original.title),
        kind: original.kind,
        purpose: original.purpose,
        body: original.body,
      },
      pid,
    );
  }

  async function update(
    caller: Caller,
    pid: string,
    changes: Partial<TemplateInput> & { archived?: boolean },
  ): Promise<DraftTemplate> {
    const office = await officeFor(db, caller);
    if (builtinTemplate(pid)) throw new AppError('conflict', draftingTexts.builtinReadOnly);
    const row = await db.transaction(async (tx) => {
      const before = await ownRow(tx, office, pid);
      const archivedAt =
        changes.archived === undefined
          ? undefined
          : changes.archived
            ? (before.archivedAt ?? new Date())
            : null;
      const [after] = await tx
        .update(draftTemplates)
        .set({
          title: changes.title,
          kind: changes.kind,
          purpose: changes.purpose === undefined ? undefined : (changes.purpose ?? ''),
          body: changes.body,
          archivedAt,
          updatedById: caller.userId,
          updatedAt: new Date(),
        })
        .where(eq(draftTemplates.id, before.id))
        .returning();
      if (!after) throw notFound(draftingTexts.templateNotFound);
      await appendAudit(tx, {
        officeId: office.officeId,
        actor: caller,
        access: office.role,
        action: 'update',
        entityType: 'draft_template',
        entityPid: pid,
        entityLabel: after.title,
        details: {
          ...(changes.title !== undefined && changes.title !== before.title
            ? { title: { from: before.title, to: after.title } }
            : {}),
          ...(changes.body ? { fields: draftFieldKeys(after.body) } : {}),
          ...(changes.archived !== undefined ? { archived: changes.archived } : {}),
        },
      });
      return after;
    });
    return { ...summaryOfRow(row), body: row.body };
  }

  return { list, get, source, create, copy, update };
}

export type TemplatesService = ReturnType<typeof createTemplatesService>;
