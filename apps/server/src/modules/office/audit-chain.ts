import { createHash } from 'node:crypto';
import type { AuditAction, AuditEntity } from '@vakilyar/contract';
import { and, asc, desc, eq, gt, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client.ts';
import type { Caller } from './access.ts';
import { officeAuditLog } from './tables/audit.ts';

export interface AuditEvent {
  officeId: number;
  /** Who acted; null for the system (demo data, imports). */
  actor: Caller | null;
  access?: string | null;
  action: AuditAction;
  entityType: AuditEntity;
  entityPid: string;
  entityLabel?: string | null;
  casePid?: string | null;
  details?: Record<string, unknown>;
  at?: Date;
}

export type AuditRow = typeof officeAuditLog.$inferSelect;

/** JSON with object keys sorted at every level, so jsonb's own key order never changes a hash. */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
}

/** The hash of one row: every field that tells what happened, and the previous row's hash. */
export function auditHash(row: Omit<AuditRow, 'id' | 'hash'>): string {
  return sha256(auditMaterial(row));
}

export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** The text a row's hash is taken over. */
export function auditMaterial(row: Omit<AuditRow, 'id' | 'hash'>): string {
  return canonicalJson({
    v: 1,
    office_id: row.officeId,
    seq: row.seq,
    at: row.createdAt.toISOString(),
    actor_id: row.actorId,
    actor_pid: row.actorPid,
    actor_name: row.actorName,
    access: row.access,
    action: row.action,
    entity_type: row.entityType,
    entity_pid: row.entityPid,
    entity_label: row.entityLabel,
    case_pid: row.casePid,
    details: row.details,
    ip: row.ip,
    prev_hash: row.prevHash,
  });
}

export const GENESIS = '0'.repeat(64);

// biome-ignore lint/suspicious/noControlCharactersInRegex: NUL is what PostgreSQL cannot store.
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * The value as PostgreSQL will keep it: a lone surrogate becomes U+FFFD (as UTF-8 encoding makes it) and
 * a NUL, which neither text nor jsonb can hold, becomes U+FFFD too. Hashing this, not what was sent, keeps
 * the chain valid whatever text reaches the log (decision 012).
 */
export function storable<T>(value: T): T {
  if (typeof value === 'string') return value.replace(UNSTORABLE, '\uFFFD') as T;
  if (value instanceof Date || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map(storable) as T;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [storable(k), storable(v)])) as T;
}
export const AUDIT_LOCK = 7_243_102;

/**
 * Appends one row to the office's chain, inside the caller's transaction: the office's chain is locked
 * for the transaction, so two writers never fork it, and the row commits or rolls back with the change.
 */
export async function appendAudit(tx: Tx, event: AuditEvent): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${AUDIT_LOCK}, ${event.officeId}::int)`);
  const [last] = await tx
    .select({ seq: officeAuditLog.seq, hash: officeAuditLog.hash })
    .from(officeAuditLog)
    .where(eq(officeAuditLog.officeId, event.officeId))
    .orderBy(desc(officeAuditLog.seq))
    .limit(1);
  const actor = event.actor;
  const row = storable({
    officeId: event.officeId,
    seq: (last?.seq ?? 0) + 1,
    actorId: actor?.userId ?? null,
    actorPid: actor?.pid ?? null,
    actorName: actor ? `${actor.firstName} ${actor.lastName}`.trim() || actor.phone : 'سامانه',
    access: event.access ?? null,
    action: event.action,
    entityType: event.entityType,
    entityPid: event.entityPid,
    entityLabel: event.entityLabel ?? null,
    casePid: event.casePid ?? null,
    // Through JSON once, so what is hashed is exactly what jsonb keeps (no undefined, no Date objects).
    details: JSON.parse(JSON.stringify(event.details ?? {})) as Record<string, unknown>,
    ip: actor?.ip ?? null,
    createdAt: new Date(event.at ?? Date.now()),
    prevHash: last?.hash ?? GENESIS,
  });
  await tx.insert(officeAuditLog).values({ ...row, hash: auditHash(row) });
}

export interface ChainReport {
  valid: boolean;
  checked: number;
  brokenAt: { officeId: number; seq: number; reason: string } | null;
}

/** Walks one office's chain (or every office's) in batches, recomputing each hash and link. */
export async function verifyAuditChain(db: Executor, officeId?: number): Promise<ChainReport> {
  const officeIds = officeId
    ? [officeId]
    : (
        await db
          .selectDistinct({ id: officeAuditLog.officeId })
          .from(officeAuditLog)
          .orderBy(officeAuditLog.officeId)
      ).map((r) => r.id);
  let checked = 0;
  for (const id of officeIds) {
    let expectedSeq = 1;
    let prevHash = GENESIS;
    for (;;) {
      const rows = await db
        .select()
        .from(officeAuditLog)
        .where(and(eq(officeAuditLog.officeId, id), gt(officeAuditLog.seq, expectedSeq - 1)))
        .orderBy(asc(officeAuditLog.seq))
        .limit(1000);
      for (const row of rows) {
        const reason =
          row.seq !== expectedSeq
            ? 'a row is missing'
            : row.prevHash !== prevHash
              ? 'the link to the previous row is broken'
              : auditHash(row) !== row.hash
                ? 'the row was altered'
                : null;
        if (reason) return { valid: false, checked, brokenAt: { officeId: id, seq: expectedSeq, reason } };
        checked++;
        expectedSeq++;
        prevHash = row.hash;
      }
      if (rows.length < 1000) break;
    }
  }
  return { valid: true, checked, brokenAt: null };
}

/** Field-by-field differences for an `update` row; long texts are cut so the log stays readable. */
export function changesOf(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): Record<string, { from: unknown; to: unknown }> {
  const cut = (v: unknown) => (typeof v === 'string' && v.length > 200 ? `${v.slice(0, 200)}…` : (v ?? null));
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  for (const [key, value] of Object.entries(after)) {
    if (value === undefined) continue;
    if ((before[key] ?? null) === (value ?? null)) continue;
    changes[key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)] = { from: cut(before[key]), to: cut(value) };
  }
  return changes;
}
