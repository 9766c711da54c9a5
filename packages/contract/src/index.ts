export * from './auth.ts';
export * from './envelope.ts';
export * from './errors.ts';
export * from './paths.ts';
export * from './persian.ts';
export * from './profile.ts';
export * from './roles.ts';
