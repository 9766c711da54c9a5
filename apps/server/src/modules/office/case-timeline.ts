import {
  AUDIT_ACTION_LABELS,
  AUDIT_ENTITY_LABELS,
  type AuditAction,
  type AuditEntity,
  type FileType,
  type PageQuery,
  toPersianDigits,
  type zTimelineItem,
} from '@vakilyar/contract';
import { and, asc, count, desc, eq, notInArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { orderingFor, pageWindow } from '../../core/paging.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../auth/auth.tables.ts';
import { documents } from '../document/document.tables.ts';
import { courtNotices } from '../notification/tables/court-notices.ts';
import { assertCan, type Caller } from './access.ts';
import { loadCase } from './cases.repository.ts';
import { officeTexts } from './office.messages.ts';
import { officeAuditLog } from './tables/audit.ts';

const MEMBER_ACTIONS = new Set<AuditAction>([
  'add_lawyer',
  'remove_lawyer',
  'add_client',
  'remove_client',
  'send_access_link',
  'redeem_access_link',
  'share',
  'unshare',
]);

function kindOf(action: AuditAction, entity: AuditEntity) {
  if (action === 'view' || action === 'download') return 'view' as const;
  if (action === 'send_access_link' || action === 'redeem_access_link') return 'access' as const;
  return entity === 'document' ? ('document' as const) : ('change' as const);
}

type TimelineEntry = z.infer<typeof zTimelineItem>;

/** A co-counsel's timeline leaves out the office's documents not shared with them (issue 25). */
const sharedDocumentsOnly = sql`(${officeAuditLog.entityType} <> 'document' or exists (select 1 from ${documents}
  where ${documents.pid} = ${officeAuditLog.entityPid} and (${documents.visibleToClient} or ${documents.sharedWithCoCounsel})))`;

/**
 * A case's history, newest first (`ordering=at` for oldest first): its audit log (changes, members,
 * documents, access links, calendar events, thread messages) and the court notices filed under it.
 * Both are read up to the end of the page and merged, so paging stays exact.
 */
export function createTimelineService(db: Db) {
  async function forCase(
    caller: Caller,
    pid: string,
    query: PageQuery & { include_views?: 'true' | 'false' },
  ) {
    const record = await loadCase(db, caller, pid);
    assertCan(caller, record.access, 'case.view');
    const where = and(
      eq(officeAuditLog.officeId, record.row.officeId),
      eq(officeAuditLog.casePid, pid),
      query.include_views === 'true' ? undefined : notInArray(officeAuditLog.action, ['view', 'download']),
      record.access === 'co_counsel' ? sharedDocumentsOnly : undefined,
    );
    const oldestFirst = query.ordering === 'at';
    const order = orderingFor({ at: officeAuditLog.seq }, query.ordering, [desc(officeAuditLog.seq)]);
    const { limit, offset } = pageWindow(query);
    const noticeWhere = eq(courtNotices.caseId, record.row.id);
    const [rows, [total], notices, [noticeTotal]] = await Promise.all([
      db
        .select({
          entry: officeAuditLog,
          actor: { pid: users.pid, first_name: users.firstName, last_name: users.lastName },
          document: { pid: documents.pid, name: documents.originalName, fileType: documents.fileType },
        })
        .from(officeAuditLog)
        .leftJoin(users, eq(users.id, officeAuditLog.actorId))
        .leftJoin(
          documents,
          and(eq(officeAuditLog.entityType, 'document'), eq(documents.pid, officeAuditLog.entityPid)),
        )
        .where(where)
        .orderBy(...order, desc(officeAuditLog.id))
        .limit(offset + limit),
      db.select({ n: count() }).from(officeAuditLog).where(where),
      db
        .select({
          notice: courtNotices,
          actor: { pid: users.pid, first_name: users.firstName, last_name: users.lastName },
        })
        .from(courtNotices)
        .leftJoin(users, eq(users.id, courtNotices.createdById))
        .where(noticeWhere)
        .orderBy(oldestFirst ? asc(courtNotices.createdAt) : desc(courtNotices.createdAt))
        .limit(offset + limit),
      db.select({ n: count() }).from(courtNotices).where(noticeWhere),
    ]);
    const logged: TimelineEntry[] = rows.map(({ entry, actor, document }) => {
      const action = entry.action as AuditAction;
      const entity = entry.entityType as AuditEntity;
      const details = entry.details as Record<string, unknown>;
      return {
        at: entry.createdAt.toISOString(),
        kind: kindOf(action, entity),
        action,
        label: MEMBER_ACTIONS.has(action)
          ? AUDIT_ACTION_LABELS[action]
          : `${AUDIT_ACTION_LABELS[action]} ${AUDIT_ENTITY_LABELS[entity]}`,
        entity_type: entity,
        entity_pid: entry.entityPid,
        entity_label: entry.entityLabel,
        actor,
        details,
        document:
          entity === 'document'
            ? {
                pid: entry.entityPid,
                name: document?.name ?? entry.entityLabel ?? '',
                file_type: (document?.fileType ?? details.file_type ?? 'document') as FileType,
                exists: Boolean(document),
              }
            : null,
      };
    });
    const filed: TimelineEntry[] = notices.map(({ notice, actor }) => ({
      at: notice.createdAt.toISOString(),
      kind: 'change',
      action: 'create',
      label: officeTexts.noticeFiled,
      entity_type: 'court_notice',
      entity_pid: notice.pid,
      entity_label: toPersianDigits(notice.subject),
      actor: actor?.pid ? actor : null,
      details: { notice_type: notice.noticeType, served_on: notice.servedOn },
      document: null,
    }));
    const merged = [...logged, ...filed].sort((a, b) =>
      oldestFirst ? a.at.localeCompare(b.at) : b.at.localeCompare(a.at),
    );
    return { count: (total?.n ?? 0) + (noticeTotal?.n ?? 0), results: merged.slice(offset, offset + limit) };
  }

  return { forCase };
}
