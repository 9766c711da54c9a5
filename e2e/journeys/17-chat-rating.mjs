import { expect } from '../expect.mjs';
import { api, shoot } from '../journey-kit.mjs';
import { openChat } from './16-chat-offline.mjs';

export const name = 'the consultant ends a chat, the client sees it ended live and rates it once';

export async function run({ page: client, context, baseUrl, screenshotDir }) {
  const chat = await openChat(
    client,
    context,
    baseUrl,
    'سلام، درباره تخلیه ملک استیجاری سؤال دارم.',
    'سلام، در خدمتم.',
  );
  try {
    // The consultant ends it: the client's header changes live, no stale «در جریان».
    await chat.consultant.getByRole('button', { name: 'پایان گفتگو' }).first().click();
    const dialog = chat.consultant.getByRole('dialog', { name: 'پایان گفتگو' });
    await dialog.getByRole('button', { name: 'بله، پایان گفتگو' }).click();
    const form = client.getByRole('form', { name: 'به این گفتگو امتیاز دهید' });
    await form.waitFor({ timeout: 15_000 });
    expect((await client.getByText('پایان‌یافته', { exact: true }).count()) > 0).toBe(true);
    expect(await client.getByText('در جریان', { exact: true }).count()).toBe(0);

    await form.getByRole('button', { name: 'ثبت امتیاز' }).click();
    await form.getByText('امتیاز را از ۱ تا ۵ انتخاب کنید.').waitFor();
    await form.locator('label', { hasText: '۴ از ۵' }).click();
    await form.getByLabel('نظر شما (اختیاری)').fill('پاسخ‌ها روشن و سریع بود.');
    await shoot(client, screenshotDir, 'chat-rating-form');
    await form.getByRole('button', { name: 'ثبت امتیاز' }).click();
    await client.getByText('امتیاز شما به این گفتگو: ۴ از ۵').waitFor();
    await shoot(client, screenshotDir, 'chat-rated');

    // Once: a second rating is refused.
    const status = await client.evaluate(async (pid) => {
      const response = await fetch(`/api/chat/v1/sessions/${pid}/rate/`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${localStorage.getItem('access_token')}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({ rating: 1 }),
      });
      return response.status;
    }, chat.sessionPid);
    expect(status).toBe(409);
    const session = await api(client, `/api/chat/v1/sessions/${chat.sessionPid}/`);
    expect(session.rating.rating).toBe(4);
  } finally {
    await chat.consultantContext.close();
  }
}
