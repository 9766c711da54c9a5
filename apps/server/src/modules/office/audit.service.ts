import { Readable } from 'node:stream';
import {
  AUDIT_ACTION_LABELS,
  AUDIT_ENTITY_LABELS,
  type AuditAction,
  type AuditEntity,
  type PageQuery,
} from '@vakilyar/contract';
import { and, asc, count, desc, eq, gt, type SQL, sql } from 'drizzle-orm';
import { csvLine } from '../../core/csv.ts';
import { orderingFor, pageWindow } from '../../core/paging.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../auth/auth.tables.ts';
import { type Caller, requireOffice } from './access.ts';
import { verifyAuditChain } from './audit-chain.ts';
import { officeTexts } from './office.messages.ts';
import { foldedSearch } from './search-sql.ts';
import { officeAuditLog } from './tables/audit.ts';
import { userRefOf } from './user-ref.ts';

export interface AuditFilters extends PageQuery {
  action?: AuditAction;
  entity_type?: AuditEntity;
  case?: string;
  actor?: string;
  from?: string;
  to?: string;
}

const tehranDate = sql`(${officeAuditLog.createdAt} at time zone 'Asia/Tehran')::date`;

function conditions(officeId: number, f: Omit<AuditFilters, 'page' | 'page_size'>): SQL | undefined {
  return and(
    eq(officeAuditLog.officeId, officeId),
    f.action ? eq(officeAuditLog.action, f.action) : undefined,
    f.entity_type ? eq(officeAuditLog.entityType, f.entity_type) : undefined,
    f.case ? eq(officeAuditLog.casePid, f.case) : undefined,
    f.actor ? eq(officeAuditLog.actorPid, f.actor) : undefined,
    f.from ? sql`${tehranDate} >= ${f.from}::date` : undefined,
    f.to ? sql`${tehranDate} <= ${f.to}::date` : undefined,
    foldedSearch([officeAuditLog.entityLabel, officeAuditLog.actorName], f.search),
  );
}

type AuditRow = typeof officeAuditLog.$inferSelect;

function present(row: AuditRow, actor: Parameters<typeof userRefOf>[0]) {
  const action = row.action as AuditAction;
  return {
    seq: row.seq,
    at: row.createdAt.toISOString(),
    actor: userRefOf(actor),
    actor_name: row.actorName,
    access: row.access,
    action,
    action_label: AUDIT_ACTION_LABELS[action],
    entity_type: row.entityType as AuditEntity,
    entity_pid: row.entityPid,
    entity_label: row.entityLabel,
    case_pid: row.casePid,
    details: row.details as Record<string, unknown>,
    ip: row.ip,
    hash: row.hash,
  };
}

const CSV_HEADER = [
  'ردیف',
  'زمان',
  'کاربر',
  'نقش',
  'عمل',
  'نوع',
  'شناسه',
  'عنوان',
  'پرونده',
  'جزئیات',
  'IP',
  'هش',
];

/** The office's audit log for its lawyer: browse, export as CSV, check the chain. */
export function createAuditService(db: Db) {
  function select() {
    return db
      .select({
        row: officeAuditLog,
        actor: { pid: users.pid, first_name: users.firstName, last_name: users.lastName },
      })
      .from(officeAuditLog)
      .leftJoin(users, eq(users.id, officeAuditLog.actorId));
  }

  async function list(caller: Caller, filters: AuditFilters) {
    const office = await requireOffice(db, caller, 'audit.view');
    const where = conditions(office.officeId, filters);
    const order = orderingFor({ seq: officeAuditLog.seq, at: officeAuditLog.seq }, filters.ordering, [
      desc(officeAuditLog.seq),
    ]);
    const { limit, offset } = pageWindow(filters);
    const [rows, [total]] = await Promise.all([
      select()
        .where(where)
        .orderBy(...order)
        .limit(limit)
        .offset(offset),
      db.select({ n: count() }).from(officeAuditLog).where(where),
    ]);
    return { count: total?.n ?? 0, results: rows.map((r) => present(r.row, r.actor)) };
  }

  /** CSV (UTF-8 with BOM, so Excel shows Persian) of the filtered log, read in batches as it is sent. */
  async function exportCsv(caller: Caller, filters: Omit<AuditFilters, 'page' | 'page_size'>) {
    const office = await requireOffice(db, caller, 'audit.view');
    const where = conditions(office.officeId, filters);
    async function* lines() {
      yield `\uFEFF${csvLine(CSV_HEADER, { quoteAll: true })}\r\n`;
      let after = 0;
      for (;;) {
        const rows = await select()
          .where(and(where, gt(officeAuditLog.seq, after)))
          .orderBy(asc(officeAuditLog.seq))
          .limit(1000);
        for (const { row } of rows) {
          const cells = [
            row.seq,
            row.createdAt.toISOString(),
            row.actorName,
            row.access,
            AUDIT_ACTION_LABELS[row.action as AuditAction],
            AUDIT_ENTITY_LABELS[row.entityType as AuditEntity],
            row.entityPid,
            row.entityLabel,
            row.casePid,
            row.details,
            row.ip,
            row.hash,
          ];
          yield `${csvLine(cells, { quoteAll: true })}\r\n`;
        }
        const last = rows.at(-1);
        if (!last || rows.length < 1000) return;
        after = last.row.seq;
      }
    }
    return { stream: Readable.from(lines()), fileName: `audit-log-${office.officePid}.csv` };
  }

  async function verify(caller: Caller) {
    const office = await requireOffice(db, caller, 'audit.view');
    const report = await verifyAuditChain(db, office.officeId);
    const brokenAt = report.brokenAt?.seq ?? null;
    return {
      valid: report.valid,
      checked: report.checked,
      broken_at_seq: brokenAt,
      message: brokenAt === null ? officeTexts.auditIntact : officeTexts.auditBroken(brokenAt),
    };
  }

  return { list, exportCsv, verify };
}
