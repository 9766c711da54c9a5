import { z } from 'zod';
import { zResult } from '../envelope.ts';
import { CASE_STAGES, CASE_TYPES } from '../office/vocabulary.ts';
import { toLatinDigits } from '../persian.ts';
import { zTaskText } from './fields.ts';
import { TASK_PRIORITIES, TASK_TEMPLATE_ASSIGNEES, TASK_TEMPLATE_TRIGGERS } from './vocabulary.ts';

/** One task a template creates: due `offset_days` after the day the case opened or changed stage. */
export const zTemplateTask = z.object({
  title: zTaskText('عنوان کار', 200),
  offset_days: z.preprocess(
    (v) => (typeof v === 'string' ? Number(toLatinDigits(v)) : v),
    z.number({ error: 'فاصله روز باید عدد باشد.' }).int().min(0).max(365, { error: 'حداکثر ۳۶۵ روز.' }),
  ),
  assignee: z.enum(TASK_TEMPLATE_ASSIGNEES).default('owner'),
  priority: z.enum(TASK_PRIORITIES).default('normal'),
  items: z.array(zTaskText('متن مورد', 300)).max(30).default([]),
});
export type TemplateTask = z.infer<typeof zTemplateTask>;

/**
 * An office's checklist template. `case_opened` applies to new cases of `case_type` (any when null);
 * `stage_changed` to cases (of `case_type` when set) moved to `stage`.
 */
export const zTaskTemplateRequest = z
  .object({
    name: zTaskText('نام فهرست', 120),
    trigger: z.enum(TASK_TEMPLATE_TRIGGERS, { error: 'زمان اجرای فهرست معتبر نیست.' }),
    case_type: z.enum(CASE_TYPES, { error: 'نوع پرونده معتبر نیست.' }).nullish(),
    stage: z.enum(CASE_STAGES, { error: 'مرحله معتبر نیست.' }).nullish(),
    active: z.boolean().default(true),
    tasks: z.array(zTemplateTask).min(1, { error: 'دست‌کم یک کار در فهرست بگذارید.' }).max(30),
  })
  .superRefine((value, ctx) => {
    if (value.trigger === 'stage_changed' && !value.stage) {
      ctx.addIssue({
        code: 'custom',
        path: ['stage'],
        message: 'مرحله‌ای را که فهرست با آن اجرا می‌شود انتخاب کنید.',
      });
    }
  });
export type TaskTemplateRequest = z.input<typeof zTaskTemplateRequest>;

export const zTaskTemplate = z.object({
  pid: z.string(),
  name: z.string(),
  trigger: z.enum(TASK_TEMPLATE_TRIGGERS),
  case_type: z.enum(CASE_TYPES).nullable(),
  stage: z.enum(CASE_STAGES).nullable(),
  active: z.boolean(),
  built_in: z.boolean(),
  tasks: z.array(
    z.object({
      title: z.string(),
      offset_days: z.number().int(),
      assignee: z.enum(TASK_TEMPLATE_ASSIGNEES),
      priority: z.enum(TASK_PRIORITIES),
      items: z.array(z.string()),
    }),
  ),
});
export type TaskTemplate = z.infer<typeof zTaskTemplate>;

export const zTaskTemplateResponse = zResult(zTaskTemplate.extend({ message: z.string().optional() }));
export const zTaskTemplateListResponse = zResult(z.object({ results: z.array(zTaskTemplate) }));
export const zTaskTemplateActiveRequest = z.object({ active: z.boolean() });
