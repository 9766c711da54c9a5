import { execFileSync } from 'node:child_process';
import { existsSync, renameSync } from 'node:fs';
import { api, arrive, shoot, signIn, visit, waitForQuiet } from '../journey-kit.mjs';

export const name =
  'a lawyer drafts a petition from a case, edits it, downloads Word and PDF, files it (the client sees it once shared), reuses it as an office template on another case, and opens an appeal from the deadline calculator';

const LAWYER = '09120000001';
const CLIENT = '09120000003';
const ADDED = 'خوانده تاکنون به هیچ‌یک از اخطارهای موکل پاسخ نداده است.';

async function signOut(page) {
  await page.evaluate(() => localStorage.clear());
  await page.context().clearCookies();
}

async function caseNamed(page, title) {
  const found = await api(page, `/api/lawyer-office/v1/cases/?search=${encodeURIComponent(title)}`);
  const hit = found.results.find((c) => c.title === title);
  if (!hit) throw new Error(`demo case «${title}» not found`);
  return hit;
}

async function newDraftFrom(page, baseUrl, casePid, templateTitle) {
  await visit(page, baseUrl, `/cases/${casePid}?tab=drafts`);
  await page.getByRole('button', { name: 'پیش‌نویس تازه' }).click();
  const dialog = page.getByRole('dialog', { name: 'پیش‌نویس تازه از الگو' });
  await dialog.getByRole('button', { name: templateTitle }).first().click();
  await dialog.getByRole('button', { name: 'ساخت پیش‌نویس' }).click();
  await arrive(page, new RegExp(`/cases/${casePid}/drafts/`));
  await page.getByRole('textbox', { name: 'متن پیش‌نویس' }).waitFor();
}

/** «پیش‌نویس» beside the deadline calculator's result: an appeal's deadline opens تقاضای تجدیدنظر, dates filled. */
async function appealFromDeadline(page, baseUrl, kase) {
  const servedOn = '2026-11-15';
  await visit(page, baseUrl, `/calendar?deadline_from=${servedOn}`);
  const calculator = page.getByRole('dialog', { name: 'محاسبه مهلت قانونی' });
  await calculator.getByRole('button', { name: 'محاسبه', exact: true }).click();
  await calculator.getByRole('combobox', { name: 'پرونده' }).fill(kase.title);
  await page
    .getByRole('option', { name: new RegExp(kase.title) })
    .first()
    .click();
  await calculator.getByRole('button', { name: 'پیش‌نویس', exact: true }).click();
  await arrive(page, new RegExp(`/cases/${kase.pid}/drafts/`));
  await page.getByRole('textbox', { name: 'متن پیش‌نویس' }).getByText('دادخواست تجدیدنظر').waitFor();
  const draft = await api(page, `/api/drafting/v1/drafts/${page.url().split('/drafts/')[1]}/`);
  if (draft.template?.title !== 'تقاضای تجدیدنظر' || draft.values['notice.date'] !== servedOn)
    throw new Error(`the deadline opened ${draft.template?.title} with ${JSON.stringify(draft.values)}`);
  if (!draft.values['deadline.date']) throw new Error('the appeal draft lacks the last day of the deadline');
}

