/** Query keys of drafting; a save or a new template invalidates what it changed. */
export const draftingKeys = {
  all: ['drafting'] as const,
  templates: (archived: boolean) => ['drafting', 'templates', archived] as const,
  template: (pid: string) => ['drafting', 'template', pid] as const,
  caseDrafts: (casePid: string) => ['drafting', 'case-drafts', casePid] as const,
  draft: (pid: string) => ['drafting', 'draft', pid] as const,
  versions: (pid: string) => ['drafting', 'versions', pid] as const,
};
