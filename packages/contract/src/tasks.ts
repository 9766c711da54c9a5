// Requests and responses of the tasks module (tasks, checklist templates, idle cases, morning digest).
export * from './tasks/digest.ts';
export * from './tasks/fields.ts';
export * from './tasks/paths.ts';
export * from './tasks/tasks.ts';
export * from './tasks/templates.ts';
export * from './tasks/vocabulary.ts';
