import type { FastifyInstance } from 'fastify';
import { AppError } from './errors.ts';
import { t } from './messages.ts';

/** Deeper JSON than any request of the API needs; deeper bodies are refused before they are parsed. */
export const MAX_JSON_DEPTH = 64;

const OPEN_OBJECT = 0x7b;
const OPEN_ARRAY = 0x5b;
const CLOSE_OBJECT = 0x7d;
const CLOSE_ARRAY = 0x5d;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/**
 * Whether JSON text nests objects and arrays deeper than `limit`, read in one pass without recursion
 * (brackets inside strings do not count). Malformed text is left for JSON.parse to refuse.
 */
export function jsonTooDeep(text: string, limit = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (inString) {
      if (code === BACKSLASH) i++;
      else if (code === QUOTE) inString = false;
    } else if (code === QUOTE) inString = true;
    else if (code === OPEN_OBJECT || code === OPEN_ARRAY) {
      if (++depth > limit) return true;
    } else if (code === CLOSE_OBJECT || code === CLOSE_ARRAY) depth--;
  }
  return false;
}

/**
 * The JSON body parser: Fastify's own (prototype poisoning refused, malformed bodies as before), behind
 * a depth check, so a body nested thousands of levels is a Persian 400 instead of a stack overflow in
 * whatever walks it next. A DELETE carries no body, and clients that label every request as JSON send
 * it empty: that is no body, not a malformed one.
 */
export function registerJsonBodyParser(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (request.method === 'DELETE' && (body as string).trim() === '') return done(null, undefined);
    if (jsonTooDeep(body as string)) {
      return done(new AppError('validation_error', t.jsonTooDeep), undefined);
    }
    return parse(request, body as string, done);
  });
}
