import type { Logger } from 'pino';

/** What the module's background work logs with. */
export interface ChatLog {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

/** A logger for services made before the app (and its logger) exists; it writes once attached. */
export function lateLogger(): ChatLog & { attach(logger: Logger): void } {
  let target: Logger | undefined;
  return {
    warn: (details, message) => target?.warn(details, message),
    error: (details, message) => target?.error(details, message),
    attach: (logger) => {
      target = logger;
    },
  };
}
