import { mkdirSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { OfficeExport } from '@vakilyar/contract';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { AppError, conflict, forbidden, notFound } from '../../core/errors.ts';
import { newPid } from '../../core/ids.ts';
import type { ModuleContext } from '../../core/module-context.ts';
import type { Executor } from '../../db/client.ts';
import { scheduleJob, type TaskList } from '../../jobs/jobs.ts';
import { jalaliMoment } from '../calendar/tehran-time.ts';
import type { FileStorage } from '../document/file-storage.ts';
import { createAlarm } from '../notification/alarms.service.ts';
import type { Caller } from '../office/access.ts';
import { officeOf } from '../office/access.ts';
import { appendAudit } from '../office/audit-chain.ts';
import { offices } from '../office/tables/offices.ts';
import { buildOfficeExport } from './export-builder.ts';
import { exportTexts } from './office-export.messages.ts';
import { officeExports } from './office-export.tables.ts';

export const EXPORT_TASK = 'office-export.build';
/** Exports kept per office; older ones (and their zips) go when a new one is asked for. */
const KEPT = 3;

type Row = typeof officeExports.$inferSelect;

export function createOfficeExportService(ctx: ModuleContext, storage: FileStorage) {
  const { db } = ctx;
  const folder = resolve(ctx.config.DATA_DIR, 'exports');
  const zipOf = (pid: string) => join(folder, `${pid}.zip`);

  const present = (row: Row, officeName: string): OfficeExport => ({
    pid: row.pid,
    status: row.status as OfficeExport['status'],
    progress: row.progress,
    size: row.size,
    file_name: exportTexts.fileName(officeName, jalaliMoment(row.createdAt, true)),
    download_url: row.status === 'ready' ? `/api/lawyer-office/v1/exports/${row.pid}/download/` : null,
    created_at: row.createdAt.toISOString(),
    finished_at: row.finishedAt?.toISOString() ?? null,
  });

  /** Only the lawyer who owns the office; a secretary is refused, anyone else has no office here. */
  async function ownOffice(caller: Caller) {
    const office = await officeOf(db, caller);
    if (office?.role !== 'owner') throw forbidden(exportTexts.ownerOnly);
    return office;
  }

  async function start(caller: Caller): Promise<OfficeExport> {
    const office = await ownOffice(caller);
    const { row, stale } = await db.transaction(async (tx) => {
      await tx.execute(sql`select 1 from ${offices} where ${offices.id} = ${office.officeId} for update`);
      const [busy] = await tx
        .select({ id: officeExports.id })
        .from(officeExports)
        .where(
          and(
            eq(officeExports.officeId, office.officeId),
            inArray(officeExports.status, ['queued', 'running']),
          ),
        );
      if (busy) throw conflict(exportTexts.alreadyRunning);
      const [created] = await tx
        .insert(officeExports)
        .values({ pid: newPid(), officeId: office.officeId, requestedById: caller.userId })
        .returning();
      if (!created) throw new Error('export row not written');
      const older = await tx
        .select({ pid: officeExports.pid, createdAt: officeExports.createdAt })
        .from(officeExports)
        .where(eq(officeExports.officeId, office.officeId))
        .orderBy(desc(officeExports.createdAt), desc(officeExports.id))
        .offset(KEPT);
      if (older.length) {
        await tx.delete(officeExports).where(
          inArray(
            officeExports.pid,
            older.map((o) => o.pid),
          ),
        );
      }
      await appendAudit(tx, {
        officeId: office.officeId,
        actor: caller,
        access: 'owner',
        action: 'export',
        entityType: 'office',
        entityPid: office.officePid,
        entityLabel: office.officeName,
        details: { export: created.pid },
      });
      await scheduleJob(tx, EXPORT_TASK, { exportId: created.id }, { maxAttempts: 2 });
      return { row: created, stale: older };
    });
    await Promise.all(stale.map((o) => rm(zipOf(o.pid), { force: true })));
    return present(row, office.officeName);
  }

  async function list(caller: Caller): Promise<OfficeExport[]> {
    const office = await ownOffice(caller);
    const rows = await db
      .select()
      .from(officeExports)
      .where(eq(officeExports.officeId, office.officeId))
      .orderBy(desc(officeExports.createdAt), desc(officeExports.id))
      .limit(KEPT);
    return rows.map((row) => present(row, office.officeName));
  }

  /** The zip of one of the caller's office's exports, when ready; another office's is a 404. */
  async function download(caller: Caller, pid: string) {
    const office = await ownOffice(caller);
    const [row] = await db
      .select()
      .from(officeExports)
      .where(and(eq(officeExports.pid, pid), eq(officeExports.officeId, office.officeId)));
    if (!row) throw notFound(exportTexts.notFound);
    if (row.status !== 'ready') throw new AppError('conflict', exportTexts.notReady);
    return { path: zipOf(row.pid), name: present(row, office.officeName).file_name, size: row.size ?? 0 };
  }

  async function build(payload: unknown): Promise<void> {
    const exportId = Number((payload as { exportId?: unknown }).exportId);
    const [row] = await db
      .select({ job: officeExports, officeName: offices.name })
      .from(officeExports)
      .innerJoin(offices, eq(offices.id, officeExports.officeId))
      .where(eq(officeExports.id, exportId));
    if (!row || row.job.status === 'ready') return;
    const setProgress = (progress: number) =>
      db.update(officeExports).set({ status: 'running', progress }).where(eq(officeExports.id, exportId));
    await setProgress(0);
    mkdirSync(folder, { recursive: true, mode: 0o700 });
    const notify = (title: string, body: string, executor: Executor = db) =>
      row.job.requestedById
        ? createAlarm(executor, {
            userId: row.job.requestedById,
            kind: 'system',
            title,
            body,
            link: '/office/export',
          })
        : Promise.resolve();
    try {
      const size = await buildOfficeExport(
        db,
        storage,
        {
          officeId: row.job.officeId,
          officeName: row.officeName,
          createdAt: jalaliMoment(row.job.createdAt),
        },
        zipOf(row.job.pid),
        async (percent) => void (await setProgress(percent)),
      );
      await db.transaction(async (tx) => {
        await tx
          .update(officeExports)
          .set({ status: 'ready', progress: 100, size, finishedAt: new Date() })
          .where(eq(officeExports.id, exportId));
        await notify(exportTexts.readyTitle, exportTexts.readyBody, tx);
      });
    } catch (error) {
      await db
        .update(officeExports)
        .set({ status: 'failed', finishedAt: new Date() })
        .where(eq(officeExports.id, exportId));
      await notify(exportTexts.failedTitle, exportTexts.failedBody);
      throw error;
    }
  }

  const tasks: TaskList = { [EXPORT_TASK]: (payload) => build(payload) };
  return { start, list, download, build, tasks };
}

export type OfficeExportService = ReturnType<typeof createOfficeExportService>;
