import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { normalizePersianText } from '@vakilyar/contract';
import { eq } from 'drizzle-orm';
import { loadConfig } from '../../config.ts';
import { newPid } from '../../core/ids.ts';
import type { Executor, Tx } from '../../db/client.ts';
import { documents } from '../document/document.tables.ts';
import { createFileStorage } from '../document/file-storage.ts';
import { objectStoreOf } from '../document/object-store.ts';
import type { Caller } from '../office/access.ts';
import { appendAudit } from '../office/audit-chain.ts';
import { caseSearchColumns, refreshCaseSearch } from '../office/case-search.ts';
import { clientSearchColumns } from '../office/clients.present.ts';
import { archiveCabinets } from '../office/tables/cabinets.ts';
import { caseClientAccess, caseClients, caseLawyers, officeCases } from '../office/tables/cases.ts';
import { officeClients } from '../office/tables/clients.ts';
import { offices } from '../office/tables/offices.ts';
import { DEMO_ACCOUNTS, type DemoUsers } from './demo.accounts.ts';
import { demoMoment } from './demo-time.ts';
import { CASES } from './office.demo-cases.ts';
import { CABINETS, CLIENTS, nationalCodeFrom } from './office.demo-clients.ts';

const demoPdf = (title: string) =>
  Buffer.from(
    `%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >> endobj\n4 0 obj << /Length 60 >> stream\nBT /F1 18 Tf 72 760 Td (Vakilyar demo document ${title.length}) Tj ET\nendstream endobj\n5 0 obj << /Type /Font /Subtype /Type1 /BaseFont /Helvetica >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`,
  );
const demoPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

export const daysAgo = (days: number) => demoMoment(days);

function defaultUploadDir(): string {
  const config = loadConfig();
  return config.UPLOAD_DIR ?? join(config.DATA_DIR, 'uploads');
}

/**
 * The demo lawyer's office: Persian clients, cases of every court, stage and type, documents (written to
 * the upload folder of the environment's configuration) and cabinets, with their audit trail.
 */
