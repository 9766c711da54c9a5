import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, uniquePhone } from '../../../test/test-app.ts';

// Issue 25: a name typed with Arabic ي/ك is kept as typed, but the text a person receives is Persian.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const outboxOf = async (phone: string) =>
  (await t.services.sms.listOutbox(phone)).map((message) => message.text);

describe('an SMS', () => {
  it('goes out in Persian letters when sent at once', async () => {
    const phone = uniquePhone();
    await t.services.sms.sendText(phone, 'موكل گرامي، پرونده علي كريمي');
    expect(await outboxOf(phone)).toEqual(['موکل گرامی، پرونده علی کریمی']);
  });

  it('goes out in Persian letters when queued by a transaction', async () => {
    const phone = uniquePhone();
    await t.database.db.transaction((tx) =>
      t.services.sms.outbox.queue(tx, [{ recipient: phone, text: 'جلسه آقاي يزدي', kind: 'text' }]),
    );
    expect(await outboxOf(phone)).toEqual(['جلسه آقای یزدی']);
  });
});
