import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const SERVER_ENTRY = join(import.meta.dirname, '..', 'src', 'main.ts');
const dataDir = mkdtempSync(join(tmpdir(), 'vakilyar-lock-'));
const children: ChildProcess[] = [];

function startServer(port: number) {
  const { DATABASE_URL: _embedded, ...env } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER_ENTRY], {
    env: { ...env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout?.on('data', (d) => {
    output += d;
  });
  child.stderr?.on('data', (d) => {
    output += d;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  return { child, exited, output: () => output };
}

async function waitForHealth(port: number, timeoutMs = 60_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('the server did not become healthy');
}

afterAll(async () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  await Promise.all(children.map((c) => (c.exitCode === null ? new Promise((r) => c.on('exit', r)) : null)));
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the embedded data folder', () => {
  it('refuses a second server on the same folder while the first keeps serving, then is freed on exit', async () => {
    const first = startServer(3391);
    await waitForHealth(3391);

    const second = startServer(3392);
    expect(await second.exited).toBe(1);
    expect(second.output()).toMatch(/data folder .* is in use by another Vakilyar process/);

    const health = await fetch('http://127.0.0.1:3391/api/health');
    expect(health.status).toBe(200);

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    const third = startServer(3393);
    await waitForHealth(3393);
    third.child.kill('SIGTERM');
    expect(await third.exited).toBe(0);
  }, 120_000);
});
