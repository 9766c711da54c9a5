import { writeFile } from 'node:fs/promises';
import type { Document, DraftFormat } from '@vakilyar/contract';
import type { Db } from '../../../db/client.ts';
import type { FileStorage } from '../../document/file-storage.ts';
import type { Caller } from '../../office/access.ts';
import { appendAudit } from '../../office/audit-chain.ts';
import type { VisibleCase } from '../../office/cases.repository.ts';
import type { DocumentsService } from '../../office/documents.service.ts';
import { draftingTexts } from '../drafting.messages.ts';
import { type DraftRow, loadDraft } from '../drafts/draft-scope.ts';
import { caseFieldValues } from '../fields/field-sources.ts';
import { renderDocx } from './docx.ts';
import { renderPdf } from './pdf.ts';
import { type ResolvedDocument, resolveDraft } from './resolve.ts';

export const DRAFT_MIME: Record<DraftFormat, string> = {
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  pdf: 'application/pdf',
};

export const renderAs = (format: DraftFormat, document: ResolvedDocument): Promise<Buffer> =>
  format === 'pdf' ? renderPdf(document) : renderDocx(document);

/** Word and PDF of a draft, downloaded or filed into the case's documents. */
export function createDraftOutputService(db: Db, storage: FileStorage, documents: DocumentsService) {
  async function resolved(row: DraftRow, kase: VisibleCase): Promise<ResolvedDocument> {
    const fromCase = await caseFieldValues({ db, kase, now: new Date() });
    return resolveDraft(row.title, row.body, { ...fromCase, ...row.values });
  }

  async function render(caller: Caller, pid: string, format: DraftFormat) {
    const { row, kase } = await loadDraft(db, caller, pid, 'document.view');
    const bytes = await renderAs(format, await resolved(row, kase));
    await db.transaction((tx) =>
      appendAudit(tx, {
        officeId: kase.row.officeId,
        actor: caller,
        access: kase.access,
        action: 'download',
        entityType: 'draft',
        entityPid: pid,
        entityLabel: row.title,
        casePid: kase.row.pid,
        details: { format, version: row.version },
      }),
    );
    return { bytes, name: draftingTexts.fileName(row.title, format), mime: DRAFT_MIME[format] };
  }

  /** The rendered file as one of the case's documents, hidden from the clients unless the lawyer shares it. */
  async function file(
    caller: Caller,
    pid: string,
    options: { format: DraftFormat; visible_to_client: boolean },
  ): Promise<Document> {
    const { row, kase } = await loadDraft(db, caller, pid, 'document.upload');
    const bytes = await renderAs(options.format, await resolved(row, kase));
    const tempPath = await storage.tempPath();
    await writeFile(tempPath, bytes, { mode: 0o600 });
    const name = draftingTexts.fileName(row.title, options.format);
    const [stored] = await documents.upload(
      caller,
      kase.row.pid,
      [{ tempPath, name, size: bytes.length, mime: DRAFT_MIME[options.format], fileType: 'document' }],
      { title: row.title, visibleToClient: options.visible_to_client },
    );
    if (!stored) throw new Error('filed document not stored');
    return stored;
  }

  return { render, file };
}

export type DraftOutputService = ReturnType<typeof createDraftOutputService>;
