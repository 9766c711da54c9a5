import { notificationPaths } from '@vakilyar/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { newLawyer } from '../office/test-helpers.ts';
import { createAlarm } from './alarms.service.ts';
import { openStream } from './sse-test-kit.ts';

const path = `/api${notificationPaths.alarmsStream}`;

describe('the alarm stream', () => {
  // Two servers on the same database, each with its own LISTEN connection: as two processes behind a balancer.
  let first: TestApp;
  let second: TestApp;
  let secondOrigin: string;
  beforeAll(async () => {
    first = await createTestApp();
    second = await createTestApp();
    secondOrigin = await second.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await Promise.all([first.close(), second.close()]);
  });

  it('refuses a caller without an access token, and never takes one in the address', async () => {
    expect((await fetch(`${secondOrigin}${path}`)).status).toBe(401);
    const me = await newLawyer(first);
    expect((await fetch(`${secondOrigin}${path}?access_token=${me.access}`)).status).toBe(401);
  });

  it('pushes the unseen count at once, then each alarm written by another server when it commits', async () => {
    const me = await newLawyer(first);
    const someoneElse = await newLawyer(first);
    await createAlarm(first.database.db, { userId: me.userId, kind: 'system', title: 'پیش از باز شدن' });
    const stream = await openStream(secondOrigin, me.access);
    expect(stream.response.headers.get('content-type')).toContain('text/event-stream');
    expect(await stream.waitFor(() => stream.counts().length === 1)).toBe(true);
    expect(stream.counts()).toEqual([1]);

    // Inside an open transaction nothing is told; a rolled-back alarm is never told.
    await first.database.db
      .transaction(async (tx) => {
        await createAlarm(tx, { userId: me.userId, kind: 'court_notice', title: 'برگشت‌خورده' });
        await new Promise((resolve) => setTimeout(resolve, 300));
        expect(stream.counts()).toEqual([1]);
        throw new Error('roll back');
      })
      .catch(() => undefined);
    await createAlarm(first.database.db, { userId: someoneElse.userId, kind: 'chat', title: 'برای دیگری' });
    await createAlarm(first.database.db, { userId: me.userId, kind: 'chat', title: 'درخواست گفتگو' });
    expect(await stream.waitFor(() => stream.counts().length === 2)).toBe(true);
    expect(stream.counts()).toEqual([1, 2]);

    // Marking seen (here, through the first server) is pushed too: other tabs clear their badge.
    const pids = (await first.app
      .inject({
        method: 'GET',
        url: '/api/notification/v1/alarms/',
        headers: { authorization: `Bearer ${me.access}` },
      })
      .then((r) => r.json().result.results.map((a: { pid: string }) => a.pid))) as string[];
    await first.app.inject({
      method: 'POST',
      url: '/api/notification/v1/alarms/bulk-seen/',
      headers: { authorization: `Bearer ${me.access}` },
      payload: { pids },
    });
    expect(await stream.waitFor(() => stream.counts().at(-1) === 0)).toBe(true);
    await stream.close();
  });

  it('ends with «expired» when the access token does, so the client reconnects with a fresh one', async () => {
    const shortLived = await createTestApp({ ACCESS_TOKEN_TTL_SECONDS: '2' });
    try {
      const origin = await shortLived.app.listen({ port: 0, host: '127.0.0.1' });
      const me = await newLawyer(shortLived);
      const stream = await openStream(origin, me.access);
      expect(await stream.waitFor(() => stream.isEnded(), 6_000)).toBe(true);
      expect(stream.events.at(-1)?.event).toBe('expired');
    } finally {
      await shortLived.close();
    }
  });
});