export async function run({ page, baseUrl, screenshotDir }) {
  await signIn(page, baseUrl, LAWYER);
  const kase = await caseNamed(page, 'مطالبه وجه چک برگشتی');
  await newDraftFrom(page, baseUrl, kase.pid, 'دادخواست بدوی');

  // The lawyer adds a sentence at the end of the petition; autosave keeps it.
  const editor = page.getByRole('textbox', { name: 'متن پیش‌نویس' });
  await editor.getByText('با سلام و احترام، به استحضار می‌رساند:').click();
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  await page.keyboard.type(ADDED);
  await page.getByRole('status').filter({ hasText: 'ذخیره شد' }).waitFor({ timeout: 15_000 });
  await waitForQuiet(page);
  await shoot(page, screenshotDir, 'draft-editor');
  const draftPid = page.url().split('/drafts/')[1];

  for (const [label, extension] of [
    ['دریافت Word', 'docx'],
    ['دریافت PDF', 'pdf'],
  ]) {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: label }).click(),
    ]);
    if (!download.suggestedFilename().endsWith(`.${extension}`))
      throw new Error(`${label}: ${download.suggestedFilename()}`);
    const path = `${screenshotDir}/draft.${extension}`;
    await download.saveAs(path);
    if (extension === 'pdf' && existsSync('/usr/bin/pdftoppm')) {
      execFileSync('/usr/bin/pdftoppm', [
        '-r',
        '80',
        '-png',
        '-f',
        '1',
        '-l',
        '1',
        path,
        `${screenshotDir}/draft-pdf`,
      ]);
      const rendered = ['draft-pdf-1.png', 'draft-pdf-01.png']
        .map((f) => `${screenshotDir}/${f}`)
        .find(existsSync);
      if (rendered) renameSync(rendered, `${screenshotDir}/draft-pdf-page.png`);
    }
  }

  // Filed into the case's documents, hidden from the client until the lawyer shares it.
  await page.getByRole('button', { name: 'ثبت در اسناد' }).click();
  const fileDialog = page.getByRole('dialog', { name: 'ثبت پیش‌نویس در اسناد پرونده' });
  await fileDialog.getByRole('button', { name: 'ثبت در اسناد' }).click();
  await fileDialog.waitFor({ state: 'detached' });
  const documents = await api(page, `/api/lawyer-office/v1/documents/by-case/${kase.pid}/`);
  const filed = documents.results.find(
    (d) => d.title === 'دادخواست بدوی' && d.mime_type === 'application/pdf',
  );
  if (!filed || filed.visible_to_client) throw new Error('the filed petition is missing or already shared');

  // The office keeps it as its own template.
  await page.getByRole('button', { name: 'ذخیره به عنوان الگو' }).click();
  const templateDialog = page.getByRole('dialog', { name: 'ذخیره به عنوان الگوی دفتر' });
  await templateDialog.getByLabel('نام الگو').fill('دادخواست مطالبه وجه چک (دفتر)');
  await templateDialog.getByRole('button', { name: 'ذخیره به عنوان الگو' }).click();
  await templateDialog.waitFor({ state: 'detached' });
  await signOut(page);

  await signIn(page, baseUrl, CLIENT);
  const before = await api(page, `/api/lawyer-office/v1/my-cases/${kase.pid}/documents/`);
  if (before.results.some((d) => d.pid === filed.pid))
    throw new Error('the client saw the draft before it was shared');
  const hidden = await page.evaluate(
    async (url) =>
      (await fetch(url, { headers: { authorization: `Bearer ${localStorage.getItem('access_token')}` } }))
        .status,
    `/api/drafting/v1/drafts/${draftPid}/`,
  );
  if (hidden !== 404) throw new Error(`a client reached a draft: ${hidden}`);
  await signOut(page);

  await signIn(page, baseUrl, LAWYER);
  await api(page, `/api/lawyer-office/v1/documents/${filed.pid}/`, 'PATCH', { visible_to_client: true });
  await visit(page, baseUrl, '/templates');
  await page.getByRole('heading', { name: 'دادخواست مطالبه وجه چک (دفتر)' }).waitFor();
  await shoot(page, screenshotDir, 'templates', { fullPage: false });
  const other = await caseNamed(
    page,
    (await api(page, '/api/lawyer-office/v1/cases/?page_size=5')).results.find((c) => c.pid !== kase.pid)
      .title,
  );
  await newDraftFrom(page, baseUrl, other.pid, 'دادخواست مطالبه وجه چک (دفتر)');
  await page.getByRole('textbox', { name: 'متن پیش‌نویس' }).getByText(ADDED).waitFor();
  await appealFromDeadline(page, baseUrl, kase);
  await signOut(page);

  await signIn(page, baseUrl, CLIENT);
  const after = await api(page, `/api/lawyer-office/v1/my-cases/${kase.pid}/documents/`);
  if (!after.results.some((d) => d.pid === filed.pid))
    throw new Error('the client does not see the shared petition');
}
