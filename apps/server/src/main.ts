import closeWithGrace from 'close-with-grace';
import pino from 'pino';
import { ConfigError, loadConfig } from './config.ts';
import { errorSerializer, withoutSqlValues } from './core/log-redaction.ts';
import { DataDirLockedError } from './db/data-dir-lock.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './modules/demo/demo.accounts.ts';
import { startServer } from './server.ts';

function printBanner(address: string, docs: boolean): void {
  const lines = [
    '',
    `  Vakilyar (وکیل‌یار) is running at ${address}`,
    ...(docs ? [`  API docs: ${address}/api/docs`] : []),
    `  Demo logins (password ${DEMO_PASSWORD}):`,
    ...DEMO_ACCOUNTS.map((a) => `    ${a.role.padEnd(11)} ${a.phone}`),
    '',
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}

async function main(): Promise<void> {
  const config = loadConfig();
  const log = pino({
    level: config.LOG_LEVEL,
    redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    // Errors of failed queries name their values (a password hash, a national code): never logged.
    serializers: { err: errorSerializer },
  });
  // Registered first, so a signal during start-up ends the process through this path too; once started,
  // it drains HTTP and WebSocket connections, closes the database, stops embedded PostgreSQL, frees the lock.
  let stop: () => Promise<void> = async () => undefined;
  closeWithGrace({ delay: 15_000 }, async ({ signal, err }) => {
    if (err) log.error({ err }, 'shutting down after an error');
    else log.info({ signal }, 'shutting down');
    await stop();
  });
  const server = await startServer(config, log);
  stop = server.stop;
  const port = (server.app.server.address() as { port: number }).port;
  if (config.NODE_ENV !== 'production')
    printBanner(config.PUBLIC_URL ?? `http://localhost:${port}`, config.API_DOCS ?? true);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(
      `Vakilyar could not start: ${withoutSqlValues((error as Error).stack ?? String(error))}\n`,
    );
  }
  process.exit(1);
});
