import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from '../auth/auth.tables.ts';
import { officeCases } from '../office/tables/cases.ts';
import { offices } from '../office/tables/offices.ts';

/**
 * A task of an office, on one of its cases or on none. `due_at` is the moment it falls due: the due day's
 * time in Tehran, or the end of that day without one; null without a due day.
 */
export const officeTasks = pgTable(
  'office_tasks',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    pid: text().notNull().unique(),
    officeId: bigint({ mode: 'number' })
      .notNull()
      .references(() => offices.id, { onDelete: 'cascade' }),
    caseId: bigint({ mode: 'number' }).references(() => officeCases.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    notes: text(),
    assigneeId: bigint({ mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    dueDate: date({ mode: 'string' }),
    dueTime: text(),
    dueAt: timestamp({ withTimezone: true }),
    priority: text().notNull().default('normal'),
    status: text().notNull().default('open'),
    doneAt: timestamp({ withTimezone: true }),
    doneById: bigint({ mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    templateName: text(),
    createdById: bigint({ mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // «کارهای من» and the digest: one person's open tasks by due day.
    index('office_tasks_assignee_open_idx')
      .on(t.assigneeId, t.dueDate, t.id)
      .where(sql`${t.status} = 'open'`),
    index('office_tasks_assignee_done_idx').on(t.assigneeId, t.doneAt).where(sql`${t.status} = 'done'`),
    index('office_tasks_office_open_idx').on(t.officeId, t.dueDate, t.id).where(sql`${t.status} = 'open'`),
    index('office_tasks_case_idx').on(t.caseId, t.status),
  ],
);

/** A checklist item of a task. */
export const officeTaskItems = pgTable(
  'office_task_items',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    pid: text().notNull().unique(),
    taskId: bigint({ mode: 'number' })
      .notNull()
      .references(() => officeTasks.id, { onDelete: 'cascade' }),
    position: integer().notNull(),
    text: text().notNull(),
    done: boolean().notNull().default(false),
    doneById: bigint({ mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('office_task_items_task_idx').on(t.taskId, t.position)],
);

export const officeTaskComments = pgTable(
  'office_task_comments',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    pid: text().notNull().unique(),
    taskId: bigint({ mode: 'number' })
      .notNull()
      .references(() => officeTasks.id, { onDelete: 'cascade' }),
    authorId: bigint({ mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    body: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('office_task_comments_task_idx').on(t.taskId, t.id)],
);

/**
 * An office's checklist template. Built-in ones are copied into each office the first time it needs its
 * templates (`built_in_key` names them), so an office can switch one off or change it.
 */
export const officeTaskTemplates = pgTable(
  'office_task_templates',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    pid: text().notNull().unique(),
    officeId: bigint({ mode: 'number' })
      .notNull()
      .references(() => offices.id, { onDelete: 'cascade' }),
    builtInKey: text(),
    name: text().notNull(),
    trigger: text().notNull(),
    caseType: text(),
    stage: text(),
    active: boolean().notNull().default(true),
    tasks: jsonb().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('office_task_templates_office_idx').on(t.officeId),
    uniqueIndex('office_task_templates_built_in_key')
      .on(t.officeId, t.builtInKey)
      .where(sql`${t.builtInKey} is not null`),
  ],
);

/** What each person wants of tasks: the morning digest (in the app, by SMS) and task alarms by SMS. */
export const taskPreferences = pgTable('task_preferences', {
  userId: bigint({ mode: 'number' })
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  morningDigest: boolean().notNull().default(true),
  digestSms: boolean().notNull().default(false),
  taskSms: boolean().notNull().default(false),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * One row per person and Tehran day whose morning digest was sent: inserted in the transaction that writes
 * the alarm and queues the SMS, so a digest goes out once whatever the processes and restarts.
 */
export const taskDigestSends = pgTable(
  'task_digest_sends',
  {
    userId: bigint({ mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date({ mode: 'string' }).notNull(),
    sentAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    sms: boolean().notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);
