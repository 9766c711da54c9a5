// Shared pieces of the benchmarks: processes, a fresh database, autocannon runs and figures.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';
import pg from 'pg';

export const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
/** Ports from BENCH_PORT (default 3200) upwards, so several people can bench on one machine. */
export const benchPort = (offset) => Number(process.env.BENCH_PORT ?? 3200) + offset;

/** One figure beside its target: `ok` or `MISSED`. */
export function verdict(measure, value, target, met) {
  console.log(
    `  ${measure.padEnd(40)} ${String(value).padStart(10)}   target ${target.padEnd(12)} ${met ? 'ok' : 'MISSED'}`,
  );
}

export function startProcess(args, env) {
  const child = spawn(process.execPath, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  child.stdout.resume();
  return child;
}

export async function stopProcess(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
}

export async function waitFor(url, timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await sleep(200);
  }
  throw new Error(`${url} did not answer`);
}

/** Resident memory of a process, in MiB. */
export function rssMiB(pid) {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return Math.round(Number(line?.match(/\d+/)?.[0] ?? 0) / 1024);
}

/** A fresh database on the machine's PostgreSQL (BENCH_DATABASE_URL), dropped by the returned function. */
export async function freshDatabase() {
  const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `vakilyar_bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

export async function load(url, options = {}) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, ...options });
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

/**
 * Latency percentiles of one request at a time (what a person waiting for a page sees), measured with
 * sequential requests for a few seconds.
 */
export async function latencies(url, headers = {}, seconds = Math.min(DURATION, 5)) {
  const times = [];
  const until = Date.now() + seconds * 1000;
  while (Date.now() < until) {
    const started = performance.now();
    const response = await fetch(url, { headers });
    await response.arrayBuffer();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (q) => Number(times[Math.min(times.length - 1, Math.floor(q * times.length))].toFixed(1));
  return { single: { p50: at(0.5), p95: at(0.95), p99: at(0.99), n: times.length } };
}

export function report(title, rows, baseline) {
  console.log(`\n${title}`);
  console.log(
    `  ${'scenario'.padEnd(40)} req/s  p50 ms  p99 ms  errors  ${baseline ? 'vs hello  ' : ''}one-at-a-time p50/p95/p99 ms`,
  );
  for (const [name, r] of rows) {
    const ratio = baseline ? `${((r.rps / baseline.rps) * 100).toFixed(1)}%`.padStart(8) : '';
    const single = r.single ? `${r.single.p50} / ${r.single.p95} / ${r.single.p99}` : '';
    console.log(
      `  ${name.padEnd(40)} ${String(r.rps).padStart(5)} ${String(r.p50).padStart(7)} ${String(r.p99).padStart(7)} ${String(r.errors).padStart(7)}  ${ratio}  ${single}`,
    );
  }
}

/** CPU time (user + system) a process has used so far, in seconds (Linux clock ticks of 1/100 s). */
export function cpuSeconds(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}
