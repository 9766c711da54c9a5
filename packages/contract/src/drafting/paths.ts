// Paths of the drafting module, relative to the API base like `API` in ../paths.ts.

const d = '/drafting/v1';

export const draftingPaths = {
  templates: `${d}/templates/`,
  template: (pid: string) => `${d}/templates/${pid}/`,
  templateCopy: (pid: string) => `${d}/templates/${pid}/copy/`,
  drafts: `${d}/drafts/`,
  draftsByCase: (casePid: string) => `${d}/drafts/by-case/${casePid}/`,
  draft: (pid: string) => `${d}/drafts/${pid}/`,
  draftVersions: (pid: string) => `${d}/drafts/${pid}/versions/`,
  draftVersion: (pid: string, version: number) => `${d}/drafts/${pid}/versions/${version}/`,
  draftRender: (pid: string, format: 'docx' | 'pdf') => `${d}/drafts/${pid}/render/${format}/`,
  draftFile: (pid: string) => `${d}/drafts/${pid}/file/`,
};
