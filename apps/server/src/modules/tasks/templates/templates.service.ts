import type {
  CaseStage,
  CaseType,
  TaskTemplate,
  TemplateTask,
  zTaskTemplateRequest,
} from '@vakilyar/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { forbidden, notFound } from '../../../core/errors.ts';
import { newPid } from '../../../core/ids.ts';
import type { Db } from '../../../db/client.ts';
import type { Actor } from '../../auth/actor.ts';
import type { OfficeContext } from '../../office/access.ts';
import { requireTaskOffice } from '../task-scope.ts';
import { taskTexts } from '../tasks.messages.ts';
import { officeTaskTemplates } from '../tasks.tables.ts';
import { ensureBuiltIns } from './apply-templates.ts';

type TemplateInput = z.output<typeof zTaskTemplateRequest>;

const present = (row: typeof officeTaskTemplates.$inferSelect): TaskTemplate => ({
  pid: row.pid,
  name: row.name,
  trigger: row.trigger as TaskTemplate['trigger'],
  case_type: row.caseType as CaseType | null,
  stage: row.stage as CaseStage | null,
  active: row.active,
  built_in: row.builtInKey !== null,
  tasks: row.tasks as TemplateTask[],
});

/** An office's checklist templates: everyone in the office reads them, its lawyer changes them. */
export function createTemplatesService(db: Db) {
  async function ownerOffice(caller: Actor): Promise<OfficeContext> {
    const office = await requireTaskOffice(db, caller);
    if (office.role !== 'owner') throw forbidden(taskTexts.onlyOwnerTemplates);
    return office;
  }

  async function find(office: OfficeContext, pid: string) {
    const [row] = await db
      .select()
      .from(officeTaskTemplates)
      .where(and(eq(officeTaskTemplates.officeId, office.officeId), eq(officeTaskTemplates.pid, pid)));
    if (!row) throw notFound(taskTexts.templateNotFound);
    return row;
  }

  const columns = (input: TemplateInput) => ({
    name: input.name,
    trigger: input.trigger,
    caseType: input.case_type ?? null,
    stage: input.trigger === 'stage_changed' ? (input.stage ?? null) : null,
    active: input.active,
    tasks: input.tasks,
  });

  async function list(caller: Actor): Promise<TaskTemplate[]> {
    const office = await requireTaskOffice(db, caller);
    await ensureBuiltIns(db, office.officeId);
    const rows = await db
      .select()
      .from(officeTaskTemplates)
      .where(eq(officeTaskTemplates.officeId, office.officeId))
      .orderBy(asc(officeTaskTemplates.id));
    return rows.map(present);
  }

  async function create(caller: Actor, input: TemplateInput) {
    const office = await ownerOffice(caller);
    await ensureBuiltIns(db, office.officeId);
    const [row] = await db
      .insert(officeTaskTemplates)
      .values({ pid: newPid(), officeId: office.officeId, ...columns(input) })
      .returning();
    if (!row) throw new Error('template insert returned nothing');
    return { ...present(row), message: taskTexts.templateSaved };
  }

  async function update(caller: Actor, pid: string, input: TemplateInput) {
    const office = await ownerOffice(caller);
    const before = await find(office, pid);
    const [row] = await db
      .update(officeTaskTemplates)
      .set(columns(input))
      .where(eq(officeTaskTemplates.id, before.id))
      .returning();
    if (!row) throw notFound(taskTexts.templateNotFound);
    return { ...present(row), message: taskTexts.templateSaved };
  }

  async function setActive(caller: Actor, pid: string, active: boolean) {
    const office = await ownerOffice(caller);
    const before = await find(office, pid);
    const [row] = await db
      .update(officeTaskTemplates)
      .set({ active })
      .where(eq(officeTaskTemplates.id, before.id))
      .returning();
    if (!row) throw notFound(taskTexts.templateNotFound);
    return { ...present(row), message: taskTexts.templateSaved };
  }

  /** A built-in template is switched off rather than deleted (it would come back). */
  async function remove(caller: Actor, pid: string) {
    const office = await ownerOffice(caller);
    const before = await find(office, pid);
    if (before.builtInKey) {
      await db
        .update(officeTaskTemplates)
        .set({ active: false })
        .where(eq(officeTaskTemplates.id, before.id));
      return;
    }
    await db.delete(officeTaskTemplates).where(eq(officeTaskTemplates.id, before.id));
  }

  return { list, create, update, setActive, remove };
}

export type TemplatesService = ReturnType<typeof createTemplatesService>;
