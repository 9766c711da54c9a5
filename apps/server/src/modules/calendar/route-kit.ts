import { z } from 'zod';

/** What every calendar route shares in OpenAPI. */
export const tags = ['calendar'];
export const security = [{ bearer: [] }];
export const zPidParams = z.object({ pid: z.string().min(1).max(40) });

/** The calendar's base path. */
export const CALENDAR_BASE = '/api/court-calendar/v1';
