import { expect } from '../expect.mjs';
import { api, arrive, DESKTOP, go, shoot, signIn, waitForRequestBudget } from '../journey-kit.mjs';

export const name = 'a client chats live with a consultant who accepted, ends it, then asks the AI assistant';

const CLIENT = '09120000003';
const CONSULTANT = '09120000004';
const CONSULTANT_NAME = 'حسین محمدی';
/** Socket frames cross two browsers and a server: more than expect.eventually's five seconds. */
const LIVE = { timeout: 15_000 };

/** The room is live once the «در حال اتصال…» and «اتصال برقرار نیست…» banners are gone. */
async function waitUntilLive(page) {
  const log = page.getByRole('log', { name: 'پیام‌های گفتگو' });
  await log.waitFor(LIVE);
  await expect.eventually(
    async () =>
      (await page.getByText('در حال اتصال…').count()) === 0 &&
      (await page.getByText(/اتصال برقرار نیست/).count()) === 0,
    'the chat socket is open',
  );
  return log;
}

export async function run({ page: client, context, baseUrl, screenshotDir }) {
  await waitForRequestBudget(baseUrl, 200);
  await signIn(client, baseUrl, CLIENT);

  // The client finds the demo consultant and asks for a chat.
  await go(client, baseUrl, '/consultants');
  expect(await client.locator('html').getAttribute('dir')).toBe('rtl');
  const card = client.getByRole('article').filter({ hasText: CONSULTANT_NAME });
  await card.waitFor();
  await card
    .getByText(/سکه \(≈ [۰-۹٬]+ تومان\)$/)
    .first()
    .waitFor();
  await shoot(client, screenshotDir, 'chat-consultants');
  await card.getByRole('button', { name: `مشاهده و درخواست از ${CONSULTANT_NAME}` }).click();
  const sheet = client.getByRole('dialog', { name: CONSULTANT_NAME });
  await sheet.getByRole('button', { name: 'درخواست گفتگو' }).waitFor();
  // A bottom sheet on the phone, a dialog on the desktop.
  await shoot(client, screenshotDir, 'chat-consultant-sheet');
  await sheet.getByRole('button', { name: 'درخواست گفتگو' }).click();
  await sheet.getByLabel(/پیام شما به مشاور/).fill('سلام، درباره مطالبه مهریه پرسشی دارم.');
  await sheet.getByRole('button', { name: 'ارسال درخواست گفتگو' }).click();
  await arrive(client, `${baseUrl}/chats`);
  await client
    .getByRole('region', { name: 'درخواست‌های در انتظار پاسخ' })
    .getByText('سلام، درباره مطالبه مهریه پرسشی دارم.')
    .waitFor();

  // The consultant, in a second browser, accepts it with a fee and a time limit.
  await waitForRequestBudget(baseUrl, 120);
  const consultantContext = await context.browser().newContext({ locale: 'fa-IR', viewport: DESKTOP });
  const consultant = await consultantContext.newPage();
  try {
    await signIn(consultant, baseUrl, CONSULTANT);
    await go(consultant, baseUrl, '/consultant/requests');
    const requestCard = consultant
      .getByRole('article', { name: 'از علی رضایی' })
      .filter({ hasText: 'سلام، درباره مطالبه مهریه پرسشی دارم.' });
    await requestCard.waitFor();
    await shoot(consultant, screenshotDir, 'chat-consultant-requests');
    await requestCard.getByRole('button', { name: 'پذیرش' }).click();
    const accept = consultant.getByRole('dialog', { name: 'پذیرش درخواست گفتگو' });
    await accept.getByLabel('مدت جلسه (دقیقه)').fill('۲۰');
    await accept.getByLabel('پیام به درخواست‌کننده (اختیاری)').fill('در خدمتم؛ بفرمایید.');
    await accept.getByRole('button', { name: 'پذیرش و شروع گفتگو' }).click();
    await arrive(consultant, /\/chats\/[^/]+$/);
    const sessionPid = new URL(consultant.url()).pathname.split('/').at(-1);
    const consultantLog = await waitUntilLive(consultant);

    // The client's list now has the session; the client opens its room.
    await go(client, baseUrl, '/chats');
    await client.locator(`a[href="/chats/${sessionPid}"]`).waitFor(LIVE);
    await shoot(client, screenshotDir, 'chat-sessions');
    await client.locator(`a[href="/chats/${sessionPid}"]`).click();
    await arrive(client, `${baseUrl}/chats/${sessionPid}`);
    const clientLog = await waitUntilLive(client);

    // The client types: the consultant sees «در حال نوشتن…», then the message itself, live.
    const clientBox = client.getByRole('textbox', { name: 'متن پیام' });
    await clientBox.pressSequentially('همسرم از پرداخت مهریه خودداری می‌کند', { delay: 30 });
    await consultant.getByText(/در حال نوشتن…/).waitFor(LIVE);
    await clientBox.pressSequentially('؛ چه باید بکنم؟');
    await clientBox.press('Enter');
    await consultantLog.getByText('همسرم از پرداخت مهریه خودداری می‌کند؛ چه باید بکنم؟').waitFor(LIVE);
    await consultant.getByText(/در حال نوشتن…/).waitFor({ state: 'detached', ...LIVE });

    // The consultant answers; it arrives live for the client.
    const answer = 'می‌توانید از طریق اجرای ثبت یا دادگاه خانواده مهریه را مطالبه کنید.';
    const consultantBox = consultant.getByRole('textbox', { name: 'متن پیام' });
    await consultantBox.pressSequentially('می‌توانید', { delay: 30 });
    await client.getByText(/در حال نوشتن…/).waitFor(LIVE);
    await consultantBox.fill(answer);
    await consultant.getByRole('button', { name: 'ارسال پیام' }).click();
    await clientLog.getByText(answer).waitFor(LIVE);
    // The consultant's message is read by the client, whose room is open.
    await consultant.getByRole('img', { name: 'خوانده شد' }).first().waitFor(LIVE);

    const messages = await api(client, `/api/chat/v1/messages/session/${sessionPid}/`);
    const contents = messages.results.map((message) => message.content);
    expect(contents.filter((content) => content === answer).length).toBe(1);

    await shoot(client, screenshotDir, 'chat-room-client');
    await shoot(consultant, screenshotDir, 'chat-room-consultant');

    // The client ends the session; both rooms close their message box.
    await client.getByRole('button', { name: 'پایان گفتگو' }).click();
    const endDialog = client.getByRole('dialog', { name: 'پایان گفتگو' });
    await endDialog.getByLabel('علت (اختیاری)').fill('پاسخ خود را گرفتم.');
    await endDialog.getByRole('button', { name: 'بله، پایان گفتگو' }).click();
    await client.getByText(/این گفتگو به پایان رسیده است/).waitFor(LIVE);
    await consultant.getByText(/این گفتگو به پایان رسیده است/).waitFor(LIVE);
    expect(await client.getByRole('textbox', { name: 'متن پیام' }).count()).toBe(0);
    expect((await api(client, `/api/chat/v1/sessions/${sessionPid}/`)).status).toBe('completed');
    await shoot(client, screenshotDir, 'chat-room-ended');

    await go(consultant, baseUrl, '/consultant/settings');
    await consultant.getByText('تأییدشده', { exact: true }).waitFor();
    await shoot(consultant, screenshotDir, 'chat-consultant-settings');
  } finally {
    await consultantContext.close();
  }

  // The AI assistant: a new chat opens in the room and answers with its source.
  await waitForRequestBudget(baseUrl, 80);
  await go(client, baseUrl, '/ai');
  await client.getByText(/جایگزین مشاوره با وکیل نیست/).waitFor();
  await client
    .getByText(/گفتگو در ماه|نامحدود/)
    .first()
    .waitFor();
  await shoot(client, screenshotDir, 'chat-ai');
  await client.getByLabel('عنوان گفتگو (اختیاری)').fill('مهلت تجدیدنظر');
  await client.getByRole('button', { name: 'شروع گفتگو با دستیار' }).click();
  await arrive(client, /\/chats\/[^/]+$/);
  const aiLog = await waitUntilLive(client);
  await client
    .getByRole('textbox', { name: 'متن پیام' })
    .fill('مهلت تجدیدنظرخواهی از رأی دادگاه بدوی چند روز است؟');
  await client.getByRole('textbox', { name: 'متن پیام' }).press('Enter');
  const aiAnswer = aiLog.getByRole('listitem', { name: 'پاسخ دستیار هوشمند' }).last();
  await aiAnswer.waitFor(LIVE);
  await aiAnswer.getByText('منابع پاسخ').waitFor();
  await shoot(client, screenshotDir, 'chat-ai-room');

  // The client's consultations (a table on a desktop): the demo one is done and rated.
  await go(client, baseUrl, '/consultations');
  const consultations = client.getByLabel('مشاوره‌های من', { exact: true });
  await consultations.getByText('انجام‌شده').first().waitFor();
  await shoot(client, screenshotDir, 'chat-consultations');
  await consultations.getByRole('link').first().click();
  await arrive(client, /\/consultations\/[^/]+$/);
  await client.getByText('امتیاز شما:').waitFor();
  await shoot(client, screenshotDir, 'chat-consultation');
}
