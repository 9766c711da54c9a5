import type { Duplex } from 'node:stream';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseBusy } from '../db/pg-errors.ts';
import { sendCompressedHtml } from './compression.ts';
import { AppError, errorBody } from './errors.ts';
import { t } from './messages.ts';
import type { WebPages } from './web-app.ts';

function fromValidation(error: FastifyError & { validation: { instancePath: string; message?: string }[] }) {
  const fields: Record<string, string[]> = {};
  const nonField: string[] = [];
  for (const issue of error.validation) {
    const field = issue.instancePath.split('/').filter(Boolean)[0];
    const message = localizeIssue(issue.message ?? t.invalidValue);
    if (field) fields[field] = [...(fields[field] ?? []), message];
    else nonField.push(message);
  }
  const first = nonField[0] ?? Object.values(fields)[0]?.[0] ?? t.invalidInput;
  if (nonField.length) fields.non_field_errors = nonField;
  return new AppError('validation_error', first, fields);
}

/** zod's own English messages (types, required fields) become Persian; ours already are. */
function localizeIssue(message: string): string {
  if (/[\u0600-\u06FF]/.test(message)) return message;
  if (/received undefined/i.test(message)) return t.required;
  if (/expected (string|number|boolean|object|array)/i.test(message)) return t.invalidType;
  if (/unrecognized key/i.test(message)) return t.unknownField;
  if (/invalid option|expected one of/i.test(message)) return t.invalidOption;
  if (/too big|too long/i.test(message)) return t.tooLong;
  if (/too small|too short/i.test(message)) return t.tooShort;
  return t.invalidValue;
}

const DATABASE_RETRY_SECONDS = 5;

function toAppError(error: FastifyError): AppError {
  if (error instanceof AppError) return error;
  if (hasZodFastifySchemaValidationErrors(error)) return fromValidation(error);
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return new AppError('validation_error', t.invalidJson);
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
    case 'FST_REQ_FILE_TOO_LARGE':
      return new AppError('payload_too_large', t.bodyTooLarge);
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
        ? new AppError('unsupported_media_type', t.unsupportedMediaType)
        : new AppError('validation_error', t.badRequest);
    case 'FST_ERR_BAD_URL':
      return new AppError('validation_error', t.badUrl);
    case 'FST_ERR_MAX_PARAM_LENGTH':
      return new AppError('validation_error', t.pathTooLong);
  }
  if (isDatabaseBusy(error))
    return new AppError('service_unavailable', t.databaseBusy, {}, DATABASE_RETRY_SECONDS);
  if (error.statusCode === 429) return new AppError('throttled', t.throttled(60), {}, 60);
  if (error.statusCode === 404) return new AppError('not_found', t.notFound);
  if (error.statusCode === 405) return new AppError('method_not_allowed', t.methodNotAllowed);
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return new AppError('validation_error', t.invalidInput);
  }
  return new AppError('server_error', t.serverError);
}

/** One place that writes every error body of api-conventions.md; 5xx are logged with the request id. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const appError = toAppError(error);
    if (appError.code === 'service_unavailable') request.log.warn({ reason: error.message }, 'database busy');
    else if (appError.status >= 500) request.log.error({ err: error }, 'request failed');
    if (appError.retryAfter !== undefined || appError.code === 'throttled') {
      reply.header('retry-after', String(appError.retryAfter ?? 60));
    }
    return reply.status(appError.status).send(errorBody(appError));
  });
}

/** Refusals the router makes before any route runs (a bad `%` escape, a too long segment). */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const appError = toAppError(error);
  request.log.info({ code: error.code }, 'request refused by the router');
  return reply.status(appError.status).send(errorBody(appError));
}

/**
 * Requests Node refuses before Fastify sees them (headers too large, malformed, too slow): the same
 * envelope, written on the raw socket.
 */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const timeout = error.code === 'ERR_HTTP_REQUEST_TIMEOUT';
  const message = timeout
    ? t.requestTimeout
    : error.code === 'HPE_HEADER_OVERFLOW'
      ? t.headersTooLarge
      : t.badRequest;
  const body = JSON.stringify(errorBody(new AppError('validation_error', message)));
  const status = timeout ? '408 Request Timeout' : '400 Bad Request';
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

/** Unknown API paths answer the 404 body; with the web app built, a page path gets its HTML file. */
export function registerNotFound(app: FastifyInstance, pages: WebPages | undefined): void {
  app.setNotFoundHandler(async (request, reply) => {
    const isPage =
      request.method === 'GET' && !request.url.startsWith('/api') && !request.url.startsWith('/ws');
    if (pages && isPage) {
      const pathname = request.url.split('?')[0] ?? '/';
      const drawn = await pages.drawn(request, pathname);
      // Drawn with one user's data: never stored by a cache, nor answered to another cookie.
      if (drawn)
        return sendCompressedHtml(request, reply.header('cache-control', 'private, no-store'), drawn);
      return reply.type('text/html').sendFile(pages.fileOf(pathname));
    }
    return reply.status(404).send(errorBody(new AppError('not_found', t.notFound)));
  });
}
