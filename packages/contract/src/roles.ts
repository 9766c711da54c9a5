import { z } from 'zod';
import { ROLES } from './role-permissions.ts';

export * from './role-permissions.ts';

export const zRole = z.enum(ROLES);

export const zRoleInfo = z.object({ code: zRole, name: z.string() });
