import { createWriteStream } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import archiver from 'archiver';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import type { FileStorage } from '../document/file-storage.ts';
import { toCsv } from './csv.ts';
import { csvColumns, presentCsvRow } from './csv-presentation.ts';
import { exportTexts } from './office-export.messages.ts';

type Row = Record<string, unknown>;

/** What the office sees, table by table: its own rows only, internal ids and search keys left out. */
const queries = {
  clients: (officeId: number) => sql`
    select pid, first_name, last_name, national_code, mobile, email, father_name, birth_date, address, notes,
           created_at, updated_at
      from office_clients where office_id = ${officeId} order by id`,
  cases: (officeId: number) => sql`
    select c.pid, c.title, c.case_number, c.archive_number, c.court, c.branch, c.case_type, c.stage, c.status,
           c.opponent, c.subject, c.description, c.start_date, c.created_at, c.updated_at,
           (select string_agg(cl.pid, ' ' order by cl.id) from case_clients cc
              join office_clients cl on cl.id = cc.client_id where cc.case_id = c.id) as client_pids
      from office_cases c where c.office_id = ${officeId} order by c.id`,
  events: (officeId: number) => sql`
    select e.pid, e.title, e.event_type, e.starts_at, e.ends_at, e.all_day, e.location, e.court, e.branch,
           e.description, e.deadline_served_on, e.deadline_rule, e.deadline_days, c.pid as case_pid, e.created_at
      from calendar_events e left join office_cases c on c.id = e.case_id
     where e.office_id = ${officeId} order by e.id`,
  notices: (officeId: number) => sql`
    select n.pid, n.subject, n.notice_number, n.notice_type, n.court, n.branch, n.served_on, n.description,
           n.is_important, c.pid as case_pid, n.created_at
      from court_notices n left join office_cases c on c.id = n.case_id
     where n.office_id = ${officeId} order by n.id`,
  noticeFiles: (officeId: number) => sql`
    select a.pid, n.pid as notice_pid, a.original_name, a.size::int as size, a.mime_type, a.created_at, a.storage_key
      from court_notice_attachments a join court_notices n on n.id = a.notice_id
     where n.office_id = ${officeId} order by a.id`,
  documents: (officeId: number) => sql`
    select d.pid, d.title, d.file_type, d.original_name, d.size::int as size, d.mime_type, d.visible_to_client,
           c.pid as case_pid, c.title as case_title, d.created_at, d.storage_key
      from documents d left join office_cases c on c.id = d.case_id
     where d.office_id = ${officeId} or c.office_id = ${officeId} order by d.id`,
  audit: (officeId: number) => sql`
    select seq::int as seq, created_at, actor_pid, actor_name, access, action, entity_type, entity_pid, entity_label,
           case_pid, details, ip, prev_hash, hash
      from office_audit_log where office_id = ${officeId} order by seq`,
};

const safeSegment = (name: string) =>
  name
    .replace(/[/\\:*?"<>|]/g, '_')
    .replace(/\p{Cc}/gu, '_')
    .replace(/^\.+/, '_')
    .trim()
    .slice(0, 120) || '_';

/** Names unique within the zip: a second «لایحه.pdf» in one folder becomes «لایحه (2).pdf». */
function uniqueNames() {
  const used = new Set<string>();
  return (folder: string, name: string) => {
    const clean = safeSegment(name);
    const dot = clean.lastIndexOf('.');
    const [stem, ext] = dot > 0 ? [clean.slice(0, dot), clean.slice(dot)] : [clean, ''];
    let candidate = `${folder}/${clean}`;
    for (let n = 2; used.has(candidate); n++) candidate = `${folder}/${stem} (${n})${ext}`;
    used.add(candidate);
    return candidate;
  };
}

const withoutKey = ({ storage_key: _key, ...row }: Row) => row;

export interface ExportInput {
  officeId: number;
  officeName: string;
  createdAt: string;
}

/**
 * Writes the office's zip to `target` (a temporary name, renamed once complete): README, a CSV and a
 * JSON of each table, the documents and notice attachments under their original names. Reports progress
 * 0–100 as files are added; answers the zip's size.
 */
export async function buildOfficeExport(
  db: Executor,
  storage: FileStorage,
  input: ExportInput,
  target: string,
  onProgress: (percent: number) => Promise<void>,
): Promise<number> {
  const load = async (query: ReturnType<(typeof queries)[keyof typeof queries]>) =>
    (await db.execute<Row>(query)).rows;
  const tables = {
    clients: await load(queries.clients(input.officeId)),
    cases: await load(queries.cases(input.officeId)),
    events: await load(queries.events(input.officeId)),
    notices: await load(queries.notices(input.officeId)),
    documents: await load(queries.documents(input.officeId)),
    'audit-log': await load(queries.audit(input.officeId)),
  };
  const noticeFiles = await load(queries.noticeFiles(input.officeId));
  const name = uniqueNames();
  const documentsWithPaths = tables.documents.map((d) => ({
    ...d,
    path: name(
      `documents/${d.case_pid ? safeSegment(`${d.case_title} (${d.case_pid})`) : 'بدون پرونده'}`,
      String(d.original_name),
    ),
  }));
  const noticeFilesWithPaths = noticeFiles.map((a) => ({
    ...a,
    path: name(`notices/${a.notice_pid}`, String(a.original_name)),
  }));

  const partial = `${target}.partial`;
  const zip = archiver('zip', { zlib: { level: 6 } });
  const written = new Promise<void>((done, fail) => {
    const out = createWriteStream(partial, { mode: 0o600 });
    out.on('close', done).on('error', fail);
    zip.on('error', fail);
    zip.pipe(out);
  });
  try {
    zip.append(exportTexts.readme(input.officeName, input.createdAt), { name: 'README.txt' });
    const shown: Record<string, Row[]> = {
      ...tables,
      documents: documentsWithPaths.map(withoutKey),
      'notice-attachments': noticeFilesWithPaths.map(withoutKey),
    };
    for (const [table, rows] of Object.entries(shown)) {
      const columns = csvColumns(table, rows[0] ? Object.keys(rows[0]) : []);
      const csvRows = rows.map((row) => presentCsvRow(table, row));
      zip.append(toCsv(columns, csvRows), { name: `${table}.csv` });
      zip.append(JSON.stringify(rows, null, 2), { name: `${table}.json` });
    }
    const files = [...documentsWithPaths, ...noticeFilesWithPaths];
    let lastReported = -1;
    for (const [index, file] of files.entries()) {
      await new Promise<void>((done, fail) => {
        const stream = storage.read(String((file as Row).storage_key));
        stream.once('error', fail);
        zip.append(stream, { name: file.path });
        zip.once('entry', () => done());
      });
      const percent = Math.floor(((index + 1) / files.length) * 95);
      if (percent >= lastReported + 5) {
        lastReported = percent;
        await onProgress(percent);
      }
    }
    await zip.finalize();
    await written;
    await rename(partial, target);
    return zip.pointer();
  } catch (error) {
    zip.abort();
    await rm(partial, { force: true });
    throw error;
  }
}
