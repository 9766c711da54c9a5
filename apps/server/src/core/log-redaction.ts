import type { FastifyRequest } from 'fastify';
import type { Logger } from 'pino';

/** Query parameters that carry a credential: the chat socket's token, codes, a gateway's authority. */
const SECRET_PARAMS = /^(token|access_token|refresh_token|code|otp|password|authority|key|secret)$/i;
/** Paths whose last segment is a credential: the client's access link page. */
const SECRET_PATHS = [/^(\/access\/)[^/?#]+/];

/** A URL with every credential in it replaced by `[redacted]`; the rest kept for debugging. */
export function redactUrl(url: string): string {
  const [path = '', query] = url.split(/\?(.*)/s, 2);
  let safePath = path;
  for (const pattern of SECRET_PATHS) safePath = safePath.replace(pattern, '$1[redacted]');
  if (query === undefined) return safePath;
  const safeQuery = query
    .split('&')
    .map((pair) => {
      const [name = ''] = pair.split('=', 1);
      return SECRET_PARAMS.test(safeDecode(name)) ? `${name}=[redacted]` : pair;
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

/** The app's logger: request lines redacted, whatever logger the process was started with. */
export function redactingLogger(logger: Logger): Logger {
  const child = logger.child(
    {},
    {
      serializers: { req: requestSerializer },
      redact: {
        paths: ['req.headers.authorization', 'req.headers.cookie', 'headers.authorization', 'headers.cookie'],
        censor: '[redacted]',
      },
    },
  );
  // Fastify merges `serializers` of the instance it is given over its own defaults.
  return Object.assign(child, { serializers: { req: requestSerializer } });
}