export async function seedOfficeDemo(executor: Executor, demo: DemoUsers, uploadDir = defaultUploadDir()) {
  const tx = executor as Tx;
  const storage = createFileStorage(uploadDir, objectStoreOf(loadConfig()));
  const names = (role: string) => DEMO_ACCOUNTS.find((a) => a.role === role);
  const lawyerNames = names('lawyer');
  const lawyer = {
    userId: demo.lawyer.id,
    pid: demo.lawyer.pid,
    phone: demo.lawyer.phone,
    firstName: lawyerNames?.firstName ?? '',
    lastName: lawyerNames?.lastName ?? '',
  } as Caller;
  const officeId = demo.officeId;
  const audit = (event: Omit<Parameters<typeof appendAudit>[1], 'officeId' | 'actor'>) =>
    appendAudit(tx, { officeId, actor: lawyer, access: 'owner', ...event });

  await tx
    .update(offices)
    .set({
      licenceNo: '41827',
      barAssociation: 'markaz',
      address: 'تهران، خیابان شهید مطهری، نبش کوچه میرزای شیرازی، پلاک ۱۸۴، طبقه دوم، واحد ۶',
    })
    .where(eq(offices.id, officeId));

  const cabinets = await tx
    .insert(archiveCabinets)
    .values(
      CABINETS.map(([name, code, location, description]) => ({
        pid: newPid(),
        officeId,
        name,
        code,
        location,
        description,
        createdById: lawyer.userId,
        createdAt: daysAgo(900),
        updatedAt: daysAgo(900),
      })),
    )
    .returning();

  const clients = await tx
    .insert(officeClients)
    .values(
      CLIENTS.map(([firstName, lastName, nine, mobile, fatherName, birthDate, address], i) => {
        const nationalCode = nationalCodeFrom(nine);
        return {
          pid: newPid(),
          officeId,
          firstName,
          lastName,
          nationalCode,
          mobile,
          fatherName,
          birthDate,
          address: normalizePersianText(address),
          notes:
            i === 7 ? normalizePersianText('شخص حقوقی؛ شماره ثبت ۴۵۶۷۸۹، نماینده: آقای مهندس پارسا') : null,
          userId: mobile === demo.client.phone ? demo.client.id : null,
          ...clientSearchColumns({ firstName, lastName, nationalCode, mobile, fatherName }),
          createdById: lawyer.userId,
          updatedById: lawyer.userId,
          createdAt: daysAgo(1000 - i * 40),
          updatedAt: daysAgo(1000 - i * 40),
        };
      }),
    )
    .returning();

  const ordered = [...CASES].sort((a, b) => b.daysAgo - a.daysAgo);
  for (const c of ordered) {
    const at = daysAgo(c.daysAgo);
    const [row] = await tx
      .insert(officeCases)
      .values({
        pid: newPid(),
        officeId,
        // Stored as the API stores input: ASCII digits, Persian letters.
        title: normalizePersianText(c.title),
        caseNumber: c.caseNumber,
        archiveNumber: c.archiveNumber,
        court: normalizePersianText(c.court),
        branch: normalizePersianText(c.branch),
        caseType: c.caseType,
        stage: c.stage,
        status: c.status,
        opponent: normalizePersianText(c.opponent),
        subject: normalizePersianText(c.subject),
        description: normalizePersianText(c.description),
        startDate: c.startDate,
        archiveCabinetId: c.cabinet === null ? null : (cabinets[c.cabinet]?.id ?? null),
        ...caseSearchColumns(c),
        createdById: lawyer.userId,
        updatedById: lawyer.userId,
        createdAt: at,
        updatedAt: daysAgo(Math.max(0, c.daysAgo - 20)),
      })
      .returning();
    if (!row) throw new Error('demo case insert returned nothing');
    const onCase = c.clients.map((i) => clients[i]).filter((x) => x !== undefined);
    await tx
      .insert(caseLawyers)
      .values({ caseId: row.id, userId: lawyer.userId, role: 'owner', addedAt: at });
    await tx
      .insert(caseClients)
      .values(onCase.map((client) => ({ caseId: row.id, clientId: client.id, addedAt: at })));
    await refreshCaseSearch(tx, [row.id]);
    await audit({
      action: 'create',
      entityType: 'case',
      entityPid: row.pid,
      entityLabel: row.title,
      casePid: row.pid,
      details: { clients: onCase.map((client) => client.pid) },
      at,
    });
    for (const [d, [name, kind, visible]] of c.docs.entries()) {
      const content = kind === 'pdf' ? demoPdf(name) : demoPng;
      const temp = await storage.tempPath();
      await writeFile(temp, content, { mode: 0o600 });
      const key = await storage.keep(temp);
      const uploadedAt = daysAgo(c.daysAgo - d * 7 - 1);
      const [doc] = await tx
        .insert(documents)
        .values({
          pid: newPid(),
          officeId,
          caseId: row.id,
          title: name.replace(/\.(pdf|png)$/, ''),
          fileType: kind === 'pdf' ? 'document' : 'image',
          originalName: name,
          size: content.length,
          mimeType: kind === 'pdf' ? 'application/pdf' : 'image/png',
          storageKey: key,
          visibleToClient: visible,
          uploadedById: lawyer.userId,
          createdAt: uploadedAt,
        })
        .returning();
      if (!doc) continue;
      await audit({
        action: 'create',
        entityType: 'document',
        entityPid: doc.pid,
        entityLabel: name,
        casePid: row.pid,
        details: { file_type: doc.fileType, size: doc.size, visible_to_client: visible },
        at: uploadedAt,
      });
    }
    // The demo client (علی رضایی) opened an access link to each of their cases.
    const demoClient = onCase.find((client) => client.userId === demo.client.id);
    if (demoClient) {
      await tx
        .insert(caseClientAccess)
        .values({ caseId: row.id, userId: demo.client.id, clientId: demoClient.id });
    }
  }
}
