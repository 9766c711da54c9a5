// Issue 4: wallet purchases (an SMS package bought from the wallet) under 50 concurrent clients on one
// wallet and spread over 1,000 wallets, and the ledger check's time over 1,000,000 entries.

import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { freshDatabase, load, report, startProcess, stopProcess, waitFor } from './lib.mjs';

const ROOT = join(import.meta.dirname, '..');
const BENCH = join(ROOT, 'bench/seeders');
const WALLETS = Number(process.env.BENCH_WALLETS ?? 1_000);
const LEDGER_ENTRIES = Number(process.env.BENCH_LEDGER_ENTRIES ?? 1_000_000);

function runScript(script, args, env) {
  const out = execFileSync(process.execPath, ['--import', 'tsx', join(BENCH, script), ...args], {
    env: { ...process.env, ...env },
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
  return JSON.parse(out.trim().split('\n').at(-1));
}

/** Autocannon requests buying the package; `tokenAt(i)` picks the wallet of the i-th request. */
function purchases(packagePid, tokenAt) {
  let sent = 0;
  const request = (token) => ({
    method: 'POST',
    path: '/api/messaging/v1/purchases/',
    body: JSON.stringify({ package: packagePid }),
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
  });
  return [{ ...request(tokenAt(0)), setupRequest: (req) => ({ ...req, ...request(tokenAt(sent++)) }) }];
}

export async function benchMoney(baseline) {
  const database = await freshDatabase();
  const secret = randomBytes(32).toString('hex');
  const baseUrl = 'http://127.0.0.1:3204';
  const server = startProcess(['--import', 'tsx', join(ROOT, 'apps/server/src/main.ts')], {
    DATABASE_URL: database.url,
    JWT_SECRET: secret,
    PORT: '3204',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_MAX: '100000000',
    SEED_DEMO: 'false',
  });
  try {
    await waitFor(`${baseUrl}/api/health`);
    console.log(`\nMoney (issue 4): funding ${WALLETS.toLocaleString('en')} wallets`);
    const wallets = runScript('prepare-wallets.ts', [String(WALLETS)], {
      DATABASE_URL: database.url,
      JWT_SECRET: secret,
    });
    const url = `${baseUrl}/api/messaging/v1/purchases/`;
    const one = await load(url, { requests: purchases(wallets.package, () => wallets.tokens[0]) });
    const many = await load(url, {
      requests: purchases(wallets.package, (i) => wallets.tokens[i % wallets.tokens.length]),
    });
    report(
      'Money (issue 4)',
      [
        ['hello-world (baseline)', baseline],
        ['purchases, 50 clients on one wallet', one],
        [`purchases, 50 clients on ${WALLETS.toLocaleString('en')} wallets`, many],
      ],
      baseline,
    );

    const ledger = runScript('seed-ledger.ts', [String(LEDGER_ENTRIES)], { DATABASE_URL: database.url });
    console.log(
      `  ledger check: ${ledger.check_ms} ms over ${ledger.ledger_entries_total.toLocaleString('en')} entries` +
        ` (${ledger.ok ? 'balanced' : `${ledger.mismatches} mismatches`}; seeding took ${ledger.seed_ms} ms)`,
    );
  } finally {
    await stopProcess(server);
    await database.drop();
  }
}
