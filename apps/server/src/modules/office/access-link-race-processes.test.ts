import { afterAll, describe, expect, it } from 'vitest';
import { PROCESS_SECRET, startEmbeddedServer, startServerProcesses } from '../../../test/server-processes.ts';
import { createTestApp } from '../../../test/test-app.ts';
import { lastAccessToken } from './office-world.ts';
import { call, createCase, createClient, newLawyer, ok } from './test-helpers.ts';

/**
 * Issue 19, item 1, on real processes: fifty concurrent redeems of one access link, spread over two
 * processes on PostgreSQL and Redis, and on the embedded default that `npm start` runs. One signs in, the
 * rest are refused, and each process answers a normal request at once.
 */
const REDEEMS = 50;
const PORTS = [3591, 3592] as const;
const EMBEDDED_PORT = 3593;
const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const REDEEM = '/api/auth/v1/redeem-access-link/';

/** The parts of the answers this test reads. */
interface Answer {
  result: { access_token: string; pid: string; results: { text?: string }[] };
}

const stops: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const stop of stops.reverse()) await stop();
});

async function json(
  port: number,
  path: string,
  init: { token?: string; body?: unknown; from?: string } = {},
) {
  const response = await fetch(`http://127.0.0.1:${port}${path}`, {
    method: init.body === undefined ? 'GET' : 'POST',
    headers: {
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      ...(init.from ? { 'x-forwarded-for': init.from } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return { status: response.status, body: (await response.json()) as Answer };
}

/** Fifty redeems at once, each from an address of its own, round-robin over the ports. */
async function redeemAtOnce(ports: readonly number[], token: string) {
  const answers = await Promise.all(
    Array.from({ length: REDEEMS }, (_, i) =>
      json(ports[i % ports.length] ?? 0, REDEEM, { body: { token }, from: `10.19.1.${i + 1}` }),
    ),
  );
  const statuses = answers.map((answer) => answer.status);
  expect(statuses.filter((status) => status === 200)).toHaveLength(1);
  expect(statuses.filter((status) => status === 400)).toHaveLength(REDEEMS - 1);
}

async function answersAtOnce(port: number, path: string, token: string) {
  const started = Date.now();
  const answer = await json(port, path, { token });
  expect(answer.status).toBe(200);
  expect(Date.now() - started).toBeLessThan(2_000);
}

describe('concurrent redeems of one access link on real processes', () => {
  it('two processes on PostgreSQL and Redis settle one and keep serving', async () => {
    const t = await createTestApp();
    stops.push(() => t.close());
    const servers = await startServerProcesses('redeem', PORTS, TEST_REDIS_URL, { TRUST_PROXY: 'true' });
    stops.push(() => servers.stop());
    expect(PROCESS_SECRET).toBeTruthy();

    const lawyer = await newLawyer(t);
    const client = await createClient(t, lawyer.access);
    const kase = await createCase(t, lawyer.access, { client_ids: [client.pid] });
    const { mobile } = client as typeof client & { mobile: string };
    ok(
      await call(t, 'POST', `/api/lawyer/v1/clients/${client.pid}/send-access-link/`, lawyer.access, {
        case_id: kase.pid,
      }),
    );
    await redeemAtOnce(PORTS, await lastAccessToken(t, mobile));
    for (const port of PORTS) {
      expect((await json(port, '/api/ready')).status).toBe(200);
      await answersAtOnce(port, '/api/lawyer-office/v1/clients/', lawyer.access);
    }
  });

  it('the embedded default settles one and keeps serving', async () => {
    const server = await startEmbeddedServer('redeem-embedded', EMBEDDED_PORT, { TRUST_PROXY: 'true' });
    stops.push(() => server.stop());
    const port = EMBEDDED_PORT;
    const signedIn = await json(port, '/api/auth/v1/login/', {
      body: { username: '09120000001', password: 'Demo-1234' },
    });
    const access: string = signedIn.body.result.access_token;
    const mobile = '09187654321';
    const client = await json(port, '/api/lawyer-office/v1/clients/', {
      token: access,
      body: { first_name: 'نگار', last_name: 'آزمون', national_code: '0499370899', mobile },
    });
    expect(client.status).toBe(201);
    const kase = await json(port, '/api/lawyer-office/v1/cases/', {
      token: access,
      body: { title: 'پرونده آزمون', case_type: 'civil', client_ids: [client.body.result.pid] },
    });
    expect(kase.status).toBe(201);
    const sent = await json(port, `/api/lawyer/v1/clients/${client.body.result.pid}/send-access-link/`, {
      token: access,
      body: { case_id: kase.body.result.pid },
    });
    expect(sent.status).toBe(200);
    const outbox = await json(port, `/api/dev/v1/sms-outbox/?phone=${mobile}`);
    const token = /\/access\/([A-Za-z0-9_-]+)/.exec(outbox.body.result.results[0]?.text ?? '')?.[1] ?? '';
    await redeemAtOnce([port], token);
    expect((await json(port, '/api/ready')).status).toBe(200);
    await answersAtOnce(port, '/api/lawyer-office/v1/clients/', access);
  });
});
