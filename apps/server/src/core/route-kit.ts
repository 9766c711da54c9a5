import { z } from 'zod';

/** What every authenticated route shares: the bearer scheme in OpenAPI and a pid path parameter. */
export const security = [{ bearer: [] }];
export const zPidParams = z.object({ pid: z.string().min(1).max(40) });

/**
 * A multipart form described in OpenAPI (`body` + `consumes`) but not validated as a body: the upload
 * receiver reads the parts as a stream and checks them itself.
 */
export const multipartForm = <T extends z.ZodRawShape>(fields: T) => ({
  consumes: ['multipart/form-data'],
  body: z.object({
    ...fields,
    file: z.string().meta({ format: 'binary' }).optional().describe('the file; or `files`, repeated'),
    files: z.array(z.string().meta({ format: 'binary' })).optional(),
  }),
});

/** Leaves a multipart body to the route (see `multipartForm`). */
export const skipBodyValidation = () => (value: unknown) => ({ value });
