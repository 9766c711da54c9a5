import type { FastifyRequest } from 'fastify';
import { type Logger, stdSerializers } from 'pino';

/** Query parameters that carry a credential: the chat socket's token, codes, a gateway's authority. */
const SECRET_PARAMS = /^(token|access_token|refresh_token|code|otp|password|authority|key|secret)$/i;
/**
 * Query parameters that carry what a person typed to find someone: search words (a national code, a
 * mobile number, a name) and the filters that name a person. Their values are personal data, kept out of
 * the log like a credential.
 */
const PERSONAL_PARAMS =
  /^(search|q|query|title|phone|mobile|username|email|name|client_first_name|client_last_name|[a-z_]*national_code)$/i;
/** Paths whose last segment is a credential: the client's access link page. */
const SECRET_PATHS = [/^(\/access\/)[^/?#]+/];

/** A URL with every credential and search in it replaced by `[redacted]`; the rest kept for debugging. */
export function redactUrl(url: string): string {
  const [path = '', query] = url.split(/\?(.*)/s, 2);
  let safePath = path;
  for (const pattern of SECRET_PATHS) safePath = safePath.replace(pattern, '$1[redacted]');
  if (query === undefined) return safePath;
  const safeQuery = query
    .split('&')
    .map((pair) => {
      const [name = ''] = pair.split('=', 1);
      const decoded = safeDecode(name);
      return SECRET_PARAMS.test(decoded) || PERSONAL_PARAMS.test(decoded) ? `${name}=[redacted]` : pair;
    })
    .join('&');
  return `${safePath}?${safeQuery}`;
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** What Fastify logs of a request: no headers (they carry Authorization and cookies) and a redacted URL. */
function requestSerializer(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** drizzle's failed-query message (and so its stack) ends with the bound values: a password hash, a code. */
const SQL_PARAMETERS = /\nparams: [\s\S]*?(?=\n {4}at |$)/;
/** PostgreSQL's detail of a key violation quotes the values: `Key (phone)=(0912…) already exists.` */
const KEY_VALUES = /\)=\([\s\S]*?\)( already exists| is not present|$)/g;

/** Text of an error with the values of its SQL statement replaced by `[redacted]`. */
export function withoutSqlValues(text: string): string {
  return text.replace(SQL_PARAMETERS, '\nparams: [redacted]').replace(KEY_VALUES, ')=([redacted])$1');
}

function scrubError(value: unknown, depth = 0): unknown {
  if (!value || typeof value !== 'object' || depth > 5) return value;
  const scrubbed: Record<string, unknown> = { ...(value as Record<string, unknown>) };
  for (const [key, field] of Object.entries(scrubbed)) {
    if (key === 'params' || key === 'parameters') scrubbed[key] = '[redacted]';
    else if (typeof field === 'string') scrubbed[key] = withoutSqlValues(field);
    else if (key === 'cause' || key === 'err') scrubbed[key] = scrubError(field, depth + 1);
  }
  return scrubbed;
}

/**
 * The `err` serializer of every logger of the process: pino's own, then no SQL values (issue 19: a
 * failed insert of the demo users logged their password hash).
 */
export function errorSerializer(error: unknown): unknown {
  const serialized = error instanceof Error ? stdSerializers.err(error) : error;
  return scrubError(serialized);
}

/** The app's logger: request lines redacted, whatever logger the process was started with. */
export function redactingLogger(logger: Logger): Logger {
  const child = logger.child(
    {},
    {
      serializers: { req: requestSerializer, err: errorSerializer },
      redact: {
        paths: ['req.headers.authorization', 'req.headers.cookie', 'headers.authorization', 'headers.cookie'],
        censor: '[redacted]',
      },
    },
  );
  // Fastify merges `serializers` of the instance it is given over its own defaults.
  return Object.assign(child, { serializers: { req: requestSerializer, err: errorSerializer } });
}
