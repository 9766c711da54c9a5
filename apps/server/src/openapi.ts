import pino from 'pino';
import { loadConfig } from './config.ts';
import { buildApp } from './core/app.ts';
import { connectDatabase } from './db/client.ts';
import { createConsoleProvider } from './modules/sms/console.provider.ts';

// Prints the OpenAPI document as JSON; the pool is never queried, so no database is needed.
const config = loadConfig({ NODE_ENV: 'development', WEB_DIST_DIR: '/nonexistent' });
const database = connectDatabase('postgres://openapi@127.0.0.1:1/none');
const { app } = await buildApp({
  config,
  database,
  smsProvider: createConsoleProvider(pino({ level: 'silent' })),
  secret: 'x'.repeat(32),
});
await app.ready();
process.stdout.write(`${JSON.stringify(app.swagger(), null, 2)}\n`);
await app.close();
await database.close();
