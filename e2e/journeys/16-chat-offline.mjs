import { expect } from '../expect.mjs';
import { api, DESKTOP, ensureCoins, go, shoot, signIn, waitForRequestBudget } from '../journey-kit.mjs';

export const name =
  'a chat survives five seconds offline on each side: pending bubbles, sent once, attachments';

const CLIENT = '09120000003';
const CONSULTANT = '09120000004';
const CONSULTANT_NAME = 'حسین محمدی';
const LIVE = { timeout: 15_000 };
/** A 2×2 PNG, for the image a client attaches. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP4z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
);

/** The room is live once no connection banner is shown. */
export async function waitUntilLive(page) {
  const log = page.getByRole('log', { name: 'پیام‌های گفتگو' });
  await log.waitFor(LIVE);
  await expect.eventually(
    async () =>
      (await page.getByText('در حال اتصال…').count()) === 0 &&
      (await page.getByText(/در حال اتصال دوباره/).count()) === 0,
    'the chat socket is open',
  );
  return log;
}

/**
 * The demo client asks the demo consultant for a chat (through the API), the consultant accepts it with
 * a message in a second browser, and both open the room: the client's page, the consultant's, the pid.
 */
export async function openChat(page, context, baseUrl, question, acceptance) {
  await waitForRequestBudget(baseUrl, 150);
  await signIn(page, baseUrl, CLIENT);
  // Earlier journeys spend the demo client's coins; a chat's fee is held at the request.
  await ensureCoins(page, 300);
  const consultants = await api(page, '/api/consultation/v1/consultants/?page_size=50');
  const profile = consultants.results.find((c) => c.full_name === CONSULTANT_NAME);
  if (!profile)
    throw new Error(`${CONSULTANT_NAME} is not among the consultants: ${JSON.stringify(consultants)}`);
  const request = await api(page, '/api/chat/v1/requests/', 'POST', {
    consultant: profile.pid,
    message: question,
  });
  if (!request?.pid) throw new Error(`chat request refused: ${JSON.stringify(request)}`);
  const consultantContext = await context.browser().newContext({ locale: 'fa-IR', viewport: DESKTOP });
  const consultant = await consultantContext.newPage();
  await signIn(consultant, baseUrl, CONSULTANT);
  const answer = await api(consultant, `/api/chat/v1/requests/${request.pid}/respond/`, 'POST', {
    status: 'accepted',
    response_message: acceptance,
  });
  const sessionPid = answer.session.pid;
  await go(consultant, baseUrl, `/chats/${sessionPid}`);
  await go(page, baseUrl, `/chats/${sessionPid}`);
  const clientLog = await waitUntilLive(page);
  const consultantLog = await waitUntilLive(consultant);
  return { consultant, consultantContext, sessionPid, clientLog, consultantLog };
}

const pendingBubbles = (page) => page.getByRole('listitem', { name: 'پیام در انتظار ارسال' });

/** One side goes offline for five seconds and writes meanwhile; the other side gets it exactly once. */
async function offlineFor5s(writer, writerContext, reader, text, screenshotDir, shotName) {
  await writerContext.setOffline(true);
  await writer.getByText(/در حال اتصال دوباره/).waitFor(LIVE);
  await writer.getByRole('textbox', { name: 'متن پیام' }).fill(text);
  await writer.getByRole('button', { name: 'ارسال پیام' }).click();
  await pendingBubbles(writer).filter({ hasText: text }).waitFor();
  if (shotName) await shoot(writer, screenshotDir, shotName);
  await writer.setViewportSize(DESKTOP);
  await writer.waitForTimeout(5000);
  expect(await pendingBubbles(writer).filter({ hasText: text }).count()).toBe(1);
  await writerContext.setOffline(false);
  await waitUntilLive(writer);
  await expect.eventually(
    async () => (await pendingBubbles(writer).count()) === 0,
    'the pending bubble is sent',
  );
  const readerLog = reader.getByRole('log', { name: 'پیام‌های گفتگو' });
  await readerLog.getByText(text, { exact: true }).waitFor(LIVE);
  await reader.waitForTimeout(1000);
  expect(await readerLog.getByText(text, { exact: true }).count()).toBe(1);
  const writerLog = writer.getByRole('log', { name: 'پیام‌های گفتگو' });
  expect(await writerLog.getByText(text, { exact: true }).count()).toBe(1);
}

export async function run({ page: client, context, baseUrl, screenshotDir }) {
  const question = 'سلام، آیا مهریه را می‌توان قسطی پرداخت کرد؟';
  const acceptance = 'سلام، بله؛ بفرمایید جزئیات را بگویید.';
  const chat = await openChat(client, context, baseUrl, question, acceptance);
  try {
    // The request text opens the thread, the consultant's acceptance follows it.
    const texts = await chat.clientLog.getByRole('listitem').allInnerTexts();
    const q = texts.findIndex((t) => t.includes(question));
    const a = texts.findIndex((t) => t.includes(acceptance));
    expect(q >= 0 && a > q).toBe(true);

    await offlineFor5s(
      client,
      context,
      chat.consultant,
      'این پیام را بدون اینترنت نوشتم.',
      screenshotDir,
      'chat-offline-pending',
    );
    await offlineFor5s(
      chat.consultant,
      chat.consultantContext,
      client,
      'پاسخ مشاور در قطعی اینترنت.',
      screenshotDir,
      null,
    );

    // An image from the composer: a thumbnail on both sides.
    await client.getByTestId('chat-attach-input').setInputFiles({
      name: 'rasid.png',
      mimeType: 'image/png',
      buffer: PNG,
    });
    const thumbnail = chat.consultantLog.getByRole('img', { name: 'تصویر «rasid.png»' });
    await thumbnail.waitFor(LIVE);
    await chat.clientLog.getByRole('img', { name: 'تصویر «rasid.png»' }).waitFor(LIVE);
    await shoot(client, screenshotDir, 'chat-attachments');
  } finally {
    await chat.consultantContext.close();
  }
}
