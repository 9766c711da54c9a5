import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * The API's JSON answers compressed on a slow line (issue 23): brotli at a low quality, which costs the
 * server little CPU and still shrinks a page of cases several times, else gzip. Only JSON: the alarm
 * stream (text/event-stream) must reach the browser event by event, file downloads are sent as they are,
 * and the built app's files are compressed once at build time (web-app.ts sends its .br and .gz).
 */
export const COMPRESSED_TYPES = /^application\/(?:[\w.+-]+\+)?json\b/;

export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    customTypes: COMPRESSED_TYPES,
    encodings: ['br', 'gzip'],
    threshold: 1024,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
}
