import { z } from 'zod';

export const tags = ['tasks'];
export const security = [{ bearer: [] }];
export const zPidParams = z.object({ pid: z.string().min(1).max(40) });
export const TASKS_BASE = '/api/office-tasks/v1';
