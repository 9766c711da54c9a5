import type { ModuleContext } from '../../core/module-context.ts';
import type { OfficeServices } from '../office/office.services.ts';
import { createDraftsService } from './drafts/drafts.service.ts';
import { createDraftOutputService } from './render/output.service.ts';
import { createTemplatesService } from './templates/templates.service.ts';

/** Drafting: templates, drafts of a case, and their Word and PDF. Files go into the office's documents. */
export function createDraftingServices(ctx: ModuleContext, office: OfficeServices) {
  const templates = createTemplatesService(ctx.db);
  return {
    templates,
    drafts: createDraftsService(ctx.db, templates),
    output: createDraftOutputService(ctx.db, office.storage, office.documents),
  };
}

export type DraftingServices = ReturnType<typeof createDraftingServices>;
