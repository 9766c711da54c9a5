import { api, ensureCoins, go, shoot, signIn, waitForRequestBudget } from '../journey-kit.mjs';

export const name = 'a client disputes a finished consultation and the admin settles it with a refund';

const CLIENT = '09120000003';
const CONSULTANT = '09120000004';
const ADMIN = '09120000005';
const SUBJECT = 'تماس مشاوره برقرار نشد';

async function signOut(page) {
  await page.evaluate(() => localStorage.clear());
  await page.context().clearCookies();
}

export async function run({ page, baseUrl, screenshotDir }) {
  await waitForRequestBudget(baseUrl, 200);
  // Setup through the API: the client asks, the consultant accepts (no fixed time) and marks it done.
  await signIn(page, baseUrl, CONSULTANT);
  const me = await api(page, '/api/user/v1/profile/get-profile/');
  await signOut(page);
  await signIn(page, baseUrl, CLIENT);
  // Earlier journeys spend the demo client's coins; the consultant's phone fee is 200.
  await ensureCoins(page, 250);
  const asked = await api(page, '/api/consultation/v1/consultations/request/', 'POST', {
    consultant: me.pid,
    subject: SUBJECT,
    description: 'مشاور در زمان مقرر تماس نگرفت و پاسخی نداد.',
    kind: 'phone',
  });
  if (!asked?.pid)
    throw new Error('the client could not ask for a consultation (see the request answer above)');
  await signOut(page);
  await signIn(page, baseUrl, CONSULTANT);
  await api(page, `/api/consultation/v1/consultations/${asked.pid}/accept/`, 'POST', {});
  await api(page, `/api/consultation/v1/consultations/${asked.pid}/complete/`, 'POST', {});
  await signOut(page);

  // The client disputes on the consultation's page.
  await signIn(page, baseUrl, CLIENT);
  await go(page, baseUrl, `/consultations/${asked.pid}`);
  await page.getByRole('button', { name: 'اعتراض', exact: true }).click();
  const dispute = page.getByRole('dialog', { name: 'اعتراض به مشاوره' });
  await dispute.getByLabel('علت اعتراض').fill('مشاور در زمان مقرر تماس نگرفت.');
  await dispute.getByRole('button', { name: 'اعتراض', exact: true }).click();
  await dispute.waitFor({ state: 'detached' });
  await signOut(page);

  // The admin finds it first in the consultations view and refunds the client with a note.
  await signIn(page, baseUrl, ADMIN);
  await go(page, baseUrl, '/admin/consultations');
  // On a desktop the consultations are a table: the disputed one is settled from its row.
  const card = page
    .getByRole('table', { name: 'مشاوره‌ها و اعتراض‌ها' })
    .getByRole('row')
    .filter({ hasText: SUBJECT });
  await card.getByText(SUBJECT).waitFor();
  await shoot(page, screenshotDir, 'admin-consultations');
  await card.getByRole('button', { name: 'رسیدگی به اعتراض' }).click();
  const settle = page.getByRole('dialog', { name: 'رسیدگی به اعتراض' });
  await settle.getByLabel('یادداشت برای طرفین (اختیاری)').fill('تماس انجام نشده بود؛ هزینه بازگردانده شد.');
  await shoot(page, screenshotDir, 'admin-consultation-settle');
  await settle.getByRole('button', { name: 'ثبت رسیدگی' }).click();
  await settle.waitFor({ state: 'detached' });
  await card.getByText('هزینه به موکل بازگردانده شد').waitFor();
}
