import { Logger, type LogLevel } from 'graphile-worker';
import type { Logger as Pino } from 'pino';

const LEVELS: Record<`${LogLevel}`, 'error' | 'warn' | 'info' | 'debug'> = {
  error: 'error',
  warning: 'warn',
  info: 'info',
  debug: 'debug',
};

/**
 * graphile-worker's log lines in our pino log. Only the message and the scope (task name, job id) pass:
 * graphile's meta object carries the whole job, payload included, and payloads may hold phone numbers.
 */
export function graphileLogger(log: Pino): Logger {
  return new Logger((scope) => (level, message) => {
    const context = { task: scope.taskIdentifier, job: scope.jobId, worker: scope.workerId };
    log[LEVELS[level]](context, message);
  });
}
