import { z } from 'zod';
import { zPage, zPageQuery, zResult } from '../envelope.ts';
import { zQueryDate, zUserRef } from './fields.ts';
import { AUDIT_ACTIONS, AUDIT_ENTITIES } from './vocabulary.ts';

// Audit log.

export const zAuditQuery = zPageQuery.extend({
  action: z.enum(AUDIT_ACTIONS).optional(),
  entity_type: z.enum(AUDIT_ENTITIES).optional(),
  /** Pid of a case: its own entries and those of its documents. */
  case: z.string().max(40).optional(),
  /** Pid of the user who acted. */
  actor: z.string().max(40).optional(),
  from: zQueryDate,
  to: zQueryDate,
});

export const zAuditEntry = z.object({
  seq: z.number().int(),
  at: z.string(),
  actor: zUserRef.nullable(),
  actor_name: z.string(),
  access: z.string().nullable(),
  action: z.enum(AUDIT_ACTIONS),
  action_label: z.string(),
  entity_type: z.enum(AUDIT_ENTITIES),
  entity_pid: z.string(),
  entity_label: z.string().nullable(),
  case_pid: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  ip: z.string().nullable(),
  hash: z.string(),
});
export const zAuditPage = zPage(zAuditEntry);
export const zAuditVerifyResponse = zResult(
  z.object({
    valid: z.boolean(),
    checked: z.number().int(),
    broken_at_seq: z.number().int().nullable(),
    message: z.string(),
  }),
);
