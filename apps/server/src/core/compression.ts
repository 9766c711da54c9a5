import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * The API's JSON answers compressed on a slow line (issue 23): brotli at a low quality, which costs the
 * server little CPU and still shrinks a page of cases several times, else gzip. Only JSON: the alarm
 * stream (text/event-stream) must reach the browser event by event, file downloads are sent as they are,
 * and the built app's files are compressed once at build time (web-app.ts sends its .br and .gz).
 */
export const COMPRESSED_TYPES = /^application\/(?:[\w.+-]+\+)?json\b/;

const BROTLI_OPTIONS = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } };
const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    customTypes: COMPRESSED_TYPES,
    encodings: ['br', 'gzip'],
    threshold: 1024,
    brotliOptions: BROTLI_OPTIONS,
  });
}

/**
 * Sends HTML made for this request (a signed-in page the server drew) compressed as the browser accepts:
 * the plugin's hooks reach only the routes it saw registered, not the not-found handler that sends it.
 */
export async function sendCompressedHtml(
  request: FastifyRequest,
  reply: FastifyReply,
  html: string,
): Promise<FastifyReply> {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  reply.type('text/html; charset=utf-8').header('vary', 'Accept-Encoding, Cookie');
  if (/\bbr\b/.test(accepted))
    return reply.header('content-encoding', 'br').send(await brotli(html, BROTLI_OPTIONS));
  if (/\bgzip\b/.test(accepted)) return reply.header('content-encoding', 'gzip').send(await gzipped(html));
  return reply.send(html);
}
